// A whole Soule Royale match driven through the protocol of the real engine: placement, three
// turns with initiative alternating, a push, a hit, and a goal in the middle of turn 3.
// The expected positions were worked out by hand from ../shared/spec/soule.md (comments).
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "protocol/registry.h"
#include "tests/protocol/transcript.h"

namespace melee::testing {
namespace {

class SouleMatchTranscript : public ::testing::Test {
 protected:
  void SetUp() override {
    ASSERT_EQ(t.Run("setoption name UCI_Variant value soule\n"
                    "setoption name Soule Teams value 2\n"
                    "setoption name Soule Turns value 3\n"
                    "position startpos\nquery fen\nquery p1turn\nquery gameover"),
              "response ??/44 ??/44 3 0 A 3\nresponse true\nresponse false\n");
  }
  Transcript t{RegisteredGames()};
};

TEST_F(SouleMatchTranscript, PlacementThenTurnsUntilAGoalMidTurn) {
  // A's placement alone: the stage waits for B, the position is still the boundary.
  EXPECT_EQ(t.Run("position startpos moves 12\nquery p1turn\nquery fen"),
            "response false\nresponse ??/44 ??/44 3 0 A 3\n");
  // A: d = 1, 2 -> cells 2, 1. B: d = 1, 1 -> cells 4, 4. Turn 1 next, A has the initiative.
  EXPECT_EQ(t.Run("position startpos moves 12 11\nquery p1turn\nquery fen"),
            "response true\nresponse 21/44 44/44 3 1 A 3\n");
  // Turn 1, order A1 B1 A2 B2: A1 + from 2 (behind the ball on 3) -> 3, ball -> 4;
  // B1 - from 4 -> 5; A2 + from 1 -> 2; B2 0. Initiative passes to B.
  EXPECT_EQ(t.Run("position startpos moves 12 11 +,+ -,0\nquery fen"),
            "response 32/44 54/44 4 2 B 3\n");
  // Turn 2, order B1 A1 B2 A2: B1 0; A1 + from 3 -> 4, ball -> 5; B2 (on 4) hits A1, now on 4:
  // A1 PP 3; A2 + from 2 -> 3.
  EXPECT_EQ(t.Run("position startpos moves 12/11 +,+/-,0 +,+/0,1\nquery fen\nquery gameover"),
            "response 43/34 54/44 5 3 A 3\nresponse false\n");
  // Turn 3, order A1 B1 A2 B2: A1 + from 4 -> 5, ball -> 6: A scores; nothing else happens,
  // turn number and initiative unchanged.
  EXPECT_EQ(t.Run("position startpos moves 12/11 +,+/-,0 +,+/0,1 +,0 0,0\n"
                  "query fen\nquery gameover\nquery result\nquery reason\nquery moves\ngo"),
            "response 53/34 54/44 6 3 A 3\nresponse true\nresponse p1win\nresponse goal\n"
            "response\ninfo string gameover p1win goal\nbestmove (none)\n");
}

TEST_F(SouleMatchTranscript, DrawAfterTheLastTurnWithoutAGoal) {
  EXPECT_EQ(t.Run("position startpos moves 33/33 0,0/0,0 0,0/0,0 0,0/0,0\n"
                  "query fen\nquery gameover\nquery result\nquery reason"),
            "response 00/44 66/44 3 4 B 3\nresponse true\nresponse draw\nresponse maxturns\n");
}

TEST_F(SouleMatchTranscript, EveryRefusedPartForfeitsForItsSender) {
  EXPECT_EQ(t.Run("position startpos moves 12 14\nquery result\nquery reason"),
            "info string error illegal move 14 at ply 2\nresponse p1win\nresponse illegal\n");
  EXPECT_EQ(t.Run("position startpos moves 12/11 +,+,+\nquery result\nquery fen"),
            "info string error illegal move +,+,+ at ply 3\nresponse p2win\n"
            "response 21/44 44/44 3 1 A 3\n");
}

TEST_F(SouleMatchTranscript, EngineAnswersEachPartWithALegalTactic) {
  t.Run("position startpos");
  const std::string a = t.Run("go");
  const std::size_t at = a.find("bestmove ");
  ASSERT_NE(at, std::string::npos) << a;
  const std::string token = a.substr(at + 9, a.find('\n', at) - at - 9);
  EXPECT_EQ(t.Run("query islegal " + token), "response true\n");
  EXPECT_NE(a.find("info string strategy "), std::string::npos) << a;
}

}  // namespace
}  // namespace melee::testing

