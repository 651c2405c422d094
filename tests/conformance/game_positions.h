// The positions the cross-game suites check, for any game of the build: the positions of
// positions/<game>/perft.txt (hand-made corners: crowded boards, finished games, mid-turn
// positions) and every `stride`-th position of seeded random games from the start.
#pragma once

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "engine/core/game.h"
#include "engine/core/random.h"
#include "tests/common/perft_file.h"

namespace melee::conformance {

inline std::string PerftFile(std::string_view game) {
  return std::string(MELEE_POSITIONS_DIR) + "/" + std::string(game) + "/perft.txt";
}

template <class G>
std::vector<typename G::Position> PerftFilePositions() {
  std::vector<typename G::Position> positions;
  const GameRules rules = GameRules::Defaults(G::kOptions);
  for (const testing::PerftRecord& record : testing::ReadPerftFile(PerftFile(G::kName))) {
    std::string why;
    const auto pos = G::ParsePosition(record.position, rules, why);
    EXPECT_TRUE(pos.has_value()) << record.position << ": " << why;
    if (pos) positions.push_back(*pos);
  }
  return positions;
}

// Every `stride`-th turn start of `games` seeded random games of a turn game.
template <TurnGame G>
std::vector<typename G::Position> PlayoutPositions(int games, int max_turns, int stride) {
  std::vector<typename G::Position> positions;
  const GameRules rules = GameRules::Defaults(G::kOptions);
  auto list = std::make_unique<typename G::TurnList>();
  for (int game = 0; game < games; ++game) {
    Rng rng(1000 + game);
    typename G::Position pos = G::StartPosition(rules);
    for (int turn = 0; turn < max_turns; ++turn) {
      if (turn % stride == 0) positions.push_back(pos);
      list->Clear();
      G::GenerateTurns(pos, *list);
      if (list->size() == 0) break;
      G::Play(pos, (*list)[rng.Below(list->size())]);
    }
  }
  return positions;
}

}  // namespace melee::conformance
