// One test per rule of the hand-off, passes and possession sections.
#include <gtest/gtest.h>

#include "tests/ball/test_util.h"

namespace ball_test {
namespace {

using Set = std::set<std::string>;

TEST(BallHandOff, GoesToAnyPieceOfTheCarriersActiveNetwork) {
  // e7-f8-g9 linked through adjacent cells; i11 is cut off by the gap on h10; the knocked d8
  // is not part of the network.
  const auto pos =
      Pos({{"e7", "X*"}, {"f8", "O"}, {"g9", "S"}, {"i11", "X"}, {"d8", "X_"}, {"h8", "x"}});
  EXPECT_EQ(StepsOfKind(pos, 'h'), (Set{"he7f8", "he7g9"}));
}

TEST(BallHandOff, NetworkDoesNotRunThroughOpponentsOrStacks) {
  const auto pos = Pos({{"e7", "X*"}, {"f8", "x"}, {"d8", "(Xo)"}, {"g9", "S"}, {"c9", "O"}});
  EXPECT_TRUE(StepsOfKind(pos, 'h').empty());
}

TEST(BallHandOff, PiecesDoNotMoveAndTheNewCarrierMayAct) {
  const auto pos = Pos({{"e7", "X*"}, {"f8", "O"}});
  EXPECT_EQ(AfterText(pos, "he7f8"), Text({{"e7", "X"}, {"f8", "O*"}}, 'n', 2));
  EXPECT_EQ(AfterText(pos, "he7f8,f8e9"), Text({{"e7", "X"}, {"e9", "O*"}}, 'n', 2));
}

TEST(BallShortPass, BallGoesFreeNextToAnActiveAllyWithinFour) {
  // Receivers: O g7 (distance 4). Not the knocked X e5, not the stack top on a5.
  const auto pos = Pos({{"c3", "X*"}, {"g7", "O"}, {"e5", "X_"}, {"a5", "(So)"}, {"m17", "x"}});
  Set receivers;
  for (const auto& t : Steps(pos)) {
    if (t[0] == 's') receivers.insert(t.substr(3, 2));
  }
  EXPECT_EQ(receivers, (Set{"g7"}));
  EXPECT_EQ(StepsOfKind(pos, 's'), (Set{"sc3g7f6", "sc3g7f8", "sc3g7h6", "sc3g7h8"}));
}

TEST(BallShortPass, ReceiverDoesNotTakeTheBall) {
  const auto pos = Pos({{"c3", "X*"}, {"g7", "O"}, {"m17", "x"}});
  EXPECT_EQ(AfterText(pos, "sc3g7f8"),
            Text({{"c3", "X"}, {"g7", "O"}, {"f8", "@"}, {"m17", "x"}}, 'n', 2));
}

TEST(BallShortPass, BallCellMustBeEmpty) {
  const auto pos = Pos({{"c3", "X*"}, {"g7", "O"}, {"f8", "x"}, {"h8", "S"}, {"m17", "x"}});
  EXPECT_FALSE(Legal(pos, "sc3g7f8"));
  EXPECT_FALSE(Legal(pos, "sc3g7h8"));
  EXPECT_TRUE(Legal(pos, "sc3g7f6"));
}

TEST(BallLongPass, AnyEmptyCellTwoOrMoreFromEveryAllyInAnyState) {
  // Allies: the passer c3, O g7, a knocked X k11, a stack with a South bottom on c13.
  const auto pos = Pos({{"c3", "X*"}, {"g7", "O"}, {"k11", "X_"}, {"c13", "(xS)"}, {"m1", "x"}});
  const Set passes = StepsOfKind(pos, 'l');
  EXPECT_TRUE(passes.count("lc3c5"));
  EXPECT_TRUE(passes.count("lc3m17"));
  EXPECT_FALSE(passes.count("lc3d4"));   // next to the passer
  EXPECT_FALSE(passes.count("lc3h6"));   // next to g7
  EXPECT_FALSE(passes.count("lc3l12"));  // next to the knocked ally
  EXPECT_FALSE(passes.count("lc3d14"));  // next to the stack holding an ally
  EXPECT_FALSE(passes.count("lc3m1"));   // not empty
  EXPECT_TRUE(passes.count("lc3l2"));    // next to an opponent is fine
  // Every playable cell but the 4 x 5 cells within distance 1 of c3, g7, k11 and c13 (they
  // do not overlap) and the occupied m1.
  EXPECT_EQ(passes.size(), 111u - 4 * 5 - 1);
}

TEST(BallPasses, OnlyTheCarrierInitiatesHandOffsAndPasses) {
  const auto pos = Pos({{"e7", "X"}, {"f8", "O"}, {"a17", "@"}});
  EXPECT_TRUE(StepsOfKind(pos, 'h').empty());
  EXPECT_TRUE(StepsOfKind(pos, 's').empty());
  EXPECT_TRUE(StepsOfKind(pos, 'l').empty());
  // A carrier on top of a stack cannot act either.
  const auto top = Pos({{"e7", "(X*o)"}, {"f8", "O"}, {"c3", "S"}});
  EXPECT_TRUE(StepsOfKind(top, 'h').empty());
  EXPECT_TRUE(StepsOfKind(top, 'l').empty());
}

TEST(BallPossession, EndingAnActionOnTheFreeBallTakesIt) {
  const auto pos = Pos({{"e7", "X"}, {"f8", "@"}});
  EXPECT_EQ(AfterText(pos, "e7f8"), Text({{"f8", "X*"}}, 'n', 2));
}

TEST(BallPossession, CrossingTheFreeBallDoesNotTakeIt) {
  const auto pos = Pos({{"e7", "X"}, {"f8", "@"}});
  EXPECT_EQ(AfterText(pos, "e7g9"), Text({{"g9", "X"}, {"f8", "@"}}, 'n', 2));
}

TEST(BallPossession, PieceThatTookAFreeBallStartsNoOtherAction) {
  const auto pos = Pos({{"e7", "X"}, {"f8", "@"}, {"c3", "O"}, {"g9", "S"}});
  EXPECT_FALSE(Legal(pos, "e7f8,f8e9"));
  EXPECT_FALSE(Legal(pos, "e7f8,hf8g9"));
  EXPECT_FALSE(Legal(pos, "e7f8,lf8m17"));
  EXPECT_TRUE(Legal(pos, "e7f8,c3c5"));
}

TEST(BallPossession, PieceThatGotAForcedFumbleStartsNoOtherAction) {
  const auto pos = Pos({{"e7", "X"}, {"g9", "x*"}, {"c3", "O"}});
  EXPECT_FALSE(Legal(pos, "xe7g9h10,h10i11"));
  EXPECT_FALSE(Legal(pos, "xe7g9h10,lh10a17"));
  EXPECT_TRUE(Legal(pos, "xe7g9h10,c3c5"));
}

TEST(BallPossession, CarrierThatGotTheBallByHandOffMayActAgain) {
  const auto pos = Pos({{"e7", "X*"}, {"f8", "O"}});
  EXPECT_TRUE(Legal(pos, "he7f8,lf8m17"));
}

TEST(BallPossession, KnockedPieceNeverHoldsTheBall) {
  std::string error;
  EXPECT_FALSE(Ball::ParsePosition(Text({{"e7", "X*_"}}), Rules(), error));
  EXPECT_FALSE(Ball::ParsePosition(Text({{"e7", "X_*"}}), Rules(), error));
}

TEST(BallPossession, OnlyTheTopOfAStackHoldsTheBall) {
  std::string error;
  EXPECT_TRUE(Ball::ParsePosition(Text({{"e7", "(X*o)"}}), Rules(), error));
  EXPECT_FALSE(Ball::ParsePosition(Text({{"e7", "(Xo*)"}}), Rules(), error));
}

}  // namespace
}  // namespace ball_test
