// The SimultaneousGame contract of engine/core/game.h, typed over every simultaneous game of
// the build (games/games.h): seeded random matches from the start and from every position of
// positions/<game>/perft.txt (several team sizes) keep their keys, round-trip their position
// texts and tactic tokens, and stay within the game.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "engine/core/game.h"
#include "engine/core/random.h"
#include "games/games.h"
#include "tests/conformance/game_positions.h"

namespace melee::conformance {
namespace {

constexpr int kStages = 60;

template <class Binding>
class SimultaneousGameConformance : public ::testing::Test {};
using SimultaneousBindings = RewrapTypes<::testing::Types, games::SimultaneousGames>::type;
TYPED_TEST_SUITE(SimultaneousGameConformance, SimultaneousBindings);

TYPED_TEST(SimultaneousGameConformance, RandomMatchesKeepKeysAndRoundTrips) {
  using G = typename TypeParam::Game;
  const GameRules rules = GameRules::Defaults(G::kOptions);
  std::vector<typename G::Position> starts = PerftFilePositions<G>();
  starts.push_back(G::StartPosition(rules));
  Rng rng(7);
  for (const typename G::Position& start : starts) {
    typename G::Position pos = start;
    for (int stage = 0; stage < kStages && !G::Status(pos).over(); ++stage) {
      const std::string text = G::FormatPosition(pos);
      std::string error;
      const auto parsed = G::ParsePosition(text, rules, error);
      ASSERT_TRUE(parsed) << text << ": " << error;
      ASSERT_EQ(G::FormatPosition(*parsed), text);
      ASSERT_EQ(pos.key(), G::ComputeKey(pos)) << text;
      ASSERT_EQ(parsed->key(), pos.key()) << text;
      const auto a = G::RandomTactic(pos, Side::kP1, rng);
      const auto b = G::RandomTactic(pos, Side::kP2, rng);
      for (const auto& [side, tactic] : {std::pair{Side::kP1, a}, std::pair{Side::kP2, b}}) {
        const std::string token = G::FormatTactic(pos, side, tactic);
        ASSERT_EQ(token.find_first_of(" \t#;"), std::string::npos) << token;
        const auto reparsed = G::ParseTactic(pos, side, token);
        ASSERT_TRUE(reparsed) << text << ": " << token;
        ASSERT_EQ(*reparsed, tactic) << text << ": " << token;
      }
      G::Resolve(pos, a, b);
    }
    ASSERT_EQ(pos.key(), G::ComputeKey(pos)) << G::FormatPosition(pos);
  }
}

// Every effective tactic of a side is its own canonical token's reading.
TYPED_TEST(SimultaneousGameConformance, EveryEffectiveTacticRoundTrips) {
  using G = typename TypeParam::Game;
  for (const typename G::Position& pos : PerftFilePositions<G>()) {
    if (G::Status(pos).over()) continue;
    for (const Side side : {Side::kP1, Side::kP2}) {
      int checked = 0;
      G::ForEachTactic(pos, side, [&](const typename G::Tactic& tactic) {
        if (++checked > 200) return;  // the large teams have thousands
        const std::string token = G::FormatTactic(pos, side, tactic);
        const auto reparsed = G::ParseTactic(pos, side, token);
        ASSERT_TRUE(reparsed) << G::FormatPosition(pos) << ": " << token;
        EXPECT_EQ(*reparsed, tactic) << G::FormatPosition(pos) << ": " << token;
      });
    }
  }
}

}  // namespace
}  // namespace melee::conformance
