// The alpha-beta searcher on Ball.
#include <gtest/gtest.h>

#include "eval/ball/ball_eval.h"
#include "tests/search/game_search_checks.h"

namespace melee::search_test {
namespace {

// `melee bench` for Ball: positions/ball/bench.txt at the depth it names. Update the
// signature (and say why in the commit) whenever generation, evaluation or search changes.
constexpr uint64_t kBenchSignature = 843784;

TEST(BallSearchTest, LegalAnswersFromRandomPositions) {
  ExpectLegalAnswersFromRandomPositions<Ball>(3, 60, 7, 20000, 3);
}

TEST(BallSearchTest, SameSearchTwiceIsIdentical) {
  ExpectDeterministic<Ball>(StartOf<Ball>(), 3, 3);
}

TEST(BallSearchTest, FindsEveryTactic) { ExpectTacticsSolved<Ball>("ball", 200'000, 30); }

TEST(BallSearchTest, BenchSignature) { EXPECT_EQ(BenchNodes<Ball>("ball"), kBenchSignature); }

}  // namespace
}  // namespace melee::search_test
