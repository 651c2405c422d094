// The solver's sufficient conditions against the brute force: whenever a test says "surely
// scores", the enumeration of every reply (the referee's own tactics) must confirm it.
#include "solve/soule/sure_goal.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

#include "engine/soule/random_positions.h"
#include "engine/soule/slot_board.h"
#include "solve/soule/forced_goal.h"
#include "tests/soule_search/brute_force.h"

namespace melee::soule {
namespace {

// A crowd around the ball: 1-3 a side, the ball one to three cells from `us`'s target goal
// (one time in four anywhere, so that the opponent may score first), every player within two
// cells of it, PP 1-2 (hits that knock out decide), `stages` left.
Position CrowdNearGoal(Rng& rng, Side us, int players, int stages) {
  Position pos(players, 2 + static_cast<uint32_t>(stages) - 1,
               rng.Below(2) == 0 ? Side::kP1 : Side::kP2);
  pos.set_turn(2);
  pos.set_ball(rng.Below(4) == 0
                   ? 1 + static_cast<int>(rng.Below(kCells - 2))
                   : TargetGoal(us) - Forward(us) * (1 + static_cast<int>(rng.Below(3))));
  for (Side s : {Side::kP1, Side::kP2}) {
    for (int i = 0; i < players; ++i) {
      const int cell = pos.ball() + static_cast<int>(rng.Below(5)) - 2;
      pos.set_cell(s, i, std::clamp(cell, 0, kCells - 1));
      pos.set_pp(s, i, 1 + static_cast<int>(rng.Below(2)));
    }
  }
  return pos;
}

// The last stage: a "sure" position is won by LastStageAdvance against every reply.
TEST(SureGoal, LastStageClaimHoldsAgainstEveryReply) {
  Rng rng(777);
  int sure = 0;
  int positions = 0;
  for (int k = 0; k < 3000; ++k) {
    const Side us = k % 2 == 0 ? Side::kP1 : Side::kP2;
    const int players = 1 + k % 3;
    const Position pos = k % 4 == 3 ? RandomTurnPosition(rng, players, 1, k % 8 == 3)
                                    : CrowdNearGoal(rng, us, players, 1);
    if (Soule::Status(pos).over()) continue;
    ++positions;
    if (!SurelyScoresInLastStage(pos, us)) continue;
    ++sure;
    soule_test::BruteForcedGoal brute(us);
    ASSERT_TRUE(brute.Beats(pos, LastStageAdvance(pos, us), 1))
        << Soule::FormatPosition(pos) << " side " << Index(us);
  }
  // The test fires often enough to mean something, and not everywhere.
  EXPECT_GT(sure, 150);
  EXPECT_LT(sure, positions / 2);
}

// The solver memoises last-stage searches on LastStageKey: positions equal on it must have
// the same exact answer. Every change of one player's PP or cell that keeps the key must keep
// the brute force's verdict; changes of players who matter must change the key.
TEST(SureGoal, LastStageKeyKeepsOnlyWhatDecides) {
  Rng rng(4242);
  int kept = 0;
  int changed = 0;
  for (int k = 0; k < 400; ++k) {
    const Side us = k % 2 == 0 ? Side::kP1 : Side::kP2;
    const int players = 2 + k % 2;
    const Position pos =
        k % 3 == 2 ? RandomTurnPosition(rng, players, 1) : CrowdNearGoal(rng, us, players, 1);
    if (Soule::Status(pos).over()) continue;
    const uint64_t key = LastStageKey(pos, us);
    const bool wins = soule_test::BruteForcedGoal(us).Exists(pos, 1);
    for (Side s : {Side::kP1, Side::kP2}) {
      for (int i = 0; i < players; ++i) {
        if (pos.pp(s, i) <= 0 || !OnField(pos.cell(s, i))) continue;
        Position other = pos;
        if (rng.Below(2) == 0) {
          other.set_pp(s, i, pos.pp(s, i) % 4 + 1);
        } else {
          other.set_cell(s, i, static_cast<int>(rng.Below(kCells)));
        }
        if (other == pos || Soule::Status(other).over()) continue;
        if (LastStageKey(other, us) != key) {
          ++changed;
          continue;
        }
        ++kept;
        ASSERT_EQ(soule_test::BruteForcedGoal(us).Exists(other, 1), wins)
            << Soule::FormatPosition(pos) << " vs " << Soule::FormatPosition(other) << " side "
            << Index(us);
      }
    }
  }
  // Both kinds of change happen often enough to mean something.
  EXPECT_GT(kept, 100);
  EXPECT_GT(changed, 100);
}

// Whether `ours` scores by the end of the last stage against every reply, from `board` (the
// stage before the last, players from `slot` on still to act), by enumeration: every raw
// order of each of the opponent's players still to act (a hit on nobody there is a wait), then
// the brute force's last stage.
bool BeatsFromSlot(const Position& pos, Side us, const SlotBoard& board, int slot,
                   const Tactic& ours) {
  if (board.goal() != Outcome::kNone) return board.goal() == WinFor(us);
  if (slot == pos.players()) {
    const Position child = board.Finish(pos);
    return !Soule::Status(child).over() && soule_test::BruteForcedGoal(us).Exists(child, 1);
  }
  const bool we_first = pos.initiative() == us;
  for (int order = kRetreat; order <= pos.players(); ++order) {
    SlotBoard next = board;
    const int mine = ours.orders[static_cast<std::size_t>(slot)];
    next.Act(we_first ? us : Opponent(us), slot, we_first ? mine : order);
    next.Act(we_first ? Opponent(us) : us, slot, we_first ? order : mine);
    if (!BeatsFromSlot(pos, us, next, slot + 1, ours)) return false;
  }
  return true;
}

// A random raw order (a hit on anybody, or a move, or a wait).
int8_t RandomOrder(Rng& rng, int players) {
  return static_cast<int8_t>(static_cast<int>(rng.Below(3 + players)) + kRetreat);
}

// The oracle memoises the stage before the last on BeforeLastStageKey: boards equal on it
// must have the same answer for any tactic of ours. Each base board comes from a random
// position and random orders for the slots already played; one player's cell or PP is changed
// in the position and the same orders replayed: where the key stays, so must the enumeration's
// verdict.
TEST(SureGoal, BeforeLastStageKeyKeepsOnlyWhatDecides) {
  Rng rng(2718);
  int kept = 0;
  int changed = 0;
  for (int k = 0; k < 300; ++k) {
    const Side us = k % 2 == 0 ? Side::kP1 : Side::kP2;
    const int players = k % 3 == 2 ? 3 : 2;
    const Position pos =
        k % 4 == 3 ? RandomTurnPosition(rng, players, 2) : CrowdNearGoal(rng, us, players, 2);
    if (Soule::Status(pos).over()) continue;
    const int slot = static_cast<int>(rng.Below(static_cast<uint32_t>(players) + 1));
    Tactic ours;
    Tactic theirs;
    for (int i = 0; i < players; ++i) {
      ours.orders[static_cast<std::size_t>(i)] = RandomOrder(rng, players);
      theirs.orders[static_cast<std::size_t>(i)] = RandomOrder(rng, players);
    }
    const bool we_first = pos.initiative() == us;
    const auto played = [&](const Position& from) {
      SlotBoard board(from);
      for (int i = 0; i < slot; ++i) {
        const int8_t mine = ours.orders[static_cast<std::size_t>(i)];
        const int8_t his = theirs.orders[static_cast<std::size_t>(i)];
        board.Act(we_first ? us : Opponent(us), i, we_first ? mine : his);
        board.Act(we_first ? Opponent(us) : us, i, we_first ? his : mine);
      }
      return board;
    };
    const SlotBoard board = played(pos);
    if (board.goal() != Outcome::kNone) continue;
    const uint64_t key = BeforeLastStageKey(board, us, players, slot);
    const bool beats = BeatsFromSlot(pos, us, board, slot, ours);
    for (Side s : {Side::kP1, Side::kP2}) {
      for (int i = 0; i < players; ++i) {
        Position other = pos;
        if (rng.Below(2) == 0) {
          other.set_pp(s, i, pos.pp(s, i) % 3 + 1);
        } else {
          other.set_cell(s, i, 1 + static_cast<int>(rng.Below(kCells - 2)));
        }
        if (other == pos || Soule::Status(other).over()) continue;
        const SlotBoard other_board = played(other);
        if (other_board.goal() != Outcome::kNone) continue;
        if (BeforeLastStageKey(other_board, us, players, slot) != key) {
          ++changed;
          continue;
        }
        ++kept;
        ASSERT_EQ(BeatsFromSlot(other, us, other_board, slot, ours), beats)
            << Soule::FormatPosition(pos) << " vs " << Soule::FormatPosition(other) << " side "
            << Index(us) << " slot " << slot;
      }
    }
  }
  // Both kinds of change happen often enough to mean something.
  EXPECT_GT(kept, 60);
  EXPECT_GT(changed, 100);
}

// 11 a side, too many for the brute force: the exact oracle (ForcesGoal, which never uses
// these tests in the last stage) confirms every "sure" last stage.
TEST(SureGoal, LastStageClaimHoldsAtElevenASide) {
  Rng rng(31337);
  int sure = 0;
  for (int k = 0; k < 400; ++k) {
    const Side us = k % 2 == 0 ? Side::kP1 : Side::kP2;
    const Position pos =
        k % 2 == 0 ? RandomTurnPosition(rng, 11, 1, true) : CrowdNearGoal(rng, us, 11, 1);
    if (Soule::Status(pos).over() || !SurelyScoresInLastStage(pos, us)) continue;
    ++sure;
    ASSERT_TRUE(ForcesGoal(pos, us, LastStageAdvance(pos, us), 1))
        << Soule::FormatPosition(pos) << " side " << Index(us);
  }
  EXPECT_GT(sure, 40);
}

// The memo answers what the test itself answers: one memo over many positions that differ by
// one player's cell or PP from a few bases (so that most share entries), each compared with
// the test run afresh. A key that left out something the test reads would hand one position
// another's answer.
TEST(SureGoal, MemoAnswersAsTheTest) {
  Rng rng(5150);
  for (Side us : {Side::kP1, Side::kP2}) {
    LastStageSureMemo memo(us);
    int sure = 0;
    int answers = 0;
    for (int base = 0; base < 120; ++base) {
      const int players = base % 3 == 0 ? 11 : base % 3 == 1 ? 5 : 3;
      const Position start = base % 2 == 0 ? RandomTurnPosition(rng, players, 1, true)
                                           : CrowdNearGoal(rng, us, players, 1);
      for (int k = 0; k < 100; ++k) {
        Position pos = start;
        const Side side = rng.Below(2) == 0 ? Side::kP1 : Side::kP2;
        const int player = static_cast<int>(rng.Below(static_cast<uint32_t>(players)));
        if (rng.Below(2) == 0) {
          pos.set_pp(side, player, 1 + static_cast<int>(rng.Below(4)));
        } else {
          pos.set_cell(side, player, static_cast<int>(rng.Below(kCells)));
        }
        if (Soule::Status(pos).over()) continue;
        const bool expected = SurelyScoresInLastStage(pos, us);
        ASSERT_EQ(memo.Test(pos), expected) << Soule::FormatPosition(pos) << " side " << Index(us);
        sure += expected ? 1 : 0;
        ++answers;
      }
    }
    EXPECT_GT(sure, answers / 20);
    EXPECT_LT(sure, answers - answers / 20);
  }
}

// The test on a played-out stage before the last (a SlotBoard, no Position built) answers as
// the test on the position that stage leaves; one memo for both kinds of call.
TEST(SureGoal, TestAfterStageAnswersAsTheFinishedPosition) {
  Rng rng(8080);
  for (Side us : {Side::kP1, Side::kP2}) {
    LastStageSureMemo memo(us);
    int sure = 0;
    int answers = 0;
    for (int k = 0; k < 3000; ++k) {
      const int players = k % 3 == 0 ? 11 : k % 3 == 1 ? 5 : 3;
      const Position pos = k % 2 == 0 ? RandomTurnPosition(rng, players, 2, true)
                                      : CrowdNearGoal(rng, us, players, 2);
      if (Soule::Status(pos).over()) continue;
      const bool we_first = pos.initiative() == us;
      const Tactic ours = Soule::RandomTactic(pos, us, rng);
      const Tactic theirs = Soule::RandomTactic(pos, Opponent(us), rng);
      SlotBoard board(pos);
      for (int slot = 0; slot < players; ++slot) {
        for (bool ours_now : {we_first, !we_first}) {
          board.Act(ours_now ? us : Opponent(us), slot,
                    (ours_now ? ours : theirs).orders[static_cast<std::size_t>(slot)]);
        }
      }
      if (board.goal() != Outcome::kNone) continue;
      const Position child = board.Finish(pos);
      const bool expected = SurelyScoresInLastStage(child, us);
      ASSERT_EQ(memo.TestAfterStage(board, we_first, players), expected)
          << Soule::FormatPosition(child) << " side " << Index(us);
      ASSERT_EQ(memo.Test(child), expected) << Soule::FormatPosition(child);
      sure += expected ? 1 : 0;
      ++answers;
    }
    EXPECT_GT(sure, answers / 20);
  }
}

// The stage before the last: once the test says "surely scores" after some slot (our tactic
// fixed, the reply's prefix played), every completion of the reply either scores for us this
// stage or leaves a position that LastStageAdvance wins against every reply.
TEST(SureGoal, NextStageClaimHoldsForEveryCompletion) {
  Rng rng(2024);
  int sure = 0;
  for (int k = 0; k < 400; ++k) {
    const Side us = k % 2 == 0 ? Side::kP1 : Side::kP2;
    const Side them = Opponent(us);
    const int players = 2 + k % 2;
    const Position pos =
        k % 3 == 2 ? RandomTurnPosition(rng, players, 2, true) : CrowdNearGoal(rng, us, players, 2);
    if (Soule::Status(pos).over()) continue;
    const bool we_first = pos.initiative() == us;
    const std::vector<Tactic> ours_all = soule_test::AllTactics(pos, us);
    const std::vector<Tactic> replies = soule_test::AllTactics(pos, them);
    soule_test::BruteForcedGoal brute(us);
    for (std::size_t o = 0; o < ours_all.size(); o += players == 2 ? 1 : 5) {
      const Tactic& ours = ours_all[o];
      const Tactic& prefix = replies[rng.Below(static_cast<uint32_t>(replies.size()))];
      SlotBoard board(pos);
      for (int slot = 0; slot < players && board.goal() == Outcome::kNone; ++slot) {
        for (bool ours_now : {we_first, !we_first}) {
          const Side side = ours_now ? us : them;
          board.Act(side, slot, (ours_now ? ours : prefix).orders[static_cast<std::size_t>(slot)]);
        }
        if (!SurelyScoresByNextStage(board, us, we_first, players, slot, ours)) continue;
        ++sure;
        for (const Tactic& reply : replies) {
          if (!std::equal(reply.orders.begin(), reply.orders.begin() + slot + 1,
                          prefix.orders.begin())) {
            continue;
          }
          const Position child = soule_test::Play(pos, us, ours, reply);
          const GameStatus status = Soule::Status(child);
          const bool wins = status.over() ? status.outcome == WinFor(us)
                                          : brute.Beats(child, LastStageAdvance(child, us), 1);
          ASSERT_TRUE(wins) << Soule::FormatPosition(pos) << " side " << Index(us) << " slot "
                            << slot << " ours " << Soule::FormatTactic(pos, us, ours) << " reply "
                            << Soule::FormatTactic(pos, them, reply);
        }
        break;
      }
    }
  }
  EXPECT_GT(sure, 300);
}

}  // namespace
}  // namespace melee::soule
