// The end-of-game rules, in the spec's order: PAT by material, MAT / TRICK, PAT by
// immobilisation, (repetition: by the game record), no progress.
#pragma once

#include "engine/bulltricker/position.h"
#include "engine/core/types.h"

namespace melee::bulltricker {

// The checks that need no move generation and come before immobilisation: material, then
// MAT / TRICK, judged for the side that just moved (the side not to move).
GameStatus StatusBeforeMoves(const Position& pos);

// The house no-progress rule: the count reached the limit (limit 0 = off).
bool NoProgressReached(const Position& pos);

}  // namespace melee::bulltricker
