// Under Node.js (--pre-js of melee.js and melee-rules.js): Node.js 18+ has a global fetch,
// which this emscripten (3.1.6) would use to load the .wasm by file path and fail: hand it the
// bytes of the .wasm beside the script instead. Browsers fetch it themselves.
if (typeof process == 'object' && typeof require == 'function' && !Module['wasmBinary']) {
  Module['wasmBinary'] = require('fs').readFileSync(__filename.replace(/\.js$/, '.wasm'));
}
