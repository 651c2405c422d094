// Every registered game through the real command loop: the start position's moves agree with
// perft 1, the engine's answer is legal, and the debug commands print what they promise.
#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

#include "protocol/registry.h"
#include "tests/protocol/transcript.h"

namespace melee::testing {
namespace {

class GamesProtocolTest : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override { t.Run("setoption name UCI_Variant value " + GetParam()); }
  Transcript t{RegisteredGames()};
};

std::vector<std::string> Words(const std::string& text) {
  std::istringstream in(text);
  std::vector<std::string> words;
  for (std::string w; in >> w;) words.push_back(w);
  return words;
}

TEST_P(GamesProtocolTest, VariantQueryAndStartPositionRoundTrip) {
  EXPECT_EQ(t.Run("query variant"), "response " + GetParam() + "\n");
  const std::string fen = t.Run("position startpos\nquery fen");
  const std::string again = t.Run("position fen " + fen.substr(9, fen.size() - 10) + "\nquery fen");
  EXPECT_EQ(fen, again);
}

TEST_P(GamesProtocolTest, EngineMoveIsLegalAndAdvancesTheGame) {
  if (GetParam() == "soule") GTEST_SKIP() << "two plies a stage: see soule_match_transcript_test";
  const std::string out = t.Run("position startpos\ngo depth 1");
  const std::size_t at = out.find("bestmove ");
  ASSERT_NE(at, std::string::npos) << out;
  const std::string token = out.substr(at + 9, out.find('\n', at) - at - 9);
  EXPECT_EQ(t.Run("query islegal " + token), "response true\n");
  EXPECT_EQ(t.Run("position startpos moves " + token + "\nquery p1turn"), "response false\n");
}

TEST_P(GamesProtocolTest, QueryMovesAgreesWithPerftOne) {
  if (GetParam() == "soule") GTEST_SKIP() << "Soule lists per-player order sets";
  const std::vector<std::string> moves = Words(t.Run("position startpos\nquery moves"));
  ASSERT_GT(moves.size(), 1u);
  const std::string perft = t.Run("go perft 1");
  EXPECT_NE(perft.find("Nodes searched: " + std::to_string(moves.size() - 1) + "\n"),
            std::string::npos)
      << perft;
}

TEST_P(GamesProtocolTest, DiagramAndEvalPrintTheirParts) {
  const std::string d = t.Run("position startpos\nd");
  EXPECT_NE(d.find("Fen: "), std::string::npos) << d;
  EXPECT_NE(d.find("Key: "), std::string::npos) << d;
  EXPECT_NE(d.find("Status: ongoing"), std::string::npos) << d;
  EXPECT_NE(t.Run("eval").find("Total ("), std::string::npos);
}

TEST_P(GamesProtocolTest, GarbagePositionAndMovesAreRefusedWithOneError) {
  const std::string before = t.Run("position startpos\nquery fen");
  EXPECT_EQ(t.Run("position fen not a position"),
            t.Run("position fen not a position"));  // same single error both times
  const std::string err = t.Run("position fen not a position");
  EXPECT_EQ(err.rfind("info string error invalid position: ", 0), 0u) << err;
  EXPECT_EQ(std::count(err.begin(), err.end(), '\n'), 1);
  EXPECT_EQ(t.Run("query fen"), before);
  EXPECT_EQ(t.Run("query islegal zz99"), "response false\n");
}

TEST_P(GamesProtocolTest, RandomAndGreedyPlayAWholeGameToALegalEnd) {
  if (GetParam() == "soule") GTEST_SKIP() << "two plies a stage: see soule_match_transcript_test";
  std::string moves;
  t.Run("setoption name Search value random");
  for (int ply = 0; ply < 120; ++ply) {
    const std::string out = t.Run("position startpos moves" + moves + "\ngo");
    ASSERT_EQ(out.find("error"), std::string::npos) << out;
    const std::size_t at = out.find("bestmove ");
    ASSERT_NE(at, std::string::npos) << out;
    const std::string token = out.substr(at + 9, out.find('\n', at) - at - 9);
    if (token == "(none)") {
      EXPECT_EQ(t.Run("query gameover"), "response true\n");
      EXPECT_NE(t.Run("query reason"), "response illegal\n");
      return;
    }
    moves += " " + token;
    t.Run(ply % 2 ? "setoption name Search value random" : "setoption name Search value greedy");
  }
  EXPECT_EQ(t.Run("query gameover"), "response false\n");  // long games are fine too
}

INSTANTIATE_TEST_SUITE_P(AllGames, GamesProtocolTest,
                         ::testing::Values("bulltricker", "ball", "cannonball", "soule"));

}  // namespace
}  // namespace melee::testing
