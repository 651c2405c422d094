#include "tune/self_play.h"

#include <gtest/gtest.h>

#include <array>
#include <utility>

#include "eval/cannonball/cannonball_eval.h"

namespace melee::tune {
namespace {

std::vector<LabelledPosition> SelfPlayCannonBall(const SelfPlaySettings& settings) {
  return SelfPlay<CannonBall, Eval<CannonBall>>(settings);
}

// Cannon Ball: the cheapest game to play out at a small node budget.
SelfPlaySettings Small() {
  SelfPlaySettings settings;
  settings.games = 2;
  settings.seed = 3;
  settings.nodes = 300;
  settings.random_turns = 2;
  settings.quiet_margin = 100000;  // keep every searched position
  return settings;
}

TEST(SelfPlay, LabelsParseableSearchedPositionsWithTheirGamesResult) {
  const std::vector<LabelledPosition> samples = SelfPlayCannonBall(Small());
  ASSERT_FALSE(samples.empty());
  const GameRules rules = GameRules::Defaults(CannonBall::kOptions);
  const std::string start = CannonBall::FormatPosition(CannonBall::StartPosition(rules));
  for (const LabelledPosition& s : samples) {
    std::string why;
    EXPECT_TRUE(CannonBall::ParsePosition(s.position, rules, why)) << s.position << ": " << why;
    EXPECT_TRUE(s.result == 0 || s.result == 0.5 || s.result == 1);
    EXPECT_NE(s.position, start);  // the random opening turns are not kept
  }
}

TEST(SelfPlay, IsDeterministicForASeed) {
  EXPECT_EQ(SelfPlayCannonBall(Small()), SelfPlayCannonBall(Small()));
  SelfPlaySettings other = Small();
  other.seed = 4;
  EXPECT_NE(SelfPlayCannonBall(Small()), SelfPlayCannonBall(other));
}

// With next-score labels every position of a rally (same score) carries the side that scores
// the rally's try: 1 if p1's score is the next to go up, 0 if p2's.
TEST(SelfPlay, NextScoreLabelsFollowTheNextTry) {
  SelfPlaySettings settings = Small();
  settings.games = 1;
  settings.label_next_score = true;
  const std::vector<LabelledPosition> samples = SelfPlayCannonBall(settings);
  const GameRules rules = GameRules::Defaults(CannonBall::kOptions);
  std::vector<std::pair<std::array<uint8_t, 2>, double>> rallies;  // score, label
  for (const LabelledPosition& s : samples) {
    std::string why;
    const auto pos = CannonBall::ParsePosition(s.position, rules, why);
    ASSERT_TRUE(pos) << why;
    if (rallies.empty() || rallies.back().first != pos->score) {
      rallies.push_back({pos->score, s.result});
    }
    EXPECT_EQ(s.result, rallies.back().second) << "one label per rally";
  }
  ASSERT_GE(rallies.size(), 2u);  // 300 nodes a turn: tries come quickly
  for (std::size_t r = 0; r + 1 < rallies.size(); ++r) {
    const auto& [now, label] = rallies[r];
    const auto& next = rallies[r + 1].first;
    EXPECT_EQ(label, next[0] > now[0] ? 1.0 : 0.0) << "rally " << r;
  }
}

TEST(SelfPlay, ScoresOutcomesFromP1sView) {
  EXPECT_EQ(P1Score(Outcome::kP1Win), 1);
  EXPECT_EQ(P1Score(Outcome::kP2Win), 0);
  EXPECT_EQ(P1Score(Outcome::kDraw), 0.5);
  EXPECT_EQ(P1Score(Outcome::kNone), 0.5);  // stopped at the turn cap
}

}  // namespace
}  // namespace melee::tune
