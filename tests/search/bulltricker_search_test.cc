// The alpha-beta searcher on Bulltricker.
#include <gtest/gtest.h>

#include "eval/bulltricker/bulltricker_eval.h"
#include "tests/search/game_search_checks.h"

namespace melee::search_test {
namespace {

// `melee bench` for Bulltricker: positions/bulltricker/bench.txt at the depth it names. Update the
// signature (and say why in the commit) whenever generation, evaluation or search changes.
constexpr uint64_t kBenchSignature = 479352;

TEST(BulltrickerSearchTest, LegalAnswersFromRandomPositions) {
  ExpectLegalAnswersFromRandomPositions<Bulltricker>(3, 60, 7, 20000, 4);
}

TEST(BulltrickerSearchTest, SameSearchTwiceIsIdentical) {
  ExpectDeterministic<Bulltricker>(StartOf<Bulltricker>(), 4, 3);
}

TEST(BulltrickerSearchTest, FindsEveryTactic) {
  ExpectTacticsSolved<Bulltricker>("bulltricker", 200'000, 30);
}

TEST(BulltrickerSearchTest, BenchSignature) {
  EXPECT_EQ(BenchNodes<Bulltricker>("bulltricker"), kBenchSignature);
}

}  // namespace
}  // namespace melee::search_test
