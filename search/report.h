// What the searcher tells its caller, through callbacks only (it never prints). One
// IterationInfo per MultiPV line per completed iteration; FormatInfo gives the protocol's
// `info` fields for it.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace melee::search {

struct IterationInfo {
  int depth = 0;
  int seldepth = 0;
  int multipv = 1;
  bool is_mate = false;
  int score = 0;  // centi-units, or with is_mate the mover's turns to the decision (<0: loss)
  uint64_t nodes = 0;
  uint64_t nps = 0;
  int64_t time_ms = 0;
  int hashfull = 0;             // per mille
  std::vector<std::string> pv;  // whole-turn tokens
};

struct SearchCallbacks {
  std::function<void(const IterationInfo&)> on_iteration;  // may be empty
};

struct SearchOutcome {
  std::string best_move;    // "(none)" when the root has no legal turn
  std::string ponder_move;  // empty when the pv is one turn long
  IterationInfo last;       // the last completed iteration's first line
};

// "depth 5 seldepth 9 multipv 1 score cp 31 nodes 1234 nps 56789 hashfull 3 time 21 pv a b".
std::string FormatInfo(const IterationInfo& info);

}  // namespace melee::search
