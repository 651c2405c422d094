#include "protocol/go_command.h"

#include <gtest/gtest.h>

#include "protocol/text.h"

namespace melee {
namespace {

std::optional<GoCommand> Parse(std::string_view line, std::string& error) {
  const auto tokens = SplitTokens(line);
  return ParseGo(tokens, error);
}

TEST(GoCommandTest, ReadsEveryLimitWithUgiAndUciNames) {
  std::string error;
  auto go = Parse(
      "p1time 1000 btime 2000 winc 10 p2inc 20 movestogo 7 movetime 50 depth 3 "
      "nodes 999 mate 2 infinite ponder searchmoves a1 b2",
      error);
  ASSERT_TRUE(go) << error;
  const GoLimits& l = go->limits;
  EXPECT_EQ(l.time[0], 1000);
  EXPECT_EQ(l.time[1], 2000);
  EXPECT_EQ(l.inc[0], 10);
  EXPECT_EQ(l.inc[1], 20);
  EXPECT_EQ(l.movestogo, 7);
  EXPECT_EQ(l.movetime, 50);
  EXPECT_EQ(l.depth, 3);
  EXPECT_EQ(l.nodes, 999);
  EXPECT_EQ(l.mate, 2);
  EXPECT_TRUE(l.infinite);
  EXPECT_TRUE(l.ponder);
  EXPECT_EQ(l.searchmoves, (std::vector<std::string>{"a1", "b2"}));
  EXPECT_FALSE(go->perft_depth);
}

TEST(GoCommandTest, NegativeClockIsAcceptedOtherNegativesAreNot) {
  std::string error;
  EXPECT_TRUE(Parse("wtime -50", error));
  EXPECT_FALSE(Parse("movetime -1", error));
  EXPECT_FALSE(Parse("winc -1", error));
}

TEST(GoCommandTest, PerftDepth) {
  std::string error;
  auto go = Parse("perft 4", error);
  ASSERT_TRUE(go);
  EXPECT_EQ(go->perft_depth, 4);
  EXPECT_FALSE(Parse("perft 33", error));
  EXPECT_FALSE(Parse("perft 99999999999999999999999", error));
}

}  // namespace
}  // namespace melee
