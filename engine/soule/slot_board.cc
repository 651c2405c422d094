#include "engine/soule/slot_board.h"

#include <cstring>

namespace melee::soule {

SlotBoard::SlotBoard(const Position& pos)
    : ball_(static_cast<int8_t>(pos.ball())), placement_(pos.turn() == 0) {
  for (Side s : {Side::kP1, Side::kP2}) {
    for (int i = 0; i < kMaxPlayers; ++i) {
      cell_[Index(s)][i] = static_cast<int8_t>(pos.cell(s, i));
      pp_[Index(s)][i] = static_cast<int8_t>(pos.pp(s, i));
    }
  }
}

void SlotBoard::Act(Side side, int player, int order) {
  const int us = Index(side);
  if (placement_) {
    cell_[us][player] = static_cast<int8_t>(kMiddle - Forward(side) * order);
    return;
  }
  if (goal_ != Outcome::kNone || pp_[us][player] <= 0) return;
  const int from = cell_[us][player];
  if (order > 0) {  // a hit lands on a target standing on this cell (knocked out or not)
    int8_t& target_pp = pp_[1 - us][order - 1];
    if (cell_[1 - us][order - 1] == from) --target_pp;
    return;
  }
  if (order == kStay) return;
  const int to = from + (order == kAdvance ? Forward(side) : -Forward(side));
  if (!OnField(to)) return;
  cell_[us][player] = static_cast<int8_t>(to);
  if (order == kAdvance && to == ball_) {
    ball_ = static_cast<int8_t>(ball_ + Forward(side));
    if (ball_ == TargetGoal(side)) goal_ = WinFor(side);
  }
}

uint64_t SlotBoard::Hash() const {
  static_assert(sizeof(cell_) % 8 == 4 && sizeof(pp_) == sizeof(cell_));
  std::array<uint64_t, (2 * sizeof(cell_) + 8) / 8> words{};
  std::memcpy(words.data(), cell_.data(), sizeof(cell_));
  std::memcpy(reinterpret_cast<char*>(words.data()) + sizeof(cell_), pp_.data(), sizeof(pp_));
  uint64_t h = static_cast<uint64_t>(ball_) << 8 | static_cast<uint64_t>(goal_);
  for (uint64_t w : words) {
    h ^= w;
    h = SplitMix64(h);
  }
  return h;
}

Position SlotBoard::Finish(const Position& before) const {
  Position after = before;
  const bool goal = goal_ != Outcome::kNone;
  for (Side s : {Side::kP1, Side::kP2}) {
    for (int i = 0; i < before.players(); ++i) {
      int cell = cell_[Index(s)][i];
      int pp = pp_[Index(s)][i];
      if (pp <= 0) {
        pp = 0;
        if (!goal && !placement_) cell = kOffField;
      }
      after.set_pp(s, i, pp);
      after.set_cell(s, i, cell);
    }
  }
  after.set_ball(ball_);
  if (goal) return after;
  after.set_turn(before.turn() + 1);
  if (!placement_) after.set_initiative(Opponent(before.initiative()));
  return after;
}

}  // namespace melee::soule
