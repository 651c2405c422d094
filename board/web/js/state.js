// The page's state: one plain value, its defaults, and the pure transitions every change goes
// through (reduce: state + event -> state). No DOM and no server here: app.js runs the
// effects, view.js draws the state. The game (tree, cursor, generation) and the engine session
// (the search in flight: its id, game generation and node) are explicit, so an answer that
// belongs to a game or position the page has left is recognised and ignored.
import * as T from './tree.js';
import { recordEvals } from './record_evals.js';
import * as C from './clock.js';

export const MODES = ['p1', 'p2', 'hh', 'ee', 'analysis'];
export const LIMIT_KINDS = ['movetime', 'depth', 'nodes', 'clock'];
export const LIMIT_DEFAULTS = { movetime: 500, depth: 4, nodes: 100000, clock: 60 };
// What a limit may be (the board's `go` checks, board/engine_requests.cc; clock and increment
// in seconds): [least, most].
export const LIMIT_BOUNDS = { movetime: [1, 86400000], depth: [1, 1000], nodes: [1, 1e12], clock: [1, 86400], inc: [0, 3600] };
export const withinBounds = (n, [lo, hi]) => Number.isInteger(n) && n >= lo && n <= hi;

export function initialState() {
  return {
    games: [],           // [{name, simultaneous}]: the server's list, the only one
    engineNames: [],
    variant: null,
    simultaneous: false,
    gen: 0,              // bumped by every new game or loaded position
    root: null,          // the root as the user gave it (null: the start position)
    tree: null,
    cursor: 0,           // the node shown
    mode: 'p1',
    limit: { kind: 'movetime', value: 500, inc: 2 },
    engines: ['', ''],   // the engine, and the second one (engine vs engine: p2's)
    paused: false,       // Stop / Pause: no search starts by itself
    search: null,        // {id, key, gen, node, purpose, part, engine, p1}
    nextId: 1,
    view: null,          // the engine panel's report {id, gen, node, p1, lines, latest}
    stage: null,         // Soule: {gen, node, A, B}, the parts of the stage being assembled
    clock: null,
    flipped: false,      // the user's flip, on top of the automatic one
    arrows: true,
    sound: false,
    banner: null,        // {text, error}
    status: { text: '', error: false },  // the engine's status line
    puzzle: null,        // {fen, side, stages, answer, solving, result, verdict, proof}
  };
}

const clockOn = (s) => s.limit.kind === 'clock' && s.mode !== 'analysis' && !s.simultaneous;

// The side to move at a node (true: p1), once the referee has said.
export const p1ToMove = (s, id) => { const n = s.tree && s.tree.nodes[id]; return n && n.info ? n.info.p1turn : null; };

// The node's game state: over by the rules, or by a flag on the clock.
export function overAt(s, id) {
  const n = s.tree.nodes[id];
  return !!(n.info && n.info.status.over) || (!!s.clock && s.clock.flagged !== null && id === T.lineEnd(s.tree, id));
}

function freshClock(s, now) {
  if (!clockOn(s) || !s.tree) return null;
  const root = s.tree.nodes[s.cursor];
  return C.newClock(s.limit, root.info ? root.info.p1turn : true, now);
}

