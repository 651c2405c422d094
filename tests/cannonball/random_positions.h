// Seeded random Cannon Ball positions for the property tests: scattered positions crowded
// around the ball (contact rule, passes, one-twos, tries near the goals) and positions from
// random playouts of whole turns.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "engine/cannonball/cannonball.h"
#include "engine/core/random.h"
#include "tests/cannonball/test_util.h"

namespace melee::cannonball_test {

// A position string with 0..7 players a side: a third of them next to the ball (the contact
// rule), a third within two cells of it, a third anywhere.
inline std::string RandomFen(Rng& rng) {
  char grid[15][13];
  for (auto& row : grid)
    for (char& c : row) c = '.';
  const int ball_file = static_cast<int>(rng.Below(13));
  const int ball_rank = static_cast<int>(rng.Below(15));
  grid[ball_rank][ball_file] = '*';
  for (char piece : {'P', 'p'}) {
    const int count = static_cast<int>(rng.Below(8));
    for (int placed = 0, attempts = 0; placed < count && attempts < 100; ++attempts) {
      int file = static_cast<int>(rng.Below(13)), rank = static_cast<int>(rng.Below(15));
      const int spread = static_cast<int>(rng.Below(3));  // 0: anywhere
      if (spread > 0) {
        file = ball_file + static_cast<int>(rng.Below(2 * spread + 1)) - spread;
        rank = ball_rank + static_cast<int>(rng.Below(2 * spread + 1)) - spread;
      }
      if (file < 0 || file >= 13 || rank < 0 || rank >= 15 || grid[rank][file] != '.') continue;
      grid[rank][file] = piece;
      ++placed;
    }
  }
  std::string fen = BoardField(grid);
  const int south = static_cast<int>(rng.Below(3)), north = static_cast<int>(rng.Below(3));
  const int quiet =
      rng.Below(4) == 0 ? 98 + static_cast<int>(rng.Below(3)) : static_cast<int>(rng.Below(98));
  fen += rng.Below(2) ? " s " : " n ";
  fen += std::to_string(south) + "-" + std::to_string(north) + " " + std::to_string(quiet) + " " +
         std::to_string(quiet + south + north + 1 + static_cast<int>(rng.Below(9)));
  return fen;
}

// The positions met along a random playout of `turns` whole turns from the start; a take and
// kick is chosen half the time when there is one, so the ball travels and tries happen.
inline std::vector<Pos> Playout(Rng& rng, int turns) {
  std::vector<Pos> positions{CannonBall::StartPosition(DefaultRules())};
  auto list = std::make_unique<CannonBall::TurnList>();
  for (int i = 0; i < turns; ++i) {
    CannonBall::GenerateTurns(positions.back(), *list);
    if (list->empty()) break;
    std::vector<std::size_t> kicks;
    for (std::size_t k = 0; k < list->size(); ++k) {
      if ((*list)[k].kind == cannonball::MoveKind::kTakeKick) kicks.push_back(k);
    }
    const std::size_t pick =
        !kicks.empty() && rng.Below(2) ? kicks[rng.Below(kicks.size())] : rng.Below(list->size());
    Pos next = positions.back();
    CannonBall::Play(next, (*list)[pick]);
    positions.push_back(next);
  }
  return positions;
}

}  // namespace melee::cannonball_test
