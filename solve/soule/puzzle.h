// Tactic puzzles (positions/soule/puzzles.txt, `melee solve <file>`, `go mate <n>`).
// A puzzle line: `<position> ; <side> ; <n> [; <answer> [; effort <slots> ; <theme>]]`, `#`
// starts a comment line:
//   <side>    A or B, the side that must force a goal;
//   <n>       the most stages the goal may take;
//   <answer>  `mate <k> <tactic> proof <replies>`: a goal is forced within k stages (k the
//             least), <tactic> is the solver's first tactic, and every one of the <replies>
//             effective opponent tactics is refuted; or `none`;
//   effort    the difficulty rating: the slot actions the solver played to find the answer
//             when the line was written (ForcedGoal::nodes; a later solver may need fewer);
//   <theme>   one line of free text saying what the answer is about (no `;`).
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
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
  std::string answer;   // as in the file; may be empty (then only solved)
  bool rated = false;   // the line has an effort and a theme
  uint64_t effort = 0;  // the file's difficulty rating (0: the bounds alone answer)
  std::string theme;
};

// `text` without leading and trailing blanks (and a trailing `\r`): puzzle and bench files.
std::string_view Trim(std::string_view text);

// nullopt with `error` set for a malformed line (comments and blank lines are not puzzles).
std::optional<Puzzle> ParsePuzzle(std::string_view line, std::string& error);

// The answer text of a solved puzzle: `mate <k> <tactic> proof <replies>`, `none`, or
// `unknown` (stopped).
std::string AnswerText(const Position& pos, Side side, const ForcedGoal& result);

// Whether `result` agrees with the puzzle's answer: the same text, or, for a mate, the same
// number of stages and of refuted replies with another first tactic while the file's tactic
// still forces the goal (checked by ForcesGoal): a mate may have several first tactics, and
// which one the solver returns depends on its search order.
bool AgreesWithAnswer(const Puzzle& puzzle, const ForcedGoal& result);

// At most this many bytes of an offending input line are quoted in an error line: a puzzle
// file may hold anything, and a 10 MB line must not come back 10 MB long.
inline constexpr std::size_t kMaxQuotedBytes = 200;

// `text` for an error line: bytes outside printable ASCII (and `\`) as `\xNN`, cut after
// kMaxQuotedBytes bytes of `text` with `... (<size> bytes)` appended.
std::string QuoteInput(std::string_view text);

// `melee solve <file>`: solves every puzzle of `in` in the file's order, printing one line per
// puzzle
//   `<answer> ; expected <answer> ; ok|MISMATCH ; <ms> ms ; effort <slots> [; <theme>]`
// (without the expectation when the line has no answer; `effort` is this run's slot count,
// followed by the file's as `(file <slots>)` and the theme when the line has them),
// `error: <why> in: <quoted line>`
// for a malformed line, and a summary line `puzzles <n> failures <f> timeouts <t>`. Each line
// is flushed as it is written, so a run that is killed keeps the puzzles it solved.
// `movetime_ms` > 0 limits each puzzle: one that runs out prints `timeout` as its answer and
// `TIMEOUT` as its verdict (not a failure: the limit says nothing about the answer). `stop`
// (may be null) aborts the puzzle being solved (its answer is `unknown`). Returns the number
// of mismatches and malformed lines (the process's exit status).
int SolvePuzzles(std::istream& in, std::ostream& out, const std::atomic<bool>* stop = nullptr,
                 int movetime_ms = 0);

}  // namespace melee::soule
