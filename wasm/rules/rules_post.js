// melee-rules.js's call (--post-js): `rules.call(route, bodyText)` -> the reply's JSON text,
// {"status": <HTTP status>, "body": <reply>} (wasm/rules/rules_main.cc). The strings go through
// the heap, not the stack, so a body of any size reaches the size check.
Module['call'] = function(route, bodyText) {
  function copy(text) {
    var size = lengthBytesUTF8(text) + 1;
    var pointer = _malloc(size);
    stringToUTF8(text, pointer, size);
    return pointer;
  }
  var routePointer = copy(String(route));
  var bodyPointer = copy(bodyText == null ? '' : String(bodyText));
  try {
    return UTF8ToString(_melee_rules_call(routePointer, bodyPointer));
  } finally {
    _free(routePointer);
    _free(bodyPointer);
  }
};
