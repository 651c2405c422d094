// BALL's steps as Melee Board shows them (engine/core/step_view.h): an action clicked as its
// two or three cells, or `end` (the turn's actions are over).
#pragma once

#include "engine/ball/ball.h"
#include "engine/ball/step_token.h"
#include "engine/core/step_view.h"

namespace melee {

inline StepView ViewStep(const Ball::Position&, const Ball::Step& step) {
  using ball::StepKind;
  StepView v;
  ball::AppendStepToken(step, v.text);
  const auto name = [](int cell) { return std::string(ball::SquareText(cell)); };
  switch (step.kind) {
    case StepKind::kEndActions:
      v.kind = "end";
      v.text = "end";
      return v;
    case StepKind::kMove:
      v.kind = "move";
      break;
    case StepKind::kEsquive:
      v.kind = "esquive";
      break;
    case StepKind::kTactical:
      v.kind = "tactical";
      break;
    case StepKind::kBlock:
      v.kind = "block";
      break;
    case StepKind::kHandOff:
      v.kind = "handoff";
      break;
    case StepKind::kShortPass:
      v.kind = "shortpass";
      break;
    case StepKind::kLongPass:
      v.kind = "longpass";
      break;
    case StepKind::kStandUp:
      v.kind = "standup";
      break;
    case StepKind::kRelease:
      v.kind = "release";
      break;
  }
  v.cells = {name(step.a), name(step.b)};
  const bool three = step.kind == StepKind::kEsquive || step.kind == StepKind::kTactical ||
                     step.kind == StepKind::kShortPass || step.kind == StepKind::kRelease;
  if (three) v.cells.push_back(name(step.c));
  return v;
}

}  // namespace melee
