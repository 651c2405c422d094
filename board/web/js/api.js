// The page's one transport to Melee: every request the page makes and its event stream, by
// purpose. Two implementations offer the same functions: the board server's HTTP API
// (api_http.js) and, on the static site, Web Workers running the rules and the engine
// (api_worker.js). The static site says so in transport.json beside index.html; the board
// server has none (404).
async function pick() {
  const said = await fetch('transport.json').then((r) => (r.ok ? r.json() : {})).catch(() => ({}));
  if (said.transport === 'worker') return (await import('./api_worker.js')).api;
  return (await import('./api_http.js')).api;
}

export const api = await pick();
