// EngineSpec: how to start one engine and configure it, parsed from the command line's
// `key=value` words: name=AB cmd=build/melee arg=--variant arg=soule dir=/tmp
// option.Search=alphabeta "option.Move Overhead=10" stderr=ab.log, and the engine's own
// search limits over the tournament's: tc=20+0.2 st=0.5 movetime=500 depth=8 nodes=20000.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "match/engine_process.h"
#include "match/time_control.h"

namespace melee::match {

struct EngineSpec {
  std::string name;
  ProcessSpec process;
  std::vector<std::pair<std::string, std::string>> options;  // setoption name/value, in order
  std::string stderr_path;                                   // empty: discarded
  std::vector<std::pair<std::string, std::string>> limits;   // tc=, st=, ...: key/value, in order
};

// The limits `spec` plays under: the tournament's `defaults` with the engine's own limit words
// applied over them (see TimeControl::ApplyLimit).
TimeControl EngineTimeControl(const TimeControl& defaults, const EngineSpec& spec);

// Parses the words of one --engine; `each` words (--each) come first so that the engine's
// own words override them. Returns nullopt and sets `error` on a malformed word.
std::optional<EngineSpec> ParseEngineSpec(std::span<const std::string> words, std::string& error);

// A single string as given to --compliance: either key=value words separated by blanks or just
// a command.
std::optional<EngineSpec> ParseEngineString(std::string_view text, std::string& error);

}  // namespace melee::match
