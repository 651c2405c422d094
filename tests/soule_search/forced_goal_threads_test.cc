// The forced-goal solver with SolveBudget::threads > 1: its own target, so that the
// ThreadSanitizer step of test.sh builds and runs it (the other solver tests run there too
// slowly and use one thread).
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <string>
#include <thread>

#include "engine/soule/random_positions.h"
#include "solve/soule/forced_goal.h"
#include "tests/soule/soule_test_util.h"
#include "tests/soule_search/brute_force.h"

namespace melee::soule {
namespace {

using Verdict = ForcedGoal::Verdict;

// Two threads (the root's candidate search from 3 stages on split by the first three slots'
// orders, the root's full oracle searches by the first slot's): the same verdicts and least n
// as the enumeration, and every tactic returned beats every reply.
TEST(ForcedGoalThreads, TwoThreadsAgreeWithBruteForce) {
  Rng rng(4141);
  int goals = 0, nones = 0;
  for (int k = 0; k < 160; ++k) {
    const int players = 2 + static_cast<int>(rng.Below(2));
    const int stages = 1 + static_cast<int>(rng.Below(3));
    const Position pos = soule::RandomTurnPosition(rng, players, stages, k % 2 == 0);
    for (Side s : {Side::kP1, Side::kP2}) {
      SolveBudget budget;
      budget.threads = 2;
      const ForcedGoal r = SolveForcedGoal(pos, s, 3, budget);
      soule_test::BruteForcedGoal brute(s);
      int least = 0;
      for (int n = 1; n <= 3 && least == 0; ++n) {
        if (brute.Exists(pos, n)) least = n;
      }
      const std::string where = Soule::FormatPosition(pos) + " side " + std::to_string(Index(s));
      ASSERT_EQ(r.verdict == Verdict::kGoal ? r.stages : 0, least) << where;
      if (least != 0) {
        ASSERT_TRUE(brute.Beats(pos, r.tactic, r.stages)) << where;
      }
      (least != 0 ? goals : nones)++;
    }
  }
  EXPECT_GT(goals, 30);
  EXPECT_GT(nones, 30);
}

// Beyond the enumeration, 3 stages left: the verdicts of two threads, whose root candidate
// search starts a thread's chunk again at a leaf's bound refutation on any thread and keeps
// the chunks failed against R out of later rounds, against one thread (with bound
// refutations when `one_refutes`), wherever both answer within `max_nodes`.
void ExpectTwoThreadsKeepTheVerdicts(uint64_t seed, int fewest_players, int positions,
                                     uint64_t max_nodes, bool one_refutes, int min_compared,
                                     int min_goals) {
  Rng rng(seed);
  SolveBudget two;
  two.threads = 2;
  two.max_nodes = max_nodes;
  SolveBudget plain;
  plain.max_nodes = max_nodes;
  if (!one_refutes) plain.bound_refutation_deviations = 0;
  int compared = 0, goals = 0;
  for (int k = 0; k < positions; ++k) {
    const int players = fewest_players + static_cast<int>(rng.Below(3));
    const Position pos = soule::RandomTurnPosition(rng, players, 3, k % 2 == 0);
    for (Side s : {Side::kP1, Side::kP2}) {
      const ForcedGoal a = SolveForcedGoal(pos, s, 3, two);
      const ForcedGoal b = SolveForcedGoal(pos, s, 3, plain);
      if (a.verdict == Verdict::kUnknown || b.verdict == Verdict::kUnknown) continue;
      ++compared;
      goals += a.verdict == Verdict::kGoal;
      const std::string where = Soule::FormatPosition(pos) + " side " + std::to_string(Index(s));
      ASSERT_EQ(a.verdict, b.verdict) << where;
      if (a.verdict == Verdict::kGoal) {
        ASSERT_EQ(a.stages, b.stages) << where;
      }
    }
  }
  EXPECT_GT(compared, min_compared);
  EXPECT_GT(goals, min_goals);
}

// 4-6 a side (a thread that takes its stopped chunk for a failed one turns mates into
// "none": checked).
TEST(ForcedGoalThreads, TwoThreadsKeepTheVerdictsOfLargerPositions) {
  ExpectTwoThreadsKeepTheVerdicts(5252, 4, 120, 200'000, /*one_refutes=*/false, 120, 20);
}

// 7-9 a side, where the threads' refutations restart each other's chunks: a thread that takes
// its chunk for failed when another thread's refutation restarts it turned a mate into "none"
// in each of 5 runs (74 verdicts compared, 24 goals). Under a sanitizer, which looks for races
// and memory errors rather than verdicts, the first half of the positions (35 verdicts, 13
// goals): the whole set took 132 s under ThreadSanitizer, the longest test of that CI step.
TEST(ForcedGoalThreads, TwoThreadsKeepTheVerdictsOfSevenToNineASide) {
#if defined(__SANITIZE_THREAD__) || defined(__SANITIZE_ADDRESS__)
  ExpectTwoThreadsKeepTheVerdicts(777, 7, 20, 2'000'000, /*one_refutes=*/true, 30, 10);
#else
  ExpectTwoThreadsKeepTheVerdicts(777, 7, 40, 2'000'000, /*one_refutes=*/true, 60, 15);
#endif
}

// A dense 11-a-side position not solved within 3 in a minute (positions/soule/dense_bench.txt,
// line 35) stopped a quarter of a second in: the root's parallel searches stop, every helper
// with them (a helper that missed the stop would search its chunk on for seconds: the bound
// is that generous), and the answer is unknown.
TEST(ForcedGoalThreads, StopEndsEveryThread) {
  const Position pos = soule_test::Pos("02333123412/43113434434 03141313013/24131332214 2 2 B 4");
  std::atomic<bool> stop{false};
  std::thread stopper([&stop] {
    std::this_thread::sleep_for(std::chrono::milliseconds(250));
    stop.store(true);
  });
  SolveBudget budget(&stop);
  budget.threads = 2;
  const auto start = std::chrono::steady_clock::now();
  const ForcedGoal r = SolveForcedGoal(pos, Side::kP1, 3, budget);
  const auto elapsed = std::chrono::steady_clock::now() - start;
  stopper.join();
  EXPECT_EQ(r.verdict, Verdict::kUnknown);
  EXPECT_LT(elapsed, std::chrono::seconds(5));
  EXPECT_GT(r.nodes, 0u);
}

}  // namespace
}  // namespace melee::soule
