// `searchmoves` naming no legal token: one `info string error` line and a search of every
// move, with every searcher of every game (docs/protocol.md). The command loop checks the
// tokens before any searcher starts; alpha-beta, MCTS and the Soule searchers used to search
// all moves without a word.
#include <gtest/gtest.h>

#include <string>

#include "protocol/registry.h"
#include "tests/protocol/transcript.h"

namespace melee::testing {
namespace {

std::size_t Count(const std::string& text, const std::string& word) {
  std::size_t n = 0;
  for (std::size_t at = text.find(word); at != std::string::npos; at = text.find(word, at + 1)) ++n;
  return n;
}

TEST(SearchmovesTest, NoLegalTokenGivesOneErrorWithEverySearcherOfEveryGame) {
  Transcript t(RegisteredGames());
  for (const GameEntry& g : RegisteredGames()) {
    for (const std::string searcher : {"", "alphabeta", "mcts", "greedy", "random"}) {
      SCOPED_TRACE(std::string(g.name) + " " + (searcher.empty() ? "default" : searcher));
      t.Run("setoption name UCI_Variant value " + std::string(g.name));
      if (!searcher.empty() && !t.Run("setoption name Search value " + searcher).empty())
        continue;  // not a searcher of this game
      const std::string out = t.Run("position startpos\ngo depth 2 searchmoves zz yy");
      EXPECT_EQ(Count(out, "info string error "), 1u) << out;
      EXPECT_EQ(Count(out, "info string error no legal move among searchmoves"), 1u) << out;
      EXPECT_EQ(Count(out, "bestmove "), 1u) << out;
      EXPECT_EQ(Count(out, "bestmove (none)"), 0u) << out;
    }
  }
}

}  // namespace
}  // namespace melee::testing
