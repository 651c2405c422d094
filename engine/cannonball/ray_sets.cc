#include "engine/cannonball/ray_sets.h"

namespace melee::cannonball {

namespace {

constexpr RaySets MakeRaySets() {
  RaySets s;
  for (auto& row : s.direction) row.fill(kDirections);
  for (int c = 0; c < kCells; ++c) {
    s.cell[c].Set(c);
    for (int d = 0; d < kDirections; ++d) {
      for (int i = 0; i < kRays.length[c][d]; ++i) {
        const int to = kRays.cells[c][d][i];
        s.ray[c][d].Set(to);
        s.queen[c].Set(to);
        s.direction[c][to] = static_cast<uint8_t>(d);
      }
      const uint8_t exit = kRays.exit[c][d];
      if (exit == kNoCell) continue;
      const Side scorer = exit >= kBeyondBottom ? Side::kP2 : Side::kP1;
      if (InAttackZone(scorer, c)) s.goal_rays[Index(scorer)][c] |= static_cast<uint8_t>(1 << d);
    }
  }
  return s;
}

}  // namespace

constinit const RaySets kRaySets = MakeRaySets();

}  // namespace melee::cannonball
