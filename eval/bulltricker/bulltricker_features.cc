#include "eval/bulltricker/bulltricker_features.h"

namespace melee::bulltricker_eval {
namespace {

using bulltricker::Board;
using bulltricker::IsRectangle;
using bulltricker::KindOf;
using bulltricker::kRectangleCells;
using bulltricker::kSize;
using bulltricker::Row;

// The set moved by kOffset cells (positive: toward higher indices). Callers mask the result
// with the legal targets of the step, which drops the cells that wrapped around a row edge. A
// compile-time offset lets the compiler unroll the four-word shift: Evaluate runs per node.
template <int kOffset>
Board Moved(const Board& b) {
  if constexpr (kOffset >= 0) {
    return b << kOffset;
  } else {
    return b >> -kOffset;
  }
}

// The rectangles t such that t - offset is a rectangle of the other kind: the legal targets
// of a pivot by `offset` (a shift that wrapped around a row edge lands on the same kind).
constexpr Board PivotTargets(int offset) {
  Board b;
  for (int t = 0; t < bulltricker::kCells; ++t) {
    const int from = t - offset;
    if (from < 0 || from >= bulltricker::kCells) continue;
    if (IsRectangle(t) && IsRectangle(from) && KindOf(t) != KindOf(from)) b.Set(t);
  }
  return b;
}
// The same for a step of two columns along a row (a wrapped one changes kind).
constexpr Board RowStepTargets(int offset) {
  Board b;
  for (int t = 0; t < bulltricker::kCells; ++t) {
    const int from = t - offset;
    if (from < 0 || from >= bulltricker::kCells) continue;
    if (IsRectangle(t) && KindOf(t) == KindOf(from) && Row(t) == Row(from)) b.Set(t);
  }
  return b;
}

// The 5 x 5 grid box around each royal square minus its four walls: where an enemy man stands
// one move from closing a wall.
constexpr std::array<Board, bulltricker::kCells> MakeKingZones() {
  std::array<Board, bulltricker::kCells> zones{};
  for (int cell = 0; cell < bulltricker::kCells; ++cell) {
    if (bulltricker::KindOf(cell) != bulltricker::CellKind::kRoyal) continue;
    const int row = bulltricker::Row(cell), column = bulltricker::Column(cell);
    for (int r = row - 2; r <= row + 2; ++r) {
      for (int c = column - 2; c <= column + 2; ++c) {
        if (bulltricker::OnGrid(r, c) && bulltricker::IsRectangle(bulltricker::CellAt(r, c))) {
          zones[cell].Set(bulltricker::CellAt(r, c));
        }
      }
    }
    for (int wall : bulltricker::KingNeighbours(cell)) zones[cell].Reset(wall);
  }
  return zones;
}
inline constexpr auto kKingZones = MakeKingZones();

// Per royal square: its four walls as a set, and its escapes (a wall direction with a royal
// square beyond, KingNeighbours order: up, down, left, right) as the wall and that square.
struct KingSquare {
  Board walls;
  int escape_count = 0;
  std::array<int, 4> escape_wall{}, escape_square{};
};

constexpr std::array<KingSquare, bulltricker::kCells> MakeKingSquares() {
  std::array<KingSquare, bulltricker::kCells> squares{};
  for (int cell = 0; cell < bulltricker::kCells; ++cell) {
    if (bulltricker::KindOf(cell) != bulltricker::CellKind::kRoyal) continue;
    KingSquare& sq = squares[cell];
    const std::array<int, 4> neighbours = bulltricker::KingNeighbours(cell);
    // Royal rows and columns are 1..13: a square beyond exists from 3 to kSize - 4.
    const int row = Row(cell), column = bulltricker::Column(cell);
    const bool inside[4] = {row >= 3, row <= kSize - 4, column >= 3, column <= kSize - 4};
    for (int k = 0; k < 4; ++k) {
      sq.walls.Set(neighbours[k]);
      if (!inside[k]) continue;
      sq.escape_wall[sq.escape_count] = neighbours[k];
      sq.escape_square[sq.escape_count++] = 2 * neighbours[k] - cell;
    }
  }
  return squares;
}
inline constexpr auto kKingSquares = MakeKingSquares();

void KingFeatures(const Bulltricker::Position& pos, Side s, std::array<int, kFeatureCount>& f) {
  const int king = pos.king(s);
  const Board occupied = pos.occupied(), enemy = pos.men(Opponent(s));
  const KingSquare& sq = kKingSquares[king];
  int escapes = 0;
  for (int k = 0; k < sq.escape_count; ++k) {
    escapes += !occupied.Test(sq.escape_wall[k]) && !pos.kings().Test(sq.escape_square[k]);
  }
  const int walls = (occupied & sq.walls).Count();
  f[kKingWalls] = walls;
  f[kKingEnemyWalls] = (enemy & sq.walls).Count();
  f[kKingThreeWalls] = walls == 3;
  f[kKingEscapes] = escapes;
  f[kKingAttackers] = (kKingZones[king] & enemy).Count();
}

// Bit b of every rectangle's distance in rows from side s's back row, as a set: a pawn
// progress sum is then four popcounts instead of a row division per pawn.
inline constexpr int kProgressBits = 4;  // distances 0..14
constexpr std::array<std::array<Board, kProgressBits>, 2> MakeProgressPlanes() {
  std::array<std::array<Board, kProgressBits>, 2> planes{};
  for (int cell = 0; cell < bulltricker::kCells; ++cell) {
    if (!IsRectangle(cell)) continue;
    const int rows[2] = {kSize - 1 - Row(cell), Row(cell)};  // P1's back row is the last
    for (int s = 0; s < 2; ++s) {
      for (int b = 0; b < kProgressBits; ++b) {
        if ((rows[s] >> b) & 1) planes[s][b].Set(cell);
      }
    }
  }
  return planes;
}
inline constexpr auto kProgressPlanes = MakeProgressPlanes();

template <int kOffset>
inline constexpr Board kPivotTargets = PivotTargets(kOffset);
template <int kOffset>
inline constexpr Board kRowStepTargets = RowStepTargets(kOffset);

// Every feature of side kSide but the king's.
template <Side kSide>
void MenFeatures(const Bulltricker::Position& pos, const Board& empty,
                 std::array<int, kFeatureCount>& f) {
  // Forward is toward row 0 for White: negative offsets.
  constexpr int kUp = kSide == Side::kP1 ? -1 : 1;
  constexpr int kRow = kSize;
  const Board& pawns = pos.pawns(kSide);
  const Board& queens = pos.queens(kSide);
  const Board enemy = pos.men(Opponent(kSide));
  f[kPawns] = pawns.Count();
  f[kQueens] = queens.Count();
  int progress = 0;
  for (int b = 0; b < kProgressBits; ++b) {
    progress += (pawns & kProgressPlanes[Index(kSide)][b]).Count() << b;
  }
  f[kPawnProgress] = progress;

  // Pivots (pawns forward only) and the pawns' straight step. Few whole-board shifts: each
  // costs about as much as the rest of a feature.
  constexpr int kAhead = kUp * (kRow - 1), kAheadOther = kUp * (kRow + 1);
  const Board men = pawns | queens;
  const Board reach = (Moved<kAhead>(men) & kPivotTargets<kAhead>) |
                      (Moved<kAheadOther>(men) & kPivotTargets<kAheadOther>) |
                      (Moved<-kAhead>(queens) & kPivotTargets<-kAhead>) |
                      (Moved<-kAheadOther>(queens) & kPivotTargets<-kAheadOther>) |
                      Moved<kUp * 2 * kRow>(pawns);
  f[kMobility] = (reach & empty).Count();

  // Contact approximation of the captures: an enemy man one rectangle away along a line the
  // man captures on (pawns straight ahead, queens four ways). The free landing cell of a jump
  // is not checked.
  const Board threatened =
      ((Moved<2 * kRow>(queens) | Moved<-2 * kRow>(queens) | Moved<kUp * 2 * kRow>(pawns)) |
       (Moved<2>(queens) & kRowStepTargets<2>) | (Moved<-2>(queens) & kRowStepTargets<-2>)) &
      enemy;
  f[kCaptureThreats] = threatened.Count();
}

}  // namespace

FeatureTable<kFeatureCount> ComputeFeatures(const Bulltricker::Position& pos) {
  FeatureTable<kFeatureCount> table{};
  const Board empty = kRectangleCells & ~pos.occupied();
  MenFeatures<Side::kP1>(pos, empty, table[0]);
  MenFeatures<Side::kP2>(pos, empty, table[1]);
  KingFeatures(pos, Side::kP1, table[0]);
  KingFeatures(pos, Side::kP2, table[1]);
  return table;
}

}  // namespace melee::bulltricker_eval
