// The solver's choice of where to test its bounds (bound_throttle.h): a (bound, stages, slot)
// whose tests rarely cut is skipped but probed, one that cuts is always tested, and the
// counts of one never decide another's; a leaf's bound refutation is tried while it finds
// replies often enough.
#include "solve/soule/bound_throttle.h"

#include <gtest/gtest.h>

namespace melee::soule {
namespace {

using Bound = BoundThrottle::Bound;

// Runs `calls` ShouldTest/Record rounds at one key, each allowed test cutting when `cuts`
// says so (by the test's index); returns how many tests were allowed.
template <class Cuts>
int Calls(BoundThrottle& t, Bound b, int stages, int slot, int calls, const Cuts& cuts) {
  int tested = 0;
  for (int k = 0; k < calls; ++k) {
    if (!t.ShouldTest(b, stages, slot)) continue;
    t.Record(b, stages, slot, cuts(tested));
    ++tested;
  }
  return tested;
}

const auto kNever = [](int) { return false; };

TEST(BoundThrottle, EveryTestIsMadeWhileTheyCut) {
  BoundThrottle t;
  // One cut in 8 tests: far above the threshold, so nothing is ever skipped.
  EXPECT_EQ(
      Calls(t, Bound::kCandidateCanStillScore, 2, 5, 20'000, [](int k) { return k % 8 == 0; }),
      20'000);
}

TEST(BoundThrottle, TestsThatNeverCutAreMostlySkippedButProbed) {
  BoundThrottle t;
  const int tested = Calls(t, Bound::kCandidateMayScoreInNextStages, 2, 4, 100'000, kNever);
  EXPECT_GT(tested, 100'000 / 32);  // still probed: about one call in 16 after the warm-up
  EXPECT_LT(tested, 100'000 / 8);
}

TEST(BoundThrottle, AKeyThatStartsToCutIsTestedAgain) {
  BoundThrottle t;
  Calls(t, Bound::kOracleCanStillScore, 3, 7, 50'000, kNever);
  // Now every test cuts: the probes see it and the key is tested at every call again.
  Calls(t, Bound::kOracleCanStillScore, 3, 7, 50'000, [](int) { return true; });
  EXPECT_EQ(Calls(t, Bound::kOracleCanStillScore, 3, 7, 1'000, [](int) { return true; }), 1'000);
}

TEST(BoundThrottle, KeysAreIndependent) {
  BoundThrottle t;
  Calls(t, Bound::kOracleSurelyScores, 2, 3, 50'000, kNever);
  // Another slot, another number of stages, another bound: each still in its warm-up.
  EXPECT_EQ(Calls(t, Bound::kOracleSurelyScores, 2, 4, 200, kNever), 200);
  EXPECT_EQ(Calls(t, Bound::kOracleSurelyScores, 3, 3, 200, kNever), 200);
  EXPECT_EQ(Calls(t, Bound::kOracleMayScoreInNextStages, 2, 3, 200, kNever), 200);
}

// Runs `leaves` leaves through `rate`, each allowed try finding a reply when `finds` says so
// (by the try's index); returns how many were tried.
template <class Finds>
int Tries(BoundRefutationRate& rate, int leaves, const Finds& finds) {
  int tried = 0;
  for (int k = 0; k < leaves; ++k) {
    if (!rate.Pays()) continue;
    rate.Record(finds(tried));
    ++tried;
  }
  return tried;
}

TEST(BoundRefutationRate, EveryLeafTriesWhileOneInThirtyTwoFinds) {
  BoundRefutationRate rate;
  EXPECT_EQ(Tries(rate, 10'000, [](int k) { return k % 32 == 0; }), 10'000);
}

TEST(BoundRefutationRate, AfterItsWarmUpAFruitlessSearchIsTriedAtOneLeafInEight) {
  BoundRefutationRate rate;
  EXPECT_EQ(Tries(rate, 32, kNever), 32);
  EXPECT_EQ(Tries(rate, 800, kNever), 100);
}

TEST(BoundRefutationRate, ItsProbesNoticeWhenItFindsRepliesAgain) {
  BoundRefutationRate rate;
  Tries(rate, 64, kNever);  // 32 tries, then 4 probes: 36 tries, none found
  // Each probe finds: from 2 finds (2 x 32 >= 38 tries) every leaf tries again.
  const int tried = Tries(rate, 100, [](int) { return true; });
  EXPECT_GT(tried, 80);
  EXPECT_LT(tried, 100);
}

}  // namespace
}  // namespace melee::soule
