// Conformance over random playouts: keys, round-trips, steps vs whole turns, and the naive
// reference referee (tests/ball/reference.cc) against the fast generator.
#include <gtest/gtest.h>

#include <fstream>
#include <map>

#include "engine/ball/rules.h"
#include "engine/ball/step_token.h"
#include "tests/ball/playout.h"
#include "tests/ball/reference.h"
#include "tests/ball/test_util.h"

namespace ball_test {
namespace {

// The `long` build (BALL_LONG_CONSISTENCY) plays many more and longer playouts.
#ifdef BALL_LONG_CONSISTENCY
constexpr int kPlayoutsPerSeed = 12;
constexpr int kPlayoutTurns = 12;
#else
constexpr int kPlayoutsPerSeed = 1;
constexpr int kPlayoutTurns = 5;
#endif

// The positions of positions/ball/perft.txt (the text before the first `;`).
std::vector<std::string> PerftPositions() {
  std::ifstream in(std::string(BALL_POSITIONS_DIR) + "/perft.txt");
  std::vector<std::string> out;
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#') continue;
    std::string text = line.substr(0, line.find(';'));
    while (!text.empty() && text.back() == ' ') text.pop_back();
    out.push_back(text);
  }
  return out;
}

// Seeds of the playouts: every perft position.
std::vector<Position> Seeds() {
  std::vector<Position> seeds;
  for (const auto& text : PerftPositions()) seeds.push_back(Parse(text));
  return seeds;
}

// The pruned search for one successor (CanonicalTurn, used by ParseMove) finds exactly the
// move the full generation holds for it.
TEST(BallConsistency, CanonicalTurnAgreesWithWholeTurnGeneration) {
  int checked = 0;
  for (const auto& seed : Seeds()) {
    RandomPlayout(seed, 2, 21, [&](const Position& p) {
      Ball::TurnList turns;
      Ball::GenerateTurns(p, turns);
      for (std::size_t i = 0; i < turns.size(); i += 1 + turns.size() / 40) {
        Position next = p;
        Ball::Play(next, turns[i]);
        const auto move = Ball::CanonicalTurn(p, next);
        ASSERT_TRUE(move.has_value()) << Ball::FormatMove(p, turns[i]);
        EXPECT_TRUE(*move == turns[i]) << Ball::FormatMove(p, turns[i]);
        ++checked;
      }
    });
  }
  EXPECT_GT(checked, 1000);
}

// A searcher's line of steps maps back to the canonical whole turn.
TEST(BallConsistency, CanonicalTurnOfAStepLineParsesToTheSameSuccessor) {
  for (const auto& seed : Seeds()) {
    if (Ball::Status(seed).over()) continue;
    melee::Rng rng(9);
    Position pos = seed;
    Ball::StepList steps;
    while (pos.side_to_move() == seed.side_to_move()) {
      Ball::GenerateSteps(pos, steps);
      Ball::PlayStep(pos, steps[rng.Below(steps.size())]);
    }
    const auto move = Ball::CanonicalTurn(seed, pos);
    ASSERT_TRUE(move.has_value()) << Ball::FormatPosition(seed);
    EXPECT_TRUE(After(seed, Ball::FormatMove(seed, *move)) == pos);
  }
}

// The length bound of FindCanonicalTurn is exact: a turn is found within its own token length
// and not one character below it; a searcher's line of steps (any spelling, any order) is
// spelled as the whole-turn generation spells its successor.
TEST(BallConsistency, CanonicalTurnRespectsTheTokenLengthBound) {
  int checked = 0;
  for (const auto& seed : Seeds()) {
    for (int k = 0; k < kPlayoutsPerSeed; ++k) {
      RandomPlayout(seed, kPlayoutTurns, 37 + 1000 * k, [&](const Position& p) {
        Ball::TurnList turns;
        Ball::GenerateTurns(p, turns);
        for (std::size_t i = 0; i < turns.size(); i += 1 + turns.size() / 30) {
          Position next = p;
          Ball::Play(next, turns[i]);
          const std::string token = Ball::FormatMove(p, turns[i]);
          const int length = token == "pass" ? 0 : static_cast<int>(token.size());
          const auto move = melee::ball::FindCanonicalTurn(p, next, length);
          ASSERT_TRUE(move.has_value()) << token;
          EXPECT_TRUE(*move == turns[i]) << token;
          if (length > 0) {
            EXPECT_FALSE(melee::ball::FindCanonicalTurn(p, next, length - 1).has_value()) << token;
          }
          ++checked;
        }
        melee::Rng rng(checked);
        for (int line = 0; line < 8 && !turns.empty(); ++line) {
          Position end = p;
          std::vector<Ball::Step> steps;
          Ball::StepList choices;
          while (end.side_to_move() == p.side_to_move()) {
            Ball::GenerateSteps(end, choices);
            for (const auto& step : choices) {
              char token[melee::ball::kMaxStepTokenLength];
              ASSERT_EQ(melee::ball::StepTokenLength(step),
                        melee::ball::WriteStepToken(step, token));
            }
            steps.push_back(choices[rng.Below(choices.size())]);
            Ball::PlayStep(end, steps.back());
          }
          const auto move = Ball::TurnOfSteps(p, steps);
          ASSERT_TRUE(move.has_value()) << Ball::FormatPosition(p);
          const auto expected = Ball::CanonicalTurn(p, end);
          ASSERT_TRUE(expected.has_value());
          EXPECT_TRUE(*move == *expected) << Ball::FormatMove(p, *expected);
          ++checked;
        }
      });
    }
  }
  EXPECT_GT(checked, 1000 * kPlayoutsPerSeed);
}

// The strongest check: successors and canonical tokens equal those of the naive referee.
void ExpectMatchesReference(const Position& p, int& compared) {
  const std::string text = Ball::FormatPosition(p);
  const auto reference = ball_reference::Successors(text, 300000);
  if (!reference) return;  // too many orderings for the naive walk
  std::map<std::string, std::string> fast;
  Ball::TurnList turns;
  Ball::GenerateTurns(p, turns);
  for (const auto& m : turns) {
    Position next = p;
    Ball::Play(next, m);
    fast[Ball::FormatPosition(next)] = Ball::FormatMove(p, m);
  }
  ++compared;
  ASSERT_EQ(fast.size(), reference->size()) << text;
  for (const auto& [successor, token] : *reference) {
    auto it = fast.find(successor);
    ASSERT_NE(it, fast.end()) << text << " misses " << token << " -> " << successor;
    EXPECT_EQ(it->second, token) << text << " -> " << successor;
  }
}

TEST(BallConsistency, MatchesNaiveReferenceOnPerftPositions) {
  int compared = 0;
  for (const auto& seed : Seeds()) ExpectMatchesReference(seed, compared);
  EXPECT_GE(compared, 18);
}

TEST(BallConsistency, MatchesNaiveReferenceOnRandomPlayouts) {
  int compared = 0, with_knocked = 0, with_stacks = 0, with_free_ball = 0;
  const auto seeds = Seeds();
  for (std::size_t i = 0; i < seeds.size(); ++i) {
    for (int k = 0; k < kPlayoutsPerSeed; ++k) {
      RandomPlayout(seeds[i], kPlayoutTurns, 100 + i + 1000 * k, [&](const Position& p) {
        ExpectMatchesReference(p, compared);
        with_knocked += p.knocked().Any();
        with_stacks += p.stacks().Any();
        with_free_ball += !p.ball_held();
      });
    }
  }
  EXPECT_GE(compared, 80 * kPlayoutsPerSeed);
  // The playouts reach the states the rules are about.
  EXPECT_GE(with_knocked, 10 * kPlayoutsPerSeed);
  EXPECT_GE(with_stacks, 20 * kPlayoutsPerSeed);
  EXPECT_GE(with_free_ball, 20 * kPlayoutsPerSeed);
}

}  // namespace
}  // namespace ball_test
