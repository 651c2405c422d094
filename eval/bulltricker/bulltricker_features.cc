#include "eval/bulltricker/bulltricker_features.h"

#include <bit>
#include <cstdint>

namespace melee::bulltricker_eval {
namespace {

using bulltricker::Board;
using bulltricker::IsRectangle;
using bulltricker::kCells;
using bulltricker::KindOf;
using bulltricker::kSize;
using bulltricker::Row;

// Evaluate runs at every searched node, so its whole-board moves are Bitboard::Shifted (the
// words stay in vector registers, see there), never operator<<. A moved set is masked with the
// legal targets of the step, which drops the cells that wrapped around a row edge.
inline constexpr int kWords = Board::kWords;
static_assert(kWords == 4);

// The rectangles t such that t - offset is a rectangle of the other kind: the legal targets
// of a pivot by `offset` (a shift that wrapped around a row edge lands on the same kind).
constexpr Board PivotTargets(int offset) {
  Board b;
  for (int t = 0; t < kCells; ++t) {
    const int from = t - offset;
    if (from < 0 || from >= kCells) continue;
    if (IsRectangle(t) && IsRectangle(from) && KindOf(t) != KindOf(from)) b.Set(t);
  }
  return b;
}
// The same for a step of two columns along a row (a wrapped one changes kind).
constexpr Board RowStepTargets(int offset) {
  Board b;
  for (int t = 0; t < kCells; ++t) {
    const int from = t - offset;
    if (from < 0 || from >= kCells) continue;
    if (IsRectangle(t) && KindOf(t) == KindOf(from) && Row(t) == Row(from)) b.Set(t);
  }
  return b;
}
template <int kOffset>
inline constexpr Board kPivotTargets = PivotTargets(kOffset);
template <int kOffset>
inline constexpr Board kRowStepTargets = RowStepTargets(kOffset);

// Pawn progress from row sums: a word spans at most five rows, so a cell's row is its word's
// first row plus a 0..4 offset whose three bits are masks per word. The row sum of a set is
// then the set's popcount per word (already needed for the pawn count) times that first row,
// plus three masked popcounts per word instead of a division per pawn.
inline constexpr int kRowOffsetBits = 3;
struct RowPlanes {
  std::array<int, kWords> first_row{};
  std::array<std::array<uint64_t, kWords>, kRowOffsetBits> bits{};
};
constexpr RowPlanes MakeRowPlanes() {
  RowPlanes planes;
  for (int k = 0; k < kWords; ++k) planes.first_row[k] = Row(64 * k);
  for (int cell = 0; cell < kCells; ++cell) {
    const int k = cell / 64, offset = Row(cell) - planes.first_row[k];
    for (int b = 0; b < kRowOffsetBits; ++b) {
      if ((offset >> b) & 1) planes.bits[b][k] |= uint64_t{1} << (cell % 64);
    }
  }
  return planes;
}
inline constexpr RowPlanes kRowPlanes = MakeRowPlanes();
constexpr bool RowOffsetsFit() {
  for (int cell = 0; cell < kCells; ++cell) {
    if (Row(cell) - kRowPlanes.first_row[cell / 64] >= (1 << kRowOffsetBits)) return false;
  }
  return true;
}
static_assert(RowOffsetsFit());

// Every feature of side kSide but the king's.
template <Side kSide>
void MenFeatures(const Board& pawns, const Board& queens, const Board& enemy, const Board& empty,
                 std::array<int, kFeatureCount>& f) {
  // Forward is toward row 0 for White: negative offsets.
  constexpr int kUp = kSide == Side::kP1 ? -1 : 1;
  constexpr int kAhead = kUp * (kSize - 1), kAheadOther = kUp * (kSize + 1);
  const Board men = pawns | queens;

  int pawn_count = 0, row_sum = 0;
  for (int k = 0; k < kWords; ++k) {
    const uint64_t word = pawns.word(k);
    const int pawns_here = std::popcount(word);
    pawn_count += pawns_here;
    row_sum += kRowPlanes.first_row[k] * pawns_here;
    for (int b = 0; b < kRowOffsetBits; ++b) {
      row_sum += std::popcount(word & kRowPlanes.bits[b][k]) << b;
    }
  }
  f[kPawns] = pawn_count;
  f[kQueens] = queens.Count();
  // Rows gained from the back row: the last row for White, row 0 for Black.
  f[kPawnProgress] = kSide == Side::kP1 ? (kSize - 1) * pawn_count - row_sum : row_sum;

  // Pivots (pawns forward only) and the pawns' straight step.
  const Board step = pawns.Shifted<kUp * 2 * kSize>();
  const Board reach = (men.Shifted<kAhead>() & kPivotTargets<kAhead>) |
                      (men.Shifted<kAheadOther>() & kPivotTargets<kAheadOther>) |
                      (queens.Shifted<-kAhead>() & kPivotTargets<-kAhead>) |
                      (queens.Shifted<-kAheadOther>() & kPivotTargets<-kAheadOther>) | step;
  f[kMobility] = (reach & empty).Count();

  // Contact approximation of the captures: an enemy man one rectangle away along a line the
  // man captures on (pawns straight ahead, queens four ways). The free landing cell of a jump
  // is not checked.
  const Board contact = queens.Shifted<2 * kSize>() | queens.Shifted<-2 * kSize>() | step |
                        (queens.Shifted<2>() & kRowStepTargets<2>) |
                        (queens.Shifted<-2>() & kRowStepTargets<-2>);
  f[kCaptureThreats] = (contact & enemy).Count();
}

// The king's surroundings as 64 cells from kWindowStart cells before it: its 5 x 5 grid box
// spans offsets -32..+32, but the box's corners are royal squares, never a man's, so the
// men it counts lie within -31..+31.
inline constexpr int kWindowStart = -2 * kSize - 1;
constexpr uint64_t WindowBit(int offset) { return uint64_t{1} << (offset - kWindowStart); }

// A set's words with a zero word either side, so that a window reads two words with no test.
using PaddedWords = std::array<uint64_t, kWords + 2>;
PaddedWords Padded(const Board& b) { return {0, b.word(0), b.word(1), b.word(2), b.word(3), 0}; }
// The 64 cells from `start` on (cells off the board read as empty); -64 <= start < 256.
uint64_t Window(const PaddedWords& p, int start) {
  const int at = start + 64, k = at >> 6, shift = at & 63;
  // Two shifts for the upper word: a single one by 64 when shift is 0 is undefined.
  return (p[k] >> shift) | ((p[k + 1] << 1) << (63 - shift));
}

// Per royal square, as window bits: its four walls; those with a royal square beyond (the
// escapes, where the king can step); the 5 x 5 grid box around it minus the walls, where an
// enemy man stands one move from closing a wall.
inline constexpr uint64_t kWallBits =
    WindowBit(-kSize) | WindowBit(kSize) | WindowBit(-1) | WindowBit(1);
struct KingSquare {
  uint64_t escapes = 0, zone = 0;
};
constexpr std::array<KingSquare, kCells> MakeKingSquares() {
  std::array<KingSquare, kCells> squares{};
  for (int cell = 0; cell < kCells; ++cell) {
    if (KindOf(cell) != bulltricker::CellKind::kRoyal) continue;
    KingSquare& sq = squares[cell];
    const int row = Row(cell), column = bulltricker::Column(cell);
    // Royal rows and columns are 1..13: a square beyond exists from 3 to kSize - 4.
    const bool inside[4] = {row >= 3, row <= kSize - 4, column >= 3, column <= kSize - 4};
    const std::array<int, 4> neighbours = bulltricker::KingNeighbours(cell);
    for (int d = 0; d < 4; ++d) {
      if (inside[d]) sq.escapes |= WindowBit(neighbours[d] - cell);
    }
    for (int r = row - 2; r <= row + 2; ++r) {
      for (int c = column - 2; c <= column + 2; ++c) {
        if (bulltricker::OnGrid(r, c) && IsRectangle(bulltricker::CellAt(r, c))) {
          sq.zone |= WindowBit(bulltricker::CellAt(r, c) - cell);
        }
      }
    }
    sq.zone &= ~kWallBits;
  }
  return squares;
}
inline constexpr auto kKingSquares = MakeKingSquares();

void KingFeatures(int king, int enemy_king, const PaddedWords& own, const PaddedWords& enemy,
                  std::array<int, kFeatureCount>& f) {
  const KingSquare& sq = kKingSquares[king];
  const uint64_t theirs = Window(enemy, king + kWindowStart);
  const uint64_t occupied = Window(own, king + kWindowStart) | theirs;
  const int walls = std::popcount(occupied & kWallBits);
  // A free wall is an escape unless the royal square beyond holds the enemy king (never in a
  // legal position: kings stay four cells apart, but the definition says so).
  int escapes = std::popcount(sq.escapes & ~occupied);
  const int to_enemy = enemy_king - king;
  if (to_enemy == 2 || to_enemy == -2 || to_enemy == 2 * kSize || to_enemy == -2 * kSize) {
    escapes -= !(occupied & WindowBit(to_enemy / 2));
  }
  f[kKingWalls] = walls;
  f[kKingEnemyWalls] = std::popcount(theirs & kWallBits);
  f[kKingThreeWalls] = walls == 3;
  f[kKingEscapes] = escapes;
  f[kKingAttackers] = std::popcount(theirs & sq.zone);
}

}  // namespace

FeatureTable<kFeatureCount> ComputeFeatures(const Bulltricker::Position& pos) {
  FeatureTable<kFeatureCount> table{};
  const Board men1 = pos.men(Side::kP1), men2 = pos.men(Side::kP2);
  const Board empty = bulltricker::kRectangleCells & ~(men1 | men2);
  MenFeatures<Side::kP1>(pos.pawns(Side::kP1), pos.queens(Side::kP1), men2, empty, table[0]);
  MenFeatures<Side::kP2>(pos.pawns(Side::kP2), pos.queens(Side::kP2), men1, empty, table[1]);
  const PaddedWords padded1 = Padded(men1), padded2 = Padded(men2);
  const int king1 = pos.king(Side::kP1), king2 = pos.king(Side::kP2);
  KingFeatures(king1, king2, padded1, padded2, table[0]);
  KingFeatures(king2, king1, padded2, padded1, table[1]);
  return table;
}

}  // namespace melee::bulltricker_eval
