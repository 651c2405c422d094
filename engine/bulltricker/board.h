// Bulltricker board geometry: the 15 x 15 grid, its four cell kinds and the rays along which
// pieces slide and jump.
//
// Cell index = row * 15 + column, row 0 at the top (Black's side), so one Bitboard<256> holds
// every cell kind. Why one board rather than three sub-boards (royal, H, V): a pivot moves a
// piece between the H and V kinds and a rangée move crosses a royal square, so in a single
// grid every step is a plain shift (pivot +-14/+-16, straight +-30 or +-2, crossed cell half
// of that). Because 15 is odd, a shift that wraps around a row edge lands on a cell of a
// different kind, so masking a shifted set with the destination kind drops the wrap.
#pragma once

#include <array>
#include <cstdint>

#include "engine/core/bitboard.h"
#include "engine/core/types.h"

namespace melee::bulltricker {

using Board = Bitboard<256>;

inline constexpr int kSize = 15;
inline constexpr int kCells = kSize * kSize;

constexpr int Row(int cell) { return cell / kSize; }
constexpr int Column(int cell) { return cell % kSize; }
constexpr int CellAt(int row, int column) { return row * kSize + column; }
constexpr bool OnGrid(int row, int column) {
  return row >= 0 && row < kSize && column >= 0 && column < kSize;
}

// (row mod 2, column mod 2): (even, even) butée, (even, odd) H, (odd, even) V, (odd, odd)
// royal.
enum class CellKind : uint8_t { kButee, kHorizontal, kVertical, kRoyal };

constexpr CellKind KindAt(int row, int column) {
  const bool odd_row = row & 1, odd_column = column & 1;
  if (odd_row) return odd_column ? CellKind::kRoyal : CellKind::kVertical;
  return odd_column ? CellKind::kHorizontal : CellKind::kButee;
}
constexpr CellKind KindOf(int cell) { return KindAt(Row(cell), Column(cell)); }
constexpr bool IsRectangle(int cell) {
  const CellKind k = KindOf(cell);
  return k == CellKind::kHorizontal || k == CellKind::kVertical;
}

constexpr Board KindMask(CellKind kind) {
  Board b;
  for (int cell = 0; cell < kCells; ++cell)
    if (KindOf(cell) == kind) b.Set(cell);
  return b;
}
constexpr Board RowMask(int row) {
  Board b;
  for (int c = 0; c < kSize; ++c) b.Set(CellAt(row, c));
  return b;
}

constexpr Board ColumnMask(int column) {
  Board b;
  for (int r = 0; r < kSize; ++r) b.Set(CellAt(r, column));
  return b;
}

inline constexpr Board kHorizontalCells = KindMask(CellKind::kHorizontal);
inline constexpr Board kVerticalCells = KindMask(CellKind::kVertical);
inline constexpr Board kRoyalCells = KindMask(CellKind::kRoyal);
inline constexpr Board kRectangleCells = kHorizontalCells | kVerticalCells;

// Forward for a side: White (p1) moves up (towards row 0), Black down.
constexpr int ForwardRowStep(Side s) { return s == Side::kP1 ? -kSize : kSize; }
// The far colonne horizontale where a pawn promotes (and may never stand).
constexpr int PromotionRow(Side s) { return s == Side::kP1 ? 0 : kSize - 1; }
// The row of the H pawns that may still make the double step.
constexpr int DoubleStepRow(Side s) { return s == Side::kP1 ? 12 : 2; }

// The four straight directions; a step moves two cells (rectangle to rectangle of the same
// kind) and crosses the cell half way, which is a royal square on a rangée and a butée on a
// colonne.
enum class Direction : uint8_t { kUp, kDown, kLeft, kRight };
inline constexpr int kDirections = 4;
inline constexpr std::array<int, kDirections> kHalfStep = {-kSize, kSize, -1, 1};

constexpr Direction Forward(Side s) { return s == Side::kP1 ? Direction::kUp : Direction::kDown; }

// Whether moving from a rectangle of `kind` in direction d follows its rangée (royal squares
// crossed) rather than its colonne (butées crossed): an H cell's rangée is vertical, a V
// cell's horizontal.
constexpr bool IsRangee(CellKind kind, Direction d) {
  const bool vertical = d == Direction::kUp || d == Direction::kDown;
  return (kind == CellKind::kHorizontal) == vertical;
}

// The rectangles met walking from a rectangle in one direction, nearest first (at most 7:
// a line holds 8 rectangles of one kind).
struct Ray {
  uint8_t count = 0;
  std::array<uint8_t, 7> cells{};
};

constexpr std::array<std::array<Ray, kDirections>, kCells> MakeRays() {
  constexpr int kRowStep[kDirections] = {-2, 2, 0, 0};
  constexpr int kColumnStep[kDirections] = {0, 0, -2, 2};
  std::array<std::array<Ray, kDirections>, kCells> rays{};
  for (int cell = 0; cell < kCells; ++cell) {
    if (!IsRectangle(cell)) continue;
    for (int d = 0; d < kDirections; ++d) {
      Ray& ray = rays[cell][d];
      int r = Row(cell) + kRowStep[d], c = Column(cell) + kColumnStep[d];
      for (; OnGrid(r, c); r += kRowStep[d], c += kColumnStep[d]) {
        ray.cells[ray.count++] = static_cast<uint8_t>(CellAt(r, c));
      }
    }
  }
  return rays;
}
inline constexpr auto kRays = MakeRays();

constexpr const Ray& RayFrom(int cell, Direction d) { return kRays[cell][static_cast<int>(d)]; }

// The cells of each ray as a set: a capture needs an enemy somewhere on it.
constexpr std::array<std::array<Board, kDirections>, kCells> MakeRayMasks() {
  std::array<std::array<Board, kDirections>, kCells> masks{};
  for (int cell = 0; cell < kCells; ++cell) {
    for (int d = 0; d < kDirections; ++d) {
      const Ray& ray = kRays[cell][d];
      for (int k = 0; k < ray.count; ++k) masks[cell][d].Set(ray.cells[k]);
    }
  }
  return masks;
}
inline constexpr auto kRayMasks = MakeRayMasks();

constexpr const Board& RayMask(int cell, Direction d) {
  return kRayMasks[cell][static_cast<int>(d)];
}

// Royal-square (king) distance: kings must stay at Chebyshev distance >= 2 in royal
// coordinates, i.e. 4 grid cells apart along a row or a column.
constexpr bool KingsSeparated(int a, int b) {
  const int dr = Row(a) - Row(b), dc = Column(a) - Column(b);
  return dr >= 4 || dr <= -4 || dc >= 4 || dc <= -4;
}

// The four rectangles around a royal square (always on the grid: royal rows and columns are
// 1..13).
constexpr std::array<int, 4> KingNeighbours(int royal) {
  return {royal - kSize, royal + kSize, royal - 1, royal + 1};
}

}  // namespace melee::bulltricker
