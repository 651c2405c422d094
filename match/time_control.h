// TimeControl: the limits of every `go` in a game and the clocks that enforce them.
//   --tc 10+0.1 (seconds + increment), --tc 40/60+0.5 (movestogo), --movetime ms, --depth n,
//   --nodes n; they combine (a clock with a node cap is fine). A move that takes longer than
//   the clock plus the margin loses on time. Only a search without clock or movetime (depth,
//   nodes, no limit) gets the hang timeout instead: it never shortens a clock.
// Each side may have limits of its own (an --engine's tc=, st=, movetime=, depth=, nodes=):
// time odds. The `go` line then carries each side's own clock and increment.
#pragma once

#include <array>
#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace melee::match {

struct TimeControl {
  std::optional<int64_t> base_ms;  // clock: starting time per side
  int64_t inc_ms = 0;
  std::optional<int> movestogo;  // the clock gets base_ms again every movestogo moves
  std::optional<int64_t> movetime_ms;
  std::optional<int> depth;
  std::optional<int64_t> nodes;
  int64_t margin_ms = 100;          // tolerated overstep: pipes and scheduling are not free
  int64_t hang_timeout_ms = 60000;  // read deadline of a move without clock or movetime

  // "10+0.1", "40/60+0.5", "60"; false on a malformed text.
  bool ParseClock(std::string_view text, std::string& error);
  // One limit word of an --engine over these limits: tc=[M/]S[+I] (replaces any movetime),
  // st=SECONDS or movetime=MS (replace any clock), depth=N, nodes=N. False (`error` set) on a
  // bad value or a key that is not a limit.
  bool ApplyLimit(std::string_view key, std::string_view value, std::string& error);
  static bool IsLimitKey(std::string_view key);
  // The [TimeControl] tag: "10+0.1", "40/60+0.5", "movetime=100", "nodes=20000", ... joined by
  // blanks; "-" when nothing limits the search.
  std::string Describe() const;
};

// The two sides' clocks during one game (index 0: p1, 1: p2).
class GameClocks {
 public:
  explicit GameClocks(const TimeControl& tc) : GameClocks(tc, tc) {}
  GameClocks(const TimeControl& p1, const TimeControl& p2);

  // The `go` line for the side to move.
  std::string GoLine(int side) const;
  // How long the side to move may take before it loses on time.
  std::chrono::milliseconds Allowance(int side) const;
  // Charges a finished move; false if it overstepped the allowance (a loss on time).
  bool Charge(int side, std::chrono::milliseconds elapsed);

 private:
  std::array<TimeControl, 2> tc_;
  std::array<int64_t, 2> remaining_ms_{};
  std::array<int, 2> moves_made_{};
};

}  // namespace melee::match
