// The puzzle check's mate oracle without a process (the static site's rules module,
// wasm/rules/): the engine's own command loop in process, jobs inline (WebAssembly has one
// thread), fed the lines a process would be sent.
#pragma once

#include "board/mate_oracle.h"

namespace melee::board {

// Each oracle owns a command loop of the registered games; a `go mate` still running at the
// check's deadline is stopped from its stop polls (it installs the input poll while it asks:
// one check at a time, on a thread with no other search) and answers kUnknown.
MateOracleFactory InlineMateOracles();

}  // namespace melee::board
