// The alpha-beta searcher on CannonBall.
#include <gtest/gtest.h>

#include "eval/cannonball/cannonball_eval.h"
#include "tests/search/game_search_checks.h"

namespace melee::search_test {
namespace {

// `melee bench` for CannonBall: positions/cannonball/bench.txt at the depth it names. Update the
// signature (and say why in the commit) whenever generation, evaluation or search changes.
constexpr uint64_t kBenchSignature = 695799;

TEST(CannonBallSearchTest, LegalAnswersFromRandomPositions) {
  ExpectLegalAnswersFromRandomPositions<CannonBall>(2, 40, 10, 5000, 2);
}

TEST(CannonBallSearchTest, SameSearchTwiceIsIdentical) {
  ExpectDeterministic<CannonBall>(StartOf<CannonBall>(), 2, 2);
}

TEST(CannonBallSearchTest, FindsEveryTactic) {
  ExpectTacticsSolved<CannonBall>("cannonball", 200'000, 30);
}

TEST(CannonBallSearchTest, BenchSignature) {
  EXPECT_EQ(BenchNodes<CannonBall>("cannonball"), kBenchSignature);
}

}  // namespace
}  // namespace melee::search_test
