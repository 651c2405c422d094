#include "search/time_manager.h"

#include <gtest/gtest.h>

#include <chrono>
#include <limits>

namespace melee::search {
namespace {

TEST(TimeManagerTest, MovetimeLeavesTheOverhead) {
  SearchLimits limits;
  limits.movetime = 1000;
  const TimeBudget b = ComputeBudget(limits, Side::kP1, 30);
  EXPECT_EQ(b.optimum_ms, 970);
  EXPECT_EQ(b.maximum_ms, 970);
}

TEST(TimeManagerTest, TinyMovetimeStillSearches) {
  SearchLimits limits;
  limits.movetime = 10;
  EXPECT_EQ(ComputeBudget(limits, Side::kP1, 30).maximum_ms, 1);
}

TEST(TimeManagerTest, ClockIsSharedOverTheTurnsToGo) {
  SearchLimits limits;
  limits.time[0] = 60'000;
  limits.time[1] = 1'000;  // the opponent's clock does not matter
  limits.inc[0] = 1'000;
  const TimeBudget b = ComputeBudget(limits, Side::kP1, 30);
  EXPECT_EQ(b.optimum_ms, 60'000 / kDefaultMovesToGo + 750);
  // Two shares of the time left over the 30 turns to go, tighter here than 4 optima.
  EXPECT_EQ(b.maximum_ms, (60'000 - 30) / (kDefaultMovesToGo + 1) * 2);
  EXPECT_LT(b.maximum_ms, b.optimum_ms * kMaxOverOptimum);
}

TEST(TimeManagerTest, P2ReadsItsOwnClockAndMovesToGo) {
  SearchLimits limits;
  limits.time[0] = 1'000;
  limits.time[1] = 10'000;
  limits.movestogo = 10;
  const TimeBudget b = ComputeBudget(limits, Side::kP2, 0);
  EXPECT_EQ(b.optimum_ms, 1'000);
  EXPECT_EQ(b.maximum_ms, 10'000 / 11 * 2);  // the 9 turns after this one keep their share
}

// With 3 turns to go before the refill, one turn never takes the whole clock.
TEST(TimeManagerTest, ShortMovesToGoKeepsTimeForTheNextTurns) {
  SearchLimits limits;
  limits.time[0] = 2'000;
  limits.movestogo = 3;
  const TimeBudget b = ComputeBudget(limits, Side::kP1, 30);
  EXPECT_LE(b.maximum_ms, (2'000 - 30) / 2);
  limits.movestogo = 1;  // the last turn may use it all
  EXPECT_EQ(ComputeBudget(limits, Side::kP1, 30).maximum_ms, 2'000 - 30);
}

TEST(TimeManagerTest, NeverPlansBeyondTheTimeLeftMinusOverhead) {
  SearchLimits limits;
  limits.time[0] = 500;
  limits.inc[0] = 2'000;
  limits.movestogo = 1;
  const TimeBudget b = ComputeBudget(limits, Side::kP1, 50);
  EXPECT_LE(b.maximum_ms, 450);
  EXPECT_LE(b.optimum_ms, b.maximum_ms);
  EXPECT_GE(b.optimum_ms, 1);
}

TEST(TimeManagerTest, MovetimeCapsAClock) {
  SearchLimits limits;
  limits.time[0] = 600'000;
  limits.movetime = 100;
  const TimeBudget b = ComputeBudget(limits, Side::kP1, 30);
  EXPECT_EQ(b.maximum_ms, 70);
  EXPECT_EQ(b.optimum_ms, 70);
}

TEST(TimeManagerTest, InfiniteAndDepthHaveNoBudgetPonderHasTheClocks) {
  SearchLimits limits;
  limits.time[0] = 1'000;
  limits.infinite = true;
  EXPECT_EQ(ComputeBudget(limits, Side::kP1, 30).maximum_ms, TimeBudget::kUnlimited);
  limits.infinite = false;
  limits.ponder = true;  // applies from ponderhit on
  EXPECT_EQ(ComputeBudget(limits, Side::kP1, 30).optimum_ms, 1'000 / kDefaultMovesToGo);
  SearchLimits depth_only;
  depth_only.depth = 5;
  EXPECT_EQ(ComputeBudget(depth_only, Side::kP1, 30).optimum_ms, TimeBudget::kUnlimited);
}

TEST(TimeManagerTest, DeadlineAllowsIterationsUntilHalfTheOptimum) {
  const auto now = SearchClock::now();
  EXPECT_TRUE(Deadline(TimeBudget{}, now).IterationAllowed());
  EXPECT_FALSE(Deadline(TimeBudget{}, now).timed());
  const Deadline spent(TimeBudget{0, 0, false}, now);
  EXPECT_FALSE(spent.IterationAllowed());
  EXPECT_TRUE(spent.HardLimitReached());
  // A clock's optimum of 10 s, 6 s gone: past half of it, no new iteration.
  const Deadline clock(TimeBudget{10'000, 40'000, false}, now - std::chrono::seconds(6));
  EXPECT_FALSE(clock.IterationAllowed());
  EXPECT_FALSE(clock.SearchTimeUp());
}

// `movetime`: the user gave that time, so iterations go on until the deadline (the search is
// then cut and plays the best move found), unlike a clock's optimum.
TEST(TimeManagerTest, MovetimeIsSearchedToTheEnd) {
  SearchLimits limits;
  limits.movetime = 10'000;
  const TimeBudget budget = ComputeBudget(limits, Side::kP1, 30);
  EXPECT_TRUE(budget.fixed);
  const Deadline late(budget, SearchClock::now() - std::chrono::milliseconds(9'000));
  EXPECT_TRUE(late.IterationAllowed());
  EXPECT_FALSE(late.SearchTimeUp());
  const Deadline over(budget, SearchClock::now() - std::chrono::milliseconds(9'968));
  EXPECT_FALSE(over.IterationAllowed());
  EXPECT_TRUE(over.SearchTimeUp());
  // A movetime longer than the clock's share leaves the clock in charge.
  limits.time[0] = 60'000;
  EXPECT_FALSE(ComputeBudget(limits, Side::kP1, 30).fixed);
}

// The clock runs from the `go`, not from the search's own start.
TEST(TimeManagerTest, DeadlineCountsFromTheGo) {
  SearchLimits limits;
  limits.movetime = 1'000;
  limits.start = SearchClock::now() - std::chrono::milliseconds(2'000);
  const Deadline d(ComputeBudget(limits, Side::kP1, 0), limits.start);
  EXPECT_TRUE(d.SearchTimeUp());
  EXPECT_GE(d.ElapsedMs(), 2'000);
}

// Every value `go` accepts (up to int64 max / 4) gives a budget, never an overflow (the
// UBSan build aborts on one).
TEST(TimeManagerTest, HugeValuesSaturate) {
  constexpr int64_t kBig = std::numeric_limits<int64_t>::max() / 4;
  SearchLimits limits;
  limits.time[0] = kBig;
  limits.inc[0] = kBig;
  limits.movetime = kBig;
  limits.movestogo = 1;
  const TimeBudget b = ComputeBudget(limits, Side::kP1, 10'000);
  EXPECT_GT(b.maximum_ms, 0);
  EXPECT_LE(b.optimum_ms, b.maximum_ms);
  const Deadline d(b, SearchClock::now());
  EXPECT_TRUE(d.timed());
  EXPECT_FALSE(d.SearchTimeUp());
  EXPECT_TRUE(d.IterationAllowed());
  limits.time[0] = -kBig;
  limits.movetime.reset();
  EXPECT_EQ(ComputeBudget(limits, Side::kP1, 10'000).maximum_ms, 1);
}

}  // namespace
}  // namespace melee::search
