// History heuristic: how often a quiet step caused a cutoff, per side, indexed by a hash of
// the step (search_traits.h). Scores decay towards zero as they grow ("gravity") so recent
// evidence dominates and values stay within kMaxHistory.
#pragma once

#include <array>
#include <cstdint>
#include <cstdlib>

#include "engine/core/types.h"

namespace melee::search {

class HistoryTable {
 public:
  static constexpr int kMaxHistory = 16384;

  void Clear() {
    for (auto& side : table_) side.fill(0);
  }
  int Get(Side side, uint64_t step_hash) const { return table_[Index(side)][Slot(step_hash)]; }
  // bonus > 0 for the step that cut off, < 0 for the quiet steps tried before it.
  void Update(Side side, uint64_t step_hash, int bonus) {
    int16_t& h = table_[Index(side)][Slot(step_hash)];
    h = static_cast<int16_t>(h + bonus - h * std::abs(bonus) / kMaxHistory);
  }
  // Depth-squared bonus, capped: deep cutoffs say more, but one must not swamp the table.
  static int Bonus(int depth) { return depth * depth * 16 < 2000 ? depth * depth * 16 : 2000; }

 private:
  static constexpr int kSlots = 1 << 12;
  static std::size_t Slot(uint64_t h) { return static_cast<std::size_t>(h >> 52); }
  std::array<std::array<int16_t, kSlots>, 2> table_{};
};

}  // namespace melee::search
