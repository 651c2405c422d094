// Position strings, turn tokens and the diagram: exact formats, canonical choices, and
// survival of arbitrary bytes.
#include <gtest/gtest.h>

#include <string>

#include "engine/cannonball/cannonball.h"
#include "engine/core/random.h"
#include "tests/cannonball/test_util.h"

namespace melee::cannonball_test {
namespace {

TEST(NotationTest, RejectsMalformedPositionsWithAReason) {
  const char* bad[] = {
      "",
      "13/6p6/13/1p9p1/5p1p5/3p5p3/13/6*6/13/3P5P3/5P1P5/1P9P1/13/6P6/13",           // no fields
      "13/6p6/13/1p9p1/5p1p5/3p5p3/13/13/13/3P5P3/5P1P5/1P9P1/13/6P6/13 s 0-0 0 1",  // no ball
      "13/6p6/13/1p9p1/5p1p5/3p5p3/13/6**5/13/3P5P3/5P1P5/1P9P1/13/6P6/13 s 0-0 0 1",
      "13/6p6/13/1p9p1/5p1p5/3p5p3/13/6*6/13/3P5P3/5P1P5/1P9P1/13/6P6 s 0-0 0 1",
      "13/6p6/13/1p9p1/5p1p5/3p5p3/13/6*7/13/3P5P3/5P1P5/1P9P1/13/6P6/13 s 0-0 0 1",
      "13/6p6/13/1p9p1/5p1p5/3p5p3/13/6*6/13/3P5P3/5P1P5/1P9P1/13/6P6/0 s 0-0 0 1",
      "13/6p6/13/1p9p1/5p1p5/3p5p3/13/6*6/13/3P5P3/5P1P5/1P9P1/13/6P6/13 x 0-0 0 1",
      "13/6p6/13/1p9p1/5p1p5/3p5p3/13/6*6/13/3P5P3/5P1P5/1P9P1/13/6P6/13 s 0:0 0 1",
      "13/6p6/13/1p9p1/5p1p5/3p5p3/13/6*6/13/3P5P3/5P1P5/1P9P1/13/6P6/13 s 4-0 0 1",
      "13/6p6/13/1p9p1/5p1p5/3p5p3/13/6*6/13/3P5P3/5P1P5/1P9P1/13/6P6/13 s 3-3 0 1",
      "13/6p6/13/1p9p1/5p1p5/3p5p3/13/6*6/13/3P5P3/5P1P5/1P9P1/13/6P6/13 s 0-0 -1 1",
      "13/6p6/13/1p9p1/5p1p5/3p5p3/13/6*6/13/3P5P3/5P1P5/1P9P1/13/6P6/13 s 0-0 0 0",
      "13/6p6/13/1p9p1/5p1p5/3p5p3/13/6*6/13/3P5P3/5P1P5/1P9P1/13/6P6/13 s 0-0 0 99999999999",
      "13/6p6/13/1p9p1/5p1p5/3p5p3/13/6*6/13/3P5P3/5P1P5/1P9P1/13/6Q6/13 s 0-0 0 1",
      "13/6p6/13/1p9p1/5p1p5/3p5p3/13/6*6/13/3P5P3/5P1P5/1P9P1/13/6P6/13 s 0-0 0 1 x",
  };
  for (const char* text : bad) {
    std::string error;
    EXPECT_FALSE(CannonBall::ParsePosition(text, DefaultRules(), error)) << text;
    EXPECT_FALSE(error.empty()) << text;
  }
}

TEST(NotationTest, SurvivesArbitraryBytes) {
  Rng rng(1);
  const std::string start = CannonBall::FormatPosition(CannonBall::StartPosition(DefaultRules()));
  const Pos pos = Make({"Pg6", "Pc8", "Pc12", "Pg10", "*g8", "pe10"});
  for (int i = 0; i < 3000; ++i) {
    std::string text = start;
    const int edits = 1 + static_cast<int>(rng.Below(4));
    for (int e = 0; e < edits; ++e) {
      text[rng.Below(text.size())] = static_cast<char>(rng.Below(256));
    }
    std::string error;
    auto parsed = CannonBall::ParsePosition(text, DefaultRules(), error);
    if (parsed) {
      EXPECT_EQ(parsed->key(), CannonBall::ComputeKey(*parsed));
    }
    std::string token(rng.Below(14), ' ');
    for (char& c : token) {
      c = rng.Below(2) ? "abcegi0123456789,"[rng.Below(17)] : static_cast<char>(rng.Below(256));
    }
    if (const auto move = CannonBall::ParseMove(pos, token)) {
      EXPECT_TRUE(IsLegal(pos, CannonBall::FormatMove(pos, *move))) << token;
    }
  }
}

TEST(NotationTest, TokensOfEachKindOfTurn) {
  EXPECT_TRUE(IsLegal(CannonBall::StartPosition(DefaultRules()), "b4b6,d6d8"));
  EXPECT_TRUE(IsLegal(Make({"Pb4", "*g8"}), "b4b6"));
  EXPECT_TRUE(IsLegal(Make({"Pg6", "Pe10", "*g8"}), "g6g8e10e16"));  // the spec's example
  EXPECT_TRUE(IsLegal(Make({"Pa1", "pa2", "pb1", "pb2", "*g8"}), "pass"));
  EXPECT_TRUE(IsLegal(Make({"pg5", "*g4"}, 'n'), "g5g4g0"));
  const Pos pos = Make({"Pg6", "Pe10", "*g8"});
  for (const char* bad : {"G6g8e10e16", "g6g8e10e16 ", "g06g8e10e16", "g6g8e10e017", "g6,g8",
                          "g6g8e10e16,", "pass,pass", "g6g8e10e15e16"}) {
    EXPECT_FALSE(IsLegal(pos, bad)) << bad;
  }
}

TEST(NotationTest, CanonicalTokenIsShortestThenBytewiseSmallest) {
  // {a1, b2, a11} -> {b2, a11, b11}: b2 to b11 then a1 into b2, or a11 to b11 then a1 into
  // a11. The shorter spelling wins although it is byte-wise larger.
  const Pos pos = Make({"Pa1", "Pb2", "Pa11", "*g8"});
  const auto longer = CannonBall::ParseMove(pos, "a11b11,a1a11");
  const auto shorter = CannonBall::ParseMove(pos, "b2b11,a1b2");
  ASSERT_TRUE(longer && shorter);
  EXPECT_EQ(*longer, *shorter);
  EXPECT_EQ(CannonBall::FormatMove(pos, *longer), "b2b11,a1b2");
  // Equal lengths: byte-wise ("a1a2,c1d1" rather than "c1d1,a1a2", see rules_test.cc), and
  // every listed token is its own canonical form.
  for (const auto& [token, child] : Successors(pos)) {
    const auto parsed = CannonBall::ParseMove(pos, token);
    ASSERT_TRUE(parsed.has_value()) << token;
    EXPECT_EQ(CannonBall::FormatMove(pos, *parsed), token);
  }
}

TEST(NotationTest, DiagramShowsGoalMouthsAndAttackZones) {
  const std::string diagram = CannonBall::Diagram(CannonBall::StartPosition(DefaultRules()));
  EXPECT_NE(diagram.find("= = = = ="), std::string::npos);
  EXPECT_NE(diagram.find("15    . . . . . . . . . . . . . |s"), std::string::npos);
  EXPECT_NE(diagram.find(" 6 n| . . . P"), std::string::npos);
  EXPECT_NE(diagram.find(" 8    . . . . . . * . . . . . ."), std::string::npos);
}

}  // namespace
}  // namespace melee::cannonball_test
