// Field geometry of Cannon Ball, all computed at compile time: cell numbering, the queen rays
// with the goal cell each ray enters when it leaves the field, the 8 neighbours of a cell,
// attack zones, the start placement and the Zobrist keys.
//
// Sliding technique: precomputed ray lists (per cell and direction, the cells in order, nearest
// first) scanned against the occupancy bitboard until the first occupied cell, where the
// destinations are listed in ray order anyway (queen moves). Where only the set of cells a
// scan reaches matters (the stops of a kick, whose ends are deduplicated across kickers, and
// the evaluation), ray_sets.h takes each ray as a set, with the goal cell a ray enters kept
// per direction: cell by cell, a kick's scan was half the step generation.
#pragma once

#include <array>
#include <cstdint>

#include "engine/cannonball/cannonball.h"
#include "engine/core/zobrist.h"

namespace melee::cannonball {

constexpr int FileOf(int cell) { return cell % kFiles; }
constexpr int RankOf(int cell) { return cell / kFiles; }  // 0-based: rank 1 is 0
constexpr int CellAt(int file, int rank) { return rank * kFiles + file; }
constexpr bool OnField(int file, int rank) {
  return file >= 0 && file < kFiles && rank >= 0 && rank < kRanks;
}

// The goal mouth (house: centred, files e..i) and the attack zones (house: 6 full-width ranks).
inline constexpr int kMouthFirstFile = 4;
inline constexpr int kMouthLastFile = 8;
inline constexpr int kAttackDepth = 6;
inline constexpr int kBallStart = CellAt(6, 7);  // g8

constexpr bool InAttackZone(Side side, int cell) {
  return side == Side::kP1 ? RankOf(cell) >= kRanks - kAttackDepth : RankOf(cell) < kAttackDepth;
}
constexpr bool IsGoalCell(uint8_t cell) { return cell >= kBeyondTop; }
// The goal cells a side scores into.
constexpr uint8_t GoalBase(Side side) { return side == Side::kP1 ? kBeyondTop : kBeyondBottom; }

inline constexpr int kDirections = 8;
inline constexpr std::array<int, kDirections> kDeltaFile = {1, -1, 0, 0, 1, -1, 1, -1};
inline constexpr std::array<int, kDirections> kDeltaRank = {0, 0, 1, -1, 1, 1, -1, -1};
inline constexpr int kMaxRay = kRanks - 1;

struct RayTable {
  // cells[c][d][0..length[c][d]-1]: the ray from c in direction d, nearest first.
  std::array<std::array<std::array<uint8_t, kMaxRay>, kDirections>, kCells> cells{};
  std::array<std::array<uint8_t, kDirections>, kCells> length{};
  // The goal cell (kBeyondTop/kBeyondBottom + file) the ray enters when it leaves the field
  // across an end line inside the mouth; kNoCell when it leaves anywhere else.
  std::array<std::array<uint8_t, kDirections>, kCells> exit{};
};

constexpr RayTable MakeRays() {
  RayTable t;
  for (int c = 0; c < kCells; ++c) {
    for (int d = 0; d < kDirections; ++d) {
      int f = FileOf(c) + kDeltaFile[d], r = RankOf(c) + kDeltaRank[d];
      int n = 0;
      for (; OnField(f, r); f += kDeltaFile[d], r += kDeltaRank[d]) {
        t.cells[c][d][n++] = static_cast<uint8_t>(CellAt(f, r));
      }
      t.length[c][d] = static_cast<uint8_t>(n);
      const bool in_mouth = f >= kMouthFirstFile && f <= kMouthLastFile;
      t.exit[c][d] = kNoCell;
      if (in_mouth && r == kRanks) t.exit[c][d] = static_cast<uint8_t>(kBeyondTop + f);
      if (in_mouth && r == -1) t.exit[c][d] = static_cast<uint8_t>(kBeyondBottom + f);
    }
  }
  return t;
}
inline constexpr RayTable kRays = MakeRays();

constexpr std::array<Board, kCells> MakeNeighbours() {
  std::array<Board, kCells> n{};
  for (int c = 0; c < kCells; ++c) {
    for (int d = 0; d < kDirections; ++d) {
      if (kRays.length[c][d] > 0) n[c].Set(kRays.cells[c][d][0]);
    }
  }
  return n;
}
inline constexpr std::array<Board, kCells> kNeighbours = MakeNeighbours();

// House start: South b4 d6 f5 h5 j6 l4 g2; North is its mirror image across rank 8.
constexpr std::array<Board, 2> MakeStartPlayers() {
  constexpr int kSouth[kPlayersPerSide][2] = {{1, 3}, {3, 5},  {5, 4}, {7, 4},
                                              {9, 5}, {11, 3}, {6, 1}};
  std::array<Board, 2> b{};
  for (const auto& fr : kSouth) {
    b[0].Set(CellAt(fr[0], fr[1]));
    b[1].Set(CellAt(fr[0], kRanks - 1 - fr[1]));
  }
  return b;
}
inline constexpr std::array<Board, 2> kStartPlayers = MakeStartPlayers();

// Zobrist layout: players [side][cell], ball [cell], North to move, score [side][0..100],
// first mover of a double move [cell].
inline constexpr int kMaxScore = 100;
inline constexpr int kZobPlayers = 0;
inline constexpr int kZobBall = kZobPlayers + 2 * kCells;
inline constexpr int kZobSide = kZobBall + kCells;
inline constexpr int kZobScore = kZobSide + 1;
inline constexpr int kZobFirstMover = kZobScore + 2 * (kMaxScore + 1);
inline constexpr int kZobCount = kZobFirstMover + kCells;
inline constexpr std::array<uint64_t, kZobCount> kZobrist =
    MakeZobristKeys<kZobCount>(NameSeed("cannonball"));

constexpr uint64_t PlayerKey(Side s, int cell) {
  return kZobrist[kZobPlayers + Index(s) * kCells + cell];
}
constexpr uint64_t BallKey(int cell) { return kZobrist[kZobBall + cell]; }
constexpr uint64_t SideKey() { return kZobrist[kZobSide]; }
constexpr uint64_t ScoreKey(Side s, int score) {
  return kZobrist[kZobScore + Index(s) * (kMaxScore + 1) + score];
}
constexpr uint64_t FirstMoverKey(int cell) { return kZobrist[kZobFirstMover + cell]; }

}  // namespace melee::cannonball
