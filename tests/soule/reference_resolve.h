// A test-only oracle: the turn referee as engine/soule/resolve.cc had it before the speed work
// of issue 8 (the table-driven TurnResolver with per-player dummy bytes and SSE2 change masks),
// kept verbatim in logic and rewritten only to go through Position's public accessors. The
// differential test (resolve_diff_test.cc) requires Soule::Resolve to agree with it bit for bit.
#pragma once

#include "engine/soule/soule.h"

namespace melee::soule_oracle {

// Plays one stage like the pre-optimisation Soule::Resolve (placement or turn).
void ReferenceResolve(soule::Position& pos, const soule::Tactic& a_part,
                      const soule::Tactic& b_part);

}  // namespace melee::soule_oracle
