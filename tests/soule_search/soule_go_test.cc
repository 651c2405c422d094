// SouleGo: what `go` and `go mate` print and answer.
#include "solve/soule/soule_go.h"

#include <gtest/gtest.h>

#include "tests/soule/soule_test_util.h"

namespace melee::soule {
namespace {

const char* const kExample = "22122112211/44444444444 44455665544/44444444444 3 1 A 7";

TEST(SouleGo, MateFound) {
  const Position pos = soule_test::Pos("4/4 6/4 5 1 A 7");
  SouleGoRequest request;
  request.mate = 2;
  const SouleGoAnswer a = SouleGo(pos, Side::kP1, request, nullptr);
  EXPECT_EQ(Soule::FormatTactic(pos, Side::kP1, a.tactic), "+");
  ASSERT_EQ(a.info_strings.size(), 1u);
  EXPECT_EQ(a.info_strings[0], "mate 1 proof 2");
  ASSERT_EQ(a.info.size(), 1u);
  EXPECT_EQ(a.info[0].rfind("depth 1 score mate 1 nodes ", 0), 0u) << a.info[0];
}

TEST(SouleGo, MateNoneStillAnswers) {
  const Position pos = soule_test::Pos("1/4 5/4 3 7 A 7");
  SouleGoRequest request;
  request.mate = 3;
  const SouleGoAnswer a = SouleGo(pos, Side::kP1, request, nullptr);
  ASSERT_EQ(a.info_strings.size(), 2u);
  EXPECT_EQ(a.info_strings[0], "mate none");
  EXPECT_EQ(a.info_strings[1].rfind("strategy ", 0), 0u);
  EXPECT_TRUE(Soule::ParseTactic(pos, Side::kP1, Soule::FormatTactic(pos, Side::kP1, a.tactic)));
}

TEST(SouleGo, SeedDecidesTheSampleAndAnalyseModeTheMostProbable) {
  const Position pos = soule_test::Pos(kExample);
  SouleGoRequest request;
  request.nodes = 20000;
  for (bool mcts : {false, true}) {
    request.mcts = mcts;
    request.seed = 1;
    const SouleGoAnswer x = SouleGo(pos, Side::kP2, request, nullptr);
    const SouleGoAnswer y = SouleGo(pos, Side::kP2, request, nullptr);
    EXPECT_EQ(x.tactic, y.tactic);
    EXPECT_EQ(x.info_strings, y.info_strings);
    request.analyse_mode = true;
    const SouleGoAnswer z = SouleGo(pos, Side::kP2, request, nullptr);
    request.analyse_mode = false;
    // The analyse-mode answer is the first (most probable) tactic of the strategy line.
    const std::string first = z.info_strings[0].substr(z.info_strings[0].find(':') + 1);
    EXPECT_EQ(first.substr(0, first.find(' ')), Soule::FormatTactic(pos, Side::kP2, z.tactic));
  }
}

TEST(SouleGo, KnownOpponentGetsABestReply) {
  // A1 (with the initiative) could push the ball away from cell 1; he waits, so B1's push
  // from cell 2 scores.
  const Position pos = soule_test::Pos("0/4 2/4 1 1 A 7");
  const Tactic a_waits = soule_test::Part(pos, Side::kP1, "0");
  SouleGoRequest request;
  request.depth = 1;
  request.known_opponent = &a_waits;
  const SouleGoAnswer a = SouleGo(pos, Side::kP2, request, nullptr);
  EXPECT_EQ(Soule::FormatTactic(pos, Side::kP2, a.tactic), "+");
  EXPECT_NE(a.info[0].find("score cp 100"), std::string::npos) << a.info[0];
}

TEST(SouleGo, MovetimeIsHonoured) {
  const Position pos = soule_test::Pos(kExample);
  SouleGoRequest request;
  request.movetime_ms = 150;
  request.move_overhead_ms = 0;
  const auto start = std::chrono::steady_clock::now();
  SouleGo(pos, Side::kP1, request, nullptr);
  const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(
                      std::chrono::steady_clock::now() - start)
                      .count();
  EXPECT_LT(ms, 1000);
}

TEST(SouleGo, PlacementStage) {
  GameRules rules;
  rules.values = {11, 7};
  const Position pos = Soule::StartPosition(rules);
  SouleGoRequest request;
  request.nodes = 5000;
  const SouleGoAnswer a = SouleGo(pos, Side::kP1, request, nullptr);
  EXPECT_TRUE(Soule::ParseTactic(pos, Side::kP1, Soule::FormatTactic(pos, Side::kP1, a.tactic)));
}

}  // namespace
}  // namespace melee::soule
