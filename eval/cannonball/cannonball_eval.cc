#include "eval/cannonball/cannonball_eval.h"

#include <algorithm>
#include <array>

#include "engine/cannonball/geometry.h"

namespace melee {

using namespace cannonball;
using namespace cannonball_eval;

namespace {

// Players of each side with a clear queen line to the ball: the first occupied cell of each
// ray from the ball.
std::array<int, 2> Takers(const CannonBall::Position& pos) {
  std::array<int, 2> takers{};
  for (int d = 0; d < kDirections; ++d) {
    for (int i = 0; i < kRays.length[pos.ball][d]; ++i) {
      const int cell = kRays.cells[pos.ball][d][i];
      if (pos.players[0].Test(cell)) ++takers[0];
      if (pos.players[1].Test(cell)) ++takers[1];
      if (pos.players[0].Test(cell) || pos.players[1].Test(cell)) break;
    }
  }
  return takers;
}

int InZone(const CannonBall::Position& pos, Side side) {
  int n = 0;
  pos.players[Index(side)].ForEach([&](int cell) { n += InAttackZone(side, cell); });
  return n;
}

// The terms in a fixed array: Evaluate runs at every node and must not allocate.
std::array<EvalTerm, 4> Terms(const CannonBall::Position& pos) {
  const int centre = kRanks / 2;
  const int ball_rank = RankOf(pos.ball);
  const std::array<int, 2> takers = Takers(pos);
  return {{
      {"tries", kTry * pos.score[0], kTry * pos.score[1]},
      {"ball progress", kBallRank * std::max(0, ball_rank - centre),
       kBallRank * std::max(0, centre - ball_rank)},
      {"takers", kTaker * takers[0], kTaker * takers[1]},
      {"attack zone", kAttackZone * InZone(pos, Side::kP1), kAttackZone * InZone(pos, Side::kP2)},
  }};
}

}  // namespace

std::vector<EvalTerm> Eval<CannonBall>::Explain(const CannonBall::Position& pos) {
  const std::array<EvalTerm, 4> terms = Terms(pos);
  return {terms.begin(), terms.end()};
}

int Eval<CannonBall>::Evaluate(const CannonBall::Position& pos) {
  int p1_minus_p2 = 0;
  for (const EvalTerm& term : Terms(pos)) p1_minus_p2 += term.p1 - term.p2;
  return pos.side_to_move() == Side::kP1 ? p1_minus_p2 : -p1_minus_p2;
}

}  // namespace melee
