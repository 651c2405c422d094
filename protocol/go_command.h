// Parsing of `go` arguments (UGI names and their UCI aliases).
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "protocol/session.h"

namespace melee {

inline constexpr int kMaxPerftDepth = 32;

struct GoCommand {
  std::optional<int> perft_depth;  // `go perft <n>`: no search
  GoLimits limits;
};

// `args` are the tokens after `go`. nullopt, with the reason in `error`, for an unknown
// keyword, a missing or malformed number, or a repeated limit.
std::optional<GoCommand> ParseGo(std::span<const std::string_view> args, std::string& error);

}  // namespace melee
