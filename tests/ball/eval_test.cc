#include <gtest/gtest.h>

#include "eval/ball/ball_eval.h"
#include "tests/ball/test_util.h"

namespace ball_test {
namespace {

using melee::Eval;

TEST(BallEval, StartIsBalancedButForThePossession) {
  const auto start = Ball::StartPosition(Rules());
  // North holds the ball on g13: 4 ranks gained from its goal line (rank 17).
  namespace be = melee::ball_eval;
  const auto terms = Eval<Ball>::Explain(start);
  ASSERT_EQ(terms.size(), static_cast<std::size_t>(be::kFeatureCount));
  EXPECT_EQ(terms[be::kActive].p1, terms[be::kActive].p2);
  EXPECT_EQ(terms[be::kPossession].p1, 0);
  EXPECT_EQ(terms[be::kPossession].p2, be::kWeights[be::kPossession]);
  EXPECT_EQ(terms[be::kBallProgress].p2, 4 * be::kWeights[be::kBallProgress]);
  EXPECT_LT(Eval<Ball>::Evaluate(start), 0);
}

TEST(BallEval, IsFromTheSideToMovesView) {
  const auto s = Pos({{"g9", "X*"}, {"a1", "x"}}, 's');
  const auto n = Pos({{"g9", "X*"}, {"a1", "x"}}, 'n');
  EXPECT_GT(Eval<Ball>::Evaluate(s), 0);
  EXPECT_EQ(Eval<Ball>::Evaluate(s), -Eval<Ball>::Evaluate(n));
}

TEST(BallEval, KnockedAndStackedPiecesCountLessThanActiveOnes) {
  const int active = Eval<Ball>::Evaluate(Pos({{"g9", "X"}, {"a17", "@"}}));
  const int stacked = Eval<Ball>::Evaluate(Pos({{"g9", "(XS)"}, {"a17", "@"}})) / 2;
  const int knocked = Eval<Ball>::Evaluate(Pos({{"g9", "X_"}, {"a17", "@"}}));
  EXPECT_GT(active, stacked);
  EXPECT_GT(stacked, knocked);
}

TEST(BallEval, CarryingTheBallFurtherIsBetter) {
  EXPECT_GT(Eval<Ball>::Evaluate(Pos({{"g13", "X*"}})), Eval<Ball>::Evaluate(Pos({{"g5", "X*"}})));
}

TEST(BallEval, AStackTopCarrierCountsAsAStackedCarrierForItsSideOnly) {
  namespace be = melee::ball_eval;
  const auto walled = be::ComputeFeatures(Pos({{"g9", "(X*o)"}}));
  EXPECT_EQ(walled[0][be::kStackedCarrier], 1);
  EXPECT_EQ(walled[1][be::kStackedCarrier], 0);
  EXPECT_EQ(walled[0][be::kPossession], 1);
  const auto free_runner = be::ComputeFeatures(Pos({{"g9", "X*"}, {"g11", "o"}}));
  EXPECT_EQ(free_runner[0][be::kStackedCarrier], 0);
}

TEST(BallEval, AWalledInBallIsWorthLessThanPossessionButStillPositive) {
  // The fortress the stacked-carrier term breaks: our carrier on top of a stack whose release
  // we keep impossible holds the ball until the turn limit's draw.
  namespace be = melee::ball_eval;
  const auto terms = Eval<Ball>::Explain(Pos({{"g9", "(X*o)"}}));
  const int walled = terms[be::kPossession].p1 + terms[be::kStackedCarrier].p1;
  EXPECT_LT(walled, terms[be::kPossession].p1);
  EXPECT_GT(walled, 0);
}

TEST(BallEval, EnemyPiecesWithinATacklesReachThreatenTheCarrier) {
  // North's pieces within 4 of South's carrier may win the ball back next turn: at most
  // kMaxCarrierThreat of them count, those farther away not at all, South's own never.
  namespace be = melee::ball_eval;
  const auto near =
      be::ComputeFeatures(Pos({{"g9", "X*"}, {"g11", "o"}, {"e9", "x"}, {"h8", "s"}}));
  EXPECT_EQ(near[1][be::kCarrierThreat], be::kMaxCarrierThreat);
  EXPECT_EQ(near[0][be::kCarrierThreat], 0);
  const auto one =
      be::ComputeFeatures(Pos({{"g9", "X*"}, {"g13", "o"}, {"g15", "x"}, {"f8", "S"}}));
  EXPECT_EQ(one[1][be::kCarrierThreat], 1);
  EXPECT_EQ(one[0][be::kCarrierThreat], 0);
  // Valued: the same carrier with the same pieces out of reach is worth more to its side.
  const auto far = Pos({{"g9", "X*"}, {"a15", "o"}});
  const auto exposed = Pos({{"g9", "X*"}, {"g13", "o"}});
  EXPECT_GE(Eval<Ball>::Evaluate(far) - Eval<Ball>::Evaluate(exposed),
            be::kWeights[be::kCarrierThreat]);
}

}  // namespace
}  // namespace ball_test
