#include <gtest/gtest.h>

#include "eval/ball/ball_eval.h"
#include "tests/ball/test_util.h"

namespace ball_test {
namespace {

using melee::Eval;

TEST(BallEval, StartIsBalancedButForThePossession) {
  const auto start = Ball::StartPosition(Rules());
  // North holds the ball on g13: 4 ranks gained from its goal line (rank 17).
  EXPECT_EQ(Eval<Ball>::Evaluate(start),
            -(melee::ball_eval::kPossession + 4 * melee::ball_eval::kProgressPerRank));
  EXPECT_EQ(Eval<Ball>::Explain(start).size(), 3u);
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

}  // namespace
}  // namespace ball_test
