// Reads the engine's `info` lines (UCI fields) into plain objects, and draws the engine panel:
// depth, score, nodes, nps, the pv lines (MultiPV), Soule's mixed strategy as bars.
export function parseInfo(line) {
  const t = line.trim().split(/\s+/);
  const info = {};
  for (let i = 1; i < t.length; i++) {
    const k = t[i];
    if (k === 'string') { info.string = t.slice(i + 1).join(' '); break; }
    if (k === 'pv') { info.pv = t.slice(i + 1); break; }
    if (k === 'score') {
      info.score = { kind: t[i + 1], value: Number(t[i + 2]) };
      i += 2;
      while (t[i + 1] === 'lowerbound' || t[i + 1] === 'upperbound') i++;
      continue;
    }
    if (k === 'wdl') { info.wdl = [Number(t[i + 1]), Number(t[i + 2]), Number(t[i + 3])]; i += 3; continue; }
    if (['depth', 'seldepth', 'multipv', 'nodes', 'nps', 'time', 'hashfull', 'currmovenumber'].includes(k)) {
      info[k] = Number(t[i + 1]);
      i++;
      continue;
    }
    if (k === 'currmove') { info.currmove = t[i + 1]; i++; }
  }
  return info;
}

export function scoreText(score, wdl) {
  if (!score) return '';
  let text = score.kind === 'mate' ? `mate ${score.value}` : (score.value / 100).toFixed(2);
  if (wdl) text += ` (W${(wdl[0] / 10).toFixed(0)}% D${(wdl[1] / 10).toFixed(0)}% L${(wdl[2] / 10).toFixed(0)}%)`;
  return text;
}

// A score as centipawns for the evaluation graph (mates pinned to the edge).
export function scoreCp(score) {
  if (!score) return null;
  if (score.kind === 'mate') return score.value > 0 ? 1000 : -1000;
  return Math.max(-1000, Math.min(1000, score.value));
}

// `strategy 0.600:+,+,0 0.400:0,+,+` -> [{p, tactic}]
export function parseStrategy(text) {
  if (!text.startsWith('strategy ')) return null;
  return text.slice(9).trim().split(/\s+/).map((w) => {
    const k = w.indexOf(':');
    return { p: Number(w.slice(0, k)), tactic: w.slice(k + 1) };
  });
}

// Squares named in a token, in order (`d6f8,d4c3` -> d6 f8 d4 c3).
export function tokenSquares(token) {
  return [...token.matchAll(/[a-o](\d{1,2})/g)].map((m) => m[0]);
}
