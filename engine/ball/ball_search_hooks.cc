// The alpha-beta hooks of BALL (declared in ball.h, documented in docs/search.md).
#include "engine/ball/ball.h"
#include "engine/ball/reach.h"
#include "engine/ball/rules.h"
#include "engine/ball/step_token.h"

namespace melee {

namespace {

using ball::StepKind;

// The cell a step leaves its acting piece on.
int Landing(const ball::Step& step) { return step.kind == StepKind::kEsquive ? step.c : step.b; }

int Midpoint(int a, int b) {
  return ball::CellAt((ball::FileOf(a) + ball::FileOf(b)) / 2,
                      (ball::RankOf(a) + ball::RankOf(b)) / 2);
}

bool InTargetZone(Side side, int cell) {
  return (side == Side::kP1 ? ball::kGeometry.north_zone : ball::kGeometry.south_zone).Test(cell);
}

// Whether the step about to be played is the turn's first action: a second one follows.
bool FirstAction(const Ball::Position& pos) {
  return pos.phase() == ball::Phase::kAction && pos.action_points() >= 2;
}

// A pass that may score this turn: the first action puts the ball in the end zone we attack where
// one of our pieces can take it with the second action.
bool IsScoringPass(const Ball::Position& pos, Side me, int ball_cell) {
  return FirstAction(pos) && InTargetZone(me, ball_cell) && ball::AllyReaches(pos, me, ball_cell);
}

// A run that may score this turn: the carrier's first action leaves it at most two ranks short of
// the end zone it attacks, so one more 2-cell move of any type may carry the ball in.
inline constexpr int kRunReach = 2;
bool IsScoringRun(const Ball::Position& pos, Side me, int landing) {
  if (!FirstAction(pos)) return false;
  const int rank = ball::RankOf(landing);
  return me == Side::kP1 ? rank >= ball::kRanks - 2 - kRunReach : rank <= 1 + kRunReach;
}

}  // namespace

bool Ball::IsForcing(const Position& pos, const Step& step) {
  const int ball = pos.ball();
  const bool held = pos.ball_held();
  const Side me = pos.side_to_move();
  switch (step.kind) {
    case StepKind::kHandOff:  // a touchdown when the new carrier stands in the end zone
      return InTargetZone(me, step.b);
    case StepKind::kMove:
    case StepKind::kEsquive:
    case StepKind::kTactical:
    case StepKind::kBlock:
      if (!held) return Landing(step) == ball;  // takes the free ball
      if (step.a == ball) {
        // Scores, or (not from the top of a Block, which cannot act again) may score next action.
        return InTargetZone(me, Landing(step)) ||
               (step.kind != StepKind::kBlock && IsScoringRun(pos, me, Landing(step)));
      }
      // A team-mate stepping into the end zone we attack as the first action: a hand-off to
      // it may score with the second.
      if (step.kind != StepKind::kBlock && pos.OwnerOf(ball) == me && FirstAction(pos) &&
          pos.active(me).Test(ball) && InTargetZone(me, Landing(step))) {
        return true;
      }
      // An Esquive or Block on the carrier takes the ball, a Tactical Esquive over it fumbles.
      if (step.kind == StepKind::kTactical) return Midpoint(step.a, step.b) == ball;
      return step.kind != StepKind::kMove && step.b == ball;
    case StepKind::kStandUp:  // takes the free ball
      return !held && step.b == ball;
    case StepKind::kRelease:  // takes the free ball, or carries the ball into the end zone
      if (!held) return step.b == ball || step.c == ball;
      return step.a == ball && (InTargetZone(me, step.b) || InTargetZone(me, step.c));
    // A pass only decides something when it can be taken in the end zone the same turn (any
    // other pass left the tree too wide: 10 M bench nodes instead of 0.6 M).
    case StepKind::kShortPass:
      return IsScoringPass(pos, me, step.c);
    case StepKind::kLongPass:
      return IsScoringPass(pos, me, step.b);
    case StepKind::kEndActions:
      return false;
  }
  return false;
}

void Ball::PlayNullTurn(Position& pos) { pos.EndTurn(); }

std::optional<Ball::Move> Ball::TurnOfSteps(const Position& pos, std::span<const Step> steps) {
  Position end = pos;
  int length = 0;
  char scratch[ball::kMaxStepTokenLength];
  for (const Step& step : steps) {
    if (step.kind != StepKind::kEndActions) {
      length += (length > 0 ? 1 : 0) + ball::WriteStepToken(step, scratch);
    }
    ball::PlayStep(end, step);
  }
  return ball::FindCanonicalTurn(pos, end, length);
}

}  // namespace melee
