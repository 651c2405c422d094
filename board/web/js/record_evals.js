// A loaded record's evaluations: melee-match writes each engine move's score in the record
// (docs/tournaments.md, "Records"), and the server turns them to p1's view, one per move:
// evals[k] = {kind: 'cp'|'mate', value, depth} for the position before move k, or null. They
// become the line's node evaluations, so the evaluation graph shows the game as it was played.
import * as T from './tree.js';

// `tree` with evaluations on its main line from the root; `toCp` maps a score to the graph's
// centipawns (mates pinned to the edge).
export function recordEvals(tree, evals, toCp) {
  let out = tree;
  evals.forEach((e, ply) => {
    if (!e) return;
    const score = { kind: e.kind, value: e.value };
    out = T.setEval(out, T.atPly(out, 0, ply), { cp: toCp(score), depth: e.depth || 0, score });
  });
  return out;
}
