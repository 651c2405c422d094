#!/usr/bin/env node
// The WebAssembly engine (build-web/melee.js, docs/wasm.md) under Node.js, over the transport
// a Web Worker uses (engine.sendLine in, engine.print out): the protocol basics, a legal answer
// in every game, `stop`/`isready`/`quit` during a search, bad input, the README's sessions,
// and the bench signature against the native binary's.
//   node tests/wasm/wasm_ugi_test.js --engine-dir build-web --native build/protocol/melee
//        --readme README.md
'use strict';
const assert = require('assert');
const childProcess = require('child_process');
const fs = require('fs');
const path = require('path');

const args = {};
for (let i = 2; i + 1 < process.argv.length; i += 2) args[process.argv[i].slice(2)] = process.argv[i + 1];
const engineDir = path.resolve(args['engine-dir'] || 'build-web');
const createMelee = require(path.join(engineDir, 'melee.js'));

// One engine instance: every output line is kept; waits are bounded so a hang fails.
class Engine {
  constructor() {
    this.lines = [];
    this.waiters = [];
    this.ended = false;
    this.module = {
      print: (line) => this.add(line),
      printErr: (line) => this.add('stderr: ' + line),
      onQuit: () => { this.ended = true; this.add(''); },
    };
    createMelee(this.module);
  }
  add(line) {
    if (line !== '') this.lines.push(line);
    for (const check of this.waiters.slice()) check();
  }
  send(text) { this.module.sendLine(text); }
  // Resolves with the index of the first line at or after `from` that `match` accepts.
  waitFor(match, from = 0, timeoutMs = 120000) {
    const test = typeof match === 'string' ? (l) => l.startsWith(match)
               : match instanceof RegExp ? (l) => match.test(l) : match;
    return new Promise((resolve, reject) => {
      const check = () => {
        for (let i = from; i < this.lines.length; ++i) {
          if (test(this.lines[i])) { done(); resolve(i); return; }
        }
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`no line matching ${match} after ${timeoutMs} ms; output:\n` +
                         this.lines.slice(from).join('\n')));
      }, timeoutMs);
      const done = () => { clearTimeout(timer); this.waiters.splice(this.waiters.indexOf(check), 1); };
      this.waiters.push(check);
      check();
    });
  }
  // Sends `line` and waits for the first line starting with `prefix` after it.
  async ask(line, prefix, timeoutMs) {
    const from = this.lines.length;
    this.send(line);
    return this.lines[await this.waitFor(prefix, from, timeoutMs)];
  }
  async quit() {
    this.send('quit');
    await this.waitFor(() => this.ended, 0, 30000).catch(() => {});
    assert.ok(this.ended, 'quit did not end the engine');
  }
}

const tests = [];
const test = (name, body) => tests.push({name, body});

test('banner, uci/ugi, isready, Threads at most 1', async () => {
  const e = new Engine();
  await e.waitFor('info string Melee for WebAssembly');
  const from = e.lines.length;
  await e.ask('uci', 'uciok');
  const options = e.lines.slice(from);
  assert.ok(options.some((l) => l.startsWith('id name Melee')), options.join('\n'));
  assert.ok(options.includes('option name Threads type spin default 1 min 1 max 1'), options.join('\n'));
  await e.ask('ugi', 'ugiok');
  await e.ask('isready', 'readyok');
  assert.match(await e.ask('setoption name Threads value 2', 'info string error'), /Threads/);
  await e.quit();
});

test('every game answers a legal move', async () => {
  const e = new Engine();
  for (const game of ['bulltricker', 'ball', 'cannonball', 'soule']) {
    e.send(`setoption name UCI_Variant value ${game}`);
    e.send('position startpos');
    const best = (await e.ask('go depth 2', 'bestmove ')).split(' ')[1];
    if (game !== 'soule') {  // Soule answers one side's part of a stage
      assert.strictEqual(await e.ask(`query islegal ${best}`, 'response'), 'response true', game);
    }
    const from = e.lines.length;
    e.send(`position startpos moves ${best}`);
    await e.ask('isready', 'readyok');
    assert.deepStrictEqual(e.lines.slice(from).filter((l) => l.includes('error')), [], game);
    if (game !== 'soule') assert.strictEqual(await e.ask('query p1turn', 'response'), 'response false');
  }
  await e.quit();
});

test('isready and stop during go infinite, in every game', async () => {
  const e = new Engine();
  for (const game of ['bulltricker', 'ball', 'cannonball', 'soule']) {
    e.send(`setoption name UCI_Variant value ${game}`);
    e.send('position startpos');
    const from = e.lines.length;
    e.send('go infinite');
    await new Promise((r) => setTimeout(r, 300));
    const ready = await e.waitFor('readyok', (e.send('isready'), from), 5000);
    assert.strictEqual(e.lines.slice(from, ready).filter((l) => l.startsWith('bestmove')).length, 0,
                       `${game}: the infinite search answered before stop`);
    const sent = Date.now();
    await e.waitFor('bestmove ', (e.send('stop'), ready), 5000);
    console.log(`  ${game}: bestmove ${Date.now() - sent} ms after stop`);
  }
  await e.quit();
});

