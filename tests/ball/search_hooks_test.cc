// Ball::IsForcing (ordering and quiescence of the alpha-beta search) on passes.
#include <gtest/gtest.h>

#include "engine/ball/step_token.h"
#include "tests/ball/test_util.h"

namespace ball_test {
namespace {

bool Forcing(const Position& pos, const std::string& token) {
  const auto step = melee::ball::ParseStepToken(token);
  EXPECT_TRUE(step.has_value()) << token;
  EXPECT_TRUE(Steps(pos).contains(token)) << token << " in " << Ball::FormatPosition(pos);
  return step && Ball::IsForcing(pos, *step);
}

// A pass is forcing when, as the turn's first action, it puts the ball in the end zone we attack
// on a cell one of our pieces can take with the second action (a touchdown this turn).
TEST(BallForcing, ScoringLongPassesAreForcing) {
  const auto pos = Pos({{"g5", "X*"}, {"g15", "X"}, {"a1", "x"}});
  EXPECT_TRUE(Forcing(pos, "lg5e17"));   // g15 moves two cells diagonally onto it
  EXPECT_FALSE(Forcing(pos, "lg5g17"));  // an X cannot move two cells orthogonally
  EXPECT_FALSE(Forcing(pos, "lg5a17"));  // out of every piece's reach
  EXPECT_FALSE(Forcing(pos, "lg5g11"));  // reachable, but not in the end zone
}

TEST(BallForcing, AnOrthogonalMoverReachesTheFileAhead) {
  const auto pos = Pos({{"g5", "X*"}, {"g15", "O"}, {"a1", "x"}});
  EXPECT_TRUE(Forcing(pos, "lg5g17"));
  EXPECT_FALSE(Forcing(pos, "lg5e17"));  // an O moves only one cell diagonally
}

TEST(BallForcing, ABlockedMidpointStopsTheTaker) {
  const auto pos = Pos({{"g5", "X*"}, {"g15", "X"}, {"f16", "o"}, {"a1", "x"}});
  EXPECT_FALSE(Forcing(pos, "lg5e17"));
}

TEST(BallForcing, AShortPassIntoTheEndZoneIsForcing) {
  const auto pos = Pos({{"g13", "X*"}, {"g15", "X"}, {"a1", "x"}});
  EXPECT_TRUE(Forcing(pos, "sg13g15f16"));
  EXPECT_FALSE(Forcing(pos, "sg13g15f14"));  // next to the receiver, outside the end zone
}

TEST(BallForcing, APassAsTheSecondActionIsNotForcing) {
  auto pos = Pos({{"g5", "X*"}, {"g15", "X"}, {"a3", "S"}, {"a1", "x"}});
  EXPECT_TRUE(Forcing(pos, "lg5e17"));
  PlayStepToken(pos, "a3b4");  // one action point left: nobody could take the ball this turn
  EXPECT_FALSE(Forcing(pos, "lg5e17"));
}

// A carrier's first action that leaves it at most two ranks short of the end zone: the second
// action may carry the ball in.
TEST(BallForcing, ACarrierRunThatCanScoreNextActionIsForcing) {
  auto pos = Pos({{"f12", "X*"}, {"a3", "S"}, {"a1", "x"}});
  EXPECT_TRUE(Forcing(pos, "f12d14"));   // rank 14: b16 / f16 two diagonal steps further
  EXPECT_FALSE(Forcing(pos, "f12g13"));  // rank 13 is three ranks short of rank 16: not yet
  PlayStepToken(pos, "a3b4");
  EXPECT_FALSE(Forcing(pos, "f12d14"));  // the second action: no action left to score
}

TEST(BallForcing, ACarrierStepBackIsNotForcing) {
  const auto pos = Pos({{"g13", "X*"}, {"a1", "x"}});
  EXPECT_TRUE(Forcing(pos, "g13f14"));
  EXPECT_FALSE(Forcing(pos, "g13f12"));
  EXPECT_FALSE(Forcing(pos, "g13e11"));
  EXPECT_TRUE(Forcing(pos, "g13e15"));
}

TEST(BallForcing, NorthRunsTowardTheSouthEndZone) {
  const auto pos = Pos({{"g5", "x*"}, {"a17", "X"}}, 'n');
  EXPECT_TRUE(Forcing(pos, "g5f4"));
  EXPECT_FALSE(Forcing(pos, "g5f6"));
}

// A team-mate's first action into the end zone we attack while our carrier may still act: a
// hand-off to it may score with the second action.
TEST(BallForcing, AReceiverSteppingIntoTheEndZoneIsForcing) {
  auto pos = Pos({{"g13", "X*"}, {"g15", "X"}, {"a3", "S"}, {"a1", "x"}});
  EXPECT_TRUE(Forcing(pos, "g15f16"));
  EXPECT_TRUE(Forcing(pos, "g15h16"));
  EXPECT_FALSE(Forcing(pos, "g15f14"));  // not in the end zone
  PlayStepToken(pos, "a3b4");
  EXPECT_FALSE(Forcing(pos, "g15f16"));  // no action left for the hand-off
  // Without the ball, stepping into the end zone decides nothing.
  EXPECT_FALSE(Forcing(Pos({{"g15", "X"}, {"a9", "x*"}}), "g15f16"));
}

}  // namespace
}  // namespace ball_test
