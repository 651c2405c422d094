// StepView: how one step of a stepped game shows on a board (Melee Board builds a person's turn
// from them): the cells to click in order (the first is the piece that acts; none for `end` or
// `pass`), the cells the step affects besides its path (captures), and the step's own text.
// Each stepped game spells its steps in its own engine/<game>/step_view.h as
// `StepView ViewStep(const Position&, const Step&)`; nothing there decides legality (the
// steps come from the game's own generator).
#pragma once

#include <string>
#include <vector>

namespace melee {

struct StepView {
  std::string text;
  std::string kind;  // "move", "capture", "esquive", "pass", "end", ...
  std::vector<std::string> cells;
  std::vector<std::string> marks;
};

// A rectangular board's cell name: file letter from 'a', rank number as given.
inline std::string GridCellName(int file, int rank) {
  std::string name(1, static_cast<char>('a' + file));
  name += std::to_string(rank);
  return name;
}

}  // namespace melee
