#include "search/time_manager.h"

#include <algorithm>

namespace melee::search {

TimeBudget ComputeBudget(const SearchLimits& limits, Side mover, int move_overhead_ms) {
  TimeBudget budget;
  if (limits.infinite) return budget;
  const int64_t overhead = std::max(0, move_overhead_ms);
  const std::optional<int64_t>& left = limits.time[Index(mover)];
  if (left) {
    const int64_t usable = std::max<int64_t>(1, *left - overhead);
    const int64_t inc = std::max<int64_t>(0, limits.inc[Index(mover)].value_or(0));
    const int moves_to_go = std::max(1, limits.movestogo.value_or(kDefaultMovesToGo));
    // The increment arrives after the turn: count three quarters of it, never beyond usable.
    const int64_t optimum = std::min(usable, *left / moves_to_go + inc * 3 / 4);
    budget.optimum_ms = std::max<int64_t>(1, optimum - (moves_to_go == 1 ? overhead : 0));
    budget.maximum_ms = std::min(usable, budget.optimum_ms * kMaxOverOptimum);
    budget.optimum_ms = std::min(budget.optimum_ms, budget.maximum_ms);
  }
  if (limits.movetime) {
    const int64_t fixed = std::max<int64_t>(1, *limits.movetime - overhead);
    budget.optimum_ms = std::min(budget.optimum_ms, fixed);
    budget.maximum_ms = std::min(budget.maximum_ms, fixed);
  }
  return budget;
}

}  // namespace melee::search
