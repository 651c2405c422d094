// Seeded random turn positions for the solver's agreement tests, the dense benchmarks and the
// puzzle generator (bench/ and tests/ share them from here): n players a side, random cells, PP
// and ball, and a turn limit leaving `stages` stages to play. Sparse positions knock about one
// player in six out; dense ones keep every player on the field (the hard case for the forced-goal
// solver: many pushers, many hitters).
#pragma once

#include <algorithm>

#include "engine/core/random.h"
#include "engine/soule/soule.h"

namespace melee::soule {

inline Soule::Position RandomTurnPosition(Rng& rng, int players, int stages, bool dense = false) {
  const Side initiative = rng.Below(2) == 0 ? Side::kP1 : Side::kP2;
  const uint32_t turn = 1 + static_cast<uint32_t>(rng.Below(3));
  Soule::Position pos(players, turn + static_cast<uint32_t>(stages) - 1, initiative);
  pos.set_turn(turn);
  // The ball near a goal more often than not: that is where forced goals live.
  pos.set_ball(1 + static_cast<int>(rng.Below(5)));
  for (Side s : {Side::kP1, Side::kP2}) {
    for (int i = 0; i < players; ++i) {
      if (!dense && rng.Below(6) == 0) {
        pos.set_cell(s, i, soule::kOffField);
        pos.set_pp(s, i, 0);
        continue;
      }
      // Players gather around the ball.
      const int cell = pos.ball() + static_cast<int>(rng.Below(5)) - 2;
      pos.set_cell(s, i, std::clamp(cell, 0, soule::kCells - 1));
      pos.set_pp(s, i, 1 + static_cast<int>(rng.Below(4)));
    }
  }
  return pos;
}

}  // namespace melee::soule
