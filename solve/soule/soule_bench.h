// The Soule part of `melee bench`: the engine's functional signature for this game. The bench
// file (positions/soule/bench.txt, embedded in the binary by protocol/CMakeLists.txt) holds
//   `nodes <n>`                        the stage budget of the playing searches that follow;
//   `<position>`                       the double-oracle playing search for A, seed 0, with
//                                      that fixed budget (deterministic: no clock is read);
//   `<position> ; <side> ; <n>`        the forced-goal solver, as a puzzle line (puzzle.h);
// and `#` comment lines. The node counts are the searches' own: stages resolved by the playing
// search, slot actions by the solver. Any change of rules, evaluation or search moves them.
#pragma once

#include <atomic>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace melee::soule {

struct SouleBenchLine {
  std::string kind;    // "search" or "mate"
  uint64_t nodes = 0;  // this line's count
  std::string answer;  // the tactic played (search) or the solver's answer text (mate)
};

struct SouleBenchResult {
  std::vector<SouleBenchLine> lines;
  uint64_t nodes = 0;  // the sum over the lines
  std::string error;   // the first malformed line, if any (it is skipped)
};

inline constexpr uint64_t kDefaultBenchNodes = 20'000;

// `nodes` (the `bench nodes <n>` argument) replaces the file's stage budgets; `stop` (may be
// null) ends the bench between and inside lines.
SouleBenchResult RunSouleBench(std::string_view text, std::optional<uint64_t> nodes = std::nullopt,
                               const std::atomic<bool>* stop = nullptr);

}  // namespace melee::soule
