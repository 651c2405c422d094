#include "eval/cannonball/cannonball_features.h"

#include <algorithm>
#include <bit>

#include "engine/cannonball/geometry.h"
#include "eval/cannonball/cannonball_weights.h"

namespace melee::cannonball_eval {

using namespace cannonball;

namespace {

// Every feature but the tries is a count of players on a precomputed set of cells, so each
// costs a few word-wise ANDs and popcounts, or comes from the few players on the ball's queen
// lines, each put on its ray by a table (Evaluate runs at every searched step; scanning the
// rays cell by cell and ranking each player cost 45 % of a Cannon Ball search, masking each of
// the 8 rays apart 10 %).
struct FeatureMasks {
  std::array<Board, kCells> queen{};  // the cells on the 8 rays from a cell
  // [from][to]: the direction of the ray from `from` through `to` (kDirections if none).
  std::array<std::array<uint8_t, kCells>, kCells> direction{};
  // [Index(side)][cell]: the directions from `cell` whose rays leave the field into the goal
  // mouth `side` scores through, when `cell` is in that side's attack zone (else none).
  std::array<std::array<uint8_t, kCells>, 2> goal_rays{};
  std::array<Board, 2> attack_zone{};  // indexed by Index(Side)
  std::array<Board, kRanks> below{};   // cells on ranks < r
  std::array<Board, kRanks> above{};   // cells on ranks > r
};

constexpr FeatureMasks MakeFeatureMasks() {
  FeatureMasks m;
  for (auto& row : m.direction) row.fill(kDirections);
  for (int c = 0; c < kCells; ++c) {
    for (int d = 0; d < kDirections; ++d) {
      for (int i = 0; i < kRays.length[c][d]; ++i) {
        m.queen[c].Set(kRays.cells[c][d][i]);
        m.direction[c][kRays.cells[c][d][i]] = static_cast<uint8_t>(d);
      }
      const uint8_t exit = kRays.exit[c][d];
      if (exit == kNoCell) continue;
      const Side scorer = exit >= kBeyondBottom ? Side::kP2 : Side::kP1;
      if (InAttackZone(scorer, c)) m.goal_rays[Index(scorer)][c] |= static_cast<uint8_t>(1 << d);
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

// The directions whose rays' cell numbers ascend: the nearest of a ray's cells in a set is
// then the lowest one, else the highest.
constexpr uint32_t MakeAscendingRays() {
  uint32_t bits = 0;
  for (int d = 0; d < kDirections; ++d) {
    if (kDeltaFile[d] + kFiles * kDeltaRank[d] > 0) bits |= 1u << d;
  }
  return bits;
}
inline constexpr uint32_t kAscendingRays = MakeAscendingRays();

// The values of one side's features (kTries..kContact).
using SideFeatures = std::array<int, kFeatureCount>;

// Both sides' features with constant indices only, so that Score, where it is inlined, keeps
// them in registers: a table written field by field and read back as vectors is a
// store-forwarding stall.
[[gnu::always_inline]] inline std::array<SideFeatures, 2> Features(
    const CannonBall::Position& pos) {
  std::array<SideFeatures, 2> table{};
  const int ball = pos.ball;
  // The first player on each ray from the ball can take it; a ray empty to its end may reach
  // a goal mouth. The players on the rays come lowest cell first: the first one seen on an
  // ascending ray is its nearest, the last one seen on a descending ray.
  uint32_t blocked = 0, south_first = 0;  // direction bits
  const Board blockers = (pos.players[0] | pos.players[1]) & kMasks.queen[ball];
  blockers.ForEach([&](int cell) {
    const uint32_t ray = 1u << kMasks.direction[ball][cell];
    if (blocked & ray & kAscendingRays) return;
    blocked |= ray;
    south_first = pos.players[0].Test(cell) ? south_first | ray : south_first & ~ray;
  });
  const int south_takers = std::popcount(south_first);
  table[0][kTakers] = south_takers;
  table[1][kTakers] = std::popcount(blocked) - south_takers;
  table[0][kOpenGoalLines] = std::popcount(kMasks.goal_rays[0][ball] & ~blocked);
  table[1][kOpenGoalLines] = std::popcount(kMasks.goal_rays[1][ball] & ~blocked);

  const int centre = kRanks / 2;
  const int ball_rank = RankOf(ball);
  for (Side side : {Side::kP1, Side::kP2}) {
    SideFeatures& f = table[Index(side)];
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

}  // namespace

FeatureTable<kFeatureCount> ComputeFeatures(const CannonBall::Position& pos) {
  return Features(pos);
}

int Score(const CannonBall::Position& pos) {
  const int south_view = LinearScore(kWeights, Features(pos), Side::kP1);
  return pos.side == Side::kP1 ? south_view : -south_view;
}

}  // namespace melee::cannonball_eval