namespace melee::testing {
namespace {

TEST(SouleSearchThroughTheProtocol, GoMateProvesAForcedGoalAndPlaysIt) {
  Transcript t(RegisteredGames());
  t.Run("setoption name UCI_Variant value soule");
  // positions/soule/puzzles.txt: B forces a goal this turn with 0,+ whatever A plays. The
  // pv is the stage's joint token: A's part (the defence of everybody waiting), then B's.
  EXPECT_EQ(t.Run("position fen x2/04 x2/02 1 2 A 5 moves ?\ngo mate 3"),
            "info string mate 1 proof 4\n"
            "info depth 1 seldepth 1 multipv 1 score mate 1 nodes 1 nps * time * pv 0,0/0,+\n"
            "bestmove 0,+\n");
}

TEST(SouleSearchThroughTheProtocol, GoMateSaysNoneAndStillAnswers) {
  Transcript t(RegisteredGames());
  t.Run("setoption name UCI_Variant value soule");
  const std::string out = t.Run("position fen 33/21 x5/01 5 1 A 4\ngo mate 1");
  EXPECT_NE(out.find("info string mate none\n"), std::string::npos) << out;
  EXPECT_NE(out.find("bestmove "), std::string::npos) << out;
}

// The sample stream advances with every search (SouleSampleStream below): setting the Seed
// again replays it.
TEST(SouleSearchThroughTheProtocol, SameSeedSameAnswerAndDoubleOracleIsSelectable) {
  Transcript t(RegisteredGames());
  t.Run(
      "setoption name UCI_Variant value soule\nsetoption name Seed value 7\n"
      "position startpos moves 11122332211/11122332211");
  const std::string first = t.Run("go nodes 20000");
  EXPECT_EQ(first, t.Run("setoption name Seed value 7\ngo nodes 20000"));
  EXPECT_NE(first.find("info string strategy "), std::string::npos) << first;
  const std::string oracle = t.Run("setoption name Search value alphabeta\ngo nodes 20000");
  EXPECT_NE(oracle.find("bestmove "), std::string::npos) << oracle;
  EXPECT_NE(oracle, first);
}

}  // namespace
}  // namespace melee::testing

namespace melee::testing {
namespace {

// The sample stream advances over a session: the same position asked again draws a new
// sample (a mixed strategy stays mixed across the games of a match), and setting `Seed` again
// replays the same answers (reproducible from Seed and the commands).
TEST(SouleSampleStream, AdvancesOverASessionAndRestartsWithTheSeed) {
  Transcript t(RegisteredGames());
  t.Run(
      "setoption name UCI_Variant value soule\nsetoption name Soule Teams value 3\n"
      "position startpos moves 123/321");
  const auto answers = [&t] {
    std::vector<std::string> moves;
    for (int k = 0; k < 12; ++k) {
      const std::string out = t.Run("go nodes 20000");
      moves.push_back(out.substr(out.rfind("bestmove ")));
    }
    return moves;
  };
  t.Run("setoption name Seed value 7");
  const std::vector<std::string> first = answers();
  t.Run("setoption name Seed value 7");
  EXPECT_EQ(answers(), first);
  std::vector<std::string> distinct = first;
  std::sort(distinct.begin(), distinct.end());
  distinct.erase(std::unique(distinct.begin(), distinct.end()), distinct.end());
  EXPECT_GT(distinct.size(), 1u) << "every answer of the session was the same sample";
}

}  // namespace
}  // namespace melee::testing
