// The static site's rules module (wasm/rules/, docs/wasm.md) under Node.js: the board's routes
// answered as the server answers them, from `rules.call(route, bodyText)`.
//   node tests/wasm/rules_test.js --rules-dir build-web
// ctest `wasm_rules` (label wasm) in the web build.
'use strict';

const assert = require('assert');
const path = require('path');

const rulesDir = path.resolve(process.argv[process.argv.indexOf('--rules-dir') + 1]);
const createMeleeRules = require(path.join(rulesDir, 'melee-rules.js'));

let rules;
// One route: the parsed {status, body}, the reply's shape checked.
function call(route, body) {
  const text = rules.call(route, typeof body === 'string' ? body : JSON.stringify(body));
  const reply = JSON.parse(text);
  assert.strictEqual(typeof reply.status, 'number', text);
  assert.ok(reply.body !== null && typeof reply.body === 'object', text);
  if (reply.status !== 200) assert.strictEqual(typeof reply.body.error, 'string', text);
  return reply;
}
function ok(route, body) {
  const reply = call(route, body);
  assert.strictEqual(reply.status, 200, route + ' ' + JSON.stringify(reply));
  return reply.body;
}
function status(route, body) { return call(route, body).status; }

const tests = [];
function test(name, run) { tests.push({ name, run }); }

test('config lists the four games, Melee and the worker transport', () => {
  const config = ok('/api/config', '');
  assert.deepStrictEqual(config.games.map((g) => g.name),
                         ['bulltricker', 'ball', 'cannonball', 'soule']);
  assert.deepStrictEqual(config.games.map((g) => g.simultaneous), [false, false, false, true]);
  assert.deepStrictEqual(config.engines, ['Melee']);
  assert.strictEqual(config.transport, 'worker');
  assert.strictEqual(config.foreign_engines, false);
});

// A legal first turn of each game, found through the rules themselves: the first step until
// the turn ends (turn games), the first order of each player (Soule, whose start is the
// placement: one digit a player, no commas; spec "Notation").
function firstTurn(variant) {
  const start = ok('/api/game', { variant });
  if (variant === 'soule') {
    assert.ok(start.orders.length > 0);
    assert.strictEqual(status('/api/steps', { variant, fen: start.fen }), 422);
    return start.orders.split(' ').map((p) => p.split(':')[1].split(',')[0]).join('');
  }
  const steps = [];
  for (;;) {
    const turn = ok('/api/steps', { variant, fen: start.fen, steps });
    if (turn.done) return turn.token;
    assert.ok(turn.options.length > 0, variant + ': no step');
    steps.push(0);
  }
}

for (const variant of ['bulltricker', 'ball', 'cannonball', 'soule']) {
  test(variant + ': start, a turn played, an illegal one refused, a record round trip', () => {
    const start = ok('/api/game', { variant });
    assert.strictEqual(start.variant, variant);
    assert.strictEqual(start.p1turn, true);
    assert.strictEqual(start.status.over, false);
    assert.strictEqual(start.plies.length, 0);
    const token = firstTurn(variant);
    const played = ok('/api/game', { variant, moves: [token] });
    assert.strictEqual(played.plies.length, 1);
    assert.strictEqual(played.plies[0].token, token);
    assert.strictEqual(played.p1turn, false);
    // Soule's position shows A's part only once B's is in (a stage is resolved whole).
    if (variant !== 'soule') assert.notStrictEqual(played.fen, start.fen);
    assert.strictEqual(status('/api/game', { variant, moves: ['zz9'] }), 422);

    const record = ok('/api/record/format', { variant, moves: [token], p1: 'me', p2: 'Melee' });
    const parsed = ok('/api/record/parse', { text: record.text });
    assert.strictEqual(parsed.games.length, 1);
    assert.strictEqual(parsed.games[0].variant, variant);
    assert.deepStrictEqual(parsed.games[0].moves, [token]);
    assert.strictEqual(parsed.games[0].p1, 'me');

    const plan = ok('/api/go/plan', { variant, moves: [token], limits: { depth: 2 }, id: 5 });
    assert.deepStrictEqual(plan, {
      variant, position_line: 'position startpos moves ' + token, go_line: 'go depth 2',
      budget_ms: 0, id: 5,
    });
    assert.deepStrictEqual(ok('/api/go/judge', { variant, token }), { legal: true });
    const wrong = ok('/api/go/judge', { variant, moves: [token], token: 'zz9' });
    assert.strictEqual(wrong.legal, false);
    assert.ok(wrong.detail.length > 0);
  });
}

