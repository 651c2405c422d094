// The static site's engine session (board/web/js/worker_engine.js) under Node.js against a
// scripted stand-in for melee-worker.js: the events the board server's EngineWorker sends
// (docs/board.md, "The API"), a stop by id, a go replacing a search, setoption, and a hung
// engine terminated and started afresh with the page's options.
//   node tests/wasm/worker_engine_test.mjs board/web/js/worker_engine.js
import assert from 'assert';
import fs from 'fs';

const source = fs.readFileSync(process.argv[2] || 'board/web/js/worker_engine.js', 'utf8');
const { WorkerEngine } = await import('data:text/javascript,' + encodeURIComponent(source));

// The stand-in engine: answers uci/isready, searches `go movetime N` for N ms with an info
// line every 20 ms, `stop` ends a search at once; `hang` ignores go's end and stop.
const workers = [];
class FakeWorker {
  constructor(url) {
    this.url = url;
    this.sent = [];
    this.terminated = false;
    this.search = null;
    this.hang = FakeWorker.hangNext;
    workers.push(this);
    this.say('info string Melee for WebAssembly: one thread (Threads 1), Hash at most 1024 MB');
  }
  say(line) { if (!this.terminated) setTimeout(() => this.onmessage && this.onmessage({ data: line }), 0); }
  postMessage(line) {
    this.sent.push(line);
    if (line === 'uci') ['option name Hash type spin default 16 min 1 max 1024', 'option name Search type combo default alphabeta var alphabeta var greedy', 'uciok'].forEach((l) => this.say(l));
    else if (line === 'isready') this.say('readyok');
    else if (line.startsWith('go')) this.go(Number((/movetime (\d+)/.exec(line) || [])[1] || 0));
    else if (line === 'stop' && this.search && !this.hang) this.end();
  }
  go(ms) {
    const search = { timer: setInterval(() => this.say('info depth 1 nodes 10 pv a1'), 20) };
    this.search = search;
    if (ms && !this.hang) search.end = setTimeout(() => this.end(), ms);
  }
  end() {
    clearInterval(this.search.timer);
    clearTimeout(this.search.end);
    this.search = null;
    this.say('bestmove a1b2');
  }
  terminate() { this.terminated = true; if (this.search) clearInterval(this.search.timer); }
}
FakeWorker.hangNext = false;
globalThis.Worker = FakeWorker;

const events = [];
const engine = new WorkerEngine('Melee', 'melee-worker.js', (e) => events.push(e), { startMs: 2000, stopMs: 300 });
const judge = async (token) => ({ legal: token === 'a1b2', ...(token === 'a1b2' ? {} : { detail: 'illegal move ' + token }) });
const request = (id, movetime, variant = 'ball') => Promise.resolve({ id, variant, positionLine: 'position startpos', goLine: movetime ? `go movetime ${movetime}` : 'go infinite', budgetMs: movetime, judge });
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
async function until(test, what, ms = 3000) {
  for (const end = Date.now() + ms; Date.now() < end; await sleep(5)) {
    const e = events.find(test);
    if (e) return e;
  }
  throw new Error(`no ${what}; events: ${JSON.stringify(events)}`);
}
const of = (id, type) => events.filter((e) => e.id === id && e.type === type);

