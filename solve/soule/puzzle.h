// Tactic puzzles (positions/soule/puzzles.txt, `melee solve <file>`, `go mate <n>`).
// A puzzle line: `<position> ; <side> ; <n> ; <answer>`, `#` starts a comment line:
//   <side>    A or B, the side that must force a goal;
//   <n>       the most stages the goal may take;
//   <answer>  `mate <k> <tactic> proof <replies>`: a goal is forced within k stages (k the
//             least), <tactic> is the solver's first tactic, and every one of the <replies>
//             effective opponent tactics is refuted; or `none`.
#pragma once

#include <atomic>
#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>

#include "engine/soule/soule.h"
#include "solve/soule/forced_goal.h"

namespace melee::soule {

struct Puzzle {
  Position position;
  Side side = Side::kP1;
  int max_stages = 1;
  std::string answer;  // as in the file; may be empty (then only solved)
};

// `text` without leading and trailing blanks (and a trailing `\r`): puzzle and bench files.
std::string_view Trim(std::string_view text);

// nullopt with `error` set for a malformed line (comments and blank lines are not puzzles).
std::optional<Puzzle> ParsePuzzle(std::string_view line, std::string& error);

// The answer text of a solved puzzle: `mate <k> <tactic> proof <replies>`, `none`, or
// `unknown` (stopped).
std::string AnswerText(const Position& pos, Side side, const ForcedGoal& result);

// `melee solve <file>`: solves every puzzle of `in`, printing one line per puzzle
//   `<answer> ; expected <answer> ; ok|MISMATCH ; <ms> ms`
// (without the expectation when the line has no answer) and a summary line. Returns the
// number of mismatches and malformed lines (the process's exit status).
int SolvePuzzles(std::istream& in, std::ostream& out, const std::atomic<bool>* stop = nullptr);

}  // namespace melee::soule
