// Melee in a Web Worker, used as GUIs use stockfish.wasm (docs/wasm.md):
//   const engine = new Worker('melee-worker.js');   // melee.js and melee.wasm beside it
//   engine.onmessage = e => handle(e.data);          // one output line per message
//   engine.postMessage('uci');                       // one or more input lines per message
// The lines posted before the engine has loaded are kept and answered in order.
importScripts('melee.js');

var engine = {
  print: function(line) { postMessage(line); },
  printErr: function(line) { postMessage('info string ' + line); },
  onQuit: function() { close(); },
};
createMelee(engine);  // sets engine.sendLine at once (wasm/melee_pre.js)
onmessage = function(e) { engine.sendLine(e.data); };
