// melee-rules.js under Node.js (--pre-js): Node.js 18+ has a global fetch, which this
// emscripten (3.1.6) would use to load melee-rules.wasm by file path and fail (as melee.js,
// wasm/melee_pre.js): hand it the bytes instead. Browsers fetch it beside the script.
if (typeof process == 'object' && typeof require == 'function' && !Module['wasmBinary']) {
  Module['wasmBinary'] =
      require('fs').readFileSync(require('path').join(__dirname, 'melee-rules.wasm'));
}
