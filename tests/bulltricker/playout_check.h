// Seeded random playouts checked position by position: the fast generator against the naive
// reference referee (same successor positions, same status), the incremental key against the
// recomputed key, position and move text round-trips, and "over <=> no moves".
#pragma once

#include <cstdint>
#include <string_view>

#include "engine/bulltricker/bulltricker.h"
#include "engine/core/random.h"

namespace melee::bulltricker_test {

// Plays one random game from pos (at most a few hundred plies), checking every position.
void Playout(Bulltricker::Position pos, Rng& rng);

// `playouts` random games from `start` with the given no-progress limit.
void CheckPlayouts(std::string_view start, int no_progress_limit, int playouts, uint64_t seed);

// Queens everywhere: dense captures, colonne captures and kings in contact come quickly.
inline constexpr std::string_view kCrowdedPosition =
    "15/q1q1q1qkq1q1q1q/1q1p1q1p1q1p1q1/p1p1Q1p1p1P1p1p/1p3P1q3P1p1/15/1Q1p1P3p1q3/"
    "15/1P1p3Q1P1p3/15/1p1P1p1P3P3/P1P1q1P1P1P1p1P/1P1Q1P1P1p1P1P1/Q1Q1Q1QKQ1Q1Q1Q/15 w 0 1";

}  // namespace melee::bulltricker_test
