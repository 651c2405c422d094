// A readable form of each move, shown beside its token in the move list: BALL and Cannon Ball
// actions as from-to steps with their kind (the names of ../shared/spec/<game>.md),
// Bulltricker moves from-to with their captures, Soule turns summarised per team. Pure
// functions of the token and the position before it, and one DOM helper that adds the words
// to the move list drawn by movetree.js.
import { tokenSquares } from './engine_info.js';
import { bulltrickerPieces } from './games/bulltricker.js';
import { ballCells } from './games/ball.js';
import { parseSoule } from './games/soule.js';

const PIECE = { K: 'king', Q: 'queen', P: 'pawn' };
const fileOf = (sq) => sq.charCodeAt(0) - 97;
const rankOf = (sq) => Number(sq.slice(1));
const sqName = (f, r) => String.fromCharCode(97 + f) + r;

// The cells strictly between two cells of one file, rank or diagonal.
function between(a, b) {
  const df = Math.sign(fileOf(b) - fileOf(a)), dr = Math.sign(rankOf(b) - rankOf(a));
  const out = [];
  for (let f = fileOf(a) + df, r = rankOf(a) + dr; f !== fileOf(b) || r !== rankOf(b); f += df, r += dr) out.push(sqName(f, r));
  return out;
}

// `b3b5` -> "pawn b3–b5"; jumps and replacements name the pieces taken, a promotion says so.
export function bulltrickerWords(token, fen) {
  const sq = tokenSquares(token);
  if (sq.length !== 2 || token !== token.toLowerCase()) return '';
  const at = new Map(bulltrickerPieces(fen).map((p) => [p.cell, p.ch]));
  const ch = at.get(sq[0]);
  if (!ch) return '';
  const white = ch === ch.toUpperCase();
  const enemy = (c) => at.has(c) && (at.get(c) === at.get(c).toUpperCase()) !== white && at.get(c).toUpperCase() !== 'K';
  const straight = fileOf(sq[0]) === fileOf(sq[1]) || rankOf(sq[0]) === rankOf(sq[1]);
  const taken = straight ? [...between(sq[0], sq[1]), sq[1]].filter(enemy) : [];
  let text = `${PIECE[ch.toUpperCase()]} ${sq[0]}–${sq[1]}`;
  if (taken.length) text += ` takes ${taken.join(', ')}`;
  // A pawn reaching the far row (White's rank 15, Black's rank 1) becomes a queen.
  if (ch.toUpperCase() === 'P' && rankOf(sq[1]) === (white ? 15 : 1)) text += ', becomes a queen';
  return text;
}

// One BALL action; `top` (cell -> top piece letter) follows the pieces through the turn, so a
// Block is told from a Protection by the piece under the mover at that moment.
function ballAction(action, top, south) {
  const sq = tokenSquares(action);
  const kind = /^[a-z]\d/.test(action) ? '' : action[0];
  const own = (c) => top.has(c) && (top.get(c) === top.get(c).toUpperCase()) === south;
  const move = (from, to) => { if (top.has(from)) { top.set(to, top.get(from)); top.delete(from); } };
  switch (kind) {
    case '': move(sq[0], sq[1]); return `move ${sq[0]}–${sq[1]}`;
    case 'x': { const text = `Esquive ${sq[0]}–${sq[1]} knocks ${sq[1]}, out to ${sq[2]}`; move(sq[0], sq[2]); return text; }
    case 't': {
      const mid = sqName((fileOf(sq[0]) + fileOf(sq[1])) / 2, (rankOf(sq[0]) + rankOf(sq[1])) / 2);
      move(sq[0], sq[1]);
      return `Tactical Esquive ${sq[0]}–${sq[1]} over ${mid}, pushes it to ${sq[2]}`;
    }
    case 'b': {
      const text = `${own(sq[1]) ? 'Protection' : 'Block'} ${sq[0]}–${sq[1]}`;
      move(sq[0], sq[1]);
      return text;
    }
    case 'h': return `hand-off ${sq[0]}–${sq[1]}`;
    case 's': return `short pass ${sq[0]} to ${sq[1]}, ball on ${sq[2]}`;
    case 'l': return `long pass ${sq[0]}, ball on ${sq[1]}`;
    case 'u': move(sq[0], sq[1]); return `stand up ${sq[0]}–${sq[1]}`;
    case 'r': return `release ${sq[0]}: top to ${sq[1]}, bottom to ${sq[2]}${action.endsWith('!') ? ' (bottom keeps the ball)' : ''}`;
    default: return action;
  }
}

