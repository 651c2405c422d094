// A loaded record's evaluations on its line (board/web/js/record_evals.js) under Node.js.
// Usage: node record_evals_test.mjs <board/web/js>
import assert from 'node:assert/strict';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const dir = process.argv[2];
const load = (name) => import(pathToFileURL(path.join(dir, name)).href);
const T = await load('tree.js');
const { recordEvals } = await load('record_evals.js');
const { scoreCp } = await load('state.js');

const plies = ['a', 'b', 'c'].map((token, k) => ({ token, fen: `fen${k + 1}` }));
const { tree } = T.addLine(T.newTree('fen0', null), 0, plies);
const evals = [null, { kind: 'cp', value: -35, depth: 7 }, { kind: 'mate', value: 2, depth: 3 }];
const out = recordEvals(tree, evals, scoreCp);
const line = [0, 1, 2, 3].map((ply) => out.nodes[T.atPly(out, 0, ply)]);
assert.equal(line[0].eval, null);  // the opening's move: no score
assert.deepEqual(line[1].eval, { cp: -35, depth: 7, score: { kind: 'cp', value: -35 } });
assert.deepEqual(line[2].eval, { cp: 1000, depth: 3, score: { kind: 'mate', value: 2 } });
assert.equal(line[3].eval, null);  // after the last move: nobody searched it
assert.equal(recordEvals(tree, [], scoreCp), tree);  // a record without scores changes nothing
console.log('record evals: ok');
