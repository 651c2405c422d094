// Cannon Ball's steps as Melee Board shows them (engine/core/step_view.h): a move or a
// take-and-kick chain clicked cell by cell, or `pass`.
#pragma once

#include "engine/cannonball/cannonball.h"
#include "engine/core/step_view.h"

namespace melee {

// Cells count ranks from South's end; goal cells lie beyond the end lines.
inline std::string CannonBallCellName(uint8_t cell) {
  using cannonball::kBeyondBottom, cannonball::kBeyondTop, cannonball::kFiles;
  if (cell >= kBeyondBottom) return GridCellName(cell - kBeyondBottom, 0);
  if (cell >= kBeyondTop) return GridCellName(cell - kBeyondTop, cannonball::kRanks + 1);
  return GridCellName(cell % kFiles, cell / kFiles + 1);
}

inline StepView ViewStep(const CannonBall::Position&, const CannonBall::Step& step) {
  using cannonball::MoveKind;
  StepView v;
  for (int i = 0; i < step.size; ++i) v.cells.push_back(CannonBallCellName(step.cells[i]));
  switch (step.kind) {
    case MoveKind::kPass:
      v.kind = "pass";
      break;
    case MoveKind::kTakeKick:
      v.kind = "kick";
      break;
    default:
      v.kind = "move";
      break;
  }
  if (step.kind == MoveKind::kPass) {
    v.text = "pass";
  } else {
    for (const std::string& c : v.cells) v.text += c;
  }
  return v;
}

}  // namespace melee
