// The solver's cuts one by one against the brute force: a bound that says "no goal" must never
// hold where the enumeration finds one.
#include "solve/soule/goal_bounds.h"

#include <gtest/gtest.h>

#include "engine/soule/random_positions.h"
#include "tests/soule_search/brute_force.h"

namespace melee::soule {
namespace {

// The stage before the last, every player on the field, PP 1-4: whenever MayScoreInNextStage
// cuts after some slot against a fixed reply, the completed stage (our tactic, that reply)
// neither scores for us nor leaves a position where we force a goal in the last stage. Hits
// that knock players out (the PP read from the board) decide many of these cuts.
TEST(GoalBounds, NextStageBoundNeverCutsAWin) {
  Rng rng(4242);
  int cuts = 0;
  for (int players = 2; players <= 3; ++players) {
    for (int k = 0; k < (players == 2 ? 60 : 12); ++k) {
      const Position pos = soule::RandomTurnPosition(rng, players, 2, true);
      for (Side us : {Side::kP1, Side::kP2}) {
        soule_test::BruteForcedGoal brute(us);
        const Side them = Opponent(us);
        const bool we_first = pos.initiative() == us;
        const std::vector<Tactic> replies = soule_test::AllTactics(pos, them);
        for (const Tactic& ours : soule_test::AllTactics(pos, us)) {
          for (std::size_t r = 0; r < replies.size(); r += players == 2 ? 1 : 7) {
            const Tactic& reply = replies[r];
            SlotBoard board(pos);
            for (int slot = 0; slot < players && board.goal() == Outcome::kNone; ++slot) {
              for (bool ours_now : {we_first, !we_first}) {
                if (ours_now) {
                  board.Act(us, slot, ours.orders[static_cast<std::size_t>(slot)]);
                } else {
                  board.Act(them, slot, reply.orders[static_cast<std::size_t>(slot)]);
                }
              }
              if (board.goal() != Outcome::kNone ||
                  MayScoreInNextStage(board, us, we_first, players, slot, reply)) {
                continue;
              }
              ++cuts;
              const Position child = soule_test::Play(pos, us, ours, reply);
              const GameStatus status = Soule::Status(child);
              const bool wins =
                  status.over() ? status.outcome == WinFor(us) : brute.Exists(child, 1);
              ASSERT_FALSE(wins) << Soule::FormatPosition(pos) << " side " << Index(us) << " slot "
                                 << slot << " ours " << Soule::FormatTactic(pos, us, ours)
                                 << " reply " << Soule::FormatTactic(pos, them, reply);
              break;
            }
          }
        }
      }
    }
  }
  EXPECT_GT(cuts, 1000);
}

}  // namespace
}  // namespace melee::soule
