// One test per rule of ../shared/spec/cannonball.md ("Field", "A turn", "Kick sequence",
// "Contact rule"), each on a small hand-built position with exact expectations.
#include <gtest/gtest.h>

#include "engine/cannonball/cannonball.h"
#include "tests/cannonball/test_util.h"

namespace melee::cannonball_test {
namespace {

const std::string kStart =
    "13/6p6/13/1p9p1/5p1p5/3p5p3/13/6*6/13/3P5P3/5P1P5/1P9P1/13/6P6/13 s 0-0 0 1";

// --- Field ---------------------------------------------------------------------------------

TEST(FieldRule, FieldIs13FilesBy15Ranks) {
  std::string error;
  const GameRules rules = DefaultRules();
  EXPECT_FALSE(CannonBall::ParsePosition("14/13/13/13/13/13/13/6*6/13/13/13/13/13/13/13 s 0-0 0 1",
                                         rules, error));
  EXPECT_FALSE(CannonBall::ParsePosition(
      "13/13/13/13/13/13/13/13/6*6/13/13/13/13/13/13/13 s 0-0 0 1", rules, error));
  // A lone player on a1 reaches m1 (13th file), a15 (15th rank) and m13 (the long diagonal).
  const Pos pos = Make({"Pa1", "*m15"});
  EXPECT_TRUE(IsLegal(pos, "a1m1"));
  EXPECT_TRUE(IsLegal(pos, "a1a15"));
  EXPECT_TRUE(IsLegal(pos, "a1m13"));
}

TEST(FieldRule, TwoSidesOfAtMostSevenPlayersSouthIsP1) {
  std::string error;
  EXPECT_FALSE(CannonBall::ParsePosition(
      Fen({"Pa1", "Pb1", "Pc1", "Pd1", "Pe1", "Pf1", "Pg1", "Ph1", "*g8"}), DefaultRules(), error));
  const Pos pos = CannonBall::StartPosition(DefaultRules());
  EXPECT_EQ(pos.players[0].Count(), 7);
  EXPECT_EQ(pos.players[1].Count(), 7);
  EXPECT_EQ(pos.side_to_move(), Side::kP1);
}

TEST(FieldRule, HouseStartPlacementBallOnG8SouthMovesFirst) {
  EXPECT_EQ(CannonBall::FormatPosition(CannonBall::StartPosition(DefaultRules())), kStart);
}

TEST(FieldRule, GoalMouthIsFilesEToI) {
  EXPECT_TRUE(IsLegal(Make({"Pe13", "*e14"}), "e13e14e16"));
  EXPECT_TRUE(IsLegal(Make({"Pi13", "*i14"}), "i13i14i16"));
  EXPECT_FALSE(IsLegal(Make({"Pd13", "*d14"}), "d13d14d16"));
  EXPECT_FALSE(IsLegal(Make({"Pj13", "*j14"}), "j13j14j16"));
}

TEST(FieldRule, OnlyTheBallEntersTheVirtualGoalCells) {
  const Pos pos = Make({"Pg15", "Pa1", "*m8"});
  EXPECT_FALSE(IsLegal(pos, "g15g16,a1a2"));
  EXPECT_FALSE(IsLegal(pos, "a1a2,g15g16"));
  EXPECT_TRUE(IsLegal(pos, "g15g14,a1a2"));
}

TEST(FieldRule, AttackZoneIsTheSixRanksBeforeTheGoal) {
  EXPECT_TRUE(IsLegal(Make({"Pg9", "*g10"}), "g9g10g16"));    // kicker on rank 10
  EXPECT_FALSE(IsLegal(Make({"Pg8", "*g9"}), "g8g9g16"));     // kicker on rank 9
  EXPECT_TRUE(IsLegal(Make({"pg7", "*g6"}, 'n'), "g7g6g0"));  // North kicker on rank 6
  EXPECT_FALSE(IsLegal(Make({"pg8", "*g7"}, 'n'), "g8g7g0"));
}

// --- Double and single moves -----------------------------------------------------------------

TEST(DoubleMoveRule, TwoDifferentPlayersOneQueenMoveEach) {
  // a1 can only go to a2, c1 only to d1.
  const Pos pos = Make({"Pa1", "Pc1", "pa3", "pb1", "pb2", "pc2", "pd2", "pe1", "*g8"});
  EXPECT_EQ(Tokens(pos), std::set<std::string>({"a1a2,c1d1"}));
  EXPECT_FALSE(IsLegal(pos, "a1a2,a2a1"));  // the same player twice
  EXPECT_FALSE(IsLegal(pos, "a1a2"));       // a double move exists, so no single move
}

TEST(DoubleMoveRule, BothOrdersReachingOnePositionAreOneTurn) {
  const Pos pos = Make({"Pa1", "Pc1", "pa3", "pb1", "pb2", "pc2", "pd2", "pe1", "*g8"});
  const auto move = CannonBall::ParseMove(pos, "c1d1,a1a2");
  ASSERT_TRUE(move.has_value());
  EXPECT_EQ(CannonBall::FormatMove(pos, *move), "a1a2,c1d1");
}

TEST(DoubleMoveRule, SecondMoveMayUseTheLineTheFirstOpened) {
  // a1 is boxed in until a2 moves away.
  const Pos pos = Make({"Pa1", "Pa2", "pb1", "pb2", "pb3", "pa4", "*g8"});
  EXPECT_EQ(Tokens(pos), std::set<std::string>({"a2a3,a1a2"}));
}

TEST(DoubleMoveRule, QueenMoveAnyDistanceAlongRankFileOrDiagonal) {
  // One player: 12 cells along rank 1, 14 along file a, 12 along the diagonal to m13.
  const Pos pos = Make({"Pa1", "*m15"});
  EXPECT_EQ(Tokens(pos).size(), 38u);
  EXPECT_FALSE(IsLegal(pos, "a1b3"));  // not a queen line
}

TEST(DoubleMoveRule, PlayersNeitherCrossNorEnterOccupiedCells) {
  const Pos pos = Make({"Pg1", "pg4", "Pc1", "*m15"});
  EXPECT_TRUE(IsLegal(pos, "g1g3,c1c2"));
  EXPECT_FALSE(IsLegal(pos, "g1g4,c1c2"));  // onto an opponent
  EXPECT_FALSE(IsLegal(pos, "g1g5,c1c2"));  // over an opponent
  EXPECT_FALSE(IsLegal(pos, "g1c1,c1c2"));  // onto a team-mate
  EXPECT_FALSE(IsLegal(pos, "g1b1,c1c2"));  // over a team-mate
  EXPECT_TRUE(IsLegal(pos, "c1c2,g1b1"));   // once he has moved away
}

TEST(DoubleMoveRule, BallCellIsOccupiedForPlayerMoves) {
  const Pos pos = Make({"Pa1", "*a3"});
  EXPECT_TRUE(IsLegal(pos, "a1a2"));
  EXPECT_FALSE(IsLegal(pos, "a1a4"));          // across the ball
  EXPECT_EQ(CountWithPrefix(pos, "a1a3"), 0);  // onto the ball is a take, with no kick here
}

TEST(DoubleMoveRule, SingleMoveOnlyWhenNoDoubleMoveExists) {
  // a1 is boxed in by opponents, so only m1 can move: 10 + 14 + 12 single moves.
  const Pos pos = Make({"Pa1", "pa2", "pb1", "pb2", "Pm1", "*g8"});
  const auto tokens = Tokens(pos);
  EXPECT_EQ(tokens.size(), 36u);
  for (const auto& token : tokens) EXPECT_EQ(token.substr(0, 2), "m1") << token;
}

TEST(PassRule, PassOnlyWhenNothingElseIsPossible) {
  const Pos boxed = Make({"Pa1", "pa2", "pb1", "pb2", "*g8"}, 's', "0-0 5 9");
  EXPECT_EQ(Tokens(boxed), std::set<std::string>({"pass"}));
  EXPECT_EQ(CannonBall::FormatPosition(After(boxed, "pass")),
            Fen({"Pa1", "pa2", "pb1", "pb2", "*g8"}, 'n', "0-0 6 10"));
  EXPECT_FALSE(IsLegal(CannonBall::StartPosition(DefaultRules()), "pass"));
}

// --- Take and kick ---------------------------------------------------------------------------

TEST(TakeAndKickRule, TakerMovesOntoTheBallThroughEmptyCells) {
  EXPECT_TRUE(IsLegal(Make({"Pg5", "Pc8", "*g8"}), "g5g8c8c10"));
  EXPECT_FALSE(IsLegal(Make({"Pg5", "Pc8", "pg6", "*g8"}), "g5g8c8c10"));
}

TEST(TakeAndKickRule, TakeKickPassThenStopOnEmptyCellIsOneTurn) {
  const Pos pos = Make({"Pg6", "Pc8", "*g8"}, 's', "0-0 3 7");
  EXPECT_EQ(CannonBall::FormatPosition(After(pos, "g6g8c8c10")),
            Fen({"Pg8", "Pc8", "*c10"}, 'n', "0-0 4 8"));
  EXPECT_FALSE(IsLegal(pos, "g6g8c8"));  // a sequence may not end on a pass
}

TEST(TakeAndKickRule, BallStopsOnAnyEmptyCellBeforeTheFirstOccupiedOne) {
  const Pos pos = Make({"Pg6", "Pc8", "pg13", "*g8"});
  for (const char* token : {"g6g8c8g8g9", "g6g8c8g8g12"}) EXPECT_TRUE(IsLegal(pos, token));
  EXPECT_FALSE(IsLegal(pos, "g6g8c8g8g13"));  // onto the opponent
  EXPECT_FALSE(IsLegal(pos, "g6g8c8g8g14"));  // over the opponent
}

TEST(TakeAndKickRule, FirstKickMustBeAPassOrATry) {
  const Pos lone = Make({"Pg6", "*g8", "pa15"});
  EXPECT_EQ(CountWithPrefix(lone, "g6g8"), 0);
  const Pos pos = Make({"Pg6", "Pc8", "*g8"});
  EXPECT_FALSE(IsLegal(pos, "g6g8e8"));
  EXPECT_FALSE(IsLegal(pos, "g6g8g10"));
}

TEST(TakeAndKickRule, LaterKicksMayEndOnAnEmptyCell) {
  EXPECT_TRUE(IsLegal(Make({"Pg6", "Pc8", "*g8"}), "g6g8c8c4"));
}

TEST(TakeAndKickRule, PassOnlyToTheFirstOccupiedCellIfTeamMate) {
  const Pos blocked = Make({"Pg6", "Pc8", "pe8", "*g8"});
  EXPECT_EQ(CountWithPrefix(blocked, "g6g8"), 0);  // the opponent only blocks the ray
  EXPECT_FALSE(IsLegal(blocked, "g6g8e8c8"));
  const Pos behind = Make({"Pg6", "Pc8", "Pe8", "*g8"});
  EXPECT_FALSE(IsLegal(behind, "g6g8c8e10"));  // c8 stands behind e8
  EXPECT_TRUE(IsLegal(behind, "g6g8e8e10"));
}

TEST(TakeAndKickRule, ChainedPassesEachReceiverKicksAgain) {
  const Pos pos = Make({"Pg6", "Pc8", "Pc12", "*g8"});
  EXPECT_TRUE(IsLegal(pos, "g6g8c8c12c14"));
  EXPECT_FALSE(IsLegal(pos, "g6g8c8c12"));
}

TEST(TakeAndKickRule, EachPlayerReceivesAtMostOnce) {
  const Pos pos = Make({"Pg6", "Pc8", "Pc12", "*g8"});
  EXPECT_FALSE(IsLegal(pos, "g6g8c8c12c8c10"));
  // After the one-two the taker has received: c8 then blocks his kick along rank 8.
  EXPECT_TRUE(IsLegal(pos, "g6g8c8g8d8"));
  EXPECT_FALSE(IsLegal(pos, "g6g8c8g8c8c10"));
}

TEST(TakeAndKickRule, OneTwoBackToTheTakerAtAnyPointOfTheChain) {
  const Pos pos = Make({"Pg6", "Pc8", "Pc12", "*g8"});
  EXPECT_TRUE(IsLegal(pos, "g6g8c8g8g12"));        // right away
  EXPECT_TRUE(IsLegal(pos, "g6g8c8c12g8g12"));     // after two passes
  EXPECT_FALSE(IsLegal(pos, "g6g8c8g8c12g8g12"));  // but only once
}

TEST(TakeAndKickRule, SequenceMustEndOnAnEmptyCellOrATry) {
  // c3 takes on b2, passes to b5, gets it back (one-two) and passes to a1, who is stuck:
  // a2 and b1 are opponents and the taker on b2 has already received.
  const Pos pos = Make({"Pc3", "Pb5", "Pa1", "pa2", "pb1", "*b2"});
  EXPECT_TRUE(IsLegal(pos, "c3b2b5b2c3"));
  EXPECT_TRUE(IsLegal(pos, "c3b2a1b2c3"));  // a1 first: he can still give it back
  EXPECT_FALSE(IsLegal(pos, "c3b2b5b2a1"));
  for (char file = 'a'; file <= 'm'; ++file) {
    for (int rank = 0; rank <= 16; ++rank) {
      const std::string token = "c3b2b5b2a1" + std::string(1, file) + std::to_string(rank);
      EXPECT_FALSE(IsLegal(pos, token)) << token;
    }
  }
}

TEST(TakeAndKickRule, BallMayStopOnTheCellTheTakerLeft) {
  const Pos pos = Make({"Pg6", "Pc8", "*g8"});
  EXPECT_EQ(CannonBall::FormatPosition(After(pos, "g6g8c8g8g6")),
            Fen({"Pg8", "Pc8", "*g6"}, 'n', "0-0 1 2"));
}

TEST(TakeAndKickRule, DistinctChainsToOneCellAreOneTurnWithTheShortestToken) {
  // The ball reaches e10 from c8 (up-right) or from g12 (down-left): one turn, listed under
  // its shortest token, and both spellings parse.
  const Pos pos = Make({"Pg6", "Pc8", "Pg12", "*g8"});
  const auto direct = CannonBall::ParseMove(pos, "g6g8c8e10");
  const auto longer = CannonBall::ParseMove(pos, "g6g8g12e10");
  ASSERT_TRUE(direct && longer);
  EXPECT_EQ(CannonBall::FormatMove(pos, *longer), "g6g8c8e10");
}

TEST(TakeAndKickRule, OnlyOnePlayerMovesInATakeAndKick) {
  EXPECT_FALSE(IsLegal(Make({"Pg6", "Pc8", "Pa1", "*g8"}), "a1a2,g6g8c8c10"));
}

// --- Tries -----------------------------------------------------------------------------------

TEST(TryRule, TryScoresThroughAClearRayFromTheAttackZone) {
  EXPECT_TRUE(IsLegal(Make({"Pg10", "*g11"}), "g10g11g16"));
  EXPECT_FALSE(IsLegal(Make({"Pg10", "pg14", "*g11"}), "g10g11g16"));
  // A team-mate on the ray is a receiver, not a gap.
  const Pos mate = Make({"Pg10", "Pg13", "*g11"});
  EXPECT_FALSE(IsLegal(mate, "g10g11g16"));
  EXPECT_TRUE(IsLegal(mate, "g10g11g13g16"));
}

TEST(TryRule, DiagonalRayCountsByTheGoalCellItEnters) {
  EXPECT_TRUE(IsLegal(Make({"Pd14", "*d15"}), "d14d15e16"));
  EXPECT_TRUE(IsLegal(Make({"Pi14", "*i15"}), "i14i15h16"));
  EXPECT_FALSE(IsLegal(Make({"Pi14", "*i15"}), "i14i15j16"));
  EXPECT_TRUE(IsLegal(Make({"Pc12", "*c13"}), "c12c13f16"));  // d14, e15, then f16
}

TEST(TryRule, KickerNotNecessarilyTheTakerMustStandInTheZone) {
  // Taker on g8 (outside the zone) passes to c12, who scores on the diagonal through g16.
  const Pos pos = Make({"Pg7", "Pc12", "*g8"});
  EXPECT_TRUE(IsLegal(pos, "g7g8c12g16"));
  EXPECT_FALSE(IsLegal(Make({"Pg7", "*g8"}), "g7g8g16"));
}

TEST(TryRule, AnyOtherKickOffTheFieldIsIllegal) {
  // From b15 the rays leave over the side lines or the end line outside the posts.
  EXPECT_EQ(CountWithPrefix(Make({"Pb14", "*b15"}), "b14b15"), 0);
  // Own goal: South kicking into e0..i0.
  EXPECT_EQ(CountWithPrefix(Make({"Pg3", "*g2"}), "g3g2"), 0);
  EXPECT_FALSE(IsLegal(Make({"Pg3", "*g2"}), "g3g2g0"));
  // North in South's goal from North's own end.
  EXPECT_FALSE(IsLegal(Make({"pg12", "*g13"}, 'n'), "g12g13g16"));
}

TEST(TryRule, TryResetsPlayersAndBallAndConcedingSideMovesNext) {
  const Pos pos = Make({"Pg10", "pa1", "*g11"}, 's', "0-1 7 20");
  EXPECT_EQ(CannonBall::FormatPosition(After(pos, "g10g11g16")),
            kStart.substr(0, kStart.find(' ')) + " n 1-1 0 21");
  const Pos north = Make({"pg5", "*g4"}, 'n', "1-0 3 8");
  EXPECT_EQ(CannonBall::FormatPosition(After(north, "g5g4g0")),
            kStart.substr(0, kStart.find(' ')) + " s 1-1 0 9");
}

TEST(TryRule, AllTriesFromAPositionAreOneTurn) {
  const Pos pos = Make({"Pg10", "Ph10", "*g11"});
  int tries = 0;
  for (const auto& token : Tokens(pos)) tries += token.substr(token.size() - 2) == "16";
  EXPECT_EQ(tries, 1);
  EXPECT_EQ(Tokens(pos).count("g10g11g16"), 1u);
  EXPECT_EQ(CannonBall::FormatMove(pos, *CannonBall::ParseMove(pos, "h10g11g16")), "g10g11g16");
}

// --- Contact rule ----------------------------------------------------------------------------

TEST(ContactRule, ThreePlayersAroundTheBallMustTakeAndKick) {
  const Pos pos = Make({"Pf7", "Pg7", "Ph7", "Pc8", "Pa1", "*g8"});
  const auto tokens = Tokens(pos);
  ASSERT_FALSE(tokens.empty());
  for (const auto& token : tokens) {
    EXPECT_EQ(token.find(','), std::string::npos) << token;
    EXPECT_EQ(token.substr(2, 2), "g8") << token;
  }
}

TEST(ContactRule, TwoPlayersOrOpponentsAroundTheBallDoNotForce) {
  EXPECT_GT(CountWithPrefix(Make({"Pf7", "Pg7", "Pa1", "*g8"}), "a1a2,"), 0);
  EXPECT_GT(CountWithPrefix(Make({"pf7", "pg7", "ph7", "Pa1", "Pc1", "*g8"}), "a1a2,"), 0);
}

TEST(ContactRule, WithThreeInContactAStrictTakeAlwaysExists) {
  // The waiver of the first-kick rule cannot arise: any contact player takes, passes to
  // another contact player, gets it back (one-two) and kicks into the cell he left.
  const Pos pos = Make({"Pf7", "Pg7", "Ph7", "*g8", "pf9", "pg9", "ph9", "pf8", "ph8"});
  EXPECT_TRUE(IsLegal(pos, "f7g8g7g8f7"));
  EXPECT_FALSE(IsLegal(pos, "f7g8f7"));  // the first-kick rule still holds
}

// --- Game end --------------------------------------------------------------------------------

TEST(GameEndRule, FirstToThreeTriesWins) {
  const Pos pos = Make({"Pg10", "*g11"}, 's', "2-2 0 30");
  const Pos won = After(pos, "g10g11g16");
  EXPECT_EQ(CannonBall::Status(won), (GameStatus{Outcome::kP1Win, "tries"}));
  EXPECT_TRUE(Tokens(won).empty());
  EXPECT_EQ(CannonBall::FormatPosition(won), kStart.substr(0, kStart.find(' ')) + " n 3-2 0 31");
  EXPECT_EQ(CannonBall::Status(Make({"pa1", "*g8"}, 's', "1-3 0 9")).outcome, Outcome::kP2Win);
}

TEST(GameEndRule, TriesToWinOption) {
  GameRules rules = DefaultRules();
  rules.values[1] = 1;
  const Pos pos = Make({"Pg10", "*g11"}, 's', "0-0 0 1", rules);
  EXPECT_EQ(CannonBall::Status(After(pos, "g10g11g16")).outcome, Outcome::kP1Win);
  std::string error;
  EXPECT_FALSE(CannonBall::ParsePosition(Fen({"*g8"}, 's', "2-0 0 1"), rules, error));
}

TEST(GameEndRule, HundredTurnsWithoutATryEndTheGameByScore) {
  const Pos pos = Make({"Pa1", "pa2", "pb1", "pb2", "*g8"}, 's', "0-0 99 120");
  EXPECT_FALSE(CannonBall::Status(pos).over());
  const Pos ended = After(pos, "pass");  // a pass counts as a turn
  EXPECT_EQ(CannonBall::Status(ended), (GameStatus{Outcome::kDraw, "noprogress"}));
  EXPECT_TRUE(Tokens(ended).empty());
  EXPECT_EQ(CannonBall::Status(Make({"*g8"}, 's', "1-0 100 150")).outcome, Outcome::kP1Win);
  EXPECT_EQ(CannonBall::Status(Make({"*g8"}, 'n', "1-2 100 150")).outcome, Outcome::kP2Win);
}

TEST(GameEndRule, PositionAtTheLimitIsOverEvenWithATryAvailable) {
  const Pos pos = Make({"Pg10", "*g11"}, 's', "0-0 100 200");
  EXPECT_TRUE(CannonBall::Status(pos).over());
  EXPECT_FALSE(IsLegal(pos, "g10g11g16"));
}

TEST(GameEndRule, NoTryTurnsOption) {
  GameRules rules = DefaultRules();
  rules.values[0] = 10;
  EXPECT_TRUE(CannonBall::Status(Make({"*g8"}, 's', "0-0 10 11", rules)).over());
  rules.values[0] = 0;  // house: 0 disables the limit
  EXPECT_FALSE(CannonBall::Status(Make({"*g8", "Pa1"}, 's', "0-0 99999 100000", rules)).over());
}

TEST(GameEndRule, TryResetsTheNoProgressCountTurnNumberGoesOn) {
  const Pos pos = Make({"Pg10", "*g11"}, 's', "0-0 99 300");
  const Pos after = After(pos, "g10g11g16");
  EXPECT_EQ(after.no_try_turns, 0);
  EXPECT_EQ(after.turn, 301);
}

TEST(GameEndRule, RepetitionComparesBoardSideAndScoreMoreTriesWins) {
  EXPECT_EQ(CannonBall::kRepetitionLimit, 3);
  const auto key = [](std::string_view rest, char side = 's') {
    return CannonBall::RepetitionKey(Make({"Pa1", "pm15", "*g8"}, side, rest));
  };
  EXPECT_EQ(key("0-0 3 9"), key("0-0 7 13"));
  EXPECT_NE(key("0-0 3 9"), key("1-0 3 9"));
  EXPECT_NE(key("0-0 3 9"), key("0-0 3 9", 'n'));
  EXPECT_EQ(CannonBall::RepetitionStatus(Make({"*g8"}, 's', "1-0 3 9")),
            (GameStatus{Outcome::kP1Win, "repetition"}));
  EXPECT_EQ(CannonBall::RepetitionStatus(Make({"*g8"}, 's', "1-1 3 9")).outcome, Outcome::kDraw);
}

TEST(GameEndRule, TurnNumberIncreasesAfterEveryTurn) {
  Pos pos = CannonBall::StartPosition(DefaultRules());
  pos = After(pos, "b4b5,d6d7");
  pos = After(pos, "b12b11,d10d9");
  EXPECT_EQ(pos.turn, 3);
  EXPECT_EQ(pos.no_try_turns, 2);
  EXPECT_EQ(pos.side_to_move(), Side::kP1);
}

}  // namespace
}  // namespace melee::cannonball_test
