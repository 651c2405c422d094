// Conformance over random playouts: keys, round-trips, steps vs whole turns, and the naive
// reference referee (tests/ball/reference.cc) against the fast generator.
#include <gtest/gtest.h>

#include <fstream>
#include <map>

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

TEST(BallConsistency, PerftFileHasAtLeastTwentyOnePositions) {
  EXPECT_GE(PerftPositions().size(), 21u);
}

TEST(BallConsistency, IncrementalKeyEqualsComputedKeyAfterEveryStep) {
  int checked = 0;
  for (const auto& seed : Seeds()) {
    for (uint64_t s = 0; s < 3; ++s) {
      RandomPlayout(
          seed, 30, s, [](const Position&) {},
          [&](const Position& p) {
            ASSERT_EQ(p.key(), Ball::ComputeKey(p)) << Ball::FormatPosition(p);
            ++checked;
          });
    }
  }
  EXPECT_GT(checked, 1000);
}

TEST(BallConsistency, PositionTextRoundTripsOnPlayouts) {
  for (const auto& seed : Seeds()) {
    RandomPlayout(seed, 30, 7, [](const Position& p) {
      const std::string text = Ball::FormatPosition(p);
      const Position back = Parse(text);
      EXPECT_EQ(Ball::FormatPosition(back), text);
      EXPECT_TRUE(back == p) << text;
    });
  }
}

TEST(BallConsistency, StatusOverIffNoTurnsAndNoSteps) {
  for (const auto& seed : Seeds()) {
    RandomPlayout(seed, 12, 11, [](const Position& p) {
      Ball::TurnList turns;
      Ball::GenerateTurns(p, turns);
      Ball::StepList steps;
      Ball::GenerateSteps(p, steps);
      const bool over = Ball::Status(p).over();
      EXPECT_EQ(over, turns.empty()) << Ball::FormatPosition(p);
      EXPECT_EQ(over, steps.empty()) << Ball::FormatPosition(p);
    });
  }
}

// Every turn is a distinct successor; its token parses back to the same successor and is
// printed unchanged.
TEST(BallConsistency, TurnTokensRoundTrip) {
  for (const auto& seed : Seeds()) {
    RandomPlayout(seed, 6, 3, [](const Position& p) {
      Ball::TurnList turns;
      Ball::GenerateTurns(p, turns);
      std::set<std::string> successors;
      for (std::size_t i = 0; i < turns.size(); ++i) {
        Position next = p;
        Ball::Play(next, turns[i]);
        EXPECT_TRUE(successors.insert(Ball::FormatPosition(next)).second);
        // Parsing regenerates every turn: check four evenly spaced tokens per position.
        if (i % (turns.size() / 4 + 1) != 0) continue;
        const std::string token = Ball::FormatMove(p, turns[i]);
        const auto parsed = Ball::ParseMove(p, token);
        ASSERT_TRUE(parsed.has_value()) << token;
        Position again = p;
        Ball::Play(again, *parsed);
        EXPECT_TRUE(again == next) << token;
        EXPECT_EQ(Ball::FormatMove(p, *parsed), token);
      }
    });
  }
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

TEST(BallConsistency, StepWalkReachesTheSameSuccessorsAsWholeTurns) {
  for (const auto& seed : Seeds()) {
    RandomPlayout(seed, 4, 5, [](const Position& p) {
      std::set<std::string> by_turns;
      Ball::TurnList turns;
      Ball::GenerateTurns(p, turns);
      for (const auto& m : turns) {
        Position next = p;
        Ball::Play(next, m);
        by_turns.insert(Ball::FormatPosition(next));
      }
      EXPECT_EQ(SuccessorsByStepWalk(p), by_turns) << Ball::FormatPosition(p);
    });
  }
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
