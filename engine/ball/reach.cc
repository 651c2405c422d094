// One-action reach (reach.h); out of line: only a pass into the end zone asks it, so it would
// only swell the inline forcing test that every step goes through.
#include "engine/ball/reach.h"

namespace melee::ball {

bool AllyReaches(const Position& pos, Side side, int cell) {
  const Cells& active = pos.active(side);
  for (int d = 0; d < kDiagonalDirs; ++d) {
    const int near = kGeometry.diag1[cell][d];
    if (near >= 0 && active.Test(near)) return true;
    const int far = kGeometry.diag2[cell][d];
    if (far >= 0 && active.Test(far) && TypeOf(content::Top(pos.content(far))) != PieceType::kO &&
        pos.IsEmpty(near)) {
      return true;
    }
    const int orth = kGeometry.orth2[cell][d];
    if (orth >= 0 && active.Test(orth) &&
        TypeOf(content::Top(pos.content(orth))) != PieceType::kX) {
      return true;
    }
  }
  return false;
}

}  // namespace melee::ball
