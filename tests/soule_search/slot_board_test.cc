// The slot-by-slot board plays a stage exactly like the referee's Resolve.
#include "engine/soule/slot_board.h"

#include <gtest/gtest.h>

#include "engine/soule/random_positions.h"
#include "engine/soule/soule.h"
#include "tests/soule/soule_test_util.h"

namespace melee::soule {
namespace {

Position PlayBySlots(const Position& pos, const Tactic& a, const Tactic& b) {
  SlotBoard board(pos);
  const Side first = pos.initiative();
  const Tactic& first_part = first == Side::kP1 ? a : b;
  const Tactic& second_part = first == Side::kP1 ? b : a;
  for (int i = 0; i < pos.players(); ++i) {
    board.Act(first, i, first_part.orders[static_cast<std::size_t>(i)]);
    board.Act(Opponent(first), i, second_part.orders[static_cast<std::size_t>(i)]);
  }
  return board.Finish(pos);
}

TEST(SlotBoard, PlaysRandomGamesLikeResolve) {
  Rng rng(7);
  for (int game = 0; game < 300; ++game) {
    const int players = 1 + static_cast<int>(rng.Below(kMaxPlayers));
    Position pos(players, 0, rng.Below(2) == 0 ? Side::kP1 : Side::kP2);
    for (int stage = 0; stage < 30 && !Soule::Status(pos).over(); ++stage) {
      const Tactic a = Soule::RandomTactic(pos, Side::kP1, rng);
      const Tactic b = Soule::RandomTactic(pos, Side::kP2, rng);
      const Position by_slots = PlayBySlots(pos, a, b);
      Soule::Resolve(pos, a, b);
      ASSERT_EQ(by_slots, pos) << Soule::FormatPosition(pos);
      ASSERT_EQ(by_slots.key(), pos.key());
    }
  }
}

TEST(SlotBoard, PlaysCrowdedPositionsLikeResolve) {
  Rng rng(8);
  for (int k = 0; k < 5000; ++k) {
    const Position pos = soule::RandomTurnPosition(rng, 1 + static_cast<int>(rng.Below(6)), 2);
    const Tactic a = Soule::RandomTactic(pos, Side::kP1, rng);
    const Tactic b = Soule::RandomTactic(pos, Side::kP2, rng);
    Position expected = pos;
    Soule::Resolve(expected, a, b);
    ASSERT_EQ(PlayBySlots(pos, a, b), expected) << Soule::FormatPosition(pos);
  }
}

TEST(SlotBoard, HashSeesEveryChange) {
  const Position pos = soule_test::Pos("2233/4411 3344/4444 3 1 A 7");
  SlotBoard board(pos);
  const uint64_t before = board.Hash();
  board.Act(Side::kP1, 1, kStay);
  EXPECT_EQ(board.Hash(), before);
  board.Act(Side::kP1, 0, kAdvance);  // from the cell behind the ball: pushes it from 3 to 4
  EXPECT_NE(board.Hash(), before);
  EXPECT_EQ(board.ball(), 4);
}

}  // namespace
}  // namespace melee::soule
