#include "engine/bulltricker/position.h"

namespace melee::bulltricker {

uint64_t ComputeKey(const Position& pos) {
  uint64_t key = 0;
  for (Side s : {Side::kP1, Side::kP2}) {
    pos.pawns(s).ForEach([&](int cell) { key ^= PieceKey(s, Piece::kPawn, cell); });
    pos.queens(s).ForEach([&](int cell) { key ^= PieceKey(s, Piece::kQueen, cell); });
    if (pos.king(s) >= 0) key ^= KingKey(s, pos.king(s));
  }
  if (pos.side_to_move() == Side::kP2) key ^= kBlackToMoveKey;
  return key;
}

}  // namespace melee::bulltricker
