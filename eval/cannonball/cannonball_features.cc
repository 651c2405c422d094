#include "eval/cannonball/cannonball_features.h"

#include <algorithm>

#include "engine/cannonball/geometry.h"

namespace melee::cannonball_eval {

using namespace cannonball;

FeatureTable<kFeatureCount> ComputeFeatures(const CannonBall::Position& pos) {
  FeatureTable<kFeatureCount> table{};
  const int ball = pos.ball;
  const Board occupied = pos.players[0] | pos.players[1];
  // The first player on each ray from the ball can take it; a ray empty to its end may reach
  // a goal mouth.
  for (int d = 0; d < kDirections; ++d) {
    int i = 0;
    const int length = kRays.length[ball][d];
    while (i < length && !occupied.Test(kRays.cells[ball][d][i])) ++i;
    if (i < length) {
      const int cell = kRays.cells[ball][d][i];
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
    mine.ForEach([&](int cell) {
      f[kAttackZone] += InAttackZone(side, cell);
      const int rank = RankOf(cell);
      f[kDefenders] += side == Side::kP1 ? rank < ball_rank : rank > ball_rank;
    });
  }
  return table;
}

}  // namespace melee::cannonball_eval
