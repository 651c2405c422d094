// melee.js's side of the transport (--pre-js; wasm/wasm_main.cc reads it). The host calls
// `engine.sendLine(text)` (each line of `text` is one command) and gets every output line
// through `engine.print(line)`; `engine.onQuit()`, if given, runs when the engine has ended.
// Lines are queued here until the engine takes them: before it has loaded, between commands,
// and during a search (which looks every few milliseconds).
Module['meleeInput'] = (function() {
  var lines = [];
  var waiter = null;
  var yieldToHost;
  if (typeof setImmediate == 'function') {  // Node.js: after the pending I/O (stdin)
    yieldToHost = function() { return new Promise(function(resolve) { setImmediate(resolve); }); };
  } else {  // a worker: behind the messages already posted to it
    var channel = new MessageChannel();
    var resumes = [];
    channel.port1.onmessage = function() { resumes.shift()(); };
    yieldToHost = function() {
      return new Promise(function(resolve) {
        resumes.push(resolve);
        channel.port2.postMessage(0);
      });
    };
  }
  return {
    send: function(text) {
      String(text).split(/\r?\n/).forEach(function(line) { lines.push(line); });
      if (waiter !== null) {
        var wake = waiter;
        waiter = null;
        wake();
      }
    },
    wait: function() {
      if (lines.length > 0) return Promise.resolve();
      return new Promise(function(resolve) { waiter = resolve; });
    },
    yieldToHost: yieldToHost,
    nextSize: function() { return lines.length > 0 ? lengthBytesUTF8(lines[0]) : -1; },
    take: function(buffer, size) { stringToUTF8(lines.shift(), buffer, size); },
    ended: function() {
      if (Module['onQuit']) Module['onQuit']();
    },
  };
})();
Module['sendLine'] = Module['meleeInput'].send;
