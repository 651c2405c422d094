// The out-of-line parts of the forcing test (forcing.h).
#include "engine/ball/forcing.h"

#include "engine/ball/reach.h"

namespace melee::ball {
namespace {

// Whether the step about to be played is the turn's first action: a second one follows.
bool FirstAction(const Position& pos) {
  return pos.phase() == Phase::kAction && pos.action_points() >= 2;
}

// A pass that may score this turn: the first action puts the ball in the end zone we attack
// where one of our pieces can take it with the second action.
bool IsScoringPass(const Position& pos, Side me, int ball_cell) {
  return InTargetZone(me, ball_cell) && FirstAction(pos) && AllyReaches(pos, me, ball_cell);
}

// A run that may score this turn: the carrier's first action leaves it at most two ranks short
// of the end zone it attacks, so one more 2-cell move of any type may carry the ball in.
constexpr int kRunReach = 2;

}  // namespace

bool IsForcingWhileHeld(const Position& pos, const Step& step) {
  const int ball = pos.ball();
  const Side me = pos.side_to_move();
  const int landing = step.kind == StepKind::kEsquive ? step.c : step.b;
  if (step.a == ball) {
    // Scores, or (not from the top of a Block, which cannot act again) may score next action.
    return InTargetZone(me, landing) ||
           (step.kind != StepKind::kBlock && NearTargetZone(me, landing, kRunReach) &&
            FirstAction(pos));
  }
  // A team-mate stepping into the end zone we attack as the first action: a hand-off to it may
  // score with the second.
  if (InTargetZone(me, landing) && step.kind != StepKind::kBlock && FirstAction(pos) &&
      pos.OwnerOf(ball) == me && pos.active(me).Test(ball)) {
    return true;
  }
  // An Esquive or Block on the carrier takes the ball, a Tactical Esquive over it fumbles.
  if (step.kind == StepKind::kTactical) return DiagonalMidpoint(step.a, step.b) == ball;
  return step.kind != StepKind::kMove && step.b == ball;
}

bool IsForcingOther(const Position& pos, const Step& step) {
  const int ball = pos.ball();
  const Side me = pos.side_to_move();
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
    default:  // the end of the action phase; the piece moves are in IsForcingWhileHeld
      return false;
  }
}

}  // namespace melee::ball
