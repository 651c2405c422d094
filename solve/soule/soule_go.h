// `go` and `go mate <n>` for Soule, ready for protocol/simultaneous_session.h: the session maps
// GoLimits and EngineOptions into a SouleGoRequest field by field (solve/ never includes
// protocol/), prints `info <line>` for each info line and `info string <text>` for each
// info string, and answers `bestmove <FormatTactic(tactic)>`.
#pragma once

#include <atomic>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "engine/soule/soule.h"

namespace melee::soule {

struct SouleGoRequest {
  std::optional<int64_t> movetime_ms;
  std::optional<int64_t> time_left_ms;  // this side's clock (p1time or p2time)
  std::optional<int64_t> increment_ms;  // this side's increment
  std::optional<int> movestogo;
  std::optional<int64_t> nodes;  // stages resolved
  std::optional<int> depth;      // stages searched
  std::optional<int> mate;       // `go mate <n>`: forced goal within n stages
  bool infinite = false;         // until `stop`
  int move_overhead_ms = 30;
  uint64_t seed = 0;          // `Seed`
  bool analyse_mode = false;  // `UCI_AnalyseMode`: the most probable tactic
  bool mcts = false;          // `Search` = mcts (else double oracle)
  // `Soule Blind` off and the engine plays B: A's pending part (else null).
  const Tactic* known_opponent = nullptr;
};

struct SouleGoAnswer {
  Tactic tactic;
  std::vector<std::string> info;          // "depth 2 score cp 13 nodes ... pv <tactic>"
  std::vector<std::string> info_strings;  // "mate 2 proof 48", "mate none", "strategy ..."
};

// The position must not be over. `stop` may be null.
SouleGoAnswer SouleGo(const Position& pos, Side side, const SouleGoRequest& request,
                      const std::atomic<bool>* stop);

}  // namespace melee::soule
