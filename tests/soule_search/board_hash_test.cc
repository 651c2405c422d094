// The solver's incremental board hash equals the hash recomputed from scratch after every
// action (a term an action changes but ActHashed missed would break it), over random games
// with placements, moves, pushes, hits that knock players out and goals.
#include "solve/soule/board_hash.h"

#include <gtest/gtest.h>

#include "engine/soule/soule.h"

namespace melee::soule {
namespace {

TEST(BoardHash, IncrementalEqualsRecomputedAfterEveryAction) {
  Rng rng(11);
  int changed = 0, hits = 0;
  for (int game = 0; game < 200; ++game) {
    const int players = 1 + static_cast<int>(rng.Below(kMaxPlayers));
    Position pos(players, 0, rng.Below(2) == 0 ? Side::kP1 : Side::kP2);
    for (int stage = 0; stage < 30 && !Soule::Status(pos).over(); ++stage) {
      const Tactic a = Soule::RandomTactic(pos, Side::kP1, rng);
      const Tactic b = Soule::RandomTactic(pos, Side::kP2, rng);
      SlotBoard board(pos);
      uint64_t hash = BoardHash(board, players);
      const Side first = pos.initiative();
      for (int i = 0; i < players; ++i) {
        for (Side s : {first, Opponent(first)}) {
          const int order = (s == Side::kP1 ? a : b).orders[static_cast<std::size_t>(i)];
          const uint64_t before = hash;
          hash = ActHashed(board, hash, s, i, order);
          ASSERT_EQ(hash, BoardHash(board, players)) << Soule::FormatPosition(pos);
          changed += hash != before;
          hits += hash != before && order > 0 && pos.turn() != 0;
        }
      }
      Soule::Resolve(pos, a, b);
    }
  }
  EXPECT_GT(changed, 10000);
  EXPECT_GT(hits, 100);
}

}  // namespace
}  // namespace melee::soule
