// The agreement sweep of forced_goal_test.cc on many more positions (ctest label `long`).
#include <gtest/gtest.h>

#include "engine/soule/random_positions.h"
#include "solve/soule/forced_goal.h"
#include "tests/soule_search/brute_force.h"

namespace melee::soule {
namespace {

TEST(ForcedGoalLong, AgreesWithBruteForceOnManyPositions) {
  Rng rng(31337);
  for (int k = 0; k < 6000; ++k) {
    const int players = 1 + static_cast<int>(rng.Below(3));
    const Position pos =
        soule::RandomTurnPosition(rng, players, 1 + static_cast<int>(rng.Below(3)));
    for (Side s : {Side::kP1, Side::kP2}) {
      soule_test::BruteForcedGoal brute(s);
      const ForcedGoal r = SolveForcedGoal(pos, s, 3);
      int least = 0;
      for (int n = 1; n <= 3 && least == 0; ++n) {
        if (brute.Exists(pos, n)) least = n;
      }
      const std::string where =
          Soule::FormatPosition(pos) + " side " + (s == Side::kP1 ? "A" : "B");
      ASSERT_EQ(r.verdict == ForcedGoal::Verdict::kGoal ? r.stages : 0, least) << where;
      if (least != 0) {
        ASSERT_TRUE(brute.Beats(pos, r.tactic, r.stages)) << where;
      }
    }
  }
}

}  // namespace
}  // namespace melee::soule
