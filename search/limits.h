// What one search may spend and how it runs: the searcher's mirror of the protocol's GoLimits
// and EngineOptions (search/ never includes protocol/; the session maps field by field).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace melee::search {

struct SearchLimits {
  std::optional<int64_t> time[2];  // p1time / p2time, ms, indexed by Index(Side)
  std::optional<int64_t> inc[2];   // p1inc / p2inc, ms
  std::optional<int> movestogo;
  std::optional<int64_t> movetime;  // ms
  std::optional<int> depth;         // in depth units (see alpha_beta.h: the root turn + steps)
  std::optional<int64_t> nodes;
  std::optional<int> mate;  // stop once a win in at most this many own turns is proven
  bool infinite = false;    // search until stopped
  bool ponder = false;      // no stop by time until the ponderhit flag (see AlphaBeta::Search)
  std::vector<std::string> searchmoves;  // whole-turn tokens; empty = all legal turns
};

struct SearchOptions {
  int threads = 1;
  int multi_pv = 1;
  int move_overhead_ms = 30;
};

}  // namespace melee::search
