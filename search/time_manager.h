// TimeManager: turns the limits of one `go` into two budgets, measured from the search start.
//  * optimum: do not start another iteration once half of it is spent (the next one
//    usually costs more than all before it together);
//  * maximum: the hard stop, polled inside the tree.
// `movetime` gives optimum = maximum = movetime - Move Overhead. A clock gives the time left
// shared over the turns still to play (movestogo, else kDefaultMovesToGo) plus most of the
// increment; the maximum may stretch to kMaxOverOptimum times that, but never past the time left
// minus the overhead. An infinite search has no budget (only `stop` ends it); a ponder search
// gets the normal budget, enforced only from `ponderhit` on (counted from the search start).
#pragma once

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <limits>

#include "engine/core/types.h"
#include "search/limits.h"

namespace melee::search {

struct TimeBudget {
  static constexpr int64_t kUnlimited = std::numeric_limits<int64_t>::max();
  int64_t optimum_ms = kUnlimited;
  int64_t maximum_ms = kUnlimited;
};

// A game of unknown length is assumed to need this many more turns of the mover.
inline constexpr int kDefaultMovesToGo = 30;
// A hard stop may spend this many optimum budgets on one turn (a failing or unstable search).
inline constexpr int kMaxOverOptimum = 4;
// The most a search keeps back from its maximum to unwind, join its threads and spell its
// answer (completing a BALL turn and finding its canonical token take a few milliseconds on
// a loaded machine; see docs/search.md, time-bound measurements).
inline constexpr int64_t kAnswerReserveUs = 5000;

TimeBudget ComputeBudget(const SearchLimits& limits, Side mover, int move_overhead_ms);

class Deadline {
 public:
  using Clock = std::chrono::steady_clock;
  explicit Deadline(TimeBudget budget) : budget_(budget), start_(Clock::now()) {}

  int64_t ElapsedMs() const {
    return std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start_).count();
  }
  int64_t ElapsedUs() const {
    return std::chrono::duration_cast<std::chrono::microseconds>(Clock::now() - start_).count();
  }
  bool HardLimitReached() const { return ElapsedMs() >= budget_.maximum_ms; }
  // Whether a search must unwind now so that its answer (which it still has to put together)
  // comes within the maximum: the maximum less a reserve of a quarter of it, at most
  // kAnswerReserveUs.
  bool SearchTimeUp() const {
    if (budget_.maximum_ms == TimeBudget::kUnlimited) return false;
    const int64_t maximum_us = budget_.maximum_ms * 1000;
    return ElapsedUs() >= maximum_us - std::min(maximum_us / 4, kAnswerReserveUs);
  }
  // Whether a new iteration is worth starting.
  bool IterationAllowed() const {
    return budget_.optimum_ms == TimeBudget::kUnlimited || ElapsedMs() * 2 < budget_.optimum_ms;
  }
  bool timed() const { return budget_.maximum_ms != TimeBudget::kUnlimited; }

 private:
  TimeBudget budget_;
  Clock::time_point start_;
};

}  // namespace melee::search
