// Position strings, move tokens, the diagram, and robustness on arbitrary bytes.
#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

#include "engine/core/random.h"
#include "tests/ball/test_util.h"

namespace ball_test {
namespace {

constexpr const char* kStart = "7/6/7/6/1o1x*1o1/1xssx1/7/6/7/6/7/1XSSX1/1O1X1O1/6/7/6/7 s 1 60";

TEST(BallNotation, CanonicalPositionsRoundTrip) {
  for (const std::string& text : std::vector<std::string>{
           std::string(kStart), Text({{"g9", "(X*o)"}, {"a1", "x_"}, {"m17", "S"}}, 'n', 44, 0),
           Text({{"f8", "@"}, {"b2", "(sS)"}, {"l16", "O_"}}, 's', 100000, 100000)}) {
    EXPECT_EQ(Ball::FormatPosition(Parse(text)), text);
  }
}

TEST(BallNotation, RejectsMalformedPositions) {
  const std::string board = "7/6/7/6/1o1x*1o1/1xssx1/7/6/7/6/7/1XSSX1/1O1X1O1/6/7/6/7";
  for (const std::string& bad : std::vector<std::string>{
           std::string(""),
           board,
           board + " s 1",
           board + " s 1 60 x",
           board + "  s 1 60",
           board + " s 1 60 ",
           board + " w 1 60",
           board + " s 0 60",
           board + " s 01 60",
           board + " s 1 100001",
           board + " s 1 -1",
           board + "/7 s 1 60",
           "7/6/7/6/1o1x*1o1/1xssx1/7/6/7/6/7/1XSSX1/1O1X1O1/6/7/6 s 1 60",     // 16 ranks
           "8/6/7/6/1o1x*1o1/1xssx1/7/6/7/6/7/1XSSX1/1O1X1O1/6/7/6/7 s 1 60",   // 8 cells
           "6/6/7/6/1o1x*1o1/1xssx1/7/6/7/6/7/1XSSX1/1O1X1O1/6/7/6/7 s 1 60",   // 6 on rank 17
           "7/6/7/6/1o1x1o1/1xssx1/7/6/7/6/7/1XSSX1/1O1X1O1/6/7/6/7 s 1 60",    // no ball
           "@6/6/7/6/1o1x*1o1/1xssx1/7/6/7/6/7/1XSSX1/1O1X1O1/6/7/6/7 s 1 60",  // two balls
           "7/6/7/6/1o1x*1o1/1xssx1/7/6/7/6/7/1XSSX1/1O1X1O1/6/7/6/0 s 1 60",
           "7/6/7/6/1o1x*1o1/1xssx1/7/6/7/6/7/1XSSX1/1O1Y1O1/6/7/6/7 s 1 60",
           "7/6/7/6/1o1x*1o1/1xssx1/7/6/7/6/7/1XSSX1/1O1(X1O1/6/7/6/7 s 1 60",
           "7/6/7/6/1o1x*1o1/1xssx1/7/6/7/6/7/1XSSX1/1O1(XO)1O1/6/7/6/7 s 1 60",  // roster
       }) {
    std::string error;
    EXPECT_FALSE(Ball::ParsePosition(bad, Rules(), error)) << bad;
    EXPECT_FALSE(error.empty()) << bad;
  }
}

TEST(BallNotation, StartPositionUsesTheTurnLimitOption) {
  melee::GameRules rules = Rules();
  rules.values[0] = 200;
  EXPECT_EQ(Ball::FormatPosition(Ball::StartPosition(rules)).substr(56), " s 1 200");
  rules.values[0] = -5;  // out of the option's range: clamped, never a crash
  EXPECT_EQ(Ball::StartPosition(rules).turn_limit(), 0);
  EXPECT_EQ(Ball::kOptions[0].name, "BALL Turns");
  EXPECT_EQ(Ball::kOptions[0].default_value, 60);
}

TEST(BallNotation, StepTokensRoundTrip) {
  using melee::ball::ParseStepToken;
  for (const std::string& t :
       std::vector<std::string>{"d6f8", "xd6f8e9", "td6f8d8", "bd6e7", "hg5h6", "sg5f8e9", "lg5f14",
                                "ud6c7", "rf8e9g9", "rf8e9g9!", "m17l16", "a1b2"}) {
    const auto step = ParseStepToken(t);
    ASSERT_TRUE(step.has_value()) << t;
    std::string back;
    melee::ball::AppendStepToken(*step, back);
    EXPECT_EQ(back, t);
  }
  for (const std::string& t :
       std::vector<std::string>{"", "d6", "d6f", "d6f8x", "b6f9", "zd6f8", "d6f18", "d06f8",
                                "rf8e9g9!!", "d6f8!", "n1b2", "a0b2", "a1b22"}) {
    EXPECT_FALSE(ParseStepToken(t).has_value()) << t;
  }
}

TEST(BallNotation, ParseMoveRejectsMalformedAndIllegalTokens) {
  const auto pos = Ball::StartPosition(Rules());
  for (const std::string& t :
       std::vector<std::string>{"", ",", "pass,", "d6f8,", ",d6f8", "d6f8,,g5h4", "PASS",
                                "passpass", "d6f8 ", "d6e7,pass", "d6d8", "g13f12"}) {
    EXPECT_FALSE(Ball::ParseMove(pos, t).has_value()) << t;
  }
  EXPECT_TRUE(Ball::ParseMove(pos, "d6e7").has_value());
}

TEST(BallNotation, ParseMoveRefusesFinishedGames) {
  const auto over = Pos({{"g1", "x*"}, {"g9", "X"}}, 's', 12);
  EXPECT_FALSE(Ball::ParseMove(over, "pass").has_value());
  EXPECT_FALSE(Ball::ParseMove(over, "g9h10").has_value());
}

TEST(BallNotation, DiagramShowsCellsZonesKnockedPiecesAndStacks) {
  EXPECT_NE(Ball::Diagram(Pos({{"f8", "@"}})).find('@'), std::string::npos);
  const auto pos = Pos({{"g9", "(X*o)"}, {"a1", "x_"}}, 'n', 4);
  const std::string d = Ball::Diagram(pos);
  EXPECT_NE(d.find("(X*o)"), std::string::npos);
  EXPECT_NE(d.find("x_"), std::string::npos);
  EXPECT_NE(d.find("North end zone"), std::string::npos);
  EXPECT_NE(d.find("South end zone"), std::string::npos);
  EXPECT_NE(d.find("n (ATK, p2)"), std::string::npos);
  // 17 board lines, a header and a status line; unplayable cells are blank.
  EXPECT_EQ(std::count(d.begin(), d.end(), '\n'), 19);
  EXPECT_EQ(d.find("17    .         ."), d.find('\n') + 1);
}

// A small fuzz pass (the libFuzzer target lives in tests/fuzz): random bytes and mutations of
// valid strings never crash the position or move parsers.
TEST(BallNotation, ParsersSurviveArbitraryBytes) {
  melee::Rng rng(1);
  const auto start = Ball::StartPosition(Rules());
  const std::string seeds[] = {kStart, "xd6f8e9,rf8e9g9!", "sg5f8e9,ud6c7", "(X*o)@_"};
  for (int i = 0; i < 20000; ++i) {
    std::string text = seeds[rng.Below(4)];
    const int edits = 1 + static_cast<int>(rng.Below(6));
    for (int e = 0; e < edits; ++e) {
      const std::size_t at = rng.Below(text.size() + 1);
      const char c = static_cast<char>(rng.Below(256));
      switch (rng.Below(3)) {
        case 0:
          text.insert(at, 1, c);
          break;
        case 1:
          if (at < text.size()) text[at] = c;
          break;
        default:
          if (at < text.size()) text.erase(at, 1);
          break;
      }
    }
    std::string error;
    const auto pos = Ball::ParsePosition(text, Rules(), error);
    if (pos) {
      const std::string canonical = Ball::FormatPosition(*pos);
      EXPECT_EQ(Ball::FormatPosition(Parse(canonical)), canonical);
    }
    if (i % 10 == 0) Ball::ParseMove(start, text);
  }
}

}  // namespace
}  // namespace ball_test
