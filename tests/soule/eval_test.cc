// Eval<Soule>: A's view, goals and draws, and each term pointing the right way.
#include <gtest/gtest.h>

#include "eval/soule/soule_eval.h"
#include "tests/soule/soule_test_util.h"

namespace melee {
namespace {

using soule_test::Pos;
using E = Eval<Soule>;

TEST(SouleEval, FinishedMatchesAreWinLossOrZero) {
  EXPECT_EQ(E::Evaluate(Pos("5/4 6/4 6 1 A 7")), E::kWin);
  EXPECT_EQ(E::Evaluate(Pos("0/4 1/4 0 1 A 7")), -E::kWin);
  EXPECT_EQ(E::Evaluate(Pos("2/4 5/4 5 8 A 7")), 0);
}

TEST(SouleEval, SymmetricPositionIsZero) {
  EXPECT_EQ(E::Evaluate(Pos("2/4 4/4 3 1 A 0")), 0);
  EXPECT_EQ(E::Evaluate(Pos("??/44 ??/44 3 0 A 7")), 0);
}

TEST(SouleEval, EachTermFavoursTheRightSide) {
  EXPECT_GT(E::Evaluate(Pos("2/4 4/4 4 1 A 0")), 0);  // ball toward B's goal
  EXPECT_LT(E::Evaluate(Pos("2/4 4/4 2 1 A 0")), 0);  // ball toward A's goal
  EXPECT_GT(E::Evaluate(Pos("0/4 6/3 3 1 A 0")), 0);  // more PP
  EXPECT_GT(E::Evaluate(Pos("3/4 6/4 3 1 A 0")), 0);  // support near the ball
  EXPECT_LT(E::Evaluate(Pos("x/0 0/1 3 1 A 0")), 0);  // a player off the field counts nothing
}

TEST(SouleEval, AdvantageShrinksAsTurnsRunOut) {
  EXPECT_GT(E::Evaluate(Pos("2/4 4/4 4 1 A 7")), E::Evaluate(Pos("2/4 4/4 4 7 A 7")));
  EXPECT_GT(E::Evaluate(Pos("2/4 4/4 4 7 A 7")), 0);
}

TEST(SouleEval, ExplainListsTheTermsAndTheTotal) {
  const auto terms = E::Explain(Pos("2/4 4/4 4 1 A 0"));
  ASSERT_EQ(terms.size(), 5u);
  EXPECT_EQ(terms[0].name, "ball");
  EXPECT_EQ(terms.back().p1, E::Evaluate(Pos("2/4 4/4 4 1 A 0")));
}

}  // namespace
}  // namespace melee
