// What the runner reads from an engine's lines beyond `bestmove`: the `option` lines of the
// handshake (to find the searchers an engine offers and its Move Overhead) and the principal
// variation of `info` lines (to check it against the bestmove).
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace melee::match {

// `option name <id> type <t> [default <x>] [min <a>] [max <b>] [var <v>]...`; names and values
// may contain blanks.
struct EngineOption {
  std::string name;
  std::string type;
  std::string default_value;
  std::string min_value;  // a spin's bounds; empty for other types
  std::string max_value;
  std::vector<std::string> vars;  // a combo's choices, in order
};
std::optional<EngineOption> ParseOptionLine(std::string_view line);
// The option named `name` (case-insensitive) among `option` lines, if any.
std::optional<EngineOption> FindOption(std::span<const std::string> option_lines,
                                       std::string_view name);

// The first move of an `info ... pv <m1> ...` line of the main line (no `multipv`, or
// `multipv 1`); nullopt for any other line (`info string ...` included).
std::optional<std::string> PvHead(std::string_view info_line);

// A player's own part of a pv token of a simultaneous game: pv lines print the joint `A/B`, so
// p1 (side 0) owns what is before the '/', p2 what is after. Any other token is returned whole.
std::string OwnPart(std::string_view token, int side, bool simultaneous);

}  // namespace melee::match
