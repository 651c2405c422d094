// The puzzle check's mate oracle natively: an engine process of its own, asked `go mate`.
#pragma once

#include "board/mate_oracle.h"
#include "match/engine_spec.h"

namespace melee::board {

// Oracles running `engine`; the factory throws ApiError(503) if the engine cannot start.
MateOracleFactory EngineMateOracles(const match::EngineSpec& engine);

}  // namespace melee::board
