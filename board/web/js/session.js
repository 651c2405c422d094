// The engine session as a pure function of the state: which search the page wants now (none,
// analysis of the shown position, the engine's turn or Soule part, a puzzle's solution). The
// controller reconciles: a search in flight that is not the wanted one is stopped and its
// answer ignored, and a wanted search not in flight is started, so no sequence of clicks
// leaves the page waiting for a search that belongs to a game it has left.
import * as T from './tree.js';
import * as C from './clock.js';
import { overAt, p1ToMove } from './state.js';

const engineFor = (s, p1) => (s.mode === 'ee' && !p1 ? s.engines[1] : s.engines[0]);

// Is the side (true: p1) played by a human at this node?
export function humanSide(s, p1) {
  if (s.mode === 'hh' || s.mode === 'analysis') return true;
  if (s.mode === 'p1') return p1;
  if (s.mode === 'p2') return !p1;
  return false;
}

function soulePart(s, id) {
  const stage = s.stage && s.stage.gen === s.gen && s.stage.node === id ? s.stage : { A: null, B: null };
  if (s.mode === 'ee') return !stage.A ? 'A' : !stage.B ? 'B' : null;
  // Against the engine, its part is computed once the human's is in (B's blind, with `?`).
  if (s.mode === 'p1') return stage.A && !stage.B ? 'B' : null;
  if (s.mode === 'p2') return stage.B && !stage.A ? 'A' : null;
  return null;
}

// The wanted search, or null: {key, purpose, node, part, engine, p1, moves, limits}.
export function wantedSearch(s, now) {
  if (!s.tree || s.paused) return null;
  const id = s.cursor;
  const n = s.tree.nodes[id];
  if (!n.info) return null;  // the referee has not said yet whose turn it is
  const moves = T.movesTo(s.tree, id);
  const want = (purpose, part, engine, p1, limits) => ({
    key: [s.gen, id, purpose, part || '', engine].join(':'), gen: s.gen, purpose, node: id, part, engine, p1,
    moves: part === 'B' ? moves.concat(['?']) : moves, limits });
  if (s.puzzle) {
    if (!s.puzzle.solving) return null;
    return want('puzzle', s.puzzle.side === 'B' ? 'B' : null, s.engines[0], s.puzzle.side !== 'B', { mate: s.puzzle.stages });
  }
  if (overAt(s, id)) return null;
  if (s.mode === 'analysis') return want('analysis', null, s.engines[0], n.info.p1turn, { infinite: true });
  if (s.mode === 'hh' || n.children.length) return null;  // engines play at the end of a line only
  if (s.simultaneous) {
    const part = soulePart(s, id);
    return part ? want('move', part, engineFor(s, part === 'A'), part === 'A', limitsFor(s, now)) : null;
  }
  const p1 = p1ToMove(s, id);
  if (humanSide(s, p1)) return null;
  return want('move', null, engineFor(s, p1), p1, limitsFor(s, now));
}

// What to do about the engine now: stop the search in flight when it is not the wanted one
// (its answer is then ignored: it is no longer the search in flight), else start the wanted
// search when none is in flight. Applied until it asks for nothing, the search in flight is
// always the wanted one.
export function plan(s, now) {
  const want = wantedSearch(s, now), cur = s.search;
  if (cur && (!want || want.key !== cur.key)) return { stop: cur, start: null };
  return { stop: null, start: !cur && want ? want : null };
}

// The `go` limits of a move search: the limit chosen, or both clocks as they stand now.
export function limitsFor(s, now) {
  const { kind, value } = s.limit;
  if (kind !== 'clock') return { [kind]: Math.max(1, value) };
  if (!s.clock) return { movetime: 1000 };
  const inc = s.clock.inc;
  return { p1time: Math.max(1, Math.round(C.remaining(s.clock, 0, now))), p2time: Math.max(1, Math.round(C.remaining(s.clock, 1, now))),
    p1inc: inc, p2inc: inc };
}
