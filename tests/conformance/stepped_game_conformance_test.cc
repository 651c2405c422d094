// The step interface the searchers use, typed over every stepped game of the build
// (games/games.h): from the positions of positions/<game>/perft.txt and of seeded random
// games, walking steps reaches exactly the whole-turn successors, the side to move changes
// exactly when a turn ends, every step keeps the incremental key, and a position is over
// exactly when it has neither turns nor steps.
#include <gtest/gtest.h>

#include <memory>
#include <set>
#include <string>
#include <vector>

#include "engine/core/game.h"
#include "games/games.h"
#include "tests/conformance/game_positions.h"

namespace melee::conformance {
namespace {

template <class Binding>
class SteppedGameConformance : public ::testing::Test {
 protected:
  using Game = typename Binding::Game;
  using Position = typename Game::Position;

  static std::vector<Position> Positions() {
    std::vector<Position> positions = PerftFilePositions<Game>();
    const std::vector<Position> played = PlayoutPositions<Game>(2, 80, 8);
    positions.insert(positions.end(), played.begin(), played.end());
    return positions;
  }

  static std::set<std::string> TurnSuccessors(const Position& pos) {
    auto list = std::make_unique<typename Game::TurnList>();
    Game::GenerateTurns(pos, *list);
    std::set<std::string> out;
    for (const auto& move : *list) {
      Position child = pos;
      Game::Play(child, move);
      out.insert(Game::FormatPosition(child));
    }
    return out;
  }

  // Walks every step line of the turn `mover` is playing from `pos`; a mid-turn position met
  // twice (two orders of the same steps) is walked once.
  static void WalkSteps(const Position& pos, Side mover, std::set<uint64_t>& seen_mid_turn,
                        std::set<std::string>& out) {
    auto steps = std::make_unique<typename Game::StepList>();
    Game::GenerateSteps(pos, *steps);
    for (const auto& step : *steps) {
      Position child = pos;
      Game::PlayStep(child, step);
      ASSERT_EQ(child.key(), Game::ComputeKey(child)) << Game::FormatPosition(pos);
      if (child.side_to_move() == mover && !Game::Status(child).over()) {
        ASSERT_NE(child.key(), pos.key())
            << "a step that changes nothing: " << Game::FormatPosition(pos);
        if (seen_mid_turn.insert(child.key()).second) WalkSteps(child, mover, seen_mid_turn, out);
      } else {
        out.insert(Game::FormatPosition(child));
      }
    }
  }
};

using SteppedBindings = RewrapTypes<::testing::Types, games::SteppedGames>::type;
TYPED_TEST_SUITE(SteppedGameConformance, SteppedBindings);

TYPED_TEST(SteppedGameConformance, StepsReachExactlyTheWholeTurnSuccessors) {
  using G = typename TestFixture::Game;
  for (const auto& pos : TestFixture::Positions()) {
    if (G::Status(pos).over()) continue;
    std::set<uint64_t> seen;
    std::set<std::string> by_steps;
    TestFixture::WalkSteps(pos, pos.side_to_move(), seen, by_steps);
    if (::testing::Test::HasFatalFailure()) return;
    EXPECT_EQ(by_steps, TestFixture::TurnSuccessors(pos)) << G::FormatPosition(pos);
  }
}

TYPED_TEST(SteppedGameConformance, OverExactlyWhenNoTurnsAndNoSteps) {
  using G = typename TestFixture::Game;
  auto list = std::make_unique<typename G::TurnList>();
  auto steps = std::make_unique<typename G::StepList>();
  for (const auto& pos : TestFixture::Positions()) {
    list->Clear();
    G::GenerateTurns(pos, *list);
    G::GenerateSteps(pos, *steps);
    const bool over = G::Status(pos).over();
    EXPECT_EQ(over, list->size() == 0) << G::FormatPosition(pos);
    EXPECT_EQ(over, steps->size() == 0) << G::FormatPosition(pos);
  }
}

}  // namespace
}  // namespace melee::conformance
