// MateOracle: who answers, during a puzzle check (board/puzzle_check.cc), whether a side has a
// forced goal within some stages. An engine's `go mate <n>` does: natively a process of its
// own (board/engine_mate_oracle.h), in the WebAssembly rules module the engine's command loop
// in process (board/inline_mate_oracle.h). Both read the engine's words the same way.
#pragma once

#include <chrono>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace melee::board {

// What the engine says about a forced goal for the side asked: `info string mate <k> ...`,
// `mate none`, `mate unknown` (or nothing in time).
enum class Mate { kGoal, kNone, kUnknown };

class MateOracle {
 public:
  virtual ~MateOracle() = default;
  // A forced goal for `side_b ? B : A` within `stages` from `fen` (a stage start).
  virtual Mate Ask(const std::string& fen, bool side_b, int stages) = 0;
};

// Makes the oracle for one check of `variant`, which must answer by `deadline` (kUnknown
// after it); called only when some reply needs it (a process costs a start).
using MateOracleFactory = std::function<std::unique_ptr<MateOracle>(
    const std::string& variant, std::chrono::steady_clock::time_point deadline)>;

// The verdict an engine's output line carries (`info string mate ...`), nullopt for any other.
std::optional<Mate> MateInfo(std::string_view line);
// The lines the engine is sent for one question.
std::string MatePositionLine(const std::string& fen, bool side_b);
std::string MateGoLine(int stages);

}  // namespace melee::board
