// One-action reach: which empty cells a side's active pieces can end one action on (the
// alpha-beta hooks: a pass the team can take in the end zone the same turn is forcing).
#pragma once

#include "engine/ball/board.h"
#include "engine/ball/position.h"

namespace melee::ball {

// Whether an active piece of `side` can end one move of its pattern on the empty cell `cell`:
// one diagonal step (every type), two diagonal steps (X, S; the midpoint holds nothing, the free
// ball or an active ally), two orthogonal steps (O, S).
inline bool AllyReaches(const Position& pos, Side side, int cell) {
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
