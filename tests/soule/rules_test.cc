// One test per rule sentence of ../shared/spec/soule.md (and the seed where it is plainer),
// each built from small positions so that a wrong rule changes the asserted text.
#include <gtest/gtest.h>

#include "engine/soule/soule.h"
#include "tests/soule/soule_test_util.h"

namespace melee {
namespace {

using soule_test::After;
using soule_test::Pos;

// --- Field and pieces ---------------------------------------------------------------------

TEST(SouleRules, AAttacksTowardSixBTowardZero) {
  EXPECT_EQ(After("2/4 5/4 1 1 A 7", "+", "+"), "3/4 4/4 1 2 B 7");
}

TEST(SouleRules, CellZeroIsAGoalSoBallThereMeansBWins) {
  EXPECT_EQ(Soule::Status(Pos("1/4 0/4 0 1 A 7")), (GameStatus{Outcome::kP2Win, "goal"}));
}

TEST(SouleRules, CellSixIsBGoalSoBallThereMeansAWins) {
  EXPECT_EQ(Soule::Status(Pos("6/4 5/4 6 1 A 7")), (GameStatus{Outcome::kP1Win, "goal"}));
}

TEST(SouleRules, DefaultIsElevenAgainstElevenFourPpBallOnMiddleSevenTurns) {
  const GameRules rules = GameRules::Defaults(Soule::kOptions);
  EXPECT_EQ(Soule::FormatPosition(Soule::StartPosition(rules)),
            "???????????/44444444444 ???????????/44444444444 3 0 A 7");
}

TEST(SouleRules, TeamsOfOneToTwentyTwoPlayers) {
  GameRules rules;
  rules.values = {1, 7};
  EXPECT_EQ(Soule::FormatPosition(Soule::StartPosition(rules)), "?/4 ?/4 3 0 A 7");
  rules.values = {22, 0};
  EXPECT_EQ(Soule::FormatPosition(Soule::StartPosition(rules)),
            std::string(22, '?') + "/" + std::string(22, '4') + " " + std::string(22, '?') + "/" +
                std::string(22, '4') + " 3 0 A 0");
  EXPECT_TRUE(soule_test::Rejects("/ / 3 0 A 7"));
  EXPECT_TRUE(soule_test::Rejects(std::string(23, '?') + "/" + std::string(23, '4') + " " +
                                  std::string(23, '?') + "/" + std::string(23, '4') + " 3 0 A 7"));
}

TEST(SouleRules, TwentyTwoPlayersPlaceAndHitPlayerTwentyTwo) {
  const std::string placed = std::string(22, '2') + "/" + std::string(22, '4');
  const std::string b_cells = std::string(21, '4') + "2";
  const std::string pos = placed + " " + b_cells + "/" + std::string(22, '4') + " 3 1 A 7";
  std::string a_part = "22";
  for (int i = 1; i < 22; ++i) a_part += ",0";
  std::string b_part = "0";
  for (int i = 1; i < 22; ++i) b_part += ",0";
  EXPECT_EQ(After(pos, a_part, b_part),
            placed + " " + b_cells + "/" + std::string(21, '4') + "3 3 2 B 7");
}

TEST(SouleRules, PlayerWhosePpFallsToZeroIsKnockedOutAndActsNoMore) {
  // B holds the initiative: B1 knocks A1 out before A1's `+` would push the ball.
  EXPECT_EQ(After("2/1 2/4 3 1 B 7", "+", "1"), "x/0 2/4 3 2 A 7");
}

// --- Phases ---------------------------------------------------------------------------------

TEST(SouleRules, PlacementPutsAOnThreeMinusDAndBOnThreePlusD) {
  EXPECT_EQ(After("???/444 ???/444 3 0 A 7", "123", "321"), "210/444 654/444 3 1 A 7");
}

TEST(SouleRules, SeedExampleInitiale) {
  EXPECT_EQ(After("???????????/44444444444 ???????????/44444444444 3 0 A 7", "11211221122",
                  "11122332211"),
            "22122112211/44444444444 44455665544/44444444444 3 1 A 7");
}

TEST(SouleRules, PlacementKeepsTheInitiativeOfTurnOne) {
  EXPECT_EQ(After("?/4 ?/4 3 0 B 7", "1", "1"), "2/4 4/4 3 1 B 7");
}

TEST(SouleRules, PlacementDistanceIsOneToThree) {
  const Soule::Position pos = Pos("??/44 ??/44 3 0 A 7");
  EXPECT_FALSE(Soule::ParseTactic(pos, Side::kP1, "04"));
  EXPECT_FALSE(Soule::ParseTactic(pos, Side::kP1, "14"));
  EXPECT_FALSE(Soule::ParseTactic(pos, Side::kP1, "1,2"));
  EXPECT_FALSE(Soule::ParseTactic(pos, Side::kP1, "123"));
  EXPECT_TRUE(Soule::ParseTactic(pos, Side::kP1, "31"));
}

TEST(SouleRules, PlayersMayShareACellAlsoWithOpponents) {
  EXPECT_EQ(After("???/444 ???/444 3 0 A 7", "111", "111"), "222/444 444/444 3 1 A 7");
  EXPECT_EQ(After("222/444 444/444 1 1 A 7", "+,+,+", "+,+,+"), "333/444 333/444 1 2 B 7");
}

TEST(SouleRules, DrawAfterTurnTWithoutGoal) {
  const std::string after = After("3/4 4/4 1 7 A 7", "0", "0");
  EXPECT_EQ(after, "3/4 4/4 1 8 B 7");
  EXPECT_EQ(Soule::Status(Pos(after)), (GameStatus{Outcome::kDraw, "maxturns"}));
  EXPECT_EQ(Soule::Status(Pos("3/4 4/4 1 7 A 7")), GameStatus{});
}

TEST(SouleRules, TurnLimitZeroMeansPlayUntilAGoal) {
  EXPECT_EQ(After("3/4 4/4 1 999 A 0", "0", "0"), "3/4 4/4 1 1000 B 0");
  EXPECT_FALSE(Soule::Status(Pos("3/4 4/4 1 1000 B 0")).over());
}

// --- A turn ---------------------------------------------------------------------------------

TEST(SouleRules, AdvanceIsOneCellTowardTheOpponentGoal) {
  EXPECT_EQ(After("2/4 4/4 1 1 A 7", "+", "0"), "3/4 4/4 1 2 B 7");
  EXPECT_EQ(After("2/4 4/4 1 1 A 7", "0", "+"), "2/4 3/4 1 2 B 7");
}

TEST(SouleRules, RetreatIsOneCellTowardTheOwnGoal) {
  EXPECT_EQ(After("2/4 4/4 3 1 A 7", "-", "-"), "1/4 5/4 3 2 B 7");
}

TEST(SouleRules, ZeroDoesNothing) {
  EXPECT_EQ(After("3/4 3/4 1 1 A 7", "0", "0"), "3/4 3/4 1 2 B 7");
}

TEST(SouleRules, MoveThatWouldLeaveTheFieldDoesNothing) {
  EXPECT_EQ(After("6/4 0/4 3 1 A 7", "+", "+"), "6/4 0/4 3 2 B 7");
  EXPECT_EQ(After("0/4 6/4 3 1 A 7", "-", "-"), "0/4 6/4 3 2 B 7");
}

TEST(SouleRules, InitiativeHolderActsFirst) {
  // A1 hits B1 while B1 retreats out of the cell: only the first to act decides.
  EXPECT_EQ(After("3/4 3/4 1 1 A 7", "1", "-"), "3/4 4/3 1 2 B 7");
  EXPECT_EQ(After("3/4 3/4 1 1 B 7", "1", "-"), "3/4 4/4 1 2 A 7");
}

TEST(SouleRules, OtherSideFirstPlayerActsBeforeInitiativeSecondPlayer) {
  // I1, J1, I2: B1 steps onto cell 3 before A2 hits him there.
  EXPECT_EQ(After("33/44 43/44 1 1 A 7", "0,1", "+,0"), "33/44 33/34 1 2 B 7");
}

TEST(SouleRules, InitiativeSecondPlayerActsBeforeOtherSideSecondPlayer) {
  // I2, J2: A2 retreats before B2's hit on him comes up.
  EXPECT_EQ(After("33/44 43/44 1 1 A 7", "0,-", "0,2"), "32/44 43/44 1 2 B 7");
  EXPECT_EQ(After("33/44 43/44 1 1 B 7", "0,-", "0,2"), "32/43 43/44 1 2 A 7");
}

TEST(SouleRules, InitiativeAlternatesEveryTurn) {
  Soule::Position pos = Pos("3/4 4/4 1 1 A 0");
  const Soule::Tactic stay = soule_test::Part(pos, Side::kP1, "0");
  for (int turn = 1; turn <= 4; ++turn) {
    EXPECT_EQ(pos.initiative(), turn % 2 == 1 ? Side::kP1 : Side::kP2);
    Soule::Resolve(pos, stay, stay);
  }
}

TEST(SouleRules, KnockedOutPlayerDoesNothingWhenHisActionComesUp) {
  EXPECT_EQ(After("2/1 2/4 3 1 B 7", "1", "1"), "x/0 2/4 3 2 A 7");  // his hit is lost
}

TEST(SouleRules, HitRemovesOnePpIfTargetOnHitterCellAtThatMoment) {
  EXPECT_EQ(After("3/4 3/4 1 1 A 7", "1", "0"), "3/4 3/3 1 2 B 7");
}

TEST(SouleRules, HitOnTargetInAnotherCellDoesNothing) {
  EXPECT_EQ(After("2/4 3/4 1 1 A 7", "1", "0"), "2/4 3/4 1 2 B 7");
}

TEST(SouleRules, HitLandsOnTargetWhoMovedIntoTheCellEarlierThisTurn) {
  EXPECT_EQ(After("2/4 3/4 1 1 B 7", "1", "+"), "2/4 2/3 1 2 A 7");
}

TEST(SouleRules, PlayerKnockedOutThisTurnIsStillHittableAndPpPrintsClampedAtZero) {
  // A1 knocks B1 out, A2 hits him again (PP -1), A3 scores: B1 is still on 3, printed 0.
  EXPECT_EQ(After("334/444 366/144 5 1 A 7", "1,1,+", "0,0,0"), "335/444 366/044 6 1 A 7");
}

TEST(SouleRules, HitNumberNamesAnOpposingPlayerNeverATeammate) {
  // A1's `2` targets B2 (elsewhere), not A2 who shares A1's cell.
  EXPECT_EQ(After("33/44 35/44 1 1 A 7", "2,0", "0,0"), "33/44 35/44 1 2 B 7");
  EXPECT_FALSE(Soule::ParseTactic(Pos("33/44 35/44 1 1 A 7"), Side::kP1, "3,0"));
}

TEST(SouleRules, AdvanceFromBehindTheBallPushesItOneCell) {
  EXPECT_EQ(After("2/4 5/4 3 1 A 7", "+", "0"), "3/4 5/4 4 2 B 7");
  EXPECT_EQ(After("1/4 4/4 3 1 A 7", "0", "+"), "1/4 3/4 2 2 B 7");
}

TEST(SouleRules, RetreatAndZeroNeverMoveTheBall) {
  EXPECT_EQ(After("4/4 2/4 3 1 A 7", "-", "-"), "3/4 3/4 3 2 B 7");
  EXPECT_EQ(After("2/4 4/4 3 1 A 7", "0", "0"), "2/4 4/4 3 2 B 7");
}

TEST(SouleRules, AdvanceFromTheBallOwnCellLeavesItInPlace) {
  EXPECT_EQ(After("3/4 3/4 3 1 A 7", "+", "0"), "4/4 3/4 3 2 B 7");
  EXPECT_EQ(After("3/4 3/4 3 1 A 7", "0", "+"), "3/4 2/4 3 2 B 7");
}

TEST(SouleRules, BallIntoCellSixMeansAWins) {
  const std::string after = After("4/4 6/4 5 1 A 7", "+", "0");
  EXPECT_EQ(after, "5/4 6/4 6 1 A 7");
  EXPECT_EQ(Soule::Status(Pos(after)), (GameStatus{Outcome::kP1Win, "goal"}));
}

TEST(SouleRules, BallIntoCellZeroMeansBWins) {
  const std::string after = After("0/4 2/4 1 1 A 7", "0", "+");
  EXPECT_EQ(after, "0/4 1/4 0 1 A 7");
  EXPECT_EQ(Soule::Status(Pos(after)), (GameStatus{Outcome::kP2Win, "goal"}));
}

TEST(SouleRules, GoalEndsTheMatchAtOnceRemainingActionsNotExecuted) {
  // A1 scores first; B1's push back and A2's and B2's moves are never executed.
  EXPECT_EQ(After("44/44 66/44 5 1 A 7", "+,+", "+,+"), "54/44 66/44 6 1 A 7");
}

TEST(SouleRules, FinalPositionKeepsTurnAndInitiativeAndTodayKnockedOutOnTheirCells) {
  // B holds the initiative: B1 knocks A1 out, then B2 scores in turn 3.
  EXPECT_EQ(After("22/14 22/44 1 3 B 7", "0,0", "1,+"), "22/04 21/44 0 3 B 7");
}

TEST(SouleRules, KnockedOutPlayersLeaveTheFieldAtTheEndOfTheTurn) {
  EXPECT_EQ(After("3/1 3/4 1 1 A 7", "0", "1"), "x/0 3/4 1 2 B 7");
}

TEST(SouleRules, PlayerOffTheFieldCannotActBeHitOrPush) {
  // A1 is gone: his `+` (from nowhere) does nothing and B1's hit on him is lost.
  EXPECT_EQ(After("x2/04 22/44 3 2 A 7", "+,0", "1,0"), "x2/04 22/44 3 3 B 7");
}

// --- Notation of tactics --------------------------------------------------------------------

TEST(SouleRules, TacticIsNOrdersJoinedByCommasTwoDigitNumbersReadable) {
  const std::string cells = "33333333333/44444444444";
  const Soule::Position pos = Pos(cells + " " + cells + " 1 1 A 7");
  const auto tactic = Soule::ParseTactic(pos, Side::kP1, "+,0,-,3,+,+,0,+,11,0,+");
  ASSERT_TRUE(tactic);
  EXPECT_EQ(Soule::FormatTactic(pos, Side::kP1, *tactic), "+,0,-,3,+,+,0,+,11,0,+");
  EXPECT_FALSE(Soule::ParseTactic(pos, Side::kP1, "+0-3++0+110+"));            // no commas
  EXPECT_FALSE(Soule::ParseTactic(pos, Side::kP1, "+,0,-,3,+,+,0,+,11,0"));    // 10 orders
  EXPECT_FALSE(Soule::ParseTactic(pos, Side::kP1, "+,0,-,3,+,+,0,+,12,0,+"));  // no B12
}

TEST(SouleRules, KnockedOutMarkXReadsAsZero) {
  const Soule::Position pos = Pos("33/44 33/44 1 1 A 7");
  const auto tactic = Soule::ParseTactic(pos, Side::kP2, "x,X");
  ASSERT_TRUE(tactic);
  EXPECT_EQ(Soule::FormatTactic(pos, Side::kP2, *tactic), "0,0");
  EXPECT_EQ(After("33/44 33/44 1 1 A 7", "x,X", "X,x"), "33/44 33/44 1 2 B 7");
}

TEST(SouleRules, AnyActionOfAPlayerOffTheFieldIsAcceptedAndPrintedZero) {
  const Soule::Position pos = Pos("x3/04 33/44 1 2 A 7");
  for (const char* text : {"+,0", "-,0", "2,0", "x,0"}) {
    const auto tactic = Soule::ParseTactic(pos, Side::kP1, text);
    ASSERT_TRUE(tactic) << text;
    EXPECT_EQ(Soule::FormatTactic(pos, Side::kP1, *tactic), "0,0");
  }
}

TEST(SouleRules, NoTacticOnceTheMatchIsOver) {
  EXPECT_FALSE(Soule::ParseTactic(Pos("5/4 6/4 6 1 A 7"), Side::kP1, "0"));
  EXPECT_FALSE(Soule::ParseTactic(Pos("3/4 4/4 1 8 B 7"), Side::kP2, "0"));
  EXPECT_EQ(Soule::OrderSets(Pos("3/4 4/4 1 8 B 7"), Side::kP1), "");
}

}  // namespace
}  // namespace melee
