// The step generator (one spelling per distinct take and kick, kick_ends.h) against the
// spelling oracle it replaced (spelling_step_oracle.h) on thousands of seeded positions: the
// same successors, none twice, every step playable and its turn printable.
#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "engine/cannonball/cannonball.h"
#include "tests/cannonball/random_positions.h"
#include "tests/cannonball/spelling_step_oracle.h"
#include "tests/cannonball/test_util.h"

namespace melee::cannonball_test {
namespace {

using cannonball::MoveKind;

// Crowded random positions, the positions of random playouts, and a position inside a double
// move after each of them.
std::vector<Pos> OraclePositions(uint64_t seed, int random_count, int playouts) {
  Rng rng(seed);
  std::vector<Pos> positions;
  for (int i = 0; i < random_count; ++i) positions.push_back(Parse(RandomFen(rng)));
  for (int game = 0; game < playouts; ++game) {
    for (const Pos& pos : Playout(rng, 100)) positions.push_back(pos);
  }
  const std::size_t turn_starts = positions.size();
  CannonBall::StepList steps;
  for (std::size_t i = 0; i < turn_starts; ++i) {
    CannonBall::GenerateSteps(positions[i], steps);
    if (steps.empty() || steps[steps.size() - 1].kind != MoveKind::kFirstHalf) continue;
    Pos inside = positions[i];
    CannonBall::PlayStep(inside, steps[rng.Below(steps.size())]);
    if (inside.first_mover != cannonball::kNoCell) positions.push_back(inside);
  }
  return positions;
}

std::vector<Pos> Children(const Pos& pos, const CannonBall::StepList& steps) {
  std::vector<Pos> children;
  for (const auto& step : steps) {
    Pos child = pos;
    CannonBall::PlayStep(child, step);
    children.push_back(child);
  }
  std::sort(children.begin(), children.end(),
            [](const Pos& a, const Pos& b) { return a.key() < b.key(); });
  return children;
}

void ExpectSameSuccessorsAsTheOracle(const std::vector<Pos>& positions) {
  CannonBall::StepList fast, oracle;
  for (const Pos& pos : positions) {
    CannonBall::GenerateSteps(pos, fast);
    SpellingOracleSteps(pos, oracle);
    const std::vector<Pos> fast_children = Children(pos, fast);
    const std::vector<Pos> oracle_children = Children(pos, oracle);
    ASSERT_EQ(fast_children.size(), oracle_children.size()) << CannonBall::FormatPosition(pos);
    for (std::size_t i = 0; i < fast_children.size(); ++i) {
      ASSERT_TRUE(fast_children[i] == oracle_children[i]) << CannonBall::FormatPosition(pos);
    }
  }
}

TEST(StepOracleTest, SameSuccessorsOnRandomPositions) {
  ExpectSameSuccessorsAsTheOracle(OraclePositions(11, 3000, 0));
}

TEST(StepOracleTest, SameSuccessorsAlongPlayouts) {
  ExpectSameSuccessorsAsTheOracle(OraclePositions(12, 0, 6));
}

// The oracle keeps each take and kick under its canonical spelling: CanonicalTurn must find it
// from the fast step, whatever chain that step spells.
TEST(StepOracleTest, CanonicalTurnOfATakeAndKickIsTheOraclesSpelling) {
  CannonBall::StepList fast, oracle;
  int checked = 0;
  for (const Pos& pos : OraclePositions(13, 300, 1)) {
    if (pos.first_mover != cannonball::kNoCell) continue;
    CannonBall::GenerateSteps(pos, fast);
    SpellingOracleSteps(pos, oracle);
    for (const auto& step : fast) {
      if (step.kind != MoveKind::kTakeKick) continue;
      Pos child = pos;
      CannonBall::PlayStep(child, step);
      const auto turn = CannonBall::CanonicalTurn(pos, child);
      ASSERT_TRUE(turn.has_value()) << CannonBall::FormatPosition(pos);
      EXPECT_NE(std::find(oracle.begin(), oracle.end(), *turn), oracle.end())
          << CannonBall::FormatPosition(pos) << " " << CannonBall::FormatMove(pos, *turn);
      ++checked;
    }
  }
  EXPECT_GT(checked, 1000) << "too few takes and kicks to compare";
}

// Every step plays, and the turn it ends (a first half completed by one of its second halves)
// has a canonical token that parses back to the same successor. The fast step's own spelling
// is legal too. ParseMove lists every spelling, so only a sample of positions parses.
TEST(StepOracleTest, EveryStepPlaysAndItsTurnFormats) {
  Rng rng(14);
  CannonBall::StepList steps, seconds;
  int index = 0;
  for (const Pos& pos : OraclePositions(15, 200, 1)) {
    if (pos.first_mover != cannonball::kNoCell) continue;
    const bool parse = ++index % 8 == 0;
    CannonBall::GenerateSteps(pos, steps);
    for (const auto& step : steps) {
      Pos child = pos;
      CannonBall::PlayStep(child, step);
      if (step.kind == MoveKind::kFirstHalf) {
        if (rng.Below(16) != 0) continue;
        CannonBall::GenerateSteps(child, seconds);
        ASSERT_FALSE(seconds.empty()) << CannonBall::FormatPosition(pos);
        CannonBall::PlayStep(child, seconds[rng.Below(seconds.size())]);
      } else if (parse && step.kind == MoveKind::kTakeKick) {
        const auto own = CannonBall::ParseMove(pos, CannonBall::FormatMove(pos, step));
        ASSERT_TRUE(own.has_value()) << CannonBall::FormatMove(pos, step);
      }
      const auto turn = CannonBall::CanonicalTurn(pos, child);
      ASSERT_TRUE(turn.has_value()) << CannonBall::FormatPosition(pos);
      Pos replayed = pos;
      CannonBall::Play(replayed, *turn);
      EXPECT_TRUE(replayed == child) << CannonBall::FormatMove(pos, *turn);
      if (parse) {
        const auto parsed = CannonBall::ParseMove(pos, CannonBall::FormatMove(pos, *turn));
        ASSERT_TRUE(parsed.has_value()) << CannonBall::FormatMove(pos, *turn);
        EXPECT_EQ(*parsed, *turn);
      }
    }
  }
}

// Quiescence's hook: the forcing steps are exactly the steps IsForcing marks, in their order
// (the search then follows the same steps either way).
TEST(StepOracleTest, ForcingStepsAreTheMarkedStepsInOrder) {
  CannonBall::StepList all, forcing;
  int with_forcing = 0;
  for (const Pos& pos : OraclePositions(7, 1500, 30)) {
    CannonBall::GenerateSteps(pos, all);
    CannonBall::GenerateForcingSteps(pos, forcing);
    std::vector<cannonball::Move> marked;
    for (const auto& step : all) {
      if (CannonBall::IsForcing(pos, step)) marked.push_back(step);
    }
    ASSERT_EQ(std::vector<cannonball::Move>(forcing.begin(), forcing.end()), marked)
        << CannonBall::FormatPosition(pos);
    with_forcing += !marked.empty();
  }
  EXPECT_GT(with_forcing, 100);  // the positions do have take and kicks to compare
}

}  // namespace
}  // namespace melee::cannonball_test
