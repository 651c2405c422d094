#include "engine/soule/position.h"

namespace melee::soule {

Position::Position(int players, uint32_t max_turns, Side initiative)
    : max_turns_(max_turns), players_(static_cast<int8_t>(players)), initiative_(initiative) {
  for (auto& side : cell_) side.fill(kOffField);
  for (auto& side : pp_) side.fill(0);
  for (Side s : {Side::kP1, Side::kP2}) {
    for (int i = 0; i < players; ++i) {
      cell_[Index(s)][i] = kUnplaced;
      pp_[Index(s)][i] = kStartPp;
    }
  }
  key_ = ComputeKey(*this);
}

uint64_t ComputeKey(const Position& pos) {
  uint64_t key = keys::Ball(pos.ball()) ^ keys::Players(pos.players()) ^
                 keys::Initiative(pos.initiative()) ^ keys::Turn(pos.turn()) ^
                 keys::MaxTurns(pos.max_turns());
  for (Side s : {Side::kP1, Side::kP2}) {
    for (int i = 0; i < kMaxPlayers; ++i) {
      key ^= keys::Cell(s, i, pos.cell(s, i)) ^ keys::Pp(s, i, pos.pp(s, i));
    }
  }
  return key;
}

}  // namespace melee::soule