test('bad input: one error line each, and the engine goes on', async () => {
  const e = new Engine();
  const bad = ['flurb', 'position fen not-a-position', 'go depth -3', 'setoption name Hash value 99999',
               'position startpos moves z99z98', 'query nonsense', '\u00ff\u0001garbage'];
  for (const line of bad) {
    const from = e.lines.length;
    e.send(line);
    await e.ask('isready', 'readyok');
    const errors = e.lines.slice(from).filter((l) => l.startsWith('info string error'));
    assert.strictEqual(errors.length, 1, `${JSON.stringify(line)}:\n${e.lines.slice(from).join('\n')}`);
  }
  e.send('position startpos');
  await e.ask('go depth 1', 'bestmove ');
  await e.quit();
});

test('quit during a search ends the engine', async () => {
  const e = new Engine();
  e.send('setoption name UCI_Variant value ball');
  e.send('position startpos');
  e.send('go depth 100');
  e.send('go depth 100');
  await new Promise((r) => setTimeout(r, 200));
  await e.quit();
  assert.strictEqual(e.lines.filter((l) => l.startsWith('bestmove')).length, 1);
});

// README.md's sessions (tests/engine/readme_sessions_test.cc replays them natively): `>` lines
// are sent, `<` lines expected, `N`/`T` timing fields masked, `< ...` skips lines.
test('README sessions', async () => {
  const readme = fs.readFileSync(args.readme || 'README.md', 'utf8').split('\n');
  const sessions = [];
  let inBlock = false;
  for (const line of readme) {
    if (line.startsWith('```')) {
      inBlock = !inBlock;
      if (inBlock) sessions.push({sent: [], expected: []});
    } else if (inBlock && line.startsWith('> ')) {
      sessions[sessions.length - 1].sent.push(line.slice(2));
    } else if (inBlock && line.startsWith('< ')) {
      sessions[sessions.length - 1].expected.push(line.slice(2));
    }
  }
  const mask = (line) => line.replace(/\b(nps|time) \d+/g, '$1 N').replace(/\btime N\b/g, 'time T');
  let replayed = 0;
  for (const session of sessions.filter((s) => s.sent.length > 0)) {
    const e = new Engine();
    await e.waitFor('info string Melee for WebAssembly');
    const from = e.lines.length;
    for (const line of session.sent) {
      const before = e.lines.length;
      e.send(line);
      if (/^go perft/.test(line)) await e.waitFor(/^(Nodes searched|info string perft)/, before);
      else if (/^go\b/.test(line)) await e.waitFor('bestmove ', before);
    }
    await e.ask('isready', 'readyok');
    const got = e.lines.slice(from, -1).map(mask);
    let g = 0;
    for (let i = 0; i < session.expected.length; ++i) {
      const want = session.expected[i];
      if (want.startsWith('...')) {
        const next = session.expected[i + 1];
        while (g < got.length && got[g] !== next) ++g;
        continue;
      }
      // Soule's unlimited `go` included: its score, nodes and strategy weights equal native's
      // (they did not while SM-MCTS drew its rollouts in the compiler's argument order).
      assert.strictEqual(got[g], want, `session ${JSON.stringify(session.sent)}`);
      ++g;
    }
    assert.strictEqual(g, got.length, `more output than README shows: ${got.slice(g).join('\n')}`);
    ++replayed;
    await e.quit();
  }
  assert.ok(replayed >= 4, `${replayed} sessions`);
});

test('bench: the native signature', async () => {
  const native = args.native;
  assert.ok(native && fs.existsSync(native),
            `the native engine (--native ${native}) is needed: build it first (target melee)`);
  const nativeOut = childProcess.execFileSync(native, ['bench'], {encoding: 'utf8'});
  const e = new Engine();
  const from = e.lines.length;
  await e.ask('bench', 'Nodes searched:', 600000);
  const signature = (text) => text.filter((l) => /Nodes searched/.test(l)).join('\n');
  const wasm = signature(e.lines.slice(from));
  assert.strictEqual(wasm, signature(nativeOut.split('\n')));
  console.log('  ' + wasm.split('\n').join('\n  '));
  await e.quit();
});

test('melee-node.js: stdin to stdout, end of input is quit', async () => {
  const out = childProcess.execFileSync('node', [path.join(engineDir, 'melee-node.js')], {
    input: 'uci\nposition startpos\ngo depth 1\nisready\n', encoding: 'utf8', timeout: 60000});
  // `isready` comes during the search (piped), so `readyok` may come before the bestmove.
  const lines = out.trim().split('\n');
  for (const want of ['uciok', 'bestmove ', 'readyok']) {
    assert.ok(lines.some((l) => l.startsWith(want)), `${want} missing:\n${out}`);
  }
});

(async () => {
  let failed = 0;
  for (const {name, body} of tests) {
    const start = Date.now();
    try {
      await body();
      console.log(`ok   ${name} (${Date.now() - start} ms)`);
    } catch (error) {
      ++failed;
      console.log(`FAIL ${name}: ${error.stack || error}`);
    }
  }
  console.log(failed === 0 ? 'all passed' : `${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
})();
