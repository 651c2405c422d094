// The puzzle check's mate oracle in the WebAssembly rules module: the engine's own command loop
// in process, jobs inline (no threads there), fed the lines a process would be sent.
#pragma once

#include "board/mate_oracle.h"

namespace melee::wasm {

// Each oracle owns a command loop of the registered games; a `go mate` still running at the
// check's deadline is stopped from its stop polls and answers kUnknown.
board::MateOracleFactory InlineMateOracles();

}  // namespace melee::wasm
