// The BALL lattice: the 111 playable cells of the 13x17 grid, numbered densely, and the
// precomputed movement tables (diagonal neighbours, 2-step targets and midpoints, distance
// masks, end zones).
//
// Why a dense 111-cell numbering on a 128-bit set instead of a 256-bit row-major board: every
// movement pattern is a table look-up per cell (no shifts are used), so the unplayable half of
// the grid would only double the size of every set and of the Position that copy-make copies.
#pragma once

#include <array>
#include <cstdint>

#include "engine/core/bitboard.h"

namespace melee::ball {

inline constexpr int kFiles = 13;  // a..m
inline constexpr int kRanks = 17;  // 1..17
inline constexpr int kCells = 111;
inline constexpr int kNoCell = -1;

using Cells = Bitboard<128>;

// Cell numbering: rank by rank from rank 1, left to right. Odd rank numbers hold files
// a,c,..,m (7 cells), even rank numbers files b,d,..,l (6 cells).
constexpr bool IsPlayable(int file, int rank0) {
  return file >= 0 && file < kFiles && rank0 >= 0 && rank0 < kRanks && (file + rank0) % 2 == 0;
}
constexpr int CellAt(int file, int rank0) {
  return IsPlayable(file, rank0) ? (rank0 / 2) * 13 + (rank0 % 2) * 7 + file / 2 : kNoCell;
}
// A cell's 0-based rank and file: tables, since the search asks them of every piece at every
// evaluation and the formula divides by 13.
inline constexpr auto kCellRanks = [] {
  std::array<int8_t, kCells> ranks{};
  for (int c = 0; c < kCells; ++c) ranks[c] = static_cast<int8_t>(c / 13 * 2 + (c % 13 >= 7));
  return ranks;
}();
inline constexpr auto kCellFiles = [] {
  std::array<int8_t, kCells> files{};
  for (int c = 0; c < kCells; ++c) {
    const int rest = c % 13;
    files[c] = static_cast<int8_t>(rest >= 7 ? (rest - 7) * 2 + 1 : rest * 2);
  }
  return files;
}();
constexpr int RankOf(int cell) { return kCellRanks[cell]; }  // 0-based
constexpr int FileOf(int cell) { return kCellFiles[cell]; }
static_assert([] {
  for (int c = 0; c < kCells; ++c) {
    if (CellAt(FileOf(c), RankOf(c)) != c) return false;
  }
  return true;
}());

// Distance on the lattice: max(|dfile|, |drank|) = diagonal steps on the shortest path.
constexpr int Distance(int a, int b) {
  const int df = FileOf(a) - FileOf(b), dr = RankOf(a) - RankOf(b);
  const int adf = df < 0 ? -df : df, adr = dr < 0 ? -dr : dr;
  return adf > adr ? adf : adr;
}

// Diagonal directions; the opposite of direction d is 3 - d.
inline constexpr int kDiagonalDirs = 4;
inline constexpr std::array<std::array<int, 2>, 4> kDiagonalDelta{
    {{1, 1}, {-1, 1}, {1, -1}, {-1, -1}}};
inline constexpr std::array<std::array<int, 2>, 4> kOrthogonalDelta{
    {{2, 0}, {-2, 0}, {0, 2}, {0, -2}}};

struct Geometry {
  std::array<std::array<int8_t, 4>, kCells> diag1{};  // one diagonal step
  std::array<std::array<int8_t, 4>, kCells> diag2{};  // two diagonal steps (midpoint: diag1)
  std::array<std::array<int8_t, 4>, kCells> orth2{};  // two orthogonal steps
  std::array<Cells, kCells> adjacent{};               // distance 1
  std::array<Cells, kCells> within1{};                // distance <= 1, the cell included
  std::array<Cells, kCells> within4{};                // distance <= 4, the cell included
  Cells all, north_zone, south_zone;
};

constexpr Geometry MakeGeometry() {
  Geometry g;
  auto at = [](int cell, int df, int dr) {
    return static_cast<int8_t>(CellAt(FileOf(cell) + df, RankOf(cell) + dr));
  };
  for (int c = 0; c < kCells; ++c) {
    g.all.Set(c);
    if (RankOf(c) >= 15) g.north_zone.Set(c);
    if (RankOf(c) <= 1) g.south_zone.Set(c);
    for (int d = 0; d < 4; ++d) {
      g.diag1[c][d] = at(c, kDiagonalDelta[d][0], kDiagonalDelta[d][1]);
      g.diag2[c][d] = at(c, 2 * kDiagonalDelta[d][0], 2 * kDiagonalDelta[d][1]);
      g.orth2[c][d] = at(c, kOrthogonalDelta[d][0], kOrthogonalDelta[d][1]);
    }
    for (int o = 0; o < kCells; ++o) {
      const int dist = Distance(c, o);
      if (dist == 1) g.adjacent[c].Set(o);
      if (dist <= 1) g.within1[c].Set(o);
      if (dist <= 4) g.within4[c].Set(o);
    }
  }
  return g;
}

inline constexpr Geometry kGeometry = MakeGeometry();

}  // namespace melee::ball
