// Bulltricker's steps as Melee Board shows them (engine/core/step_view.h): a step is a whole
// move, clicked as its from and to cells, its captures marked.
#pragma once

#include "engine/bulltricker/board.h"
#include "engine/bulltricker/bulltricker.h"
#include "engine/core/step_view.h"

namespace melee {

// Cells count rows from the top (Black's side); rank 1 is White's side.
inline std::string BulltrickerCellName(int cell) {
  return GridCellName(bulltricker::Column(cell), bulltricker::kSize - bulltricker::Row(cell));
}

inline StepView ViewStep(const Bulltricker::Position& pos, const Bulltricker::Step& step) {
  StepView v;
  v.text = Bulltricker::FormatMove(pos, step);
  v.kind = step.capture_count() > 0 ? "capture" : "move";
  v.cells = {BulltrickerCellName(step.from()), BulltrickerCellName(step.to())};
  for (int k = 0; k < step.capture_count(); ++k)
    v.marks.push_back(BulltrickerCellName(step.captured(k)));
  return v;
}

}  // namespace melee
