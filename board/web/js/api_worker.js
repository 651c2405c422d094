// The page's transport on the static site (docs/board.md, "Static site"): the same functions
// as api_http.js, with no Melee process. The board's rules answer from melee-rules.js in a
// Web Worker (js/rules_client.js) with the server's routes and replies; each engine is Melee
// for WebAssembly in a Worker of its own (js/worker_engine.js), whose events reach the page as
// the server's event stream would bring them.
import { rulesClient } from './rules_client.js';
import { WorkerEngine } from './worker_engine.js';

const rules = rulesClient(new URL('./rules_worker.js', import.meta.url));
const ENGINE_SCRIPT = new URL('../melee-worker.js', import.meta.url);
// A static site has one page: its engines live as long as the tab.
const PAGE = 'this-tab';

let onEvent = () => {};
const engines = new Map();  // name -> WorkerEngine
let config = null;

function loadConfig() {
  // Melee is the one engine here (another engine needs the board server: ./run.sh board).
  config = config || rules('/api/config').then((c) => ({ ...c, engines: c.engines && c.engines.length ? c.engines : ['Melee'], transport: 'worker' }));
  return config;
}

async function engineNamed(name) {
  const { engines: names } = await loadConfig();
  if (!names.includes(name)) throw new Error(`no engine named '${name}'`);
  if (!engines.has(name)) engines.set(name, new WorkerEngine(name, ENGINE_SCRIPT, (e) => onEvent(e)));
  return engines.get(name);
}

export const api = {
  config: loadConfig,
  newPage: async () => ({ page: PAGE }),
  events(page, listener) {
    onEvent = listener;
    listener({ type: 'hello' });
    return { close() { onEvent = () => {}; } };
  },
  closePage: async () => { for (const e of engines.values()) e.close(); engines.clear(); },
  game: (variant, fen, moves, settings) => rules('/api/game', { variant, fen, moves, ...(settings ? { settings } : {}) }),
  steps: (variant, fen, steps) => rules('/api/steps', { variant, fen, steps }),
  async go(page, engine, variant, fen, moves, limits, id) {
    const worker = await engineNamed(engine);
    const request = rules('/api/go/plan', { variant, fen, moves, limits, id }).then((p) => ({
      id: p.id, variant: p.variant, positionLine: p.position_line, goLine: p.go_line, budgetMs: p.budget_ms,
      judge: (token) => rules('/api/go/judge', { variant, fen, moves, token }) }));
    worker.go(request);  // queued now, so that a stop sent after this go comes after it
    await request;
    return { ok: true, id };
  },
  async stop(page, engine, id) {
    (await engineNamed(engine)).stop(id);
    return { ok: true };
  },
  async stopAll() {
    for (const e of engines.values()) e.stop();
    return { ok: true };
  },
  async engine(page, engine) {
    (await engineNamed(engine)).describe();
    return { ok: true };
  },
  async setOption(page, engine, name, value) {
    const worker = await engineNamed(engine);
    await rules('/api/setoption/check', { name, value });
    worker.setOption(name, value);
    return { ok: true };
  },
  parseRecord: (text) => rules('/api/record/parse', { text }),
  formatRecord: (variant, fen, moves, p1, p2) => rules('/api/record/format', { variant, fen, moves, p1, p2 }),
  puzzles: () => rules('/api/puzzles'),
  parsePuzzle: (variant, line) => rules('/api/puzzle/parse', { variant, line }),
  checkPuzzle: (fen, side, stages, tactic) => rules('/api/puzzle/check', { fen, side, stages, tactic }),
};
