// The static evaluation: symmetric at the start, from the side to move's point of view, and
// tries dominate every field term.
#include <gtest/gtest.h>

#include "eval/cannonball/cannonball_eval.h"
#include "tests/cannonball/test_util.h"

namespace melee::cannonball_test {
namespace {

TEST(EvalTest, StartIsBalancedAndExplainedTermByTerm) {
  const Pos start = CannonBall::StartPosition(DefaultRules());
  EXPECT_EQ(Eval<CannonBall>::Evaluate(start), 0);
  const auto terms = Eval<CannonBall>::Explain(start);
  ASSERT_EQ(terms.size(), static_cast<std::size_t>(cannonball_eval::kFeatureCount));
  for (const EvalTerm& term : terms) EXPECT_EQ(term.p1, term.p2) << term.name;
}

TEST(EvalTest, SideToMoveViewAndTriesDominate) {
  const Pos south = Make({"Pg10", "Pg12", "*g11", "pa1"}, 's', "0-1 0 9");
  const Pos north = Make({"Pg10", "Pg12", "*g11", "pa1"}, 'n', "0-1 0 9");
  EXPECT_EQ(Eval<CannonBall>::Evaluate(south), -Eval<CannonBall>::Evaluate(north));
  EXPECT_LT(Eval<CannonBall>::Evaluate(south), 0);  // North's try outweighs South's pressure
  EXPECT_GT(Eval<CannonBall>::Evaluate(Make({"Pg10", "Pg12", "*g11", "pa1"})), 0);
}

}  // namespace
}  // namespace melee::cannonball_test
