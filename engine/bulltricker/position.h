// The Bulltricker position: piece sets per side and kind, the two king squares, the side to
// move, the counters, and the incrementally maintained Zobrist key.
#pragma once

#include <array>
#include <cstdint>

#include "engine/bulltricker/board.h"
#include "engine/core/types.h"
#include "engine/core/zobrist.h"

namespace melee::bulltricker {

// Pawns and queens stand on rectangles; kings on royal squares.
enum class Piece : uint8_t { kPawn, kQueen };

// Zobrist layout: [(side * 2 + piece) * 225 + cell] for pawns and queens, then
// [(4 + side) * 225 + cell] for kings, then one key for Black to move.
inline constexpr int kZobristCount = 6 * kCells + 1;
inline constexpr auto kZobrist = MakeZobristKeys<kZobristCount>(NameSeed("bulltricker"));

constexpr uint64_t PieceKey(Side s, Piece p, int cell) {
  return kZobrist[(Index(s) * 2 + static_cast<int>(p)) * kCells + cell];
}
constexpr uint64_t KingKey(Side s, int cell) { return kZobrist[(4 + Index(s)) * kCells + cell]; }
inline constexpr uint64_t kBlackToMoveKey = kZobrist[6 * kCells];

// A value type (copy-make). The key covers the board and the side to move only; the
// counters are not part of it, so key() is also the repetition key.
class Position {
 public:
  Side side_to_move() const { return side_; }
  uint64_t key() const { return key_; }
  const Board& pawns(Side s) const { return pawns_[Index(s)]; }
  const Board& queens(Side s) const { return queens_[Index(s)]; }
  // Pawns and queens of a side (everything that stands on rectangles).
  Board men(Side s) const { return pawns_[Index(s)] | queens_[Index(s)]; }
  Board occupied() const { return men(Side::kP1) | men(Side::kP2); }
  int king(Side s) const { return king_[Index(s)]; }
  const Board& kings() const { return kings_; }
  // Consecutive plies without a capture or a pawn move.
  int no_progress() const { return no_progress_; }
  int move_number() const { return move_number_; }
  // The `Bulltricker NoProgress` option this position was created with (0 = off).
  int no_progress_limit() const { return no_progress_limit_; }

  // Mutators keep the key up to date. Place/Remove expect the cell to be empty/held. Defined
  // here, inline: every move made calls them.
  void Place(Side s, Piece p, int cell) {
    (p == Piece::kPawn ? pawns_ : queens_)[Index(s)].Set(cell);
    key_ ^= PieceKey(s, p, cell);
  }
  void Remove(Side s, Piece p, int cell) {
    (p == Piece::kPawn ? pawns_ : queens_)[Index(s)].Reset(cell);
    key_ ^= PieceKey(s, p, cell);
  }
  // Puts the king of s on `cell` (from its previous square, if it had one).
  void SetKing(Side s, int cell) {
    const int old = king_[Index(s)];
    if (old >= 0) {
      kings_.Reset(old);
      key_ ^= KingKey(s, old);
    }
    king_[Index(s)] = static_cast<int16_t>(cell);
    kings_.Set(cell);
    key_ ^= KingKey(s, cell);
  }
  void SetSideToMove(Side s) {
    if (s != side_) key_ ^= kBlackToMoveKey;
    side_ = s;
  }
  void SetCounters(int no_progress, int move_number) {
    no_progress_ = no_progress;
    move_number_ = move_number;
  }
  void set_no_progress_limit(int limit) { no_progress_limit_ = limit; }

  friend bool operator==(const Position&, const Position&) = default;

 private:
  std::array<Board, 2> pawns_{};
  std::array<Board, 2> queens_{};
  Board kings_{};
  uint64_t key_ = 0;
  std::array<int16_t, 2> king_ = {-1, -1};
  Side side_ = Side::kP1;
  int no_progress_ = 0;
  int move_number_ = 1;
  int no_progress_limit_ = 0;
};

// The key recomputed from scratch (must equal pos.key()).
uint64_t ComputeKey(const Position& pos);

}  // namespace melee::bulltricker
