// The alpha-beta searcher on Ball.
#include <gtest/gtest.h>

#include "eval/ball/ball_eval.h"
#include "tests/search/game_search_checks.h"

namespace melee::search_test {
namespace {

// `melee bench` for Ball: positions/ball/bench.txt at the depth it names. Update the
// signature (and say why in the commit) whenever generation, evaluation or search changes.
constexpr uint64_t kBenchSignature = 576523;

TEST(BallSearchTest, LegalAnswersFromRandomPositions) {
  ExpectLegalAnswersFromRandomPositions<Ball>(3, 60, 7, 20000, 3);
}

// Ball::TurnOfSteps (the canonical token from a turn's own steps) against GenerateTurns.
TEST(BallSearchTest, TokensOfStepsAreCanonical) {
  ExpectStepTokensAreCanonical<Ball>(2, 30, 97, [](const Ball::Position&, const Ball::Move& m) {
    return std::vector<Ball::Step>(m.steps.begin(), m.steps.begin() + m.count);
  });
}

TEST(BallSearchTest, WinningStepsAreForcing) { ExpectWinningStepsAreForcing<Ball>("ball", 5000); }

// The null turn (null-move pruning) hands the turn over with a consistent key.
TEST(BallSearchTest, NullTurnFlipsTheSideAndKeepsTheKey) {
  Ball::Position pos = StartOf<Ball>();
  const Ball::Position before = pos;
  Ball::PlayNullTurn(pos);
  EXPECT_NE(pos.side_to_move(), before.side_to_move());
  EXPECT_NE(pos.key(), before.key());
  EXPECT_EQ(pos.key(), Ball::ComputeKey(pos));
}

TEST(BallSearchTest, SameSearchTwiceIsIdentical) {
  ExpectDeterministic<Ball>(StartOf<Ball>(), 3, 3);
}

TEST(BallSearchTest, FindsEveryTactic) { ExpectTacticsSolved<Ball>("ball", 200'000, 30); }

TEST(BallSearchTest, BenchSignature) { EXPECT_EQ(BenchNodes<Ball>("ball"), kBenchSignature); }

}  // namespace
}  // namespace melee::search_test
