// The solver's cuts one by one against the brute force: a bound that says "no goal" must never
// hold where the enumeration finds one.
#include "solve/soule/goal_bounds.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

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

// Crowded 3 v 3 positions two stages from the end, the ball one or two cells from the goal of
// the side solved, every player within one cell of it with PP 1-2: many hits land or miss by
// one (a hitter knocked out first, a target who steps away first), which is where the bound's
// sure hits (the reply's hits still to come) and its count of our hitters still to act (an
// opponent with more PP than them surely stays) decide. Every reply is tried.
TEST(GoalBounds, NextStageBoundNeverCutsAWinInACrowd) {
  Rng rng(9090);
  int cuts = 0;
  constexpr int kPlayers = 3;
  for (int k = 0; k < 36; ++k) {
    const Side us = k % 2 == 0 ? Side::kP1 : Side::kP2;
    const Side them = Opponent(us);
    Position pos(kPlayers, 3, rng.Below(2) == 0 ? Side::kP1 : Side::kP2);
    pos.set_turn(2);
    pos.set_ball(TargetGoal(us) - Forward(us) * (1 + static_cast<int>(rng.Below(2))));
    for (Side s : {Side::kP1, Side::kP2}) {
      for (int i = 0; i < kPlayers; ++i) {
        pos.set_cell(s, i, std::clamp(pos.ball() + static_cast<int>(rng.Below(3)) - 1, 0, 6));
        pos.set_pp(s, i, 1 + static_cast<int>(rng.Below(2)));
      }
    }
    soule_test::BruteForcedGoal brute(us);
    const bool we_first = pos.initiative() == us;
    const std::vector<Tactic> replies = soule_test::AllTactics(pos, them);
    for (const Tactic& ours : soule_test::AllTactics(pos, us)) {
      for (const Tactic& reply : replies) {
        SlotBoard board(pos);
        for (int slot = 0; slot < kPlayers && board.goal() == Outcome::kNone; ++slot) {
          for (bool ours_now : {we_first, !we_first}) {
            if (ours_now) {
              board.Act(us, slot, ours.orders[static_cast<std::size_t>(slot)]);
            } else {
              board.Act(them, slot, reply.orders[static_cast<std::size_t>(slot)]);
            }
          }
          if (board.goal() != Outcome::kNone ||
              MayScoreInNextStage(board, us, we_first, kPlayers, slot, reply)) {
            continue;
          }
          ++cuts;
          const Position child = soule_test::Play(pos, us, ours, reply);
          const GameStatus status = Soule::Status(child);
          const bool wins = status.over() ? status.outcome == WinFor(us) : brute.Exists(child, 1);
          ASSERT_FALSE(wins) << Soule::FormatPosition(pos) << " side " << Index(us) << " slot "
                             << slot << " ours " << Soule::FormatTactic(pos, us, ours) << " reply "
                             << Soule::FormatTactic(pos, them, reply);
          break;
        }
      }
    }
  }
  EXPECT_GT(cuts, 10000);
}

// The claims the stage-before-last bound makes about the next stage's start, checked
// directly at 11 a side (no brute force needed): whatever our players still to act do (random
// orders; every one of them hitting the same opponent, the case that knocks a hitter out
// before he acts; everybody advancing or retreating, the case in which a target steps away
// before a hit), our PP ends at most the claim, and a "sure" opponent ends on the field, on
// the claimed cell, with at least the claimed PP.
TEST(GoalBounds, NextStageClaimsHoldForEveryCompletion) {
  Rng rng(777);
  int checked = 0;
  for (int k = 0; k < 3000; ++k) {
    const int players = k % 3 == 0 ? 3 + static_cast<int>(rng.Below(5)) : kMaxPlayers / 2;
    const Position pos = soule::RandomTurnPosition(rng, players, 2, true);
    const Side us = rng.Below(2) == 0 ? Side::kP1 : Side::kP2;
    const Side them = Opponent(us);
    const bool we_first = pos.initiative() == us;
    const Tactic ours = Soule::RandomTactic(pos, us, rng);
    const Tactic reply = Soule::RandomTactic(pos, them, rng);
    const int slot = static_cast<int>(rng.Below(static_cast<uint64_t>(players)));
    SlotBoard start(pos);
    for (int i = 0; i <= slot; ++i) {
      for (bool ours_now : {we_first, !we_first}) {
        if (ours_now) {
          start.Act(us, i, ours.orders[static_cast<std::size_t>(i)]);
        } else {
          start.Act(them, i, reply.orders[static_cast<std::size_t>(i)]);
        }
      }
    }
    if (start.goal() != Outcome::kNone) continue;
    const NextStageStart claims = NextStageClaims(start, us, we_first, players, slot, reply);
    std::vector<Tactic> rests;
    for (int c = 0; c < 8; ++c) rests.push_back(Soule::RandomTactic(pos, us, rng));
    for (int8_t order : {kAdvance, kRetreat, kStay}) {
      Tactic all;
      all.orders.fill(order);
      rests.push_back(all);
    }
    for (int j = 0; j < players; ++j) {
      Tactic all;
      all.orders.fill(static_cast<int8_t>(j + 1));
      rests.push_back(all);
    }
    for (const Tactic& rest : rests) {
      SlotBoard board = start;
      for (int i = slot + 1; i < players; ++i) {
        for (bool ours_now : {we_first, !we_first}) {
          if (ours_now) {
            board.Act(us, i, rest.orders[static_cast<std::size_t>(i)]);
          } else {
            board.Act(them, i, reply.orders[static_cast<std::size_t>(i)]);
          }
        }
      }
      if (board.goal() != Outcome::kNone) continue;
      ++checked;
      const std::string where = Soule::FormatPosition(pos) + " slot " + std::to_string(slot) +
                                " ours " + Soule::FormatTactic(pos, us, ours) + " reply " +
                                Soule::FormatTactic(pos, them, reply) + " rest " +
                                Soule::FormatTactic(pos, us, rest);
      for (int i = 0; i < players; ++i) {
        ASSERT_LE(board.pp(us, i), claims.our_pp[static_cast<std::size_t>(i)])
            << where << " our player " << i + 1;
        if (!claims.their_sure[static_cast<std::size_t>(i)]) continue;
        ASSERT_EQ(board.cell(them, i), claims.their_cell[static_cast<std::size_t>(i)])
            << where << " their player " << i + 1;
        ASSERT_GE(board.pp(them, i), claims.their_pp[static_cast<std::size_t>(i)])
            << where << " their player " << i + 1;
        ASSERT_GT(claims.their_pp[static_cast<std::size_t>(i)], 0) << where;
      }
    }
  }
  EXPECT_GT(checked, 30000);
}

}  // namespace
}  // namespace melee::soule
