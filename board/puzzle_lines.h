// Puzzle lines as the board reads them (positions/<game>/puzzles.txt, or one line pasted in
// the page): `<position> ; <side> ; <n> [; <answer> [; effort <n> [; <theme>]]]`, the format of
// solve/soule/puzzle.h. The position is checked by the game's own referee (BoardRules), so a
// line is either a whole puzzle or an error, never half of one.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "board/board_rules.h"

namespace melee::board {

struct PuzzleLine {
  std::string fen;     // as the referee spells it
  std::string side;    // "A" or "B": who must force a goal
  int stages = 1;      // within this many stages
  std::string answer;  // the file's answer, if any
  int effort = -1;     // the solver's effort when the line was written (-1: not given)
  std::string theme;   // a one-line label read off the answer (empty: not given)
  int players = 0;     // players a side (counted from the referee's order sets; 0 if none)
};

// The most stages a puzzle may ask for (the file's deepest puzzles ask for 6).
inline constexpr int kMaxPuzzleStages = 6;

// nullopt and `error` set for anything but a whole puzzle of `rules`' game.
std::optional<PuzzleLine> ParsePuzzleLine(const BoardRules& rules, std::string_view line,
                                          std::string& error);

}  // namespace melee::board
