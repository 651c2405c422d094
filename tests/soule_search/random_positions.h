// Seeded random turn positions for the agreement tests: n players a side, some knocked out,
// random cells, PP and ball, and a turn limit leaving `stages` stages to play.
#pragma once

#include <algorithm>

#include "engine/core/random.h"
#include "engine/soule/soule.h"

namespace melee::soule_test {

inline Soule::Position RandomTurnPosition(Rng& rng, int players, int stages) {
  const Side initiative = rng.Below(2) == 0 ? Side::kP1 : Side::kP2;
  const uint32_t turn = 1 + static_cast<uint32_t>(rng.Below(3));
  Soule::Position pos(players, turn + static_cast<uint32_t>(stages) - 1, initiative);
  pos.set_turn(turn);
  // The ball near a goal more often than not: that is where forced goals live.
  pos.set_ball(1 + static_cast<int>(rng.Below(5)));
  for (Side s : {Side::kP1, Side::kP2}) {
    for (int i = 0; i < players; ++i) {
      if (rng.Below(6) == 0) {
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

}  // namespace melee::soule_test
