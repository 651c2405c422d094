// The forced-goal solver against the brute-force verifier on random small positions.
#include "solve/soule/forced_goal.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <string>
#include <utility>
#include <vector>

#include "engine/core/random.h"
#include "engine/soule/random_positions.h"
#include "tests/soule/soule_test_util.h"
#include "tests/soule_search/brute_force.h"
#include "tests/soule_search/mate_check.h"

namespace melee::soule {
namespace {

using Verdict = ForcedGoal::Verdict;

TEST(ForcedGoal, ScoresInOneWithAChainOfPushers) {
  // A1 on 4 pushes the ball 5 -> 6 before B can do anything.
  const Position pos = soule_test::Pos("4/4 6/4 5 1 A 7");
  const ForcedGoal r = SolveForcedGoal(pos, Side::kP1, 3);
  ASSERT_EQ(r.verdict, Verdict::kGoal);
  EXPECT_EQ(r.stages, 1);
  EXPECT_EQ(Soule::FormatTactic(pos, Side::kP1, r.tactic), "+");
  EXPECT_EQ(r.refuted, CountTactics(pos, Side::kP2));
}

TEST(ForcedGoal, NoneWhenTheBallIsTooFar) {
  const Position pos = soule_test::Pos("1/4 5/4 3 7 A 7");  // last turn, ball 3 cells away
  EXPECT_EQ(SolveForcedGoal(pos, Side::kP1, 5).verdict, Verdict::kNone);
}

TEST(ForcedGoal, StopFlagGivesUnknown) {
  const std::atomic<bool> stop{true};
  const Position pos = soule_test::Pos("4/4 6/4 5 1 A 7");
  EXPECT_EQ(SolveForcedGoal(pos, Side::kP1, 3, &stop).verdict, Verdict::kUnknown);
}

// The solver's answer for `s` within `max_stages` against the enumeration: the same least
// number of stages (0: none), and the returned tactic beats every reply. Returns that number.
int CheckAgainstBruteForce(const Position& pos, Side s, int max_stages,
                           const SolveBudget& budget = {}) {
  soule_test::BruteForcedGoal brute(s);
  const ForcedGoal r = SolveForcedGoal(pos, s, max_stages, budget);
  EXPECT_NE(r.verdict, Verdict::kUnknown);
  int least = 0;
  for (int n = 1; n <= max_stages && least == 0; ++n) {
    if (brute.Exists(pos, n)) least = n;
  }
  const std::string where = Soule::FormatPosition(pos) + " side " + (s == Side::kP1 ? "A" : "B");
  EXPECT_EQ(r.verdict == Verdict::kGoal ? r.stages : 0, least) << where;
  if (least != 0 && r.verdict == Verdict::kGoal) {
    EXPECT_TRUE(brute.Beats(pos, r.tactic, r.stages)) << where;
  }
  return least;
}

// HitDominatesWait (forced_goal_solver.h), the argument behind both searches dropping a wait once a
// hit of the same player was tried: against any fixed orders of the other side, a hit in place
// of a wait never makes the stage's outcome worse for the hitter's side (a forced goal within
// the stages left, by enumeration, for the side solved). Every wait of every tactic and every
// hit the referee allows, both sides as hitter, on random dense positions with 1-2 stages left.
TEST(ForcedGoal, HitNeverWorseThanWait) {
  Rng rng(4242);
  int pairs = 0, hit_decided = 0;
  for (int k = 0; k < 24; ++k) {
    const int stages = 1 + static_cast<int>(rng.Below(2));
    const Position pos = soule::RandomTurnPosition(rng, 3, stages, true);
    for (Side solver : {Side::kP1, Side::kP2}) {
      soule_test::BruteForcedGoal brute(solver);
      auto solver_scores = [&](const Position& child) {
        const GameStatus status = Soule::Status(child);
        if (status.over()) return status.outcome == WinFor(solver);
        return brute.Exists(child, stages - 1);
      };
      for (Side hitter : {solver, Opponent(solver)}) {
        const std::vector<Tactic> others = soule_test::AllTactics(pos, Opponent(hitter));
        for (const Tactic& waits : soule_test::AllTactics(pos, hitter)) {
          for (int i = 0; i < pos.players(); ++i) {
            if (waits.orders[static_cast<std::size_t>(i)] != kStay) continue;
            const OrderSet set = EffectiveOrders(pos, hitter, i);
            for (int h = 0; h < set.size; ++h) {
              if (set.orders[static_cast<std::size_t>(h)] <= 0) continue;
              Tactic hits = waits;
              hits.orders[static_cast<std::size_t>(i)] = set.orders[static_cast<std::size_t>(h)];
              for (const Tactic& other : others) {
                const bool after_wait = solver_scores(soule_test::Play(pos, hitter, waits, other));
                const bool after_hit = solver_scores(soule_test::Play(pos, hitter, hits, other));
                // Formatted only when an assertion fails: 866 K pairs are checked.
                auto where = [&] {
                  return Soule::FormatPosition(pos) + " hitter " +
                         Soule::FormatTactic(pos, hitter, hits) + " other " +
                         Soule::FormatTactic(pos, Opponent(hitter), other);
                };
                if (hitter == solver) {
                  ASSERT_TRUE(after_hit || !after_wait) << where();
                } else {
                  ASSERT_TRUE(after_wait || !after_hit) << where();
                }
                ++pairs;
                hit_decided += after_wait != after_hit;
              }
            }
          }
        }
      }
    }
  }
  EXPECT_GT(pairs, 400000);
  EXPECT_GT(hit_decided, 300);  // the hit often decides: the comparison is not vacuous
}

// >= 500 random positions (and both sides, several depths): the same yes/no as the
// enumeration, and every returned tactic beats every reply.
TEST(ForcedGoal, AgreesWithBruteForceOnRandomSmallPositions) {
  Rng rng(2026);
  int positions = 0, goals = 0, nones = 0;
  for (int players = 1; players <= 3; ++players) {
    const int count = players == 3 ? 220 : 200;
    for (int k = 0; k < count; ++k, ++positions) {
      const Position pos =
          soule::RandomTurnPosition(rng, players, 1 + static_cast<int>(rng.Below(3)));
      for (Side s : {Side::kP1, Side::kP2}) {
        (CheckAgainstBruteForce(pos, s, 3) != 0 ? goals : nones)++;
        if (::testing::Test::HasFailure()) return;
      }
    }
  }
  EXPECT_GE(positions, 500);
  EXPECT_GT(goals, 100);
  EXPECT_GT(nones, 100);
}

// Every player on the field (the dense case the last-stage and killer-reply shortcuts are
// built for): 2 and 3 a side, up to 3 stages.
TEST(ForcedGoal, AgreesWithBruteForceOnDenseSmallPositions) {
  Rng rng(808);
  int goals = 0, nones = 0;
  for (int players = 2; players <= 3; ++players) {
    for (int k = 0; k < 120; ++k) {
      const Position pos =
          soule::RandomTurnPosition(rng, players, 1 + static_cast<int>(rng.Below(3)), true);
      for (Side s : {Side::kP1, Side::kP2}) {
        (CheckAgainstBruteForce(pos, s, 3) != 0 ? goals : nones)++;
        if (::testing::Test::HasFailure()) return;
      }
    }
  }
  EXPECT_GT(goals, 50);
  EXPECT_GT(nones, 50);
}

// The probe of a leaf's children (SolveBudget::leaf_probe): a child stopped at its budget
// neither wins nor loses, it is searched again to the end unless another child is proven lost.
// With a budget of a few slots many children of the 3-stage searches are stopped; the verdicts
// must stay the enumeration's (taking a stopped child for a loss misses mates: checked. Taking
// it for a win is sound, only slower: the oracle, which never probes, refutes the candidate).
TEST(ForcedGoal, AgreesWithBruteForceWhenProbesStopChildren) {
  Rng rng(3131);
  SolveBudget tiny;
  tiny.leaf_probe = 4;
  int goals = 0, nones = 0, changed = 0;
  for (int k = 0; k < 160; ++k) {
    const int players = 2 + static_cast<int>(rng.Below(2));
    const Position pos = soule::RandomTurnPosition(rng, players, 3, k % 2 == 0);
    for (Side s : {Side::kP1, Side::kP2}) {
      (CheckAgainstBruteForce(pos, s, 3, tiny) != 0 ? goals : nones)++;
      if (::testing::Test::HasFailure()) return;
      changed += SolveForcedGoal(pos, s, 3, tiny).nodes != SolveForcedGoal(pos, s, 3).nodes;
    }
  }
  std::printf("tiny probes: %d goals, %d none, %d searches changed\n", goals, nones, changed);
  EXPECT_GT(goals, 40);
  EXPECT_GT(nones, 40);
  EXPECT_GT(changed, 40);  // the probes did stop children
}

// The bound refutation at a leaf of a 3-stage candidate search (SolveBudget::
// bound_refutation_deviations): a reply found by the bounds alone joins R and the candidate
// search starts again (taking the stopped search for "no candidate" misses mates: checked).
// The verdicts stay the enumeration's, and the searches with and without it differ, so the
// refutations were found.
TEST(ForcedGoal, AgreesWithBruteForceWithBoundRefutations) {
  Rng rng(4747);
  SolveBudget without;
  without.bound_refutation_deviations = 0;
  int goals = 0, nones = 0, changed = 0;
  for (int k = 0; k < 160; ++k) {
    const int players = 2 + static_cast<int>(rng.Below(2));
    const Position pos = soule::RandomTurnPosition(rng, players, 3, k % 2 == 0);
    for (Side s : {Side::kP1, Side::kP2}) {
      (CheckAgainstBruteForce(pos, s, 3) != 0 ? goals : nones)++;
      if (::testing::Test::HasFailure()) return;
      changed += SolveForcedGoal(pos, s, 3).nodes != SolveForcedGoal(pos, s, 3, without).nodes;
    }
  }
  std::printf("bound refutations: %d goals, %d none, %d searches changed\n", goals, nones, changed);
  EXPECT_GT(goals, 40);
  EXPECT_GT(nones, 40);
  EXPECT_GT(changed, 20);
}

// The same on 4-6 a side, beyond the enumeration: the verdicts with and without the bound
// refutations, wherever both answer within their budgets.
TEST(ForcedGoal, BoundRefutationsKeepTheVerdictsOfLargerPositions) {
  Rng rng(5151);
  SolveBudget with;
  with.max_nodes = 300'000;
  SolveBudget without = with;
  without.bound_refutation_deviations = 0;
  int compared = 0, goals = 0, changed = 0;
  for (int k = 0; k < 300; ++k) {
    const int players = 4 + static_cast<int>(rng.Below(3));
    const Position pos = soule::RandomTurnPosition(rng, players, 3, k % 2 == 0);
    for (Side s : {Side::kP1, Side::kP2}) {
      const ForcedGoal a = SolveForcedGoal(pos, s, 3, with);
      const ForcedGoal b = SolveForcedGoal(pos, s, 3, without);
      if (a.verdict == Verdict::kUnknown || b.verdict == Verdict::kUnknown) continue;
      ++compared;
      goals += a.verdict == Verdict::kGoal;
      changed += a.nodes != b.nodes;
      ASSERT_EQ(a.verdict, b.verdict) << Soule::FormatPosition(pos) << " side " << Index(s);
      if (a.verdict == Verdict::kGoal) {
        ASSERT_EQ(a.stages, b.stages) << Soule::FormatPosition(pos) << " side " << Index(s);
      }
    }
  }
  std::printf("larger positions: %d compared, %d goals, %d changed\n", compared, goals, changed);
  EXPECT_GT(compared, 300);
  EXPECT_GT(goals, 30);
  EXPECT_GT(changed, 30);
}

// A dense 11-a-side position with no mate within 3 (positions/soule/dense_bench.txt, line 27,
// A): the bound refutations prove it within 1 M slots (about 0.2 M), while without them the
// proof takes 16 M.
TEST(ForcedGoal, BoundRefutationsProveADenseNone) {
  const Position pos = soule_test::Pos("55566666663/13222341332 34466353464/12333413321 5 3 B 5");
  SolveBudget with;
  with.max_nodes = 1'000'000;
  EXPECT_EQ(SolveForcedGoal(pos, Side::kP1, 3, with).verdict, Verdict::kNone);
  SolveBudget without = with;
  without.bound_refutation_deviations = 0;
  EXPECT_EQ(SolveForcedGoal(pos, Side::kP1, 3, without).verdict, Verdict::kUnknown);
}

// The last stage alone, where the oracle skips a hit on one of our players whose order
// cannot move the ball (a hit on a pusher, or on a hitter who would stop a pusher, must
// stay): many positions with the ball one or two cells from the goal of the side solved, since
// a wrong skip shows only where a goal is close and no bound cuts first.
TEST(ForcedGoal, AgreesWithBruteForceInTheLastStage) {
  Rng rng(31);
  int goals = 0, nones = 0;
  for (int k = 0; k < 4000; ++k) {
    const int players = 2 + static_cast<int>(rng.Below(2));
    const Position pos = soule::RandomTurnPosition(rng, players, 1, rng.Below(4) != 0);
    for (Side s : {Side::kP1, Side::kP2}) {
      if (std::abs(TargetGoal(s) - pos.ball()) > 2) continue;
      (CheckAgainstBruteForce(pos, s, 1) != 0 ? goals : nones)++;
      if (::testing::Test::HasFailure()) return;
    }
  }
  std::printf("last stage: %d goals, %d none\n", goals, nones);
  EXPECT_GT(goals, 300);
  EXPECT_GT(nones, 300);
}

// ForcesGoal (a given first tactic) against the enumeration: the solver's own tactics and
// random ones, small positions, 1-3 stages.
TEST(ForcedGoal, ForcesGoalAgreesWithBruteForce) {
  Rng rng(6060);
  int wins = 0, losses = 0;
  for (int k = 0; k < 300; ++k) {
    const int players = 1 + static_cast<int>(rng.Below(3));
    const int stages = 1 + static_cast<int>(rng.Below(3));
    const Position pos = soule::RandomTurnPosition(rng, players, stages, k % 2 == 0);
    for (Side s : {Side::kP1, Side::kP2}) {
      soule_test::BruteForcedGoal brute(s);
      std::vector<Tactic> tactics = {Soule::RandomTactic(pos, s, rng),
                                     Soule::RandomTactic(pos, s, rng)};
      const ForcedGoal r = SolveForcedGoal(pos, s, stages);
      if (r.verdict == Verdict::kGoal) tactics.push_back(r.tactic);
      for (const Tactic& tactic : tactics) {
        const bool beats = brute.Beats(pos, tactic, stages);
        ASSERT_EQ(ForcesGoal(pos, s, tactic, stages), beats)
            << Soule::FormatPosition(pos) << " side " << Index(s) << " tactic "
            << Soule::FormatTactic(pos, s, tactic);
        (beats ? wins : losses)++;
      }
    }
  }
  EXPECT_GT(wins, 100);
  EXPECT_GT(losses, 100);
}

// From the placement (which counts as the first stage and cannot score).
TEST(ForcedGoal, AgreesWithBruteForceFromThePlacement) {
  int goals = 0;
  for (int players = 1; players <= 3; ++players) {
    for (uint32_t max_turns = 1; max_turns <= 2u; ++max_turns) {
      for (Side initiative : {Side::kP1, Side::kP2}) {
        const Position pos(players, max_turns, initiative);
        for (Side s : {Side::kP1, Side::kP2}) {
          soule_test::BruteForcedGoal brute(s);
          const ForcedGoal r = SolveForcedGoal(pos, s, 3);
          int least = 0;
          for (int n = 1; n <= 3 && least == 0; ++n) {
            if (brute.Exists(pos, n)) least = n;
          }
          ASSERT_EQ(r.verdict == Verdict::kGoal ? r.stages : 0, least)
              << Soule::FormatPosition(pos) << " side " << Index(s);
          if (least != 0) {
            ++goals;
            EXPECT_TRUE(brute.Beats(pos, r.tactic, r.stages));
          }
        }
      }
    }
  }
  std::printf("forced goals from the placement: %d\n", goals);
}

// Dense 11-a-side mates in 2 (positions/soule/dense_bench.txt, lines 16, 20, 53 and 67),
// beyond the brute force: their searches test the bounds so often at some slots, and so
// rarely with a cut, that the solver skips most of those tests (bound_throttle.h). A skipped
// test must count as "no cut": counted as a cut, it loses all four mates (checked). Each
// answer is replayed by the referee against sampled replies (mate_check.h).
TEST(ForcedGoal, DenseMatesSurviveSkippedBounds) {
  const std::vector<std::pair<std::string, Side>> mates = {
      {"43102322123/43141123212 33334131301/22424312333 2 3 A 5", Side::kP2},
      {"13545355354/23113134123 41322411525/12224211222 3 3 B 5", Side::kP2},
      {"22020130330/13232111321 30200101020/31143222332 1 2 A 4", Side::kP1},
      {"31304342443/34124331332 02212030302/32334142244 2 2 B 4", Side::kP1},
  };
  Rng rng(16);
  for (const auto& [text, side] : mates) {
    const Position pos = soule_test::Pos(text);
    const ForcedGoal r = SolveForcedGoal(pos, side, 2);
    ASSERT_EQ(r.verdict, Verdict::kGoal) << text;
    EXPECT_EQ(r.stages, 2) << text;
    for (const Tactic& reply : SampledReplies(pos, Opponent(side), 10, rng)) {
      EXPECT_TRUE(StillWins(pos, side, r.tactic, reply, r.stages, 4, rng))
          << text << " against " << Soule::FormatTactic(pos, Opponent(side), reply);
    }
  }
}

}  // namespace
}  // namespace melee::soule
