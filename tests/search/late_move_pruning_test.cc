// Late-move pruning (SearchSwitches::late_move_pruning): it drops quiet steps only, only past
// its limit, and only when switched on.
#include <gtest/gtest.h>

#include "search/alpha_beta.h"
#include "tests/search/search_test_util.h"
#include "tests/search/toy_stepped_games.h"

namespace melee::search_test {

// TreeGame where step 'a' is forcing (the only kind late-move pruning may not drop).
struct OneForcingTree : TreeGame {
  static bool IsForcing(const Position&, Step s) { return s == 0; }
};
// TreeGame where every step is forcing: late-move pruning must not drop any.
struct AllForcingTree : TreeGame {
  static bool IsForcing(const Position&, Step) { return true; }
};

}  // namespace melee::search_test

namespace melee {
template <>
struct Eval<search_test::OneForcingTree> : Eval<search_test::TreeGame> {};
template <>
struct Eval<search_test::AllForcingTree> : Eval<search_test::TreeGame> {};
}  // namespace melee

namespace melee::search_test {
namespace {

// The exact switches with late-move pruning at `per_unit` quiet steps per depth unit squared.
constexpr SearchSwitches Pruning(int per_unit) {
  SearchSwitches switches = kExactSwitches;
  switches.late_move_pruning = per_unit;
  return switches;
}

template <class G, int kPerUnit>
uint64_t NodesAtDepth(int depth) {
  return SearchDepth<G, ExactEval<G, Pruning(kPerUnit)>>(G::StartPosition({}), depth).last.nodes;
}

// At one depth a pruned tree may cost more (its iterations leave other table entries), so
// the test sums the searches of several depths.
TEST(LateMovePruningTest, DropsLateQuietSteps) {
  uint64_t pruned = 0;
  uint64_t exact = 0;
  for (int depth = 4; depth <= 9; ++depth) {
    pruned += NodesAtDepth<OneForcingTree, 1>(depth);
    exact += NodesAtDepth<OneForcingTree, 0>(depth);
  }
  EXPECT_LT(pruned * 10, exact * 9);
  const search::SearchOutcome out =
      SearchDepth<OneForcingTree, ExactEval<OneForcingTree, Pruning(1)>>(
          OneForcingTree::StartPosition({}), 8);
  EXPECT_TRUE(
      OneForcingTree::ParseMove(OneForcingTree::StartPosition({}), out.best_move).has_value());
}

// Three steps per node: a limit of 3 or more at every depth (3 * depth^2) prunes nothing, so
// the tree is the exact one, node for node.
TEST(LateMovePruningTest, KeepsTheStepsWithinItsLimit) {
  for (int depth = 1; depth <= 8; ++depth) {
    EXPECT_EQ((NodesAtDepth<OneForcingTree, 3>(depth)), (NodesAtDepth<OneForcingTree, 0>(depth)))
        << "depth " << depth;
  }
}

TEST(LateMovePruningTest, NeverDropsAForcingStep) {
  for (int depth = 1; depth <= 8; ++depth) {
    EXPECT_EQ((NodesAtDepth<AllForcingTree, 1>(depth)), (NodesAtDepth<AllForcingTree, 0>(depth)))
        << "depth " << depth;
  }
}

}  // namespace
}  // namespace melee::search_test
