// One test per rule of the spec's Board, Pieces, crossing rule, Move, Esquive, Tactical
// Esquive and Block / Protection sections.
#include <gtest/gtest.h>

#include "engine/ball/board.h"
#include "tests/ball/test_util.h"

namespace ball_test {
namespace {

using Set = std::set<std::string>;

TEST(BallBoard, PlayableCellsHaveEvenFilePlusRank) {
  int count = 0;
  for (int file = 0; file < 13; ++file) {
    for (int rank = 1; rank <= 17; ++rank) {
      const bool playable = melee::ball::CellAt(file, rank - 1) != melee::ball::kNoCell;
      EXPECT_EQ(playable, (file + 1 + rank) % 2 == 0) << file << "," << rank;
      count += playable;
    }
  }
  EXPECT_EQ(count, 111);
  EXPECT_FALSE(Legal(Pos({{"g9", "X"}, {"a17", "@"}}), "g9g10"));  // g10 is not playable
}

TEST(BallBoard, AdjacentMeansDiagonalNeighbour) {
  const auto pos = Pos({{"g9", "O"}, {"a17", "@"}});
  // One-cell moves go to the four diagonal neighbours only.
  Set one_cell;
  for (const auto& t : StepsOfKind(pos, 0)) {
    if (melee::ball::ParseStepToken(t) &&
        melee::ball::Distance(melee::ball::ParseStepToken(t)->a,
                              melee::ball::ParseStepToken(t)->b) == 1) {
      one_cell.insert(t);
    }
  }
  EXPECT_EQ(one_cell, (Set{"g9f10", "g9f8", "g9h10", "g9h8"}));
}

TEST(BallBoard, DistanceIsDiagonalStepsIgnoringOccupancy) {
  EXPECT_EQ(melee::ball::Distance(melee::ball::CellAt(2, 2), melee::ball::CellAt(6, 6)), 4);
  EXPECT_EQ(melee::ball::Distance(melee::ball::CellAt(2, 2), melee::ball::CellAt(6, 2)), 4);
  // A short pass reaches an ally at distance 4 (c3 -> g7) even past pieces, not one at 5.
  const auto pos = Pos({{"c3", "X*"}, {"e5", "x"}, {"g7", "O"}, {"h8", "S"}});
  EXPECT_TRUE(Legal(pos, "sc3g7f6"));
  EXPECT_FALSE(Legal(pos, "sc3h8i9"));
}

TEST(BallPieces, XMovesOneOrTwoCellsDiagonally) {
  EXPECT_EQ(StepsOfKind(Pos({{"g9", "X"}, {"a17", "@"}}), 0),
            (Set{"g9e11", "g9e7", "g9f10", "g9f8", "g9h10", "g9h8", "g9i11", "g9i7"}));
  EXPECT_EQ(StepsOfKind(Pos({{"a1", "X"}, {"a17", "@"}}), 0), (Set{"a1b2", "a1c3"}));
}

TEST(BallPieces, OMovesTwoOrthogonallyOrOneDiagonally) {
  EXPECT_EQ(StepsOfKind(Pos({{"g9", "O"}, {"a17", "@"}}), 0),
            (Set{"g9e9", "g9f10", "g9f8", "g9g11", "g9g7", "g9h10", "g9h8", "g9i9"}));
}

TEST(BallPieces, SquareMovesOneOrTwoDiagonallyOrTwoOrthogonally) {
  EXPECT_EQ(StepsOfKind(Pos({{"g9", "S"}, {"a17", "@"}}), 0),
            (Set{"g9e11", "g9e7", "g9e9", "g9f10", "g9f8", "g9g11", "g9g7", "g9h10", "g9h8",
                 "g9i11", "g9i7", "g9i9"}));
}

TEST(BallPieces, RosterIsThreeXTwoOTwoSquaresPerSide) {
  std::string error;
  EXPECT_TRUE(Ball::ParsePosition(Text({{"a1", "X"},
                                        {"c1", "X"},
                                        {"e1", "X"},
                                        {"g1", "O"},
                                        {"i1", "O"},
                                        {"k1", "S"},
                                        {"m1", "S*"}}),
                                  Rules(), error));
  EXPECT_FALSE(Ball::ParsePosition(Text({{"a1", "X"}, {"c1", "X"}, {"e1", "X"}, {"g1", "X*"}}),
                                   Rules(), error));
  EXPECT_FALSE(Ball::ParsePosition(Text({{"a1", "o"}, {"c1", "o"}, {"e1", "(Xo)"}, {"g1", "X*"}}),
                                   Rules(), error));
}

TEST(BallPieces, PiecesOfOneTypeAreInterchangeable) {
  // X e7 steps to f8 and X g9 jumps over it to e7: the same position as g9 stepping to f8.
  const auto pos = Pos({{"e7", "X"}, {"g9", "X"}, {"a17", "@"}});
  EXPECT_EQ(AfterText(pos, "e7f8,g9e7"), AfterText(pos, "g9f8"));
  EXPECT_EQ(Ball::FormatMove(pos, *Ball::ParseMove(pos, "e7f8,g9e7")), "g9f8");
}

TEST(BallPieces, KnockedPieceCannotAct) {
  const auto pos = Pos({{"g9", "X_"}, {"c3", "O"}, {"a17", "@"}});
  for (const auto& t : Steps(pos)) EXPECT_NE(t.substr(0, 2), "g9") << t;
  EXPECT_FALSE(Legal(pos, "g9h10"));
}

TEST(BallPieces, StackedPiecesCannotAct) {
  const auto pos = Pos({{"g9", "(Xo)"}, {"e5", "(Sx)"}, {"c3", "O"}, {"a17", "@"}});
  for (const auto& t : Steps(pos)) {
    EXPECT_EQ(t.find("g9"), std::string::npos) << t;
    EXPECT_EQ(t.find("e5"), std::string::npos) << t;
  }
}

TEST(BallPieces, StackCellIsClosedToEntryCrossingAndTargeting) {
  // X e7 next to a stack on f8, a lone opponent beyond on g9: no move, block, Esquive or
  // Tactical Esquive goes onto or across the stack.
  const auto pos = Pos({{"e7", "X"}, {"f8", "(xO)"}, {"g9", "x"}, {"a17", "@"}});
  for (const auto& t : Steps(pos)) {
    EXPECT_EQ(t.find("f8"), std::string::npos) << t;
    EXPECT_EQ(t.find("g9"), std::string::npos) << t;
  }
  // An O jumps orthogonally past nothing but cannot land on a stack either.
  const auto o = Pos({{"e9", "O"}, {"g9", "(xS)"}, {"a17", "@"}});
  for (const auto& t : Steps(o)) EXPECT_EQ(t.find("g9"), std::string::npos) << t;
}

TEST(BallFormation, StartPositionIsTheHouseFormation) {
  const auto start = Ball::StartPosition(Rules());
  EXPECT_EQ(Ball::FormatPosition(start),
            "7/6/7/6/1o1x*1o1/1xssx1/7/6/7/6/7/1XSSX1/1O1X1O1/6/7/6/7 s 1 60");
  EXPECT_EQ(start.side_to_move(), melee::Side::kP1);        // DEF (South) plays the first turn
  EXPECT_EQ(melee::ball::SquareText(start.ball()), "g13");  // ATK's X holds the ball
  EXPECT_TRUE(start.ball_held());
  melee::GameRules rules = Rules();
  rules.values[0] = 0;
  EXPECT_EQ(Ball::StartPosition(rules).turn_limit(), 0);
}

TEST(BallCrossing, DiagonalTwoCellMoveCrossesEmptyFreeBallOrActiveAlly) {
  EXPECT_TRUE(StepsOfKind(Pos({{"e7", "X"}, {"a17", "@"}}), 0).count("e7g9"));
  EXPECT_TRUE(StepsOfKind(Pos({{"e7", "X"}, {"f8", "@"}}), 0).count("e7g9"));
  EXPECT_TRUE(StepsOfKind(Pos({{"e7", "X"}, {"f8", "O"}, {"a17", "@"}}), 0).count("e7g9"));
}

TEST(BallCrossing, KnockedPiecesAndStacksAreNeverCrossed) {
  for (const char* mid : {"X_", "x_", "(Xo)", "(xO)"}) {
    const auto pos = Pos({{"e7", "X"}, {"f8", mid}, {"a17", "@"}});
    EXPECT_FALSE(StepsOfKind(pos, 0).count("e7g9")) << mid;
    EXPECT_TRUE(StepsOfKind(pos, 't').empty()) << mid;
  }
}

TEST(BallCrossing, CrossingAnActiveOpponentIsOnlyATacticalEsquive) {
  const auto pos = Pos({{"e7", "X"}, {"f8", "x"}, {"a17", "@"}});
  EXPECT_FALSE(StepsOfKind(pos, 0).count("e7g9"));
  EXPECT_FALSE(StepsOfKind(pos, 't').empty());
  // No Esquive across it either.
  const auto esquive = Pos({{"e7", "X"}, {"f8", "x"}, {"g9", "o"}, {"a17", "@"}});
  EXPECT_TRUE(StepsOfKind(esquive, 'x').empty());
}

TEST(BallCrossing, OrthogonalTwoCellMoveCrossesNoCell) {
  const auto pos = Pos({{"g9", "O"}, {"f10", "x"}, {"h10", "(xS)"}, {"a17", "@"}});
  EXPECT_TRUE(StepsOfKind(pos, 0).count("g9g11"));
}

TEST(BallCrossing, TwoOneCellMovesAreTwoActionsNotOne) {
  const auto pos = Pos({{"e7", "X"}, {"c3", "O"}, {"a17", "@"}});
  EXPECT_TRUE(Legal(pos, "e7g9,c3c5"));
  EXPECT_FALSE(Legal(pos, "e7f8,f8g9,c3c5"));  // the two 1-cell moves spent both AP
  // Same successor as the single 2-cell move, whose token is the canonical one.
  EXPECT_EQ(Ball::FormatMove(pos, *Ball::ParseMove(pos, "e7f8,f8g9")), "e7g9");
}

TEST(BallMove, MoveGoesOnlyOntoAnEmptyCell) {
  const auto pos = Pos({{"e7", "X"}, {"f8", "O"}, {"d8", "x"}, {"a17", "@"}});
  const Set moves = StepsOfKind(pos, 0);
  EXPECT_FALSE(moves.count("e7f8"));
  EXPECT_FALSE(moves.count("e7d8"));
  EXPECT_TRUE(moves.count("e7f6"));
}

TEST(BallEsquive, KnocksTheTargetAndExitsOneDiagonalStep) {
  const auto pos = Pos({{"e7", "X"}, {"g9", "x"}, {"a17", "@"}});
  EXPECT_EQ(StepsOfKind(pos, 'x'), (Set{"xe7g9f10", "xe7g9f8", "xe7g9h10", "xe7g9h8"}));
  EXPECT_EQ(AfterText(pos, "xe7g9h10"), Text({{"h10", "X"}, {"g9", "x_"}, {"a17", "@"}}, 'n', 2));
}

TEST(BallEsquive, TargetMustBeOneActiveOpponent) {
  for (const char* target : {"O", "x_", "(xO)", "(Ox)"}) {
    const auto pos = Pos({{"e7", "X"}, {"g9", target}, {"a17", "@"}});
    EXPECT_TRUE(StepsOfKind(pos, 'x').empty()) << target;
  }
}

TEST(BallEsquive, FollowsTheMoverPattern) {
  // O: orthogonal 2-cell Esquive only; X: diagonal only; S: both.
  EXPECT_EQ(StepsOfKind(Pos({{"g9", "O"}, {"g11", "x"}, {"a17", "@"}}), 'x'),
            (Set{"xg9g11f10", "xg9g11f12", "xg9g11h10", "xg9g11h12"}));
  EXPECT_TRUE(StepsOfKind(Pos({{"g9", "X"}, {"g11", "x"}, {"a17", "@"}}), 'x').empty());
  EXPECT_TRUE(StepsOfKind(Pos({{"g9", "O"}, {"i11", "x"}, {"a17", "@"}}), 'x').empty());
  EXPECT_EQ(StepsOfKind(Pos({{"g9", "S"}, {"g11", "x"}, {"i11", "o"}, {"a17", "@"}}), 'x').size(),
            8u);  // onto g11: exits f10 f12 h10 h12; onto i11 across h10: h10 h12 j10 j12
}

TEST(BallEsquive, CannotStartWithoutAnExit) {
  // g9's exits: f8 (an ally the mover crossed), h8, f10, h10 all hold pieces.
  const auto walled = Pos({{"e7", "X"},
                           {"f8", "O"},
                           {"g9", "x"},
                           {"h8", "o"},
                           {"f10", "o"},
                           {"h10", "s"},
                           {"a17", "@"}});
  EXPECT_FALSE(StepsOfKind(walled, 'x').count("xe7g9h10"));
  for (const auto& t : StepsOfKind(walled, 'x')) EXPECT_NE(t.substr(0, 3), "xe7") << t;
  const auto one_exit =
      Pos({{"e7", "X"}, {"f8", "O"}, {"g9", "x"}, {"h8", "o"}, {"f10", "o"}, {"a17", "@"}});
  Set from_e7;
  for (const auto& t : StepsOfKind(one_exit, 'x')) {
    if (t.substr(0, 3) == "xe7") from_e7.insert(t);
  }
  EXPECT_EQ(from_e7, (Set{"xe7g9h10"}));
}

TEST(BallEsquive, OnTheCarrierIsAForcedFumble) {
  const auto pos = Pos({{"e7", "X"}, {"g9", "x*"}, {"c3", "O"}});
  EXPECT_EQ(AfterText(pos, "xe7g9h10"), Text({{"h10", "X*"}, {"g9", "x_"}, {"c3", "O"}}, 'n', 2));
}

TEST(BallEsquive, ExitOntoTheFreeBallTakesIt) {
  const auto pos = Pos({{"e7", "X"}, {"g9", "x"}, {"h10", "@"}});
  EXPECT_EQ(AfterText(pos, "xe7g9h10"), Text({{"h10", "X*"}, {"g9", "x_"}}, 'n', 2));
}

TEST(BallTactical, OnlyXAndSquareJumpOverAnOpponent) {
  EXPECT_FALSE(StepsOfKind(Pos({{"e7", "X"}, {"f8", "x"}, {"a17", "@"}}), 't').empty());
  EXPECT_FALSE(StepsOfKind(Pos({{"e7", "S"}, {"f8", "x"}, {"a17", "@"}}), 't').empty());
  EXPECT_TRUE(StepsOfKind(Pos({{"e7", "O"}, {"f8", "x"}, {"a17", "@"}}), 't').empty());
}

TEST(BallTactical, LandingMustBeEmpty) {
  EXPECT_TRUE(StepsOfKind(Pos({{"e7", "X"}, {"f8", "x"}, {"g9", "o"}, {"a17", "@"}}), 't').empty());
  EXPECT_TRUE(StepsOfKind(Pos({{"e7", "X"}, {"f8", "x"}, {"g9", "O"}, {"a17", "@"}}), 't').empty());
}

TEST(BallTactical, PushCellIsEmptyNotTheLandingNotTheFreeBallOriginAllowed) {
  // f8's neighbours: e7 (the vacated origin), g9 (landing), g7 (an ally), e9 (the free ball).
  const auto pos = Pos({{"e7", "X"}, {"f8", "x"}, {"g7", "O"}, {"e9", "@"}});
  EXPECT_EQ(StepsOfKind(pos, 't'), (Set{"te7g9e7"}));
  const auto open = Pos({{"e7", "X"}, {"f8", "x"}, {"a17", "@"}});
  EXPECT_EQ(StepsOfKind(open, 't'), (Set{"te7g9e7", "te7g9e9", "te7g9g7"}));
}

TEST(BallTactical, PushedPieceIsKnockedOnItsNewCell) {
  const auto pos = Pos({{"e7", "X"}, {"f8", "x"}, {"a17", "@"}});
  EXPECT_EQ(AfterText(pos, "te7g9g7"), Text({{"g9", "X"}, {"g7", "x_"}, {"a17", "@"}}, 'n', 2));
}

TEST(BallTactical, FumbledBallGoesOppositeToThePush) {
  const auto pos = Pos({{"e7", "X"}, {"f8", "x*"}});
  EXPECT_EQ(AfterText(pos, "te7g9g7"), Text({{"g9", "X"}, {"g7", "x_"}, {"e9", "@"}}, 'n', 2));
  EXPECT_EQ(AfterText(pos, "te7g9e9"), Text({{"g9", "X"}, {"e9", "x_"}, {"g7", "@"}}, 'n', 2));
}

TEST(BallTactical, FumbledBallStaysOnTheMidpointWhenTheOppositeCellIsTaken) {
  // Pushed back onto the origin: the opposite cell is the landing, where the mover stands.
  const auto pos = Pos({{"e7", "X"}, {"f8", "x*"}, {"e9", "o"}});
  EXPECT_EQ(AfterText(pos, "te7g9e7"),
            Text({{"g9", "X"}, {"e7", "x_"}, {"f8", "@"}, {"e9", "o"}}, 'n', 2));
  // Pushed to g7: the opposite cell e9 holds a piece.
  EXPECT_EQ(AfterText(pos, "te7g9g7"),
            Text({{"g9", "X"}, {"g7", "x_"}, {"f8", "@"}, {"e9", "o"}}, 'n', 2));
}

TEST(BallBlock, OneDiagonalStepOntoAnOpponentMakesABlock) {
  const auto pos = Pos({{"e7", "X"}, {"f8", "x"}, {"g9", "o"}, {"a17", "@"}});
  EXPECT_EQ(StepsOfKind(pos, 'b'), (Set{"be7f8"}));  // not onto g9, two cells away
  EXPECT_EQ(AfterText(pos, "be7f8"), Text({{"f8", "(Xx)"}, {"g9", "o"}, {"a17", "@"}}, 'n', 2));
}

TEST(BallBlock, OneDiagonalStepOntoAnAllyMakesAProtection) {
  const auto pos = Pos({{"e7", "X"}, {"f8", "S"}, {"a17", "@"}});
  EXPECT_TRUE(StepsOfKind(pos, 'b').count("be7f8"));
  EXPECT_EQ(AfterText(pos, "be7f8"), Text({{"f8", "(XS)"}, {"a17", "@"}}, 'n', 2));
}

TEST(BallBlock, NeverOntoAKnockedPieceOrAStack) {
  EXPECT_TRUE(StepsOfKind(Pos({{"e7", "X"}, {"f8", "x_"}, {"a17", "@"}}), 'b').empty());
  EXPECT_TRUE(StepsOfKind(Pos({{"e7", "X"}, {"f8", "(xO)"}, {"a17", "@"}}), 'b').empty());
}

TEST(BallBlock, TopTakesTheBallOfTheBottom) {
  const auto pos = Pos({{"e7", "X"}, {"f8", "x*"}});
  EXPECT_EQ(AfterText(pos, "be7f8"), Text({{"f8", "(X*x)"}}, 'n', 2));
}

TEST(BallBlock, CarrierKeepsTheBallOnTop) {
  const auto pos = Pos({{"e7", "X*"}, {"f8", "x"}});
  EXPECT_EQ(AfterText(pos, "be7f8"), Text({{"f8", "(X*x)"}}, 'n', 2));
}

}  // namespace
}  // namespace ball_test