test('go plans: clocks give the budget, a hidden part plays B, bad limits are refused', () => {
  const timed = ok('/api/go/plan', { variant: 'ball', limits: { p1time: 3000, p1inc: 100 } });
  assert.strictEqual(timed.go_line, 'go p1inc 100 p1time 3000');  // the keys' order
  assert.strictEqual(timed.budget_ms, 3100);
  const hidden = ok('/api/go/plan', { variant: 'soule', moves: ['?'], limits: { movetime: 50 } });
  assert.strictEqual(hidden.position_line, 'position startpos moves ?');
  assert.strictEqual(hidden.budget_ms, 50);
  assert.strictEqual(status('/api/go/plan', { variant: 'ball', limits: { depth: -1 } }), 400);
  assert.strictEqual(status('/api/go/plan', { variant: 'ball', limits: { speed: 1 } }), 400);
  assert.strictEqual(status('/api/go/plan', { variant: 'ball', moves: ['?'] }), 422);
  assert.strictEqual(status('/api/go/plan', { variant: 'nim' }), 400);
  assert.deepStrictEqual(ok('/api/go/judge', { variant: 'ball', token: '(none)' }),
                         { legal: false, detail: 'the engine has no move' });
});

test('option settings: the variant is the board\'s', () => {
  assert.deepStrictEqual(ok('/api/setoption/check', { name: 'Hash', value: '16' }), { ok: true });
  assert.strictEqual(status('/api/setoption/check', { name: 'UCI_Variant', value: 'ball' }), 400);
  assert.strictEqual(status('/api/setoption/check', { value: '1' }), 400);
});

test('puzzles: the embedded file, a pasted line, tactics checked in process', () => {
  const puzzles = ok('/api/puzzles', '').puzzles;
  assert.ok(puzzles.length > 5);
  const first = puzzles[0];
  assert.strictEqual(first.variant, 'soule');
  const line = `${first.fen} ; ${first.side} ; ${first.stages}`;
  const parsed = ok('/api/puzzle/parse', { variant: 'soule', line });
  assert.strictEqual(parsed.fen, first.fen);
  assert.strictEqual(parsed.stages, first.stages);
  assert.strictEqual(status('/api/puzzle/parse', { variant: 'soule', line: 'no puzzle' }), 422);

  // "mate 1 <tactic> ...": the referee alone judges one stage.
  const one = puzzles.find((p) => p.answer.startsWith('mate 1 '));
  const oneTactic = one.answer.split(' ')[2];
  const ask = (p, tactic, stages) =>
    ok('/api/puzzle/check', { fen: p.fen, side: p.side, stages, tactic });
  assert.strictEqual(ask(one, oneTactic, 1).verdict, 'goal');
  const refuted = ask(one, '0,0', 1);
  assert.strictEqual(refuted.verdict, 'refuted');
  assert.ok(refuted.refutation.length > 0);
  // "mate k <tactic> proof <replies>", k > 1: the engine in process answers `go mate` for the
  // stages left, and one stage fewer is not enough (k is the least).
  const deep = puzzles.find((p) => /^mate [2-9] /.test(p.answer));
  const words = deep.answer.split(' ');
  const good = ask(deep, words[2], Number(words[1]));
  assert.strictEqual(good.verdict, 'goal', JSON.stringify(good));
  assert.strictEqual(good.replies, Number(words[4]));
  assert.strictEqual(ask(deep, words[2], Number(words[1]) - 1).verdict, 'refuted');
  assert.strictEqual(status('/api/puzzle/check',
                            { fen: first.fen, side: 'C', stages: 1, tactic: '0,0' }), 400);
  assert.strictEqual(status('/api/puzzle/check', { engine: 'Other', fen: first.fen, side: 'A',
                                                   stages: 1, tactic: '0,0' }), 404);
});

test('bad requests: malformed JSON, a non-object, a missing field, too big, unknown route', () => {
  assert.strictEqual(status('/api/game', '{bad'), 400);
  assert.strictEqual(status('/api/game', ''), 400);
  assert.strictEqual(status('/api/game', '[]'), 400);
  assert.strictEqual(status('/api/game', { moves: [] }), 400);
  assert.strictEqual(status('/api/steps', { variant: 'ball', fen: 'x', steps: ['a'] }), 400);
  assert.strictEqual(status('/api/game', { variant: 'ball', moves: 'f6d4' }), 400);
  assert.strictEqual(status('/api/record/parse', { text: 7 }), 400);
  assert.strictEqual(status('/api/game', JSON.stringify({ variant: 'ball', pad: 'x'.repeat(300000) })),
                     413);
  assert.strictEqual(status('/api/nothing', '{}'), 404);
  assert.strictEqual(status('/api/go', '{}'), 404);  // searches run in the engine's Worker
  // The module goes on answering after every refusal.
  assert.strictEqual(ok('/api/game', { variant: 'ball' }).variant, 'ball');
});

(async () => {
  rules = await createMeleeRules();
  let failed = 0;
  for (const t of tests) {
    const started = Date.now();
    try {
      t.run();
      console.log(`ok   ${t.name} (${Date.now() - started} ms)`);
    } catch (e) {
      failed++;
      console.log(`FAIL ${t.name}\n${e.stack}`);
    }
  }
  console.log(failed ? `${failed} of ${tests.length} failed` : `all ${tests.length} passed`);
  process.exit(failed ? 1 : 0);
})();
