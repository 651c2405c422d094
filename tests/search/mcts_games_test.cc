// The MCTS searcher on every real game built: legal answers and pvs from random positions,
// determinism, the wins in one turn of positions/<game>/tactics.txt, and tree reuse.
#include <gtest/gtest.h>

#include <atomic>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "engine/core/random_playout.h"
#include "games/games.h"
#include "search/mcts.h"
#include "tests/search/game_search_checks.h"

namespace melee::search_test {
namespace {

// Every stepped game of the build (games/games.h), with the evaluator its binding names.
template <class Binding>
class MctsGameTest : public testing::Test {};
using SteppedBindings = RewrapTypes<testing::Types, games::SteppedGames>::type;
TYPED_TEST_SUITE(MctsGameTest, SteppedBindings);

template <class G, class E>
search::SearchOutcome SearchNodes(search::Mcts<G, E>& mcts, const typename G::Position& root,
                                  int64_t nodes) {
  search::SearchLimits limits;
  limits.nodes = nodes;
  const std::atomic<bool> stop{false};
  return mcts.Search({root, {}}, search::SearchRequest{limits, {}, {}, stop});
}

TYPED_TEST(MctsGameTest, LegalAnswersAndPvsFromRandomPositions) {
  using G = typename TypeParam::Game;
  using E = typename TypeParam::Evaluator;
  {
    search::Mcts<G, E> mcts(16);
    auto list = std::make_unique<typename G::TurnList>();
    for (int seed = 0; seed < 2; ++seed) {
      typename G::Position pos = StartOf<G>();
      Rng rng(static_cast<uint64_t>(seed) + 300);
      for (int turn = 0; turn < 40 && !G::Status(pos).over(); ++turn) {
        if (turn % 8 == 0) {
          const search::SearchOutcome out = SearchNodes(mcts, pos, 300);
          EXPECT_TRUE(G::ParseMove(pos, out.best_move).has_value())
              << G::FormatPosition(pos) << " -> " << out.best_move;
          EXPECT_TRUE(IsLegalLine<G>(pos, out.last.pv)) << G::FormatPosition(pos);
        }
        PlayRandomTurn<G>(pos, rng, *list);
      }
    }
  }
}

TYPED_TEST(MctsGameTest, SameNodeLimitGivesTheSameSearch) {
  using G = typename TypeParam::Game;
  using E = typename TypeParam::Evaluator;
  {
    search::Mcts<G, E> a(16), b(16);
    const search::SearchOutcome x = SearchNodes(a, StartOf<G>(), 500);
    const search::SearchOutcome y = SearchNodes(b, StartOf<G>(), 500);
    EXPECT_EQ(x.best_move, y.best_move);
    EXPECT_EQ(x.last.pv, y.last.pv);
    EXPECT_EQ(x.last.score, y.last.score);
    EXPECT_EQ(x.last.seldepth, y.last.seldepth);
  }
}

// Every win in one turn of tactics.txt is proven (`mate 1`) within the budget and answered by
// a turn that ends the game won.
TYPED_TEST(MctsGameTest, FindsTheWinsInOneTurn) {
  using G = typename TypeParam::Game;
  using E = typename TypeParam::Evaluator;
  {
    std::istringstream lines(ReadPositionsFile(std::string(G::kName), "tactics.txt"));
    search::Mcts<G, E> mcts(64);
    int count = 0;
    for (std::string line; std::getline(lines, line);) {
      if (line.empty() || line[0] == '#' || line.substr(line.rfind(" ; ") + 3) != "1") continue;
      std::string why;
      const auto pos =
          G::ParsePosition(line.substr(0, line.find(" ; ")), GameRules::Defaults(G::kOptions), why);
      ASSERT_TRUE(pos.has_value()) << line << ": " << why;
      mcts.Clear();
      const search::SearchOutcome out = SearchNodes(mcts, *pos, 20'000);
      EXPECT_TRUE(out.last.is_mate && out.last.score == 1)
          << line << " -> " << out.best_move << " " << ScoreText(out.last);
      const auto turn = G::ParseMove(*pos, out.best_move);
      ASSERT_TRUE(turn.has_value()) << line << " -> " << out.best_move;
      typename G::Position after = *pos;
      G::Play(after, *turn);
      EXPECT_EQ(G::Status(after).outcome, WinFor(pos->side_to_move())) << line;
      ++count;
    }
    EXPECT_GE(count, 10);
  }
}

// After our turn, the next search starts from the visits of the subtree of the position
// reached (BALL's and Cannon Ball's trees rarely hold a whole reply after a few thousand
// iterations, so the test stops at our own turn).
TYPED_TEST(MctsGameTest, TreeReuseKeepsTheVisitsOfTheReachedPosition) {
  using G = typename TypeParam::Game;
  using E = typename TypeParam::Evaluator;
  search::Mcts<G, E> mcts(64);
  const typename G::Position root = StartOf<G>();
  const search::SearchOutcome first = SearchNodes(mcts, root, 5000);
  typename G::Position next = root;
  G::Play(next, *G::ParseMove(next, first.best_move));
  const search::SearchOutcome second = SearchNodes(mcts, next, 100);
  EXPECT_GT(mcts.reused_visits(), 0u) << first.best_move;
  EXPECT_TRUE(G::ParseMove(next, second.best_move).has_value());
}

}  // namespace
}  // namespace melee::search_test
