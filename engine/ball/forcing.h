// Ball::IsForcing (ball.h states what is forcing). Inline, and forced inline into Ball's hook:
// the alpha-beta search asks it of every step of every interior and quiescence node (about 50
// steps a node), so a second call per step weighed as much as the test itself. The rare part
// that scans the board (AllyReaches) stays out of line.
#pragma once

#include "engine/ball/board.h"
#include "engine/ball/position.h"
#include "engine/ball/reach.h"
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

// Whether the step about to be played is the turn's first action: a second one follows.
inline bool FirstAction(const Position& pos) {
  return pos.phase() == Phase::kAction && pos.action_points() >= 2;
}

// A pass that may score this turn: the first action puts the ball in the end zone we attack
// where one of our pieces can take it with the second action.
inline bool IsScoringPass(const Position& pos, Side me, int ball_cell) {
  return InTargetZone(me, ball_cell) && FirstAction(pos) && AllyReaches(pos, me, ball_cell);
}

// A run that may score this turn: the carrier's first action leaves it at most two ranks short
// of the end zone it attacks, so one more 2-cell move of any type may carry the ball in.
inline constexpr int kRunReach = 2;

// The four actions that move a piece come first in StepKind: one comparison picks them out
// (they are most of the steps, and the free-ball test settles them when the ball lies free).
static_assert(StepKind::kMove < StepKind::kBlock && StepKind::kEsquive < StepKind::kBlock &&
              StepKind::kTactical < StepKind::kBlock && StepKind::kBlock < StepKind::kHandOff &&
              StepKind::kHandOff < StepKind::kShortPass);

[[gnu::always_inline]] inline bool IsForcing(const Position& pos, const Step& step) {
  const int ball = pos.ball();
  const Side me = pos.side_to_move();
  if (step.kind <= StepKind::kBlock) {
    const int landing = step.kind == StepKind::kEsquive ? step.c : step.b;
    if (!pos.ball_held()) return landing == ball;  // takes the free ball
    if (step.a == ball) {
      // Scores, or (not from the top of a Block, which cannot act again) may score next action.
      return InTargetZone(me, landing) ||
             (step.kind != StepKind::kBlock && NearTargetZone(me, landing, kRunReach) &&
              FirstAction(pos));
    }
    // A team-mate stepping into the end zone we attack as the first action: a hand-off to
    // it may score with the second.
    if (InTargetZone(me, landing) && step.kind != StepKind::kBlock && FirstAction(pos) &&
        pos.OwnerOf(ball) == me && pos.active(me).Test(ball)) {
      return true;
    }
    // An Esquive or Block on the carrier takes the ball, a Tactical Esquive over it fumbles.
    if (step.kind == StepKind::kTactical) return DiagonalMidpoint(step.a, step.b) == ball;
    return step.kind != StepKind::kMove && step.b == ball;
  }
  switch (step.kind) {
    case StepKind::kHandOff:  // a touchdown when the new carrier stands in the end zone
      return InTargetZone(me, step.b);
    case StepKind::kStandUp:  // takes the free ball
      return !pos.ball_held() && step.b == ball;
    case StepKind::kRelease:  // takes the free ball, or carries the ball into the end zone
      if (!pos.ball_held()) return step.b == ball || step.c == ball;
      return step.a == ball && (InTargetZone(me, step.b) || InTargetZone(me, step.c));
    // A pass only decides something when it can be taken in the end zone the same turn (any
    // other pass left the tree too wide: 10 M bench nodes instead of 0.6 M).
    case StepKind::kShortPass:
      return IsScoringPass(pos, me, step.c);
    case StepKind::kLongPass:
      return IsScoringPass(pos, me, step.b);
    default:  // the end of the action phase; the piece moves are above
      return false;
  }
}

}  // namespace melee::ball
