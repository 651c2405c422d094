// Conformance tests typed over every turn game of the build (games/games.h): seeded random
// playouts check the contract of engine/core/game.h at every position reached.
#include <gtest/gtest.h>

#include <memory>
#include <set>
#include <string>

#include "engine/core/game.h"
#include "engine/core/random.h"
#include "games/games.h"

namespace melee {
namespace {

constexpr int kPlayouts = 6;
constexpr int kMaxTurns = 120;
constexpr std::size_t kMovesCheckedPerPosition = 16;
// Every successor of a Cannon Ball or BALL position (thousands) is made and hashed: one position
// in five keeps the suite fast under the sanitizers.
constexpr int kSuccessorCheckStride = 5;

template <class Binding>
class TurnGameConformance : public ::testing::Test {
 protected:
  using Game = typename Binding::Game;
  using Position = typename Game::Position;

  // Calls check(position) on every `stride`-th position of kPlayouts seeded random games.
  template <class F>
  void ForEachPlayoutPosition(F&& check, int stride = 1) {
    const GameRules rules = GameRules::Defaults(Game::kOptions);
    auto list = std::make_unique<typename Game::TurnList>();
    for (int game = 0; game < kPlayouts; ++game) {
      Rng rng(1000 + game);
      Position pos = Game::StartPosition(rules);
      for (int turn = 0; turn < kMaxTurns; ++turn) {
        if (turn % stride == 0) check(pos, rules);
        if (::testing::Test::HasFatalFailure()) return;
        list->Clear();
        Game::GenerateTurns(pos, *list);
        if (list->size() == 0) break;
        Game::Play(pos, (*list)[rng.Below(list->size())]);
      }
    }
  }
};

using TurnBindings = RewrapTypes<::testing::Types, games::TurnGames>::type;
TYPED_TEST_SUITE(TurnGameConformance, TurnBindings);

TYPED_TEST(TurnGameConformance, IncrementalKeyEqualsRecomputedKey) {
  using G = typename TypeParam::Game;
  this->ForEachPlayoutPosition([](const auto& pos, const GameRules&) {
    ASSERT_EQ(pos.key(), G::ComputeKey(pos)) << G::FormatPosition(pos);
  });
}

TYPED_TEST(TurnGameConformance, PositionTextRoundTrips) {
  using G = typename TypeParam::Game;
  this->ForEachPlayoutPosition([](const auto& pos, const GameRules& rules) {
    const std::string text = G::FormatPosition(pos);
    std::string error;
    const auto parsed = G::ParsePosition(text, rules, error);
    ASSERT_TRUE(parsed.has_value()) << text << ": " << error;
    ASSERT_EQ(G::FormatPosition(*parsed), text);
    ASSERT_EQ(parsed->key(), pos.key()) << text;
  });
}

TYPED_TEST(TurnGameConformance, FinishedExactlyWhenThereAreNoMoves) {
  using G = typename TypeParam::Game;
  auto list = std::make_unique<typename G::TurnList>();
  this->ForEachPlayoutPosition([&](const auto& pos, const GameRules&) {
    list->Clear();
    G::GenerateTurns(pos, *list);
    ASSERT_EQ(G::Status(pos).over(), list->size() == 0) << G::FormatPosition(pos);
  });
}

TYPED_TEST(TurnGameConformance, EveryTokenRoundTripsToTheSameDistinctSuccessor) {
  using G = typename TypeParam::Game;
  auto list = std::make_unique<typename G::TurnList>();
  this->ForEachPlayoutPosition(
      [&](const auto& pos, const GameRules&) {
        list->Clear();
        G::GenerateTurns(pos, *list);
        std::set<uint64_t> successors;
        std::set<std::string> tokens;
        for (const auto& move : *list) {
          auto child = pos;
          G::Play(child, move);
          ASSERT_EQ(child.key(), G::ComputeKey(child));
          ASSERT_TRUE(successors.insert(child.key()).second)
              << "two turns reach " << G::FormatPosition(child) << " from "
              << G::FormatPosition(pos);
          const std::string token = G::FormatMove(pos, move);
          ASSERT_TRUE(tokens.insert(token).second) << "token printed twice: " << token;
          ASSERT_EQ(token.find_first_of(" \t#;"), std::string::npos) << token;
          if (tokens.size() > kMovesCheckedPerPosition) continue;  // parsing is the slow part
          const auto parsed = G::ParseMove(pos, token);
          ASSERT_TRUE(parsed.has_value()) << token << " from " << G::FormatPosition(pos);
          auto reparsed_child = pos;
          G::Play(reparsed_child, *parsed);
          ASSERT_EQ(G::FormatPosition(reparsed_child), G::FormatPosition(child)) << token;
        }
      },
      /*stride=*/kSuccessorCheckStride);
}

TYPED_TEST(TurnGameConformance, SideToMoveAlternatesWithWholeTurns) {
  using G = typename TypeParam::Game;
  auto list = std::make_unique<typename G::TurnList>();
  this->ForEachPlayoutPosition([&](const auto& pos, const GameRules&) {
    list->Clear();
    G::GenerateTurns(pos, *list);
    for (const auto& move : *list) {
      auto child = pos;
      G::Play(child, move);
      ASSERT_NE(child.side_to_move(), pos.side_to_move()) << G::FormatMove(pos, move);
      break;
    }
  });
}

TYPED_TEST(TurnGameConformance, GarbageIsNeverALegalMoveOrPosition) {
  using G = typename TypeParam::Game;
  const GameRules rules = GameRules::Defaults(G::kOptions);
  const auto start = G::StartPosition(rules);
  Rng rng(99);
  for (int i = 0; i < 2000; ++i) {
    std::string text;
    for (int n = static_cast<int>(rng.Below(24)); n > 0; --n)
      text += static_cast<char>(rng.Below(256));
    std::string error;
    (void)G::ParsePosition(text, rules, error);
    const auto move = G::ParseMove(start, text);
    if (move) {  // a random string may spell a real move; then it must be one
      auto child = start;
      G::Play(child, *move);
      EXPECT_EQ(child.key(), G::ComputeKey(child));
    }
  }
}

}  // namespace
}  // namespace melee
