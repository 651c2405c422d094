// Reads the engine's `info` lines (UCI fields) into plain objects, and spells what they hold:
// scores from p1's view, Soule's mixed strategy, the squares of a token's actions.
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

// A score the engine gave from the mover's view, spelled from p1's view (as lichess shows
// White's): `p1` says whether the mover was p1.
export function scoreText(score, wdl, p1 = true) {
  if (!score) return '';
  const v = p1 ? score.value : -score.value;
  let text = score.kind === 'mate' ? `#${v}` : `${v > 0 ? '+' : ''}${(v / 100).toFixed(2)}`;
  if (wdl) {
    const [w, d, l] = p1 ? wdl : [wdl[2], wdl[1], wdl[0]];
    text += ` (W${(w / 10).toFixed(0)}% D${(d / 10).toFixed(0)}% L${(l / 10).toFixed(0)}%)`;
  }
  return text;
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

// The squares of each action of a turn token, apart (`d6e7,l4g9` -> [[d6 e7] [l4 g9]]): the
// end of one action and the start of the next are no move, so nothing may join them.
export function actionSquares(token) {
  return token.split(',').map(tokenSquares).filter((sq) => sq.length);
}