export function reduce(s, ev) {
  switch (ev.type) {
    case 'config':
      return { ...s, games: ev.games, engineNames: ev.engines, engines: [ev.engines[0] || '', ev.engines[0] || ''] };
    case 'gameLoaded': {
      // A new game or position: everything that belonged to the old one is dropped.
      let tree = T.newTree(ev.rootFen, ev.rootInfo);
      const r = T.addLine(tree, 0, ev.plies);
      tree = T.setInfo(r.tree, r.id, ev.endInfo);
      if (ev.evals) tree = recordEvals(tree, ev.evals, scoreCp);
      const cursor = ev.ply === undefined || ev.ply === null ? r.id : T.atPly(tree, 0, ev.ply);
      const game = s.games.find((g) => g.name === ev.variant);
      const next = { ...s, variant: ev.variant, simultaneous: !!(game && game.simultaneous), root: ev.root, tree, cursor,
        gen: s.gen + 1, stage: null, view: null, banner: ev.banner || null, puzzle: ev.puzzle || null, paused: false,
        status: { text: '', error: false } };
      return { ...next, clock: freshClock(next, ev.now) };
    }
    case 'nodeInfo':
      if (ev.gen !== s.gen) return s;
      return { ...s, tree: T.setInfo(s.tree, ev.node, ev.info) };
    case 'played': {
      // A turn (the human's or the engine's) played at node `from` of game `gen`.
      if (ev.gen !== s.gen || !s.tree.nodes[ev.from]) return s;
      const r = T.addLine(s.tree, ev.from, [ev.ply]);
      // The engine's move search ends with its move played (not before: else it would start again).
      const search = s.search && s.search.purpose === 'move' && s.search.node === ev.from ? null : s.search;
      let next = { ...s, tree: T.setInfo(r.tree, r.id, ev.info), cursor: r.id, stage: null, banner: null, search };
      const atLeaf = s.tree.nodes[ev.from].children.length === 0;
      const mover = p1ToMove(s, ev.from);
      if (next.clock && atLeaf && mover !== null) {
        next.clock = C.afterMove(next.clock, mover ? 0 : 1, ev.now, ev.engineMs);
        if (ev.info.status.over) next.clock = C.stopped(next.clock);
      }
      return next;
    }
    case 'navigate':
      if (!s.tree || !s.tree.nodes[ev.node] || ev.node === s.cursor) return s;
      // A stopped search's lines belong to their position: elsewhere the panel is blank.
      return { ...s, cursor: ev.node, stage: null, view: s.view && !s.search && s.view.node !== ev.node ? null : s.view };
    case 'takeback': {
      // Back to `node`, the line after it dropped.
      if (!s.tree.nodes[ev.node]) return s;
      const cut = T.line(s.tree, s.cursor)[s.tree.nodes[ev.node].ply + 1];
      return { ...s, tree: cut === undefined ? s.tree : T.prune(s.tree, cut), cursor: ev.node, stage: null, paused: false };
    }
    case 'mode':
      return { ...s, mode: ev.mode, paused: false, stage: null, clock: freshClock({ ...s, mode: ev.mode }, ev.now) };
    case 'limit': {
      const next = { ...s, limit: ev.limit };
      return { ...next, clock: freshClock(next, ev.now) };
    }
    case 'engines':
      return { ...s, engines: ev.engines };
    case 'searchStarted':
      return { ...s, search: ev.search, nextId: Math.max(s.nextId, ev.search.id + 1),
        view: { id: ev.search.id, gen: ev.search.gen, node: ev.search.node, p1: ev.search.p1, lines: {}, latest: {} } };
    case 'searchCancelled':
    case 'searchDone':
      if (!s.search || (ev.id !== undefined && ev.id !== s.search.id)) return s;
      return { ...s, search: null };
    case 'info': {
      // Only the search in flight reports; a stopped or foreign search's lines are dropped.
      if (!s.search || ev.id !== s.search.id || !s.view || s.view.id !== ev.id) return s;
      const info = ev.info, k = info.multipv || 1;
      // A line of one field (Soule's strategy after its last report) keeps the others shown.
      const view = { ...s.view, latest: { ...s.view.latest, ...info } };
      if (info.pv || info.score) view.lines = { ...view.lines, [k]: { ...view.lines[k], ...info } };
      let tree = s.tree;
      if (info.score && k === 1 && s.search.gen === s.gen && s.search.purpose !== 'puzzle') {
        const sign = s.search.p1 ? 1 : -1;
        tree = T.setEval(tree, s.search.node, { cp: sign * scoreCp(info.score), depth: info.depth || 0,
          score: { kind: info.score.kind, value: sign * info.score.value } });
      }
      return { ...s, view, tree };
    }
    case 'stagePart': {
      if (ev.gen !== s.gen) return s;
      const stage = s.stage && s.stage.node === ev.node ? s.stage : { gen: s.gen, node: ev.node, A: null, B: null };
      const search = s.search && s.search.id === ev.id ? null : s.search;
      return { ...s, search, stage: { ...stage, [ev.side]: ev.part } };
    }
    case 'pause':
      return { ...s, paused: ev.paused };
    case 'banner':
      return { ...s, banner: ev.text ? { text: ev.text, error: !!ev.error } : null };
    case 'status':
      return { ...s, status: { text: ev.text, error: !!ev.error } };
    case 'failure':
      // The engine failed: the game is kept and nothing starts again until Go.
      return { ...s, search: s.search && s.search.id === ev.id ? null : s.search, paused: true,
        status: { text: ev.text, error: true }, banner: { text: ev.text + ' The game is kept; press Go to retry.', error: true } };
    case 'flip':
      return { ...s, flipped: !s.flipped };
    case 'pref':
      return { ...s, [ev.name]: ev.value };
    case 'tick':
      if (!s.clock || C.tick(s.clock, ev.now) === s.clock) return s;
      return { ...s, clock: C.tick(s.clock, ev.now) };
    case 'puzzle':
      return { ...s, puzzle: s.puzzle ? { ...s.puzzle, ...ev.changes } : null };
    default:
      throw new Error('unknown event ' + ev.type);
  }
}

// A score as centipawns for the bar and the graph (mates pinned to the edge).
export function scoreCp(score) {
  if (score.kind === 'mate') return score.value > 0 ? 1000 : -1000;
  return Math.max(-1000, Math.min(1000, score.value));
}
