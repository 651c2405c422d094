// One-action reach: which empty cells a side's active pieces can end one action on (the
// alpha-beta hooks: a pass the team can take in the end zone the same turn is forcing).
#pragma once

#include "engine/ball/board.h"
#include "engine/ball/position.h"

namespace melee::ball {

// Whether an active piece of `side` can end one move of its pattern on the empty cell `cell`:
// one diagonal step (every type), two diagonal steps (X, S; the midpoint holds nothing, the free
// ball or an active ally), two orthogonal steps (O, S).
bool AllyReaches(const Position& pos, Side side, int cell);

}  // namespace melee::ball
