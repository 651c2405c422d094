// The board's rules (melee-rules.js: the server's rules API compiled to WebAssembly) in a Web
// Worker of the static site, so that a long request (a puzzle check, a big record) never holds
// the page. Messages in: {n, route, body} (body: the request's JSON text); out: {n, reply}
// (the rules module's reply text, {"status": N, "body": ...}).
importScripts('../melee-rules.js');

const pending = [];
let rules = null;
let failure = null;  // why the module did not load: every call's answer

function answer({ n, route, body }) {
  let reply;
  try {
    if (failure) throw failure;
    reply = rules.call(route, body);
  } catch (e) {
    reply = JSON.stringify({ status: 500, body: { error: `the rules failed: ${e.message}` } });
  }
  postMessage({ n, reply });
}

onmessage = (e) => (rules || failure ? answer(e.data) : pending.push(e.data));
// melee-rules.wasm lies beside melee-rules.js, not beside this script.
createMeleeRules({ locateFile: (file) => new URL(`../${file}`, self.location.href).href }).then(
  (module) => { rules = module; },
  (e) => { failure = e; }).finally(() => pending.splice(0).forEach(answer));
