// Properties every generated position must keep: the step interface reaches exactly the
// whole-turn successors, the incremental key equals the recomputed one, every token parses back
// to the same move, and a position is over exactly when it has no turns.
#include <gtest/gtest.h>

#include <memory>
#include <set>
#include <string>
#include <vector>

#include "engine/cannonball/cannonball.h"
#include "tests/cannonball/random_positions.h"
#include "tests/cannonball/test_util.h"

namespace melee::cannonball_test {
namespace {

using cannonball::MoveKind;

// Random crowded positions, then every `stride`-th position of a few playouts (those have
// thousands of double moves each, so fewer of them).
std::vector<Pos> SamplePositions(int random_count = 120, int stride = 3) {
  Rng rng(42);
  std::vector<Pos> positions;
  for (int i = 0; i < random_count; ++i) positions.push_back(Parse(RandomFen(rng)));
  for (int game = 0; game < 2; ++game) {
    const auto playout = Playout(rng, 60);
    for (std::size_t i = 0; i < playout.size(); i += stride) positions.push_back(playout[i]);
  }
  return positions;
}

// Whole-turn successors as (position string, key); checks every key on the way.
std::set<std::pair<std::string, uint64_t>> TurnSuccessors(const Pos& pos) {
  auto list = std::make_unique<CannonBall::TurnList>();
  CannonBall::GenerateTurns(pos, *list);
  std::set<std::pair<std::string, uint64_t>> out;
  for (const auto& move : *list) {
    Pos child = pos;
    CannonBall::Play(child, move);
    EXPECT_EQ(child.key(), CannonBall::ComputeKey(child));
    out.emplace(CannonBall::FormatPosition(child), child.key());
  }
  return out;
}

// The same through steps: the side changes exactly when the turn ends.
void CollectStepSuccessors(const Pos& pos, std::set<std::pair<std::string, uint64_t>>& out) {
  CannonBall::StepList steps;
  CannonBall::GenerateSteps(pos, steps);
  for (const auto& step : steps) {
    Pos child = pos;
    CannonBall::PlayStep(child, step);
    EXPECT_EQ(child.key(), CannonBall::ComputeKey(child));
    if (step.kind == MoveKind::kFirstHalf) {  // the turn goes on, same side, new key
      EXPECT_EQ(child.side_to_move(), pos.side_to_move());
      EXPECT_NE(child.key(), pos.key());
      CollectStepSuccessors(child, out);
    } else {
      EXPECT_NE(child.side_to_move(), pos.side_to_move());
      out.emplace(CannonBall::FormatPosition(child), child.key());
    }
  }
}

TEST(ConformanceTest, StepsReachExactlyTheWholeTurnSuccessors) {
  for (const Pos& pos : SamplePositions(100, 20)) {
    std::set<std::pair<std::string, uint64_t>> by_steps;
    CollectStepSuccessors(pos, by_steps);
    EXPECT_EQ(by_steps, TurnSuccessors(pos)) << CannonBall::FormatPosition(pos);
  }
}

TEST(ConformanceTest, InsideADoubleMoveTheTurnsAreTheSecondHalves) {
  const Pos start = CannonBall::StartPosition(DefaultRules());
  CannonBall::StepList steps;
  CannonBall::GenerateSteps(start, steps);
  ASSERT_EQ(steps[0].kind, MoveKind::kFirstHalf);
  Pos inside = start;
  CannonBall::PlayStep(inside, steps[0]);
  EXPECT_FALSE(CannonBall::Status(inside).over());
  auto list = std::make_unique<CannonBall::TurnList>();
  CannonBall::GenerateTurns(inside, *list);
  CannonBall::GenerateSteps(inside, steps);
  ASSERT_EQ(list->size(), steps.size());
  for (std::size_t i = 0; i < steps.size(); ++i) {
    EXPECT_EQ((*list)[i], steps[i]);
    EXPECT_EQ(steps[i].kind, MoveKind::kSecondHalf);
  }
}

TEST(ConformanceTest, StatusOverExactlyWhenNoTurnsAndNoSteps) {
  for (const Pos& pos : SamplePositions()) {
    auto list = std::make_unique<CannonBall::TurnList>();
    CannonBall::GenerateTurns(pos, *list);
    CannonBall::StepList steps;
    CannonBall::GenerateSteps(pos, steps);
    const bool over = CannonBall::Status(pos).over();
    EXPECT_EQ(over, list->empty()) << CannonBall::FormatPosition(pos);
    EXPECT_EQ(over, steps.empty()) << CannonBall::FormatPosition(pos);
  }
}

TEST(ConformanceTest, EveryTokenParsesBackToTheSameMove) {
  Rng rng(3);
  for (const Pos& pos : SamplePositions()) {
    auto list = std::make_unique<CannonBall::TurnList>();
    CannonBall::GenerateTurns(pos, *list);
    if (list->empty()) continue;
    // A sample of 8 moves per position (each parse enumerates every spelling twice).
    for (int sample = 0; sample < 8; ++sample) {
      const auto& move = (*list)[rng.Below(list->size())];
      const std::string token = CannonBall::FormatMove(pos, move);
      const auto parsed = CannonBall::ParseMove(pos, token);
      ASSERT_TRUE(parsed.has_value()) << token;
      EXPECT_EQ(*parsed, move) << token;
    }
  }
}

TEST(ConformanceTest, IncrementalKeyEqualsComputedKeyAlongPlayouts) {
  Rng rng(5);
  for (int game = 0; game < 4; ++game) {
    for (const Pos& pos : Playout(rng, 150)) EXPECT_EQ(pos.key(), CannonBall::ComputeKey(pos));
  }
}

TEST(ConformanceTest, PositionStringsRoundTrip) {
  for (const Pos& pos : SamplePositions()) {
    const std::string text = CannonBall::FormatPosition(pos);
    const Pos again = Parse(text);
    EXPECT_EQ(CannonBall::FormatPosition(again), text);
    EXPECT_EQ(again, pos) << text;
  }
}

}  // namespace
}  // namespace melee::cannonball_test
