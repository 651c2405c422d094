// The solver's cuts one by one against the brute force: a bound that says "no goal" must never
// hold where the enumeration finds one.
#include "solve/soule/goal_bounds.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "engine/soule/random_positions.h"
#include "tests/soule_search/brute_force.h"

namespace melee::soule {
namespace {

// Plays slots first..last - 1 of a stage: `ours` for us, `theirs` for the opponent.
void PlaySlots(SlotBoard& board, Side us, bool we_first, const Tactic& ours, const Tactic& theirs,
               int first, int last) {
  for (int slot = first; slot < last && board.goal() == Outcome::kNone; ++slot) {
    for (bool ours_now : {we_first, !we_first}) {
      if (ours_now) {
        board.Act(us, slot, ours.orders[static_cast<std::size_t>(slot)]);
      } else {
        board.Act(Opponent(us), slot, theirs.orders[static_cast<std::size_t>(slot)]);
      }
    }
  }
}

// A crowd around the ball for `us`: every player within one cell of it, PP 1-2, the ball
// `nearest` or one more cells from our target goal, `stages` stages from the end (turn 2).
Position CrowdedPosition(Rng& rng, int players, Side us, int stages, int nearest) {
  Position pos(players, static_cast<uint32_t>(stages) + 1,
               rng.Below(2) == 0 ? Side::kP1 : Side::kP2);
  pos.set_turn(2);
  pos.set_ball(TargetGoal(us) - Forward(us) * (nearest + static_cast<int>(rng.Below(2))));
  for (Side s : {Side::kP1, Side::kP2}) {
    for (int i = 0; i < players; ++i) {
      pos.set_cell(s, i, std::clamp(pos.ball() + static_cast<int>(rng.Below(3)) - 1, 0, 6));
      pos.set_pp(s, i, 1 + static_cast<int>(rng.Below(2)));
    }
  }
  return pos;
}

// Our orders for the rest of a stage in the claims tests: `random` random tactics, then
// everybody advancing, retreating or waiting, then everybody hitting opponent j, each j.
std::vector<Tactic> CompletionOrders(const Position& pos, Side us, Rng& rng, int random) {
  std::vector<Tactic> rests;
  for (int c = 0; c < random; ++c) rests.push_back(Soule::RandomTactic(pos, us, rng));
  for (int8_t order : {kAdvance, kRetreat, kStay}) {
    Tactic all;
    all.orders.fill(order);
    rests.push_back(all);
  }
  for (int j = 0; j < pos.players(); ++j) {
    Tactic all;
    all.orders.fill(static_cast<int8_t>(j + 1));
    rests.push_back(all);
  }
  return rests;
}

// Plays `ours` against `reply` from `pos` slot by slot; after the first slot at which
// `may_score(board, slot)` is false, requires that the completed stage neither scores for us
// nor leaves a position where we force a goal within `stages_after` stages (by the brute
// force; 0: the stage is the last). Returns whether the bound cut.
template <class MayScore>
bool CheckedCut(const Position& pos, Side us, const Tactic& ours, const Tactic& reply,
                int stages_after, soule_test::BruteForcedGoal& brute, const MayScore& may_score) {
  const Side them = Opponent(us);
  const bool we_first = pos.initiative() == us;
  SlotBoard board(pos);
  for (int slot = 0; slot < pos.players() && board.goal() == Outcome::kNone; ++slot) {
    PlaySlots(board, us, we_first, ours, reply, slot, slot + 1);
    if (board.goal() != Outcome::kNone || may_score(board, slot)) continue;
    const Position child = soule_test::Play(pos, us, ours, reply);
    const GameStatus status = Soule::Status(child);
    const bool wins = status.over() ? status.outcome == WinFor(us)
                                    : stages_after > 0 && brute.Exists(child, stages_after);
    EXPECT_FALSE(wins) << Soule::FormatPosition(pos) << " side " << Index(us) << " slot " << slot
                       << " ours " << Soule::FormatTactic(pos, us, ours) << " reply "
                       << Soule::FormatTactic(pos, them, reply);
    return true;
  }
  return false;
}

// CheckedCut for MayScoreInNextStages(stages_after).
bool CheckedCut(const Position& pos, Side us, const Tactic& ours, const Tactic& reply,
                int stages_after, soule_test::BruteForcedGoal& brute) {
  const bool we_first = pos.initiative() == us;
  return CheckedCut(
      pos, us, ours, reply, stages_after, brute, [&](const SlotBoard& board, int slot) {
        return MayScoreInNextStages(board, us, we_first, pos.players(), slot, reply, stages_after);
      });
}

// The stage before the last, every player on the field, PP 1-4: whenever MayScoreInNextStages
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
        const std::vector<Tactic> replies = soule_test::AllTactics(pos, them);
        for (const Tactic& ours : soule_test::AllTactics(pos, us)) {
          for (std::size_t r = 0; r < replies.size(); r += players == 2 ? 1 : 7) {
            cuts += CheckedCut(pos, us, ours, replies[r], 1, brute) ? 1 : 0;
            ASSERT_FALSE(HasFailure());
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
    const Position pos = CrowdedPosition(rng, kPlayers, us, 2, 1);
    soule_test::BruteForcedGoal brute(us);
    const std::vector<Tactic> replies = soule_test::AllTactics(pos, them);
    for (const Tactic& ours : soule_test::AllTactics(pos, us)) {
      for (const Tactic& reply : replies) {
        cuts += CheckedCut(pos, us, ours, reply, 1, brute) ? 1 : 0;
        ASSERT_FALSE(HasFailure());
      }
    }
  }
  EXPECT_GT(cuts, 10000);
}

// Two stages before the last (the root's stage of a mate in 3): whenever the bound cuts,
// the completed stage leaves no forced goal within 2 stages. Random 2 v 2 positions (every
// reply) and 3 v 3 ones (one reply in 5), every player on the field.
TEST(GoalBounds, TwoStagesBoundNeverCutsAWin) {
  Rng rng(5151);
  int cuts = 0;
  for (int players = 2; players <= 3; ++players) {
    for (int k = 0; k < (players == 2 ? 24 : 2); ++k) {
      const Position pos = soule::RandomTurnPosition(rng, players, 3, true);
      for (Side us : {Side::kP1, Side::kP2}) {
        soule_test::BruteForcedGoal brute(us);
        const std::vector<Tactic> replies = soule_test::AllTactics(pos, Opponent(us));
        for (const Tactic& ours : soule_test::AllTactics(pos, us)) {
          for (std::size_t r = 0; r < replies.size(); r += players == 2 ? 1 : 5) {
            cuts += CheckedCut(pos, us, ours, replies[r], 2, brute) ? 1 : 0;
            ASSERT_FALSE(HasFailure());
          }
        }
      }
    }
  }
  EXPECT_GT(cuts, 5000);
}

// Crowded positions three stages from the end: the ball two or three cells from the goal of
// the side solved, every player within one cell of it, PP 1-2. Here the middle stage decides:
// a push back that surely happens (the pusher not knocked out first), a sure hit on one of our
// pushers, an opponent who may be knocked out before the last stage. Every reply is tried.
TEST(GoalBounds, TwoStagesBoundNeverCutsAWinInACrowd) {
  Rng rng(6262);
  int cuts = 0;
  for (int k = 0; k < 10; ++k) {
    const int players = k % 4 == 3 ? 3 : 2;
    const Side us = k % 2 == 0 ? Side::kP1 : Side::kP2;
    const Position pos = CrowdedPosition(rng, players, us, 3, 2);
    soule_test::BruteForcedGoal brute(us);
    const std::vector<Tactic> replies = soule_test::AllTactics(pos, Opponent(us));
    for (const Tactic& ours : soule_test::AllTactics(pos, us)) {
      for (std::size_t r = 0; r < replies.size(); r += players == 2 ? 1 : 3) {
        cuts += CheckedCut(pos, us, ours, replies[r], 2, brute) ? 1 : 0;
        ASSERT_FALSE(HasFailure());
      }
    }
  }
  EXPECT_GT(cuts, 3000);
}

// CanStillScoreAgainst with `stages` stages left (the stage played, then stages - 1): whenever
// it cuts, the completed stage leaves no goal for us within the stages after it. Crowded
// positions, so that the opponent's next player, played before ours when he has the
// initiative, pushes the ball back or hits our next pusher; it must cut where CanStillScore
// alone does not, or the test would not see its own part. Returns {cuts, cuts of its own}.
std::pair<int, int> CheckAgainstBound(Rng& rng, int positions, int players, int stages, int nearest,
                                      std::size_t reply_step) {
  int cuts = 0;
  int own = 0;
  for (int k = 0; k < positions; ++k) {
    const Side us = k % 2 == 0 ? Side::kP1 : Side::kP2;
    const Position pos = CrowdedPosition(rng, players, us, stages, nearest);
    const bool we_first = pos.initiative() == us;
    soule_test::BruteForcedGoal brute(us);
    const std::vector<Tactic> replies = soule_test::AllTactics(pos, Opponent(us));
    for (const Tactic& ours : soule_test::AllTactics(pos, us)) {
      for (std::size_t r = 0; r < replies.size(); r += reply_step) {
        const Tactic& reply = replies[r];
        bool plain = false;
        const bool cut = CheckedCut(
            pos, us, ours, reply, stages - 1, brute, [&](const SlotBoard& board, int slot) {
              plain = !CanStillScore(board, us, slot + 1, players, stages, nullptr);
              return CanStillScoreAgainst(board, us, we_first, players, slot, reply, stages);
            });
        cuts += cut ? 1 : 0;
        own += cut && !plain ? 1 : 0;
        if (::testing::Test::HasFailure()) return {cuts, own};
      }
    }
  }
  return {cuts, own};
}

TEST(GoalBounds, BoundAgainstTheNextOrderNeverCutsAWinInTheLastStage) {
  Rng rng(7373);
  const auto [cuts, own] = CheckAgainstBound(rng, 40, 3, 1, 1, 1);
  EXPECT_GT(cuts, 100000);
  EXPECT_GT(own, 2000);
}

TEST(GoalBounds, BoundAgainstTheNextOrderNeverCutsAWinBeforeTheLast) {
  Rng rng(7474);
  const auto [cuts, own] = CheckAgainstBound(rng, 12, 3, 2, 1, 2);
  EXPECT_GT(cuts, 20000);
  EXPECT_GT(own, 2000);
}

TEST(GoalBounds, BoundAgainstTheNextOrderNeverCutsAWinTwoStagesBeforeTheLast) {
  Rng rng(7575);
  const auto [cuts, own] = CheckAgainstBound(rng, 16, 2, 3, 2, 1);
  EXPECT_GT(cuts, 1000);
  EXPECT_GT(own, 40);
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
    const std::vector<Tactic> rests = CompletionOrders(pos, us, rng, 8);
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

// The claims of the two-stages bound about the last stage's start, checked directly at 11 a
// side (and 3 to 7): after random slots of the first stage, whatever our players do in the
// rest of it and in the middle stage (random orders, and everybody advancing, retreating,
// waiting or hitting one opponent), against the reply and then the claimed defence, we do not
// score, the ball ends on a claimed cell, our players on claimed cells with at most the
// claimed PP, and a "sure" opponent on the field, on his claimed cell, with at least his
// claimed PP.
TEST(GoalBounds, LastStageClaimsHoldForEveryCompletion) {
  Rng rng(8383);
  int checked = 0;
  for (int k = 0; k < 3000; ++k) {
    const int players = k % 3 == 0 ? 3 + static_cast<int>(rng.Below(5)) : kMaxPlayers / 2;
    const Position pos = soule::RandomTurnPosition(rng, players, 3, true);
    const Side us = rng.Below(2) == 0 ? Side::kP1 : Side::kP2;
    const Side them = Opponent(us);
    const bool we_first = pos.initiative() == us;
    const Tactic ours = Soule::RandomTactic(pos, us, rng);
    const Tactic reply = Soule::RandomTactic(pos, them, rng);
    const int slot = static_cast<int>(rng.Below(static_cast<uint64_t>(players)));
    SlotBoard start(pos);
    PlaySlots(start, us, we_first, ours, reply, 0, slot + 1);
    if (start.goal() != Outcome::kNone) continue;
    const LastStageStart claims = LastStageClaims(start, us, we_first, players, slot, reply);
    if (claims.may_score_before) continue;
    const std::vector<Tactic> rests = CompletionOrders(pos, us, rng, 6);
    for (std::size_t a = 0; a < rests.size(); ++a) {
      SlotBoard first = start;
      PlaySlots(first, us, we_first, rests[a], reply, slot + 1, players);
      const std::string where = Soule::FormatPosition(pos) + " slot " + std::to_string(slot) +
                                " ours " + Soule::FormatTactic(pos, us, ours) + " reply " +
                                Soule::FormatTactic(pos, them, reply) + " rest " +
                                Soule::FormatTactic(pos, us, rests[a]);
      ASSERT_NE(first.goal(), WinFor(us)) << where;
      if (first.goal() != Outcome::kNone) continue;
      const Position middle = first.Finish(pos);
      // The middle stage: the same kinds of orders, a different one than the first stage's.
      const Tactic& ours_middle = rests[(a * 7 + 3) % rests.size()];
      SlotBoard second(middle);
      PlaySlots(second, us, !we_first, ours_middle, claims.defence, 0, players);
      ASSERT_NE(second.goal(), WinFor(us)) << where;
      if (second.goal() != Outcome::kNone) continue;
      const Position last = second.Finish(middle);
      ++checked;
      ASSERT_NE(claims.balls & (1u << last.ball()), 0u) << where;
      for (int i = 0; i < players; ++i) {
        const auto at = static_cast<std::size_t>(i);
        if (OnField(last.cell(us, i))) {
          ASSERT_NE(claims.our_cells[at] & (1u << last.cell(us, i)), 0u) << where << " ours " << i;
          ASSERT_LE(last.pp(us, i), claims.start.our_pp[at]) << where << " our player " << i + 1;
        }
        if (!claims.start.their_sure[at]) continue;
        ASSERT_EQ(last.cell(them, i), claims.start.their_cell[at])
            << where << " their player " << i + 1;
        ASSERT_GE(last.pp(them, i), claims.start.their_pp[at])
            << where << " their player " << i + 1;
      }
    }
  }
  EXPECT_GT(checked, 10000);
}

}  // namespace
}  // namespace melee::soule
