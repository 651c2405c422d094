#include "search/time_manager.h"

#include <gtest/gtest.h>

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
  EXPECT_EQ(b.maximum_ms, b.optimum_ms * kMaxOverOptimum);
}

TEST(TimeManagerTest, P2ReadsItsOwnClockAndMovesToGo) {
  SearchLimits limits;
  limits.time[0] = 1'000;
  limits.time[1] = 10'000;
  limits.movestogo = 10;
  const TimeBudget b = ComputeBudget(limits, Side::kP2, 0);
  EXPECT_EQ(b.optimum_ms, 1'000);
  EXPECT_EQ(b.maximum_ms, 4'000);
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
  EXPECT_TRUE(Deadline(TimeBudget{}).IterationAllowed());
  EXPECT_FALSE(Deadline(TimeBudget{}).timed());
  const Deadline spent(TimeBudget{0, 0});
  EXPECT_FALSE(spent.IterationAllowed());
  EXPECT_TRUE(spent.HardLimitReached());
}

}  // namespace
}  // namespace melee::search
