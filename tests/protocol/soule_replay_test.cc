// A Soule game's sampled answers depend on that game alone (docs/protocol.md, "Soule"): after
// `uginewgame` the same positions under the same options and limits give the same bestmoves,
// whatever the process searched before. The sample stream advances within a game, so the
// answers at one position differ from one `go` to the next, which makes a stream that is not
// reset visible.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "protocol/registry.h"
#include "tests/protocol/transcript.h"

namespace melee::testing {
namespace {

class SouleReplayTest : public ::testing::Test {
 protected:
  void SetUp() override { t.Run("setoption name UCI_Variant value soule"); }

  // The bestmoves of `count` searches of `position` after `uginewgame`.
  std::vector<std::string> Answers(const std::string& position, int count) {
    std::vector<std::string> answers;
    t.Run("uginewgame\n" + position);
    for (int i = 0; i < count; ++i) {
      const std::string out = t.Run("go nodes 3000");
      const std::size_t at = out.rfind("bestmove ");
      answers.push_back(at == std::string::npos ? out : out.substr(at));
    }
    return answers;
  }

  Transcript t{RegisteredGames()};
};

// Each searcher at a position where its strategy is mixed at 3000 nodes: SM-MCTS at the
// placement, the double oracle at positions/soule/openings.txt line 18 (about 52:48).
TEST_F(SouleReplayTest, UginewgameRestartsTheSampleStreamUnderEitherSearcher) {
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"mcts", "position startpos"},
      {"alphabeta", "position fen 22221022222/44444444444 46644456446/44444444444 3 1 A 7"}};
  for (const auto& [searcher, position] : cases) {
    SCOPED_TRACE(searcher);
    t.Run("setoption name Search value " + searcher);
    const std::vector<std::string> first = Answers(position, 8);
    // The stream advances: one position's answers are drawn, not repeated.
    EXPECT_NE(std::count(first.begin(), first.end(), first[0]), 8) << first[0];
    EXPECT_EQ(Answers(position, 8), first);
    t.Run("position startpos moves 12213323233/33333333333\ngo nodes 3000");
    EXPECT_EQ(Answers(position, 8), first);
  }
}

TEST_F(SouleReplayTest, SeedChangesTheGameAndReplaysIt) {
  t.Run("setoption name Seed value 7");
  const std::vector<std::string> seven = Answers("position startpos", 8);
  t.Run("setoption name Seed value 8");
  EXPECT_NE(Answers("position startpos", 8), seven);
  t.Run("setoption name Seed value 7");
  EXPECT_EQ(Answers("position startpos", 8), seven);
}

}  // namespace
}  // namespace melee::testing
