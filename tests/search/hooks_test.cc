// The optional game hooks: G::IsForcing (ordering, quiescence) and G::PlayNullTurn (null move).
#include <gtest/gtest.h>

#include <string>

#include "search/alpha_beta.h"
#include "tests/search/search_test_util.h"
#include "tests/search/toy_stepped_games.h"

namespace melee::search_test {

// TreeGame where step 'a' is forcing and a turn start may be passed.
struct HookedTree : TreeGame {
  static bool IsForcing(const Position&, Step s) { return s == 0; }
  static void PlayNullTurn(Position& p) {
    p.path = Mix(p.path ^ 0x99);
    p.side = Opponent(p.side);
  }
};
static_assert(search::HasForcingSteps<HookedTree> && search::HasNullTurn<HookedTree>);
static_assert(!search::HasForcingSteps<TreeGame> && !search::HasNullTurn<TreeGame>);
static_assert(search::SwitchesFor<HookedTree, Eval<TreeGame>>().null_move &&
              search::SwitchesFor<HookedTree, Eval<TreeGame>>().quiescence);

}  // namespace melee::search_test

namespace melee {
template <>
struct Eval<search_test::HookedTree> : Eval<search_test::TreeGame> {};
}  // namespace melee

namespace melee::search_test {
namespace {

using QuiescenceOnly = ExactEval<HookedTree, SearchSwitches{.late_move_reductions = false,
                                                            .futility = false,
                                                            .futility_margin = 0,
                                                            .null_move = false,
                                                            .quiescence = true}>;

// Minimax whose leaves are quiescence values: the best of standing pat and every forcing step.
int QuietMinimax(const HookedTree::Position& pos, int depth, int turns, bool turn_start) {
  const GameStatus status = HookedTree::Status(pos);
  if (status.over()) {
    return search::OutcomeScore(status.outcome, pos.side_to_move(), turn_start ? turns : turns + 1);
  }
  int best = depth <= 0 ? search::ClampEval(Eval<HookedTree>::Evaluate(pos)) : -search::kInfinite;
  HookedTree::StepList steps;
  HookedTree::GenerateSteps(pos, steps);
  for (const auto step : steps) {
    if (depth <= 0 && !HookedTree::IsForcing(pos, step)) continue;
    HookedTree::Position child = pos;
    HookedTree::PlayStep(child, step);
    const bool same = child.side_to_move() == pos.side_to_move();
    const int v = QuietMinimax(child, depth - 1, turns + (same ? 0 : 1), !same);
    best = std::max(best, same ? v : -v);
  }
  return best;
}

TEST(HooksTest, QuiescenceEqualsMinimaxWithForcingLeaves) {
  for (std::string_view steps : {"", "b", "cab"}) {
    std::string error;
    const HookedTree::Position root = *HookedTree::ParsePosition(steps, {}, error);
    for (int depth = 1; depth <= 5; ++depth) {
      const int expected = QuietMinimax(root, depth, 0, true);
      const search::SearchOutcome out = SearchDepth<HookedTree, QuiescenceOnly>(root, depth);
      EXPECT_EQ(ScoreText(out.last), ScoreText(expected)) << steps << " depth " << depth;
    }
  }
}

// The default traits turn null move and quiescence on for HookedTree: the tree searched
// changes, the answer stays legal.
TEST(HooksTest, NullMoveAndQuiescenceChangeTheTreeNotTheLegality) {
  const HookedTree::Position root = HookedTree::StartPosition({});
  const search::SearchOutcome hooked = SearchDepth<HookedTree>(root, 9);
  const search::SearchOutcome plain = SearchDepth<HookedTree, ExactEval<HookedTree>>(root, 9);
  EXPECT_NE(hooked.last.nodes, plain.last.nodes);
  EXPECT_TRUE(HookedTree::ParseMove(root, hooked.best_move).has_value());
}

}  // namespace
}  // namespace melee::search_test
