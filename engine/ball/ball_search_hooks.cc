// The alpha-beta hooks of BALL (declared in ball.h, documented in docs/search.md).
#include "engine/ball/ball.h"
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
      if (step.a == ball) return InTargetZone(me, Landing(step));
      // An Esquive or Block on the carrier takes the ball, a Tactical Esquive over it fumbles.
      if (step.kind == StepKind::kTactical) return Midpoint(step.a, step.b) == ball;
      return step.kind != StepKind::kMove && step.b == ball;
    case StepKind::kStandUp:  // takes the free ball
      return !held && step.b == ball;
    case StepKind::kRelease:  // takes the free ball, or carries the ball into the end zone
      if (!held) return step.b == ball || step.c == ball;
      return step.a == ball && (InTargetZone(me, step.b) || InTargetZone(me, step.c));
    case StepKind::kShortPass:  // the ball lies free: nothing is decided yet
    case StepKind::kLongPass:
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
