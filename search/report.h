// The one search contract's outputs: searchers report through callbacks only (they never
// print; protocol/info_format.cc is the one place that formats `info` lines).
//
// Every searcher reports at least once a second while it searches or waits for `stop`
// (search/progress.h), so a GUI's analysis never looks frozen.
//
// Every searcher returns a SearchOutcome whose `last` is the report of the move it plays:
// last.pv[0] is best_move (Soule: the joint token whose own part is best_move). The protocol
// prints `last` before `bestmove` unless it was the last report already printed, so a GUI's
// last `info ... pv` line always shows the move played.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace melee::search {

// One move of a mixed strategy (Soule): its probability and token.
struct WeightedMove {
  double probability = 0;
  std::string token;
  bool operator==(const WeightedMove&) const = default;
};

struct IterationInfo {
  int depth = 0;
  int seldepth = 0;
  int multipv = 1;
  bool is_mate = false;
  int score = 0;  // centi-units, or with is_mate the mover's turns to the decision (<0: loss)
  uint64_t nodes = 0;
  uint64_t nps = 0;
  int64_t time_ms = 0;
  int hashfull = -1;                   // per mille; < 0: the searcher has no table
  std::vector<std::string> pv;         // whole-turn tokens (Soule: joint tokens A/B)
  std::vector<WeightedMove> strategy;  // a mixed strategy's most probable moves, if any
  // A progress report (search/progress.h): the counters of a search still running, with no
  // score and no pv; the root move being searched (a whole-turn token) and its number from 1
  // where the searcher has them (currmovenumber 0: none).
  bool progress = false;
  std::string currmove;
  int currmovenumber = 0;
  bool operator==(const IterationInfo&) const = default;
};

struct SearchCallbacks {
  std::function<void(const IterationInfo&)> on_iteration;  // may be empty
  std::function<void(std::string_view)> on_text;           // `info string`; may be empty
};

struct SearchOutcome {
  std::string best_move;    // "(none)" when the root has no legal move
  std::string ponder_move;  // empty when there is none
  IterationInfo last;       // the report of best_move (see above)
};

}  // namespace melee::search
