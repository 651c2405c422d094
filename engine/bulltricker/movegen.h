// Bulltricker moves and their generation.
#pragma once

#include <cstddef>
#include <cstdint>

#include "engine/bulltricker/position.h"
#include "engine/core/move_list.h"

namespace melee::bulltricker {

// A rangée capture takes at most 3 pieces: a line holds 8 rectangles, and the mover plus
// each (captured piece, free rectangle) pair need 1 + 2k <= 8 of them.
inline constexpr int kMaxCaptured = 3;

// One whole move, capture chain included, like a draughts engine's move: from and to cells
// plus the captured set (the cells taken, in the order met). A colonne capture's captured set
// is its destination. A king move is recognised by its from cell being the king's square.
//
// Packed in two 32-bit words (32-bit so that writing a move never aliases the move list's
// size, which would force a reload per move):
//   cells_:    bits 0-7 from, bits 8-15 to, bits 16-17 number of captured pieces (0..3)
//   captured_: bits 8k..8k+7 = k-th captured cell, k < number of captured pieces
class Move {
 public:
  static_assert(kMaxCaptured <= 3, "the capture count has 2 bits");

  constexpr Move() = default;
  constexpr Move(int from, int to) : cells_(static_cast<uint32_t>(from | to << 8)) {}

  constexpr int from() const { return cells_ & 0xff; }
  constexpr int to() const { return (cells_ >> 8) & 0xff; }
  constexpr int capture_count() const { return cells_ >> 16; }
  constexpr int captured(int k) const { return (captured_ >> (8 * k)) & 0xff; }

  // The same move with one more captured cell (at most kMaxCaptured).
  constexpr Move WithCapture(int cell) const {
    Move m = *this;
    m.captured_ |= static_cast<uint32_t>(cell) << (8 * capture_count());
    m.cells_ += 1u << 16;
    return m;
  }
  // The same move ending on another cell.
  constexpr Move WithTo(int to) const {
    Move m = *this;
    m.cells_ = (cells_ & ~0xff00u) | static_cast<uint32_t>(to) << 8;
    return m;
  }

  friend constexpr bool operator==(const Move&, const Move&) = default;

 private:
  uint32_t cells_ = 0;
  uint32_t captured_ = 0;
};

// A safe bound on the moves of any position: every move ends on one of the 112 rectangles
// or is one of 4 king moves, and a rectangle is reached from at most 4 pivot origins plus
// the nearest own piece in each of 4 directions.
inline constexpr std::size_t kMaxMoves = 112 * 8 + 4;
using TurnList = MoveList<Move, kMaxMoves>;

// Fills `list` with the legal moves of the side to move, the capture priorities applied:
// queen rangée captures if any, else pawn rangée captures if any, else every ordinary move
// and every colonne capture. Does not look at the end-of-game rules.
void GenerateMoves(const Position& pos, TurnList& list);

// Whether GenerateMoves would give at least one move, the ordinary moves tried first: a capture
// is compulsory, but an ordinary move means the side can move either way, so the captures'
// search runs only for a side without one. `scratch` is overwritten.
bool HasLegalMove(const Position& pos, TurnList& scratch);

// Applies a move generated for pos (captures, promotion, counters, side to move).
void PlayMove(Position& pos, const Move& move);

}  // namespace melee::bulltricker
