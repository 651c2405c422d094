#include "eval/cannonball/cannonball_features.h"

#include <algorithm>
#include <bit>

#include "engine/cannonball/geometry.h"

namespace melee::cannonball_eval {

using namespace cannonball;

namespace {

// Every feature but the tries is a count of players on a precomputed set of cells, so each
// costs a few word-wise ANDs and popcounts (Evaluate runs at every searched step; scanning the
// rays cell by cell and ranking each player cost 45 % of a Cannon Ball search).
struct FeatureMasks {
  std::array<std::array<Board, kDirections>, kCells> ray{};  // kRays.cells as a set
  std::array<Board, 2> attack_zone{};                        // indexed by Index(Side)
  std::array<Board, kRanks> below{};                         // cells on ranks < r
  std::array<Board, kRanks> above{};                         // cells on ranks > r
};

constexpr FeatureMasks MakeFeatureMasks() {
  FeatureMasks m;
  for (int c = 0; c < kCells; ++c) {
    for (int d = 0; d < kDirections; ++d) {
      for (int i = 0; i < kRays.length[c][d]; ++i) m.ray[c][d].Set(kRays.cells[c][d][i]);
    }
    for (Side side : {Side::kP1, Side::kP2}) {
      if (InAttackZone(side, c)) m.attack_zone[Index(side)].Set(c);
    }
    for (int r = 0; r < kRanks; ++r) {
      if (RankOf(c) < r) m.below[r].Set(c);
      if (RankOf(c) > r) m.above[r].Set(c);
    }
  }
  return m;
}
inline constexpr FeatureMasks kMasks = MakeFeatureMasks();

// A ray's cells ascend when its step adds to the cell number, so its nearest cell in a set is
// the set's lowest then, else its highest.
constexpr bool Ascends(int d) { return kDeltaFile[d] + kFiles * kDeltaRank[d] > 0; }

int Highest(const Board& b) {
  for (int k = Board::kWords - 1; k >= 0; --k) {
    if (b.word(k) != 0) return k * 64 + 63 - std::countl_zero(b.word(k));
  }
  return -1;
}

}  // namespace

FeatureTable<kFeatureCount> ComputeFeatures(const CannonBall::Position& pos) {
  FeatureTable<kFeatureCount> table{};
  const int ball = pos.ball;
  const Board occupied = pos.players[0] | pos.players[1];
  // The first player on each ray from the ball can take it; a ray empty to its end may reach
  // a goal mouth.
  for (int d = 0; d < kDirections; ++d) {
    const Board blockers = occupied & kMasks.ray[ball][d];
    if (blockers.Any()) {
      const int cell = Ascends(d) ? blockers.Lowest() : Highest(blockers);
      ++table[pos.players[0].Test(cell) ? 0 : 1][kTakers];
      continue;
    }
    const uint8_t exit = kRays.exit[ball][d];
    if (exit == kNoCell) continue;
    const Side scorer = exit >= kBeyondBottom ? Side::kP2 : Side::kP1;
    if (InAttackZone(scorer, ball)) ++table[Index(scorer)][kOpenGoalLines];
  }

  const int centre = kRanks / 2;
  const int ball_rank = RankOf(ball);
  for (Side side : {Side::kP1, Side::kP2}) {
    std::array<int, kFeatureCount>& f = table[Index(side)];
    const Board& mine = pos.players[Index(side)];
    f[kTries] = pos.score[Index(side)];
    f[kBallProgress] = std::max(0, side == Side::kP1 ? ball_rank - centre : centre - ball_rank);
    f[kContact] = (kNeighbours[ball] & mine).Count();
    f[kAttackZone] = (kMasks.attack_zone[Index(side)] & mine).Count();
    // Defenders stand between the ball and their own end line.
    f[kDefenders] = ((side == Side::kP1 ? kMasks.below : kMasks.above)[ball_rank] & mine).Count();
  }
  return table;
}

}  // namespace melee::cannonball_eval
