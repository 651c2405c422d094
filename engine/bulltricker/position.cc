#include "engine/bulltricker/position.h"

namespace melee::bulltricker {

void Position::Place(Side s, Piece p, int cell) {
  (p == Piece::kPawn ? pawns_ : queens_)[Index(s)].Set(cell);
  key_ ^= PieceKey(s, p, cell);
}

void Position::Remove(Side s, Piece p, int cell) {
  (p == Piece::kPawn ? pawns_ : queens_)[Index(s)].Reset(cell);
  key_ ^= PieceKey(s, p, cell);
}

void Position::SetKing(Side s, int cell) {
  const int old = king_[Index(s)];
  if (old >= 0) {
    kings_.Reset(old);
    key_ ^= KingKey(s, old);
  }
  king_[Index(s)] = static_cast<int16_t>(cell);
  kings_.Set(cell);
  key_ ^= KingKey(s, cell);
}

void Position::SetSideToMove(Side s) {
  if (s != side_) key_ ^= kBlackToMoveKey;
  side_ = s;
}

void Position::SetCounters(int no_progress, int move_number) {
  no_progress_ = no_progress;
  move_number_ = move_number;
}

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
