// Cannon Ball's own step property: inside a double move the turns are the second halves. The
// cross-game invariants (steps reach exactly the whole-turn successors, keys, round trips,
// over iff no turns) are in tests/conformance/, typed over every game.
#include <gtest/gtest.h>

#include <memory>

#include "engine/cannonball/cannonball.h"
#include "tests/cannonball/test_util.h"

namespace melee::cannonball_test {
namespace {

using cannonball::MoveKind;

TEST(ConformanceTest, InsideADoubleMoveTheTurnsAreTheSecondHalves) {
  const Pos start = CannonBall::StartPosition(DefaultRules());
  CannonBall::StepList steps;
  CannonBall::GenerateSteps(start, steps);
  ASSERT_EQ(steps[0].kind, MoveKind::kFirstHalf);
  Pos inside = start;
  CannonBall::PlayStep(inside, steps[0]);
  EXPECT_FALSE(CannonBall::Status(inside).over());
  auto list = std::make_unique<CannonBall::TurnList>();
  CannonBall::GenerateTurns(inside, *list);
  CannonBall::GenerateSteps(inside, steps);
  ASSERT_EQ(list->size(), steps.size());
  for (std::size_t i = 0; i < steps.size(); ++i) {
    EXPECT_EQ((*list)[i], steps[i]);
    EXPECT_EQ(steps[i].kind, MoveKind::kSecondHalf);
  }
}

}  // namespace
}  // namespace melee::cannonball_test
