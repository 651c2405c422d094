// Position strings (spec "Notation"): canonical round trips, and every malformed or
// impossible position rejected with a reason.
#include <gtest/gtest.h>

#include <string>

#include "engine/soule/soule.h"
#include "tests/soule/soule_test_util.h"

namespace melee {
namespace {

using soule_test::Pos;
using soule_test::Rejects;

TEST(SouleNotation, CanonicalPositionsRoundTrip) {
  for (const char* text : {
           "???????????/44444444444 ???????????/44444444444 3 0 A 7",
           "22122112211/44444444444 44455665544/44444444444 3 1 A 7",
           "?/4 ?/4 3 0 B 0",
           "x3/04 33/44 1 2 A 7",
           "335/444 366/044 6 1 A 7",
           "22/04 21/44 0 3 B 7",
           "3/4 4/4 1 8 B 7",
           "3/4 4/4 5 123456789 A 0",
           "0123456/1234123 6543210/4321432 2 5 B 1000",
       }) {
    EXPECT_EQ(Soule::FormatPosition(Pos(text)), text);
  }
}

TEST(SouleNotation, ParsedKeyEqualsComputedKey) {
  const Soule::Position pos = Pos("x3/04 33/44 1 2 A 7");
  EXPECT_EQ(pos.key(), Soule::ComputeKey(pos));
  EXPECT_NE(pos.key(), Pos("x3/04 33/44 1 2 B 7").key());
  EXPECT_NE(pos.key(), Pos("x3/04 33/44 1 3 A 7").key());
  EXPECT_NE(pos.key(), Pos("x3/04 33/44 1 2 A 8").key());
}

TEST(SouleNotation, RejectsWrongFieldCountAndBlanks) {
  EXPECT_TRUE(Rejects(""));
  EXPECT_TRUE(Rejects("3/4 4/4 1 1 A"));
  EXPECT_TRUE(Rejects("3/4 4/4 1 1 A 7 7"));
  EXPECT_TRUE(Rejects("3/4  4/4 1 1 A 7"));
  EXPECT_TRUE(Rejects(" 3/4 4/4 1 1 A 7"));
  EXPECT_TRUE(Rejects("3/4 4/4 1 1 A 7 "));
}

TEST(SouleNotation, RejectsBadTeamFields) {
  EXPECT_TRUE(Rejects("34 4/4 1 1 A 7"));      // no slash
  EXPECT_TRUE(Rejects("33/4 44/44 1 1 A 7"));  // cells and PP lengths differ
  EXPECT_TRUE(Rejects("33/44 4/4 1 1 A 7"));   // teams of different sizes
  EXPECT_TRUE(Rejects("7/4 4/4 1 1 A 7"));     // cell 7 is not on the field
  EXPECT_TRUE(Rejects("X/0 4/4 1 1 A 7"));     // the position writes x, lower case
  EXPECT_TRUE(Rejects("3/5 4/4 1 1 A 7"));     // PP above 4
  EXPECT_TRUE(Rejects("3/a 4/4 1 1 A 7"));
  EXPECT_TRUE(Rejects("3/4/4 4/4 1 1 A 7"));
}

TEST(SouleNotation, RejectsPpZeroOnTheFieldAndPpOffTheField) {
  EXPECT_TRUE(Rejects("3/0 4/4 1 1 A 7"));
  EXPECT_TRUE(Rejects("x/1 4/4 1 1 A 7"));
  EXPECT_FALSE(Rejects("x/0 4/4 1 1 A 7"));
  EXPECT_FALSE(Rejects("3/0 6/4 0 1 A 7"));  // a goal's final position keeps the KO on 3
}

TEST(SouleNotation, RejectsUnplacedPlayersOutsideThePlacement) {
  EXPECT_TRUE(Rejects("?3/44 33/44 1 1 A 7"));  // '?' mixed with placed players
  EXPECT_TRUE(Rejects("??/44 33/44 3 1 A 7"));  // unplaced after turn 0
  EXPECT_TRUE(Rejects("??/44 33/44 3 0 A 7"));  // placed at turn 0
  EXPECT_TRUE(Rejects("??/44 ??/44 2 0 A 7"));  // ball off the middle before the start
  EXPECT_TRUE(Rejects("??/34 ??/44 3 0 A 7"));  // PP below 4 before the start
  EXPECT_TRUE(Rejects("?x/40 ??/44 3 0 A 7"));
}

TEST(SouleNotation, RejectsBadBallTurnInitiativeAndLimit) {
  EXPECT_TRUE(Rejects("3/4 4/4 7 1 A 7"));
  EXPECT_TRUE(Rejects("3/4 4/4 -1 1 A 7"));
  EXPECT_TRUE(Rejects("3/4 4/4 13 1 A 7"));
  EXPECT_TRUE(Rejects("3/4 4/4 1 01 A 7"));  // leading zero
  EXPECT_TRUE(Rejects("3/4 4/4 1 -1 A 7"));
  EXPECT_TRUE(Rejects("3/4 4/4 1 1000000000 A 0"));
  EXPECT_TRUE(Rejects("3/4 4/4 1 1 C 7"));
  EXPECT_TRUE(Rejects("3/4 4/4 1 1 a 7"));
  EXPECT_TRUE(Rejects("3/4 4/4 1 1 A x"));
  EXPECT_TRUE(Rejects("3/4 4/4 1 9 A 7"));   // turn beyond maxturns + 1
  EXPECT_FALSE(Rejects("3/4 4/4 1 8 A 7"));  // the drawn final position
}

TEST(SouleNotation, RejectsBallInAGoalUnlessTheMatchEndedByIt) {
  EXPECT_FALSE(Rejects("5/4 6/4 6 7 A 7"));  // scored during the last turn
  EXPECT_TRUE(Rejects("5/4 6/4 6 8 A 7"));   // no turn 8 to score in
  EXPECT_TRUE(Rejects("?/4 ?/4 0 0 A 7"));   // nothing is scored at the placement
  EXPECT_FALSE(Rejects("1/4 1/4 0 50 A 0"));
}

TEST(SouleNotation, OrderSetsListEffectiveOrdersInCanonicalOrder) {
  EXPECT_EQ(Soule::OrderSets(Pos("??/44 ??/44 3 0 A 7"), Side::kP1), "1:1,2,3 2:1,2,3");
  const Soule::Position pos = Pos("26x/440 3x4/404 5 2 A 7");
  EXPECT_EQ(Soule::OrderSets(pos, Side::kP1), "1:+,-,0,1 2:-,0 3:0");
  EXPECT_EQ(Soule::OrderSets(pos, Side::kP2), "1:+,-,0,1 2:0 3:+,-,0");
  EXPECT_EQ(Soule::OrderSets(Pos("0/4 6/4 3 1 A 7"), Side::kP1), "1:+,0");
  EXPECT_EQ(Soule::OrderSets(Pos("0/4 6/4 3 1 A 7"), Side::kP2), "1:+,0");
}

TEST(SouleNotation, OrderSetsHitsAscendingOnPlayersWithinOneCell) {
  const Soule::Position pos = Pos("3xxxxxxxxxx/40000000000 15x21345654/44044444444 1 1 A 7");
  EXPECT_EQ(Soule::OrderSets(pos, Side::kP1),
            "1:+,-,0,4,6,7,11 2:0 3:0 4:0 5:0 6:0 7:0 8:0 9:0 10:0 11:0");
}

TEST(SouleNotation, TacticRejectsMalformedText) {
  const Soule::Position pos = Pos("33/44 33/44 1 1 A 7");
  for (const char* text : {"", ",", "+", "+,", ",+", "+,,0", "++,0", "0,00", "01,0", "+,3", "0,0,0",
                           "+ ,0", " +,0", "1,-1", "a,0", "+,1\n"}) {
    EXPECT_FALSE(Soule::ParseTactic(pos, Side::kP1, text)) << text;
  }
  EXPECT_TRUE(Soule::ParseTactic(pos, Side::kP1, "2,1"));
}

}  // namespace
}  // namespace melee

namespace melee {
namespace {

TEST(SouleNotation, StartPositionClampsOptionValuesToTheirRanges) {
  GameRules rules;
  rules.values = {0, -5};
  EXPECT_EQ(Soule::FormatPosition(Soule::StartPosition(rules)), "?/4 ?/4 3 0 A 0");
  rules.values = {40, 5000};
  EXPECT_EQ(Soule::StartPosition(rules).players(), 22);
  EXPECT_EQ(Soule::StartPosition(rules).max_turns(), 1000u);
}

TEST(SouleNotation, PlacementTacticsAreNDigitsAndEnumerateAllDistances) {
  const Soule::Position pos = soule_test::Pos("???/444 ???/444 3 0 B 7");
  int count = 0;
  Soule::ForEachTactic(pos, Side::kP2, [&](const Soule::Tactic& t) {
    const std::string text = Soule::FormatTactic(pos, Side::kP2, t);
    EXPECT_EQ(text.size(), 3u);
    EXPECT_EQ(Soule::ParseTactic(pos, Side::kP2, text), t);
    ++count;
  });
  EXPECT_EQ(count, 27);
}

}  // namespace
}  // namespace melee
