// One engine of the static site: Melee for WebAssembly in its own Web Worker (melee-worker.js,
// UGI lines by postMessage), driven as the board server's EngineWorker (board/engine_worker.cc)
// drives an engine process, with the same events: `engine` (ready: option lines and values;
// failed), `started`, `info`, `bestmove` (judged by the rules; `stopped`, `variant`), `aborted`,
// `failure`, `error`. Commands run one at a time in the order given; a search runs in the
// background between them. A hung engine (no bestmove past the budget plus a grace, or after
// `stop`) is terminated and started afresh at the next `go`, with the page's options set again.

// startMs: the handshake (`uci` to `uciok`, `isready` to `readyok`; the first start compiles
// melee.wasm, seconds on a loaded machine); stopMs: from `stop` (or the budget's end) to
// bestmove.
const TIMEOUTS = { startMs: 60000, stopMs: 5000 };
// The engine's first line names its build: "... one thread (Threads 1) ...".
const BANNER = /^info string Melee for WebAssembly\b.*\(Threads (\d+)\)/;

const MAX_LINE = 4000;
const printable = (text) => String(text).slice(0, MAX_LINE).replace(/[^\x20-\x7e]/g, '?');

export class WorkerEngine {
  // name: the engine's name on the page; workerUrl: melee-worker.js; emit(event): the page's
  // event stream.
  constructor(name, workerUrl, emit, timeouts = TIMEOUTS) {
    this.name = name;
    this.timeouts = timeouts;
    this.workerUrl = workerUrl;
    this.emit = emit;
    this.worker = null;
    this.options = [];      // the engine's `option` lines
    this.pageOptions = [];  // [name, value] the page set, in order (re-sent after a restart)
    this.variant = '';      // the engine's current UCI_Variant
    this.host = '';         // "WebAssembly, 1 thread", from the engine's first line
    this.search = null;     // the running search: {request, started, stopSent, stoppedByPage, timer}
    this.waiter = null;     // {test, resolve}: a line a command waits for
    this.commands = Promise.resolve();
    this.closed = false;
    this.events = Promise.resolve();  // events leave in order (a bestmove waits for its judge)
  }

  // request: a promise of {id, variant, positionLine, goLine, budgetMs, judge(token)} (planned
  // by the rules, so a refused one is the caller's error and leaves the running search be).
  go(request) { this.queue(() => request.then((r) => this.startSearch(r), () => {})); }
  // Stops the running search if it is search `id` (any search when id is undefined).
  stop(id) { this.queue(() => this.stopSearch(id)); }
  setOption(name, value) { this.queue(() => this.applyOption(name, value)); }
  describe() { this.queue(async () => { if (this.worker) this.send(this.readyEvent()); else await this.ensureStarted(); }); }
  // The page is gone: the engine ends, and commands still queued do nothing.
  close() {
    this.closed = true;
    this.drop();
  }

  queue(command) {
    if (this.closed) return;
    this.commands = this.commands.then(() => (this.closed ? null : command())).catch((e) => this.send({ type: 'error', detail: printable(e.message) }));
  }

  send(event) {
    const e = { engine: this.name, ...event };
    this.events = this.events.then(() => this.emit(e)).catch((err) => console.error(err));
  }

  post(line) { this.worker.postMessage(line); }

  // Resolves with the first line `test` accepts, or null after `ms` (or when the engine dies).
  expect(test, ms) {
    return new Promise((resolve) => {
      const timer = setTimeout(() => { this.waiter = null; resolve(null); }, ms);
      this.waiter = { test, resolve: (line) => { clearTimeout(timer); this.waiter = null; resolve(line); } };
    });
  }

  onLine(line) {
    if (typeof line !== 'string') return;
    const threads = BANNER.exec(line);
    if (threads) this.host = `WebAssembly, ${threads[1]} thread${threads[1] === '1' ? '' : 's'}`;
    if (this.waiter && this.waiter.test(line)) { this.waiter.resolve(line); return; }
    if (!this.search || this.waiter) return;  // between searches, or an aborted search's last words
    if (line.startsWith('info ')) this.send({ type: 'info', id: this.search.request.id, line: printable(line) });
    else if (line.startsWith('bestmove')) this.finish(line);
  }

  // The worker is gone (a trap in melee.wasm, a failed load): what was waited for never comes.
  onDeath(detail) {
    if (this.waiter) this.waiter.resolve(null);
    if (this.search) this.fail(detail);
    else this.drop();
  }

  async ensureStarted() {
    if (this.worker) return true;
    const worker = new Worker(this.workerUrl);
    this.worker = worker;
    this.variant = '';
    worker.onmessage = (e) => { if (this.worker === worker) this.onLine(e.data); };
    worker.onerror = (e) => { e.preventDefault(); if (this.worker === worker) this.onDeath(`the engine exited: ${printable(e.message || 'error')}`); };
    const options = [];
    const collect = (line) => { if (line.startsWith('option name ')) options.push(printable(line)); return line === 'uciok'; };
    this.post('uci');
    const ok = await this.expect(collect, this.timeouts.startMs);
    if (!ok) {
      this.drop();
      this.send({ type: 'engine', state: 'failed', detail: 'no uciok' });
      return false;
    }
    this.options = options;
    for (const [name, value] of this.pageOptions) this.post(`setoption name ${name} value ${value}`);
    this.send(this.readyEvent());
    return true;
  }