const tests = {
  async 'describe starts the engine: options, values, WebAssembly, 1 thread'() {
    engine.describe();
    const ready = await until((e) => e.type === 'engine', 'ready event');
    assert.deepStrictEqual([ready.state, ready.engine, ready.host, ready.options.length], ['ready', 'Melee', 'WebAssembly, 1 thread', 2]);
  },
  async 'a search: started, info, judged bestmove with variant, stopped false, UCI_Variant set once'() {
    engine.go(request(1, 60));
    const best = await until((e) => e.type === 'bestmove' && e.id === 1, 'bestmove 1');
    assert.deepStrictEqual([best.token, best.legal, best.variant, best.stopped], ['a1b2', true, 'ball', false]);
    assert.ok(of(1, 'started').length === 1 && of(1, 'info').length > 0);
    engine.go(request(2, 20));
    await until((e) => e.type === 'bestmove' && e.id === 2, 'bestmove 2');
    assert.strictEqual(workers[0].sent.filter((l) => l.startsWith('setoption name UCI_Variant')).length, 1);
  },
  async 'a stop for another id does nothing; its own id stops it (stopped: true)'() {
    engine.go(request(3, 0));
    await until((e) => e.type === 'info' && e.id === 3, 'info 3');
    engine.stop(2);
    await sleep(100);
    assert.strictEqual(of(3, 'bestmove').length, 0);
    engine.stop(3);
    const best = await until((e) => e.type === 'bestmove' && e.id === 3, 'bestmove 3');
    assert.strictEqual(best.stopped, true);
  },
  async 'a go during a search aborts it (no bestmove for it) and waits for its end'() {
    engine.go(request(4, 0));
    await until((e) => e.type === 'started' && e.id === 4, 'started 4');
    engine.go(request(5, 30, 'soule'));
    await until((e) => e.type === 'bestmove' && e.id === 5, 'bestmove 5');
    assert.strictEqual(of(4, 'aborted').length, 1);
    assert.strictEqual(of(4, 'bestmove').length, 0);
    const sent = workers[0].sent;
    assert.ok(sent.lastIndexOf('stop') < sent.lastIndexOf('setoption name UCI_Variant value soule'), sent.join('|'));
  },
  async 'setoption: an announced name is sent and shown, another is an error event'() {
    engine.setOption('Search', 'greedy');
    engine.setOption('Nonsense', '1');
    await until((e) => e.type === 'error', 'error event');
    assert.ok(workers[0].sent.includes('setoption name Search value greedy'));
    engine.describe();
    await until((e) => e.type === 'engine' && e.values && e.values.Search === 'greedy', 'values with Search');
  },
  async 'an illegal answer is judged so'() {
    engine.go(request(6, 10, 'soule').then((r) => ({ ...r, judge: async () => ({ legal: false, detail: 'illegal move a1b2' }) })));
    const best = await until((e) => e.type === 'bestmove' && e.id === 6, 'bestmove 6');
    assert.deepStrictEqual([best.legal, best.detail], [false, 'illegal move a1b2']);
  },
  async 'a hung engine: failure past budget + grace, terminated, restarted with the options at the next go'() {
    workers[0].hang = true;
    engine.go(request(7, 50));
    const failure = await until((e) => e.type === 'failure' && e.id === 7, 'failure 7', 3000);
    assert.match(failure.detail, /hangs/);
    assert.ok(workers[0].terminated);
    engine.go(request(8, 20));
    await until((e) => e.type === 'bestmove' && e.id === 8, 'bestmove 8');
    assert.strictEqual(workers.length, 2);
    assert.ok(workers[1].sent.includes('setoption name Search value greedy'), workers[1].sent.join('|'));
  },
  async 'a stop the engine ignores: failure after the grace'() {
    workers[1].hang = true;
    engine.go(request(9, 0));
    await until((e) => e.type === 'started' && e.id === 9, 'started 9');
    engine.stop(9);
    await until((e) => e.type === 'failure' && e.id === 9, 'failure 9');
    assert.ok(workers[1].terminated);
  },
  async 'close ends the engine; later commands do nothing'() {
    engine.go(request(10, 0));
    await until((e) => e.type === 'started' && e.id === 10, 'started 10');
    engine.close();
    engine.go(request(11, 10));
    await sleep(100);
    assert.ok(workers[2].terminated);
    assert.strictEqual(workers.length, 3);
  },
};

let failed = 0;
for (const [name, body] of Object.entries(tests)) {
  try {
    await body();
    console.log(`ok   ${name}`);
  } catch (e) {
    ++failed;
    console.log(`FAIL ${name}: ${e.stack || e}`);
  }
}
console.log(failed ? `${failed} failed` : 'all passed');
process.exit(failed ? 1 : 0);
