// perft for Soule (protocol "perft and bench"): depth counts stages (the placement, then
// turns); the children of a position are its DISTINCT positions after both parts, enumerated
// over both sides' effective tactics. Exponential in n: meant for small teams.
#pragma once

#include <cstdint>
#include <vector>

#include "engine/soule/soule.h"

namespace melee {

// The distinct children of `pos` (sorted; empty when the match is over).
std::vector<Soule::Position> SouleChildren(const Soule::Position& pos);

uint64_t SoulePerft(const Soule::Position& pos, int depth);

}  // namespace melee
