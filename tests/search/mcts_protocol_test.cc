// `setoption name Search value mcts` through the real command loop: every turn game answers a
// node-limited `go` with a legal turn, keeps answering as the game goes on (tree reuse between
// moves) and after `uginewgame`.
#include <gtest/gtest.h>

#include <string>

#include "protocol/registry.h"
#include "tests/protocol/transcript.h"

namespace melee::testing {
namespace {

class MctsProtocolTest : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    t.Run("setoption name UCI_Variant value " + GetParam() + "\nsetoption name Search value mcts");
  }
  // The bestmove token of one search (fails the test on an error line).
  std::string Go(const std::string& script) {
    const std::string out = t.Run(script);
    EXPECT_EQ(out.find("error"), std::string::npos) << out;
    EXPECT_NE(out.find("info depth"), std::string::npos) << out;
    const std::size_t at = out.find("bestmove ");
    if (at == std::string::npos) {
      ADD_FAILURE() << out;
      return "";
    }
    const std::size_t end = out.find_first_of(" \n", at + 9);
    return out.substr(at + 9, end - at - 9);
  }
  Transcript t{RegisteredGames()};
};

TEST_P(MctsProtocolTest, GoNodesAnswersLegalTurnsAsTheGameGoesOn) {
  std::string moves;
  for (int turn = 0; turn < 4; ++turn) {
    const std::string position = "position startpos" + (moves.empty() ? "" : " moves" + moves);
    const std::string token = Go(position + "\ngo nodes 2000");
    ASSERT_NE(token, "(none)");
    EXPECT_EQ(t.Run("query islegal " + token), "response true\n") << token;
    moves += " " + token;
  }
  const std::string token = Go("uginewgame\nposition startpos\ngo nodes 2000");
  EXPECT_EQ(t.Run("query islegal " + token), "response true\n") << token;
}

INSTANTIATE_TEST_SUITE_P(TurnGames, MctsProtocolTest,
                         ::testing::Values("bulltricker", "ball", "cannonball"));

}  // namespace
}  // namespace melee::testing
