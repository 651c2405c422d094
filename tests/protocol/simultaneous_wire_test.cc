// The simultaneous stage on the sequential wire (protocol.md, "Soule"), over the toy Pennies
// game: two plies per stage, the joint token, `?`, blindness, illegal parts.
#include <gtest/gtest.h>

#include "tests/protocol/toy_registry.h"
#include "tests/protocol/transcript.h"

namespace melee::testing {
namespace {

class SimultaneousWireTest : public ::testing::Test {
 protected:
  void SetUp() override { t.Run("setoption name UCI_Variant value pennies"); }
  Transcript t{ToyGames()};
};

TEST_F(SimultaneousWireTest, EachStageIsTwoPliesAndP1TurnTellsWhichPartIsMissing) {
  EXPECT_EQ(t.Run("position startpos\nquery p1turn\n"
                  "position startpos moves H\nquery p1turn\nquery fen\n"
                  "position startpos moves H T\nquery p1turn\nquery fen"),
            "response true\nresponse false\nresponse 0-0\nresponse true\nresponse 0-1\n");
}

TEST_F(SimultaneousWireTest, JointTokenIsAcceptedAnywhereInAMoveList) {
  EXPECT_EQ(t.Run("position startpos moves H/H T T\nquery fen\nquery gameover\nquery result\n"
                  "query reason"),
            "response 2-0\nresponse true\nresponse p1win\nresponse goal\n");
  EXPECT_EQ(t.Run("position startpos moves H H/T\nquery fen"),
            "info string error illegal move H/T at ply 2\nresponse 0-0\n");
}

TEST_F(SimultaneousWireTest, PlaceholderOnlyAsTheLastTokenForAPart) {
  EXPECT_EQ(t.Run("position startpos moves ?\nquery p1turn\nquery moves\nd"),
            "response false\nresponse 1:H,T\nVariant: pennies\nA 0 B 0\nFen: 0-0\n"
            "Key: 0000000000000001\nPart to play: B (A's part pending, hidden)\nStatus: ongoing\n");
  EXPECT_EQ(t.Run("position startpos moves ? H\nquery result"),
            "info string error illegal move ?: '?' must be the last token at ply 1\n"
            "response p2win\n");
  EXPECT_EQ(t.Run("position startpos moves H ?\nquery result"),
            "info string error illegal move ? at ply 2\nresponse p1win\n");
}

TEST_F(SimultaneousWireTest, IllegalPartForfeitsForTheSideThatSentIt) {
  EXPECT_EQ(t.Run("position startpos moves X\nquery result\nquery reason"),
            "info string error illegal move X at ply 1\nresponse p2win\nresponse illegal\n");
  EXPECT_EQ(t.Run("position startpos moves H X\nquery result"),
            "info string error illegal move X at ply 2\nresponse p1win\n");
  EXPECT_EQ(t.Run("position startpos moves H/X\nquery result"),
            "info string error illegal move H/X at ply 1\nresponse p1win\n");
}

TEST_F(SimultaneousWireTest, IslegalChecksThePartToPlay) {
  EXPECT_EQ(t.Run("position startpos moves T\nquery islegal H\nquery islegal H/T"),
            "response true\nresponse false\n");
}

TEST_F(SimultaneousWireTest, BlindBIgnoresThePendingPartSoItsAnswerIsTheSame) {
  // Greedy with Blind on computes B's part as at the start of the stage: the answer cannot
  // depend on what A sent.
  t.Run("setoption name Seed value 5");
  const std::string after_h = t.Run("position startpos moves H\ngo");
  const std::string after_t = t.Run("position startpos moves T\ngo");
  const std::string hidden = t.Run("position startpos moves ?\ngo");
  EXPECT_EQ(after_h, after_t);
  EXPECT_EQ(after_h, hidden);
}

TEST_F(SimultaneousWireTest, NotBlindBReadsThePendingPartAndMismatchesIt) {
  t.Run("setoption name Pennies Blind value false");
  EXPECT_NE(t.Run("position startpos moves H\ngo").find("bestmove T\n"), std::string::npos);
  EXPECT_NE(t.Run("position startpos moves T\ngo").find("bestmove H\n"), std::string::npos);
}

// The pv is the joint token of the stage (A's part first): here B answers A's known part.
TEST_F(SimultaneousWireTest, GoReportsJointPvStrategyAndScoreAsHundredTimesValue) {
  t.Run("setoption name Pennies Blind value false");
  EXPECT_EQ(t.Run("position fen 1-1 moves H\ngo"),
            "info depth 1 seldepth 1 multipv 1 score cp 100 nodes 64 nps * time * pv H/T\n"
            "info string strategy 1.000:T\nbestmove T\n");
}

TEST_F(SimultaneousWireTest, PerftCountsDistinctPositionsAfterBothPartsWithCanonicalJointTokens) {
  // From 0-0 the four joint tokens reach two positions: 1-0 (H/H, T/T) and 0-1 (H/T, T/H).
  EXPECT_EQ(t.Run("position startpos\ngo perft 1"), "H/H: 1\nH/T: 1\n\nNodes searched: 2\n");
  EXPECT_EQ(t.Run("go perft 2"), "H/H: 2\nH/T: 2\n\nNodes searched: 4\n");
  // Depth 3: 2-0 and 0-2 are finished (no children), so only 1-1 branches.
  EXPECT_EQ(t.Run("go perft 3"), "H/H: 2\nH/T: 2\n\nNodes searched: 4\n");
}

TEST_F(SimultaneousWireTest, FinishedMatchHasNoMovesAndGoSaysGameover) {
  EXPECT_EQ(t.Run("position fen 2-0\nquery moves\ngo\nquery islegal H"),
            "response\ninfo string gameover p1win goal\nbestmove (none)\nresponse false\n");
}

}  // namespace
}  // namespace melee::testing
