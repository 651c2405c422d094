#include "engine/bulltricker/status.h"

#include <bit>

namespace melee::bulltricker {
namespace {

// PAT by material: every side keeps at most this many pawns and queens.
inline constexpr int kMaterialDrawMen = 3;

// Counts word by word and stops as soon as the count exceeds the threshold: this runs before
// every move generation, and a side usually has far more men.
bool AtMostMaterialDrawMen(const Board& men) {
  int count = 0;
  for (int k = 0; k < Board::kWords; ++k) {
    if (const uint64_t w = men.word(k)) {
      count += std::popcount(w);
      if (count > kMaterialDrawMen) return false;
    }
  }
  return true;
}

// MAT: the king's 4 neighbouring rectangles are occupied, at least one by an enemy piece.
bool Enclosed(const Board& occupied, const Board& enemy, int king) {
  bool enemy_seen = false;
  for (int cell : KingNeighbours(king)) {
    if (!occupied.Test(cell)) return false;
    enemy_seen = enemy_seen || enemy.Test(cell);
  }
  return enemy_seen;
}

}  // namespace

GameStatus StatusBeforeMoves(const Position& pos) {
  const Board white = pos.men(Side::kP1), black = pos.men(Side::kP2);
  if (AtMostMaterialDrawMen(white) && AtMostMaterialDrawMen(black)) {
    return {Outcome::kDraw, "material"};
  }
  const Board occupied = white | black;
  const Side to_move = pos.side_to_move(), mover = Opponent(to_move);
  const Board& to_move_men = to_move == Side::kP1 ? white : black;
  const Board& mover_men = to_move == Side::kP1 ? black : white;
  if (Enclosed(occupied, mover_men, pos.king(to_move))) return {WinFor(mover), "mat"};
  if (Enclosed(occupied, to_move_men, pos.king(mover))) return {WinFor(to_move), "trick"};
  return {};
}

bool NoProgressReached(const Position& pos) {
  return pos.no_progress_limit() > 0 && pos.no_progress() >= pos.no_progress_limit();
}

}  // namespace melee::bulltricker