export function ballWords(token, fen) {
  if (token === 'pass') return 'pass (no action)';
  const top = new Map(ballCells(fen).filter((c) => c.top).map((c) => [c.cell, c.top]));
  const south = fen.split(' ')[1] === 's';
  return token.split(',').map((a) => ballAction(a, top, south)).join('; ');
}

// `b4b6,d6d8` a double move, `b4b6` a single one, `g6g8e10e16` a take and kick.
export function cannonballWords(token) {
  if (token === 'pass') return 'pass';
  const parts = token.split(',').map(tokenSquares);
  if (parts.length === 2) return `double move ${parts.map((p) => `${p[0]}–${p[1]}`).join(', ')}`;
  const sq = parts[0];
  if (sq.length === 2) return `single move ${sq[0]}–${sq[1]}`;
  const kicks = sq.slice(2);
  const words = [`take ${sq[0]}–${sq[1]}`];
  kicks.forEach((to, k) => {
    const last = k === kicks.length - 1;
    if (!last) words.push(`pass to ${to}`);
    else if (rankOf(to) === 0 || rankOf(to) === 16) words.push(`kick into the goal at ${to}: try`);
    else words.push(`kick to ${to}`);
  });
  return words.join(', ');
}

// One side's part of a Soule stage: a placement (digits 1-3) or a tactic (orders joined by
// ','); players off the field (`x` in the position before) are not counted.
function soulePart(side, part, players) {
  if (part === '?' || part === '') return `${side} hidden`;
  const on = (i) => !players || !players[i] || players[i].cell !== 'x';
  if (!part.includes(',') && /^[1-3]+$/.test(part)) {
    const at = [0, 0, 0, 0];
    [...part].forEach((d, i) => { if (on(i)) at[Number(d)]++; });
    const list = [1, 2, 3].filter((d) => at[d]).map((d) => `${at[d]} at distance ${d}`);
    return `${side} places ${list.join(', ')}`;
  }
  const count = { '+': 0, '0': 0, '-': 0 };
  const hits = new Map();
  part.split(',').forEach((o, i) => {
    if (!on(i)) return;
    const order = o === 'x' || o === 'X' ? '0' : o;
    if (order in count) count[order]++;
    else hits.set(order, (hits.get(order) || 0) + 1);
  });
  const other = side === 'A' ? 'B' : 'A';
  const words = [];
  if (count['+']) words.push(`${count['+']} advance`);
  if (count['0']) words.push(`${count['0']} hold`);
  if (count['-']) words.push(`${count['-']} retreat`);
  const targets = [...hits.entries()].sort((a, b) => a[0] - b[0]).map(([k, n]) => `${other}${k}${n > 1 ? ` ×${n}` : ''}`);
  if (targets.length) words.push(`strike ${targets.join(', ')}`);
  return `${side}: ${words.join(', ') || 'nothing'}`;
}

export function souleWords(token, fen) {
  const [a, b] = token.split('/');
  if (b === undefined) return '';
  const s = fen ? parseSoule(fen) : null;
  return `${soulePart('A', a, s && s.A)} · ${soulePart('B', b, s && s.B)}`;
}

// The words for `token` played from the position `fen`; '' when there are none.
export function moveWords(variant, token, fen) {
  try {
    if (variant === 'bulltricker') return bulltrickerWords(token, fen);
    if (variant === 'ball') return ballWords(token, fen);
    if (variant === 'cannonball') return cannonballWords(token);
    if (variant === 'soule') return souleWords(token, fen);
  } catch {
    // A token the words do not know how to read is shown alone.
  }
  return '';
}

// Gives each move of the list drawn in `box` (its `.mv[data-node]` spans) its words, which the
// style sheet writes under the token (the span's own text stays the token).
export function addMoveWords(box, tree, variant) {
  for (const span of box.querySelectorAll('.mv[data-node]')) {
    const n = tree.nodes[Number(span.dataset.node)];
    if (!n || n.parent === null) continue;
    const words = moveWords(variant, n.token, tree.nodes[n.parent].fen);
    if (!words) continue;
    span.dataset.words = words;
    span.title = words;
  }
}
