// The alpha-beta searcher on CannonBall.
#include <gtest/gtest.h>

#include "eval/cannonball/cannonball_eval.h"
#include "tests/search/game_search_checks.h"

namespace melee::search_test {
namespace {

// `melee bench` for CannonBall: positions/cannonball/bench.txt at the depth it names. Update the
// signature (and say why in the commit) whenever generation, evaluation or search changes.
constexpr uint64_t kBenchSignature = 474827;

TEST(CannonBallSearchTest, LegalAnswersFromRandomPositions) {
  ExpectLegalAnswersFromRandomPositions<CannonBall>(2, 40, 10, 5000, 2);
}

// CannonBall::CanonicalTurn (a double move is two steps) against GenerateTurns.
TEST(CannonBallSearchTest, TokensOfStepsAreCanonical) {
  using cannonball::MoveKind;
  ExpectStepTokensAreCanonical<CannonBall>(
      2, 30, 251, [](const CannonBall::Position&, const CannonBall::Move& m) {
        if (m.kind != MoveKind::kDouble) return std::vector<CannonBall::Step>{m};
        CannonBall::Step first{MoveKind::kFirstHalf, 2, {m.cells[0], m.cells[1]}};
        CannonBall::Step second{MoveKind::kSecondHalf, 2, {m.cells[2], m.cells[3]}};
        return std::vector<CannonBall::Step>{first, second};
      });
}

TEST(CannonBallSearchTest, WinningStepsAreForcing) {
  ExpectWinningStepsAreForcing<CannonBall>("cannonball", 5000);
}

// The null turn (null-move pruning) hands the turn over with a consistent key.
TEST(CannonBallSearchTest, NullTurnFlipsTheSideAndKeepsTheKey) {
  CannonBall::Position pos = StartOf<CannonBall>();
  const CannonBall::Position before = pos;
  CannonBall::PlayNullTurn(pos);
  EXPECT_NE(pos.side_to_move(), before.side_to_move());
  EXPECT_NE(pos.key(), before.key());
  EXPECT_EQ(pos.key(), CannonBall::ComputeKey(pos));
}

TEST(CannonBallSearchTest, SameSearchTwiceIsIdentical) {
  ExpectDeterministic<CannonBall>(StartOf<CannonBall>(), 2, 2);
}

TEST(CannonBallSearchTest, FindsEveryTactic) {
  ExpectTacticsSolved<CannonBall>("cannonball", 200'000, 30);
}

TEST(CannonBallSearchTest, BenchSignature) {
  EXPECT_EQ(BenchNodes<CannonBall>("cannonball"), kBenchSignature);
}

}  // namespace
}  // namespace melee::search_test
