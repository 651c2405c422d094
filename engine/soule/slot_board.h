// A turn played one action at a time: the solver's view of the referee. The forced-goal
// solver and its best-reply oracle choose one player's order per slot, in resolution order
// (I1, J1, I2, J2, ...), and memoise on the board between slots; Soule::Resolve (resolve.cc)
// plays a whole turn at once and stays the reference (tests/soule_search checks that both
// agree). The placement stage works too: an "action" then places one player.
#pragma once

#include <array>
#include <cstdint>

#include "engine/soule/position.h"

namespace melee::soule {

// Layout: per side and player a cell code and a PP that may fall below 0 during the turn
// (knocked-out players stay hittable on their cell until Finish); the ball; the goal scored so
// far (kNone until one), after which every action is ignored.
class SlotBoard {
 public:
  explicit SlotBoard(const Position& pos);

  // Executes `player` of `side`'s order (spec "A turn"; during the placement, the distance).
  void Act(Side side, int player, int order);

  int cell(Side side, int player) const { return cell_[Index(side)][player]; }
  // A player acts (and pushes) only with PP left; off the field the PP is 0.
  bool active(Side side, int player) const { return pp_[Index(side)][player] > 0; }
  // The PP left so far this turn (<= 0: knocked out; later hits this turn may lower it).
  int pp(Side side, int player) const { return pp_[Index(side)][player]; }
  int ball() const { return ball_; }
  Outcome goal() const { return goal_; }
  // A hash of the whole board (cells, PP, ball, goal) for memoisation between slots.
  uint64_t Hash() const;

  // The position after the stage, `before` being the position it started from: the knocked
  // out leave the field, PP is clamped, the turn and initiative move on (not after a goal).
  Position Finish(const Position& before) const;

 private:
  std::array<std::array<int8_t, kMaxPlayers>, 2> cell_;
  std::array<std::array<int8_t, kMaxPlayers>, 2> pp_;
  int8_t ball_;
  bool placement_;
  Outcome goal_ = Outcome::kNone;
};

}  // namespace melee::soule
