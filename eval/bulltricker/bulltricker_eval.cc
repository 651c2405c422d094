#include "eval/bulltricker/bulltricker_eval.h"

#include <array>

namespace melee {
namespace {

using bulltricker::Board;

// Weights (centi-pawns).
constexpr int kPawnValue = 100;
// A queen slides and captures at any distance: worth several pawns.
constexpr int kQueenValue = 300;
// Per row a pawn has advanced from its side's back row: promotion is the pawn's goal.
constexpr int kPawnProgressPerRow = 3;
// Per occupied rectangle around a side's king: four occupied with one enemy is MAT.
constexpr int kKingWallPenalty = 15;
// Extra when three of the four are occupied: one move from MAT (or a TRICK).
constexpr int kKingThreeWallsPenalty = 120;

struct SideTerms {
  int material = 0;
  int progress = 0;
  int king_enclosure = 0;

  int Total() const { return material + progress + king_enclosure; }
};

SideTerms TermsFor(const Bulltricker::Position& pos, Side s) {
  SideTerms t;
  t.material = pos.pawns(s).Count() * kPawnValue + pos.queens(s).Count() * kQueenValue;
  const int back_row = s == Side::kP1 ? bulltricker::kSize - 1 : 0;
  pos.pawns(s).ForEach([&](int cell) {
    const int advanced = bulltricker::Row(cell) - back_row;
    t.progress += (advanced < 0 ? -advanced : advanced) * kPawnProgressPerRow;
  });
  const Board occupied = pos.occupied();
  int walls = 0;
  for (int cell : bulltricker::KingNeighbours(pos.king(s))) walls += occupied.Test(cell);
  t.king_enclosure = -walls * kKingWallPenalty - (walls >= 3 ? kKingThreeWallsPenalty : 0);
  return t;
}

}  // namespace

std::vector<EvalTerm> Eval<Bulltricker>::Explain(const Bulltricker::Position& pos) {
  const SideTerms white = TermsFor(pos, Side::kP1), black = TermsFor(pos, Side::kP2);
  return {{"material", white.material, black.material},
          {"pawn progress", white.progress, black.progress},
          {"king enclosure", white.king_enclosure, black.king_enclosure}};
}

// Called per node by the searchers: no allocation, unlike Explain.
int Eval<Bulltricker>::Evaluate(const Bulltricker::Position& pos) {
  const int white_minus_black = TermsFor(pos, Side::kP1).Total() - TermsFor(pos, Side::kP2).Total();
  return pos.side_to_move() == Side::kP1 ? white_minus_black : -white_minus_black;
}

}  // namespace melee
