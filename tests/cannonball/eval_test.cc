// The static evaluation: symmetric at the start, from the side to move's point of view, and
// tries dominate every field term.
#include <gtest/gtest.h>

#include <algorithm>

#include "engine/cannonball/geometry.h"
#include "eval/cannonball/cannonball_eval.h"
#include "tests/cannonball/random_positions.h"
#include "tests/cannonball/test_util.h"

namespace melee::cannonball_test {
namespace {

TEST(EvalTest, StartIsBalancedAndExplainedTermByTerm) {
  const Pos start = CannonBall::StartPosition(DefaultRules());
  EXPECT_EQ(Eval<CannonBall>::Evaluate(start), 0);
  const auto terms = Eval<CannonBall>::Explain(start);
  ASSERT_EQ(terms.size(), static_cast<std::size_t>(cannonball_eval::kFeatureCount));
  for (const EvalTerm& term : terms) EXPECT_EQ(term.p1, term.p2) << term.name;
}

TEST(EvalTest, SideToMoveViewAndTriesDominate) {
  const Pos south = Make({"Pg10", "Pg12", "*g11", "pa1"}, 's', "0-1 0 9");
  const Pos north = Make({"Pg10", "Pg12", "*g11", "pa1"}, 'n', "0-1 0 9");
  EXPECT_EQ(Eval<CannonBall>::Evaluate(south), -Eval<CannonBall>::Evaluate(north));
  EXPECT_LT(Eval<CannonBall>::Evaluate(south), 0);  // North's try outweighs South's pressure
  EXPECT_GT(Eval<CannonBall>::Evaluate(Make({"Pg10", "Pg12", "*g11", "pa1"})), 0);
}

// The features by their definitions, cell by cell: each ray walked from the ball to its first
// player or its end, each player's rank compared with the ball's. ComputeFeatures counts them
// with precomputed cell sets and must agree on every position.
FeatureTable<cannonball_eval::kFeatureCount> FeaturesByDefinition(const Pos& pos) {
  using namespace cannonball;
  using namespace cannonball_eval;
  FeatureTable<kFeatureCount> table{};
  const Board occupied = pos.players[0] | pos.players[1];
  for (int d = 0; d < kDirections; ++d) {
    int i = 0;
    const int length = kRays.length[pos.ball][d];
    while (i < length && !occupied.Test(kRays.cells[pos.ball][d][i])) ++i;
    if (i < length) {
      ++table[pos.players[0].Test(kRays.cells[pos.ball][d][i]) ? 0 : 1][kTakers];
    } else if (const uint8_t exit = kRays.exit[pos.ball][d]; exit != kNoCell) {
      const Side scorer = exit >= kBeyondBottom ? Side::kP2 : Side::kP1;
      table[Index(scorer)][kOpenGoalLines] += InAttackZone(scorer, pos.ball);
    }
  }
  const int ball_rank = RankOf(pos.ball);
  for (Side side : {Side::kP1, Side::kP2}) {
    std::array<int, kFeatureCount>& f = table[Index(side)];
    f[kTries] = pos.score[Index(side)];
    f[kBallProgress] = std::max(0, side == Side::kP1 ? ball_rank - 7 : 7 - ball_rank);
    pos.players[Index(side)].ForEach([&](int cell) {
      f[kContact] += kNeighbours[pos.ball].Test(cell);
      f[kAttackZone] += InAttackZone(side, cell);
      f[kDefenders] += side == Side::kP1 ? RankOf(cell) < ball_rank : RankOf(cell) > ball_rank;
    });
  }
  return table;
}

TEST(EvalTest, FeaturesEqualTheirDefinitionsOnRandomPositions) {
  Rng rng(20261206);
  std::vector<Pos> positions;
  for (int game = 0; game < 20; ++game) {
    for (const Pos& pos : Playout(rng, 150)) positions.push_back(pos);
  }
  for (int k = 0; k < 3000; ++k) {
    std::string why;
    const std::optional<Pos> pos = CannonBall::ParsePosition(RandomFen(rng), DefaultRules(), why);
    if (pos) positions.push_back(*pos);
  }
  ASSERT_GT(positions.size(), 4000u);
  for (const Pos& pos : positions) {
    ASSERT_EQ(cannonball_eval::ComputeFeatures(pos), FeaturesByDefinition(pos))
        << CannonBall::FormatPosition(pos);
  }
}

}  // namespace
}  // namespace melee::cannonball_test
