// The static site's calls to the board's rules (js/rules_worker.js), as the server's routes
// answer them: `call(route, body)` resolves with the reply's body, or throws its error. Puzzle
// checks (seconds of solving) have a worker of their own, so the moves played meanwhile are
// judged at once.
const SLOW_ROUTES = new Set(['/api/puzzle/check']);

class RulesWorker {
  constructor(url) {
    this.worker = new Worker(url);
    this.waiting = new Map();  // n -> {resolve, reject}
    this.next = 0;
    this.failure = null;  // the worker's load failed (no melee-rules.js): every call says why
    this.worker.onmessage = (e) => {
      const { n, reply } = e.data;
      const w = this.waiting.get(n);
      this.waiting.delete(n);
      if (w) w.resolve(reply);
    };
    this.worker.onerror = (e) => {
      e.preventDefault();
      const why = new Error(`the rules module failed: ${e.message || 'no detail'}`);
      this.failure = why;
      for (const w of this.waiting.values()) w.reject(why);
      this.waiting.clear();
    };
  }

  call(route, bodyText) {
    const n = this.next++;
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      this.waiting.set(n, { resolve, reject });
      this.worker.postMessage({ n, route, body: bodyText });
    });
  }
}

export function rulesClient(url) {
  const lanes = {};
  const lane = (name) => lanes[name] || (lanes[name] = new RulesWorker(url));
  return async function call(route, body) {
    const text = await lane(SLOW_ROUTES.has(route) ? 'slow' : 'quick').call(route, JSON.stringify(body || {}));
    const reply = JSON.parse(text);
    if (reply.status >= 400) throw new Error((reply.body && reply.body.error) || `status ${reply.status}`);
    return reply.body;
  };
}
