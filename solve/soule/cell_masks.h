// Sets of cells as bit masks (bit c = cell c), for the bounds that follow the ball or a player
// over every choice at once (goal_bounds.h, sure_goal.h).
#pragma once

#include <cstdint>

#include "engine/soule/position.h"

namespace melee::soule {

inline constexpr uint32_t kFieldMask = (1u << kCells) - 1;

// The mask of one cell; empty for a cell code past the field.
constexpr uint32_t CellBit(int cell) { return OnField(cell) ? 1u << cell : 0u; }

// Every cell of `mask` moved `by` cells (off the field: dropped).
constexpr uint32_t ShiftCells(uint32_t mask, int by) {
  return (by > 0 ? mask << by : mask >> -by) & kFieldMask;
}

}  // namespace melee::soule
