// The one time manager: turns the limits of one `go` into two budgets, measured from the
// moment the `go` arrived (SearchLimits::start), and the Deadline every searcher polls.
//  * `movetime M`: optimum = maximum = M - Move Overhead, and the search runs until then (a
//    user who gives 5 s expects 5 s of thought); the best move found so far is played.
//  * A clock: the time left shared over the turns still to play (movestogo, else
//    kDefaultMovesToGo) plus three quarters of the increment is the optimum; no new iteration
//    starts after half of it (the next usually costs more than all before it together), and a
//    searcher without iterations (MCTS) stops at it; the maximum may stretch to
//    kMaxOverOptimum optima, never past two shares of the time left (all of it when the turn
//    is the last before the clock refills) minus the overhead.
//  * Both: whichever is tighter. An infinite search has no budget (only `stop` ends it); a
//    ponder search gets the normal budget, enforced only from `ponderhit` on.
// All arithmetic saturates: any value the protocol accepts gives a budget, never an overflow.
// docs/search.md (time use) has the measurements.
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
  bool fixed = false;  // a movetime bounds it: iterate until the maximum
};

// A game of unknown length is assumed to need this many more turns of the mover.
inline constexpr int kDefaultMovesToGo = 30;
// A hard stop may spend this many optimum budgets on one turn (a failing or unstable search).
inline constexpr int kMaxOverOptimum = 4;
// The most a search keeps back from its maximum to unwind, join its threads and spell its
// answer (completing a BALL turn and finding its canonical token take a few milliseconds on a
// loaded machine), and the share of the maximum it keeps back at most (short movetimes).
inline constexpr int64_t kAnswerReserveUs = 5000;
inline constexpr int kAnswerReserveDivisor = 10;

TimeBudget ComputeBudget(const SearchLimits& limits, Side mover, int move_overhead_ms);

class Deadline {
 public:
  using Clock = SearchClock;
  Deadline(TimeBudget budget, Clock::time_point start) : budget_(budget), start_(start) {}

  int64_t ElapsedMs() const {
    return std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start_).count();
  }
  int64_t ElapsedUs() const {
    return std::chrono::duration_cast<std::chrono::microseconds>(Clock::now() - start_).count();
  }
  // Nodes per second so far, never dividing by zero.
  uint64_t Nps(uint64_t nodes) const {
    return nodes * 1'000'000 / static_cast<uint64_t>(std::max<int64_t>(1, ElapsedUs()));
  }
  bool HardLimitReached() const { return ElapsedMs() >= budget_.maximum_ms; }
  // Whether a search must unwind now so that its answer (which it still has to put together)
  // comes within the maximum.
  bool SearchTimeUp() const {
    if (!timed()) return false;
    constexpr int64_t kUnlimited = TimeBudget::kUnlimited;
    const int64_t maximum_us =
        budget_.maximum_ms > kUnlimited / 1000 ? kUnlimited : budget_.maximum_ms * 1000;
    const int64_t reserve = std::min(maximum_us / kAnswerReserveDivisor, kAnswerReserveUs);
    return ElapsedUs() >= maximum_us - reserve;
  }
  // Where a searcher without iterations (MCTS) stops: the optimum, or with a movetime the
  // search time.
  bool SoftLimitReached() const {
    if (budget_.fixed || budget_.optimum_ms == TimeBudget::kUnlimited) return SearchTimeUp();
    return ElapsedMs() >= budget_.optimum_ms;
  }
  // Whether a new iteration is worth starting.
  bool IterationAllowed() const {
    if (budget_.fixed) return !SearchTimeUp();
    return budget_.optimum_ms == TimeBudget::kUnlimited || ElapsedMs() < budget_.optimum_ms / 2;
  }
  bool timed() const { return budget_.maximum_ms != TimeBudget::kUnlimited; }
  // Whether the clock, not a movetime, sets the budget: only then does a forced turn answer
  // at once (Stockfish's rule). A movetime is the time the user gave, for one move too: a
  // GUI analysing one move through `searchmoves` wants it searched, not its first iteration.
  bool ClockManaged() const { return timed() && !budget_.fixed; }
  const TimeBudget& budget() const { return budget_; }

 private:
  TimeBudget budget_;
  Clock::time_point start_;
};

}  // namespace melee::search
