// Ball::IsForcing (ball.h states what is forcing). The search asks it of every step of every
// interior and quiescence node (about 50 steps a node): the part in this header settles the
// most common case (a piece move while the ball lies free) where the search asks, without a
// call; the rest is in forcing.cc.
#pragma once

#include "engine/ball/board.h"
#include "engine/ball/position.h"
#include "engine/ball/step.h"

namespace melee::ball {

// The first cell of a 0-based rank in the dense numbering (rank by rank): whether a cell lies
// on or beyond a rank is then one comparison instead of RankOf's division.
constexpr int FirstCellOfRank(int rank0) { return (rank0 / 2) * 13 + (rank0 % 2) * 7; }

// Whether `cell` lies in the end zone `side` attacks or at most `ranks_short` ranks before it.
constexpr bool NearTargetZone(Side side, int cell, int ranks_short) {
  return side == Side::kP1 ? cell >= FirstCellOfRank(kRanks - 2 - ranks_short)
                           : cell < FirstCellOfRank(2 + ranks_short);
}
constexpr bool InTargetZone(Side side, int cell) { return NearTargetZone(side, cell, 0); }

// The cell between two cells two diagonal steps apart: their mean in the dense numbering.
constexpr int DiagonalMidpoint(int a, int b) { return (a + b) / 2; }

namespace forcing_checks {
constexpr bool ZonesMatchGeometry() {
  for (int c = 0; c < kCells; ++c) {
    if (InTargetZone(Side::kP1, c) != kGeometry.north_zone.Test(c)) return false;
    if (InTargetZone(Side::kP2, c) != kGeometry.south_zone.Test(c)) return false;
  }
  return true;
}
constexpr bool MidpointsMatchGeometry() {
  for (int c = 0; c < kCells; ++c) {
    for (int d = 0; d < kDiagonalDirs; ++d) {
      const int far = kGeometry.diag2[c][d];
      if (far != kNoCell && DiagonalMidpoint(c, far) != kGeometry.diag1[c][d]) return false;
    }
  }
  return true;
}
static_assert(ZonesMatchGeometry());
static_assert(MidpointsMatchGeometry());
}  // namespace forcing_checks

// The forcing test of a piece move (kMove, kEsquive, kTactical, kBlock) while a piece holds the
// ball, and of every other step: out of line (forcing.cc), so that the test the search makes of
// every step is small enough to inline where it asks.
bool IsForcingWhileHeld(const Position& pos, const Step& step);
bool IsForcingOther(const Position& pos, const Step& step);

// The four actions that move a piece come first in StepKind: one comparison picks them out
// (they are most of the steps, and the free-ball test settles them when the ball lies free).
static_assert(StepKind::kMove < StepKind::kBlock && StepKind::kEsquive < StepKind::kBlock &&
              StepKind::kTactical < StepKind::kBlock && StepKind::kBlock < StepKind::kHandOff);

inline bool IsForcing(const Position& pos, const Step& step) {
  if (step.kind > StepKind::kBlock) return IsForcingOther(pos, step);
  if (!pos.ball_held()) {  // takes the free ball
    return (step.kind == StepKind::kEsquive ? step.c : step.b) == pos.ball();
  }
  // A plain move of a piece other than the carrier forces only into the end zone.
  if (step.kind == StepKind::kMove && step.a != pos.ball() &&
      !InTargetZone(pos.side_to_move(), step.b)) {
    return false;
  }
  return IsForcingWhileHeld(pos, step);
}

}  // namespace melee::ball
