// The page's transport over the board server's HTTP API (docs/board.md, "The API"): every
// request the page makes and its event stream, by purpose (api.js picks it, or api_worker.js).
async function reply(res) {
  const data = await res.json().catch(() => ({ error: `HTTP ${res.status}` }));
  if (!res.ok) throw new Error(data.error || `HTTP ${res.status}`);
  return data;
}

const post = (path, body) => fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }).then(reply);
const get = (path) => fetch(path).then(reply);

export const api = {
  config: () => get('/api/config'),
  newPage: () => post('/api/page', {}),
  // Calls onEvent with each event object of the page's stream, and onReconnect when the
  // stream comes back after a break (events sent meanwhile are lost).
  events(page, onEvent, onReconnect) {
    const source = new EventSource(`/api/events?page=${encodeURIComponent(page)}`);
    let opened = false;
    source.onopen = () => { if (opened) onReconnect(); opened = true; };
    source.onmessage = (ev) => {
      try { onEvent(JSON.parse(ev.data)); } catch (e) { console.error(e); }
    };
    return source;
  },
  // The page's engines end with it (sent on pagehide, so it must outlive the page).
  closePage: (page) => fetch('/api/close', { method: 'POST', keepalive: true, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ page }) }),
  // settings: a new game's rules ({name: value}, game_settings.js), with no fen.
  game: (variant, fen, moves, settings) => post('/api/game', { variant, fen, moves, ...(settings ? { settings } : {}) }),
  steps: (variant, fen, steps) => post('/api/steps', { variant, fen, steps }),
  go: (page, engine, variant, fen, moves, limits, id) => post('/api/go', { page, engine, variant, fen, moves, limits, id }),
  // With an id, that search only (a late stop never ends a newer search); with neither engine
  // nor id, every search of the page.
  stop: (page, engine, id) => post('/api/stop', { page, engine, id }),
  stopAll: (page) => post('/api/stop', { page }),
  engine: (page, engine) => post('/api/engine', { page, engine }),
  setOption: (page, engine, name, value) => post('/api/setoption', { page, engine, name, value }),
  parseRecord: (text) => post('/api/record/parse', { text }),
  formatRecord: (variant, fen, moves, p1, p2) => post('/api/record/format', { variant, fen, moves, p1, p2 }),
  puzzles: () => get('/api/puzzles'),
  parsePuzzle: (variant, line) => post('/api/puzzle/parse', { variant, line }),
  checkPuzzle: (fen, side, stages, tactic) => post('/api/puzzle/check', { fen, side, stages, tactic }),
};