  // The announced spelling of option `name` (UGI names are case-insensitive), or ''.
  announced(name) {
    for (const line of this.options) {
      const m = /^option name (.+?) type /.exec(line);
      if (m && m[1].toLowerCase() === name.toLowerCase()) return m[1];
    }
    return '';
  }

  readyEvent() {
    const values = {};
    for (const [name, value] of this.pageOptions) {
      const spelled = this.announced(name);
      if (spelled) values[spelled] = printable(value);
    }
    return { type: 'engine', state: 'ready', options: this.options, values, host: this.host };
  }

  async startSearch(request) {
    if (this.search) await this.abortSearch(true);
    if (!(await this.ensureStarted())) {
      this.send({ type: 'failure', id: request.id, detail: 'the engine could not start' });
      return;
    }
    if (this.variant !== request.variant) {
      this.post(`setoption name UCI_Variant value ${request.variant}`);
      this.variant = request.variant;
    }
    this.post('isready');
    if (!(await this.expect((l) => l === 'readyok', this.timeouts.startMs))) {
      this.search = { request };
      this.fail('no readyok');
      return;
    }
    this.post(request.positionLine);
    this.post(request.goLine);
    const search = { request, started: performance.now(), stopSent: false, stoppedByPage: false, timer: 0 };
    this.search = search;
    if (request.budgetMs > 0) this.watch(search, request.budgetMs + this.timeouts.stopMs);
    this.send({ type: 'started', id: request.id, variant: request.variant });
  }

  // Past `ms` without a bestmove, search `search` counts as hung.
  watch(search, ms) {
    clearTimeout(search.timer);
    search.timer = setTimeout(() => { if (this.search === search) this.fail('no bestmove: the engine hangs'); }, ms);
  }

  stopSearch(id) {
    const search = this.search;
    // A stop meant for a search that has ended must not end the next one.
    if (!search || (id !== undefined && id !== null && id !== search.request.id)) return;
    search.stoppedByPage = true;
    if (!search.stopSent) {
      this.post('stop');
      search.stopSent = true;
      this.watch(search, this.timeouts.stopMs);
    }
  }

  async applyOption(name, value) {
    // A setoption during a search would end it; the page's own search is stopped first.
    if (this.search) await this.abortSearch(true);
    if (!(await this.ensureStarted())) return;
    // Only options the engine announced: the page cannot invent commands.
    if (!this.options.some((line) => line.startsWith(`option name ${name} type `))) {
      this.send({ type: 'error', detail: `the engine has no option '${printable(name)}'` });
      return;
    }
    this.post(`setoption name ${name} value ${value}`);
    this.pageOptions = this.pageOptions.filter(([n]) => n !== name).concat([[name, value]]);
  }

  finish(line) {
    const search = this.search;
    clearTimeout(search.timer);
    this.search = null;
    const { request } = search;
    const words = line.trim().split(/\s+/);
    const event = { type: 'bestmove', id: request.id, variant: request.variant, stopped: search.stoppedByPage,
      ms: Math.round(performance.now() - search.started) };
    if (words.length < 2 || words[0] !== 'bestmove' || !/^[\x21-\x7e]{1,400}$/.test(words[1])) {
      this.send({ ...event, legal: false, token: printable(line), detail: 'malformed bestmove line' });
      return;
    }
    const token = words[1];
    const judged = request.judge(token).catch((e) => ({ legal: false, detail: printable(e.message) }));
    this.events = this.events.then(() => judged).then((verdict) => this.emit({ engine: this.name, ...event, token, ...verdict }))
      .catch((err) => console.error(err));
  }

  // Stops the running search and drops its answer (`aborted` when `report`).
  async abortSearch(report) {
    const search = this.search;
    clearTimeout(search.timer);
    if (!search.stopSent) this.post('stop');
    const last = await this.expect((l) => l.startsWith('bestmove'), this.timeouts.stopMs);
    if (this.search !== search) return;  // the engine died meanwhile (reported)
    if (!last) {
      if (report) { this.fail('no bestmove after stop'); return; }
      this.search = null;
      this.drop();
      return;
    }
    this.search = null;
    if (report) this.send({ type: 'aborted', id: search.request.id });
  }

  // The engine is gone or hung: report, and drop it (restarted at the next `go`).
  fail(detail) {
    const search = this.search;
    if (search) clearTimeout(search.timer);
    this.send({ type: 'failure', id: search ? search.request.id : 0, detail });
    this.search = null;
    this.drop();
  }

  drop() {
    if (this.search) clearTimeout(this.search.timer);
    this.search = null;
    if (this.worker) this.worker.terminate();
    this.worker = null;
  }
}
