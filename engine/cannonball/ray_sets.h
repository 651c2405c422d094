// The rays of geometry.h as cell sets, for the scans that take a whole ray at once instead of
// walking it cell by cell: the kicks of a take and kick (kick_ends.h) and the evaluation's
// takers and open goal lines. About 100 KB, built at compile time once in ray_sets.cc rather
// than in every file that reads them.
//
// The scan of the rays from a cell (ScanRays): the occupied cells on its queen lines each
// shadow the rest of their ray, so the cells a queen move or a kick reaches are the queen lines
// minus the occupied and shadowed cells, and the first occupied cell of each ray is an occupied
// one no other shadows. A farther cell's shadow lies inside a nearer one's, so every occupied
// cell can add its own: nothing has to know which one is nearest.
#pragma once

#include <array>
#include <cstdint>

#include "engine/cannonball/cannonball.h"
#include "engine/cannonball/geometry.h"

namespace melee::cannonball {

struct RaySets {
  std::array<Board, kCells> cell{};                          // {c}
  std::array<std::array<Board, kDirections>, kCells> ray{};  // kRays.cells[c][d] as a set
  std::array<Board, kCells> queen{};                         // the 8 rays from c together
  // [from][to]: the direction of the ray from `from` that holds `to` (kDirections if none).
  std::array<std::array<uint8_t, kCells>, kCells> direction{};
  // [Index(side)][c]: the directions (bits) from `c` whose rays leave the field into the goal
  // mouth `side` scores through, when `c` lies in `side`'s attack zone (else none): where a
  // kick from `c` scores if nothing stands on the ray.
  std::array<std::array<uint8_t, kCells>, 2> goal_rays{};
};
extern const RaySets kRaySets;

struct RayScan {
  Board reach;        // the empty cells the rays reach: queen destinations, kick stops
  Board first;        // the first occupied cell of each ray that has one
  uint32_t open = 0;  // the directions (bits) whose rays are empty to the edge
};

inline RayScan ScanRays(int from, const Board& occupied) {
  const Board on_rays = occupied & kRaySets.queen[from];
  Board shadow;
  uint32_t blocked = 0;
  on_rays.ForEach([&](int cell) {
    const int d = kRaySets.direction[from][cell];
    shadow |= kRaySets.ray[cell][d];
    blocked |= 1u << d;
  });
  RayScan scan;
  scan.reach = kRaySets.queen[from] & ~(occupied | shadow);
  scan.first = on_rays & ~shadow;
  scan.open = ~blocked & ((1u << kDirections) - 1);
  return scan;
}

}  // namespace melee::cannonball
