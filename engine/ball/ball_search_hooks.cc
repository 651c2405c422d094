// The alpha-beta hooks of BALL (declared in ball.h, documented in docs/search.md; IsForcing is
// inline, forcing.h).
#include "engine/ball/ball.h"
#include "engine/ball/rules.h"
#include "engine/ball/step_token.h"

namespace melee {

void Ball::PlayNullTurn(Position& pos) { pos.EndTurn(); }

std::optional<Ball::Move> Ball::TurnOfSteps(const Position& pos, std::span<const Step> steps) {
  Position end = pos;
  int length = 0;
  for (const Step& step : steps) {
    if (step.kind != ball::StepKind::kEndActions) {
      length += (length > 0 ? 1 : 0) + ball::StepTokenLength(step);
    }
    ball::PlayStep(end, step);
  }
  return ball::FindCanonicalTurn(pos, end, length);
}

}  // namespace melee
