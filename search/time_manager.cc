#include "search/time_manager.h"

#include <algorithm>

namespace melee::search {
namespace {

int64_t SaturatingAdd(int64_t a, int64_t b) {
  int64_t sum;
  if (__builtin_add_overflow(a, b, &sum)) {
    return b > 0 ? TimeBudget::kUnlimited - 1 : std::numeric_limits<int64_t>::min();
  }
  return sum;
}

int64_t SaturatingMul(int64_t a, int64_t b) {
  int64_t product;
  if (__builtin_mul_overflow(a, b, &product)) return TimeBudget::kUnlimited - 1;
  return product;
}

}  // namespace

TimeBudget ComputeBudget(const SearchLimits& limits, Side mover, int move_overhead_ms) {
  TimeBudget budget;
  if (limits.infinite) return budget;
  const int64_t overhead = std::max(0, move_overhead_ms);
  const std::optional<int64_t>& left = limits.time[Index(mover)];
  if (left) {
    const int64_t usable = std::max<int64_t>(1, SaturatingAdd(*left, -overhead));
    const int64_t inc = std::max<int64_t>(0, limits.inc[Index(mover)].value_or(0));
    const int moves_to_go = std::max(1, limits.movestogo.value_or(kDefaultMovesToGo));
    // The increment arrives after the turn: count three quarters of it, never beyond usable.
    const int64_t share = SaturatingAdd(*left / moves_to_go, inc / 4 * 3);
    const int64_t optimum = std::min(usable, share);
    budget.optimum_ms = std::max<int64_t>(1, optimum - (moves_to_go == 1 ? overhead : 0));
    // The turns still to play before the clock refills keep their share: at most two shares
    // of what is left (all of it for the last turn).
    const int64_t two_shares = moves_to_go == 1 ? usable : usable / (moves_to_go + 1) * 2;
    budget.maximum_ms =
        std::min({usable, two_shares, SaturatingMul(budget.optimum_ms, kMaxOverOptimum)});
    budget.optimum_ms = std::min(budget.optimum_ms, budget.maximum_ms);
  }
  if (limits.movetime) {
    const int64_t fixed = std::max<int64_t>(1, SaturatingAdd(*limits.movetime, -overhead));
    if (fixed <= budget.optimum_ms) budget.fixed = true;
    budget.optimum_ms = std::min(budget.optimum_ms, fixed);
    budget.maximum_ms = std::min(budget.maximum_ms, fixed);
  }
  return budget;
}

}  // namespace melee::search
