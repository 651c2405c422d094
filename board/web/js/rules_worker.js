// The board's rules (melee-rules.js: the server's rules API compiled to WebAssembly) in a Web
// Worker of the static site, so that a long request (a puzzle check, a big record) never holds
// the page. Messages in: {n, route, body} (body: the request's JSON text); out: {n, reply}
// (the rules module's reply text, {"status": N, "body": ...}).
importScripts('../melee-rules.js');

const pending = [];
let rules = null;

function answer({ n, route, body }) {
  let reply;
  try {
    reply = rules.call(route, body);
  } catch (e) {
    reply = JSON.stringify({ status: 500, body: { error: `the rules failed: ${e.message}` } });
  }
  postMessage({ n, reply });
}

onmessage = (e) => (rules ? answer(e.data) : pending.push(e.data));
createMeleeRules().then((module) => {
  rules = module;
  pending.splice(0).forEach(answer);
});
