// Clock parsing, the `go` line and the charging of moves against the clock.
#include "match/time_control.h"

#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

namespace melee::match {
namespace {

using std::chrono::milliseconds;

TEST(TimeControl, ParsesAndDescribesClocks) {
  std::string error;
  TimeControl tc;
  ASSERT_TRUE(tc.ParseClock("10+0.1", error)) << error;
  EXPECT_EQ(*tc.base_ms, 10000);
  EXPECT_EQ(tc.inc_ms, 100);
  EXPECT_EQ(tc.Describe(), "10+0.1");
  ASSERT_TRUE(tc.ParseClock("40/60", error));
  EXPECT_EQ(*tc.movestogo, 40);
  EXPECT_EQ(tc.Describe(), "40/60");
  tc.nodes = 500;
  EXPECT_EQ(tc.Describe(), "40/60 nodes=500");
  for (const char* bad : {"", "x", "10+", "0", "-5", "0/10", "10+y"}) {
    EXPECT_FALSE(TimeControl().ParseClock(bad, error)) << bad;
  }
  EXPECT_EQ(TimeControl().Describe(), "-");
}

TEST(TimeControl, ClocksChargeMovesAndAddIncrements) {
  TimeControl tc;
  std::string error;
  ASSERT_TRUE(tc.ParseClock("1+0.05", error));
  tc.margin_ms = 20;
  GameClocks clocks(tc);
  EXPECT_EQ(clocks.GoLine(0), "go p1time 1000 p2time 1000 p1inc 50 p2inc 50");
  EXPECT_EQ(clocks.Allowance(0), milliseconds(1020));
  EXPECT_TRUE(clocks.Charge(0, milliseconds(300)));
  EXPECT_EQ(clocks.GoLine(1), "go p1time 750 p2time 1000 p1inc 50 p2inc 50");
  EXPECT_FALSE(clocks.Charge(1, milliseconds(1021)));  // past the clock and the margin
}

TEST(TimeControl, MovesToGoRefillsTheClock) {
  TimeControl tc;
  std::string error;
  ASSERT_TRUE(tc.ParseClock("2/1", error));
  GameClocks clocks(tc);
  EXPECT_EQ(clocks.GoLine(0), "go p1time 1000 p2time 1000 movestogo 2");
  clocks.Charge(0, milliseconds(400));
  EXPECT_EQ(clocks.GoLine(0), "go p1time 600 p2time 1000 movestogo 1");
  clocks.Charge(0, milliseconds(400));
  EXPECT_EQ(clocks.GoLine(0), "go p1time 1200 p2time 1000 movestogo 2");
}

TEST(TimeControl, UntimedSearchesGetTheHangTimeout) {
  TimeControl tc;
  tc.depth = 3;
  tc.hang_timeout_ms = 5000;
  GameClocks clocks(tc);
  EXPECT_EQ(clocks.GoLine(0), "go depth 3");
  EXPECT_EQ(clocks.Allowance(1), milliseconds(5000));
  tc.movetime_ms = 100;
  EXPECT_EQ(GameClocks(tc).Allowance(0), milliseconds(200));
}

TEST(TimeControl, TheHangTimeoutNeverShortensAClock) {
  TimeControl tc;
  std::string error;
  ASSERT_TRUE(tc.ParseClock("2/300", error));
  tc.hang_timeout_ms = 60000;
  tc.depth = 20;  // a depth under a clock is still a timed move
  EXPECT_EQ(GameClocks(tc).Allowance(0), milliseconds(300100));
  tc.base_ms.reset();
  tc.movetime_ms = 90000;
  EXPECT_EQ(GameClocks(tc).Allowance(1), milliseconds(90100));
}

TEST(TimeControl, EngineLimitWordsReplaceTheirKind) {
  TimeControl tc;
  std::string error;
  ASSERT_TRUE(tc.ParseClock("10+0.1", error));
  tc.nodes = 500;
  TimeControl odds = tc;
  ASSERT_TRUE(odds.ApplyLimit("tc", "40/20+0.2", error)) << error;
  EXPECT_EQ(odds.Describe(), "40/20+0.2 nodes=500");
  ASSERT_TRUE(odds.ApplyLimit("st", "0.25", error)) << error;  // a movetime replaces the clock
  EXPECT_EQ(odds.Describe(), "movetime=250 nodes=500");
  ASSERT_TRUE(odds.ApplyLimit("movetime", "70", error));
  ASSERT_TRUE(odds.ApplyLimit("depth", "6", error));
  ASSERT_TRUE(odds.ApplyLimit("nodes", "900", error));
  EXPECT_EQ(odds.Describe(), "movetime=70 depth=6 nodes=900");
  ASSERT_TRUE(odds.ApplyLimit("tc", "5", error));  // and a clock replaces the movetime
  EXPECT_EQ(odds.Describe(), "5 depth=6 nodes=900");
  for (const auto& [key, value] :
       std::vector<std::pair<std::string, std::string>>{{"tc", "x"},
                                                        {"st", "-1"},
                                                        {"st", "0"},
                                                        {"movetime", "0"},
                                                        {"depth", "y"},
                                                        {"nodes", "-3"},
                                                        {"name", "A"}}) {
    TimeControl scratch;
    EXPECT_FALSE(scratch.ApplyLimit(key, value, error)) << key << "=" << value;
  }
  EXPECT_TRUE(TimeControl::IsLimitKey("st"));
  EXPECT_FALSE(TimeControl::IsLimitKey("cmd"));
}

TEST(TimeControl, TimeOddsGiveEachSideItsOwnClockAndDeadline) {
  TimeControl p1, p2;
  std::string error;
  ASSERT_TRUE(p1.ParseClock("2+0.1", error));
  ASSERT_TRUE(p2.ParseClock("1", error));
  p1.margin_ms = p2.margin_ms = 10;
  GameClocks clocks(p1, p2);
  EXPECT_EQ(clocks.GoLine(0), "go p1time 2000 p2time 1000 p1inc 100");
  EXPECT_EQ(clocks.Allowance(0), milliseconds(2010));
  EXPECT_EQ(clocks.Allowance(1), milliseconds(1010));
  EXPECT_TRUE(clocks.Charge(1, milliseconds(600)));
  EXPECT_EQ(clocks.GoLine(1), "go p1time 2000 p2time 400 p1inc 100");
  EXPECT_FALSE(clocks.Charge(1, milliseconds(500)));  // p2's clock, not p1's
  // A side under a movetime gets its own movetime and no clock; the other side its clock.
  TimeControl fixed;
  fixed.movetime_ms = 50;
  fixed.margin_ms = 10;
  GameClocks mixed(fixed, p2);
  EXPECT_EQ(mixed.GoLine(0), "go movetime 50");
  EXPECT_EQ(mixed.Allowance(0), milliseconds(60));
  EXPECT_EQ(mixed.GoLine(1), "go p2time 1000");
  EXPECT_EQ(mixed.Allowance(1), milliseconds(1010));
}

}  // namespace
}  // namespace melee::match
