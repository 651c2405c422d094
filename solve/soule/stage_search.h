// Internals of the playing search shared by its two searchers (soule_search.cc): the leaf
// value, the limits clock, the starting tactics. Not part of the public API.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <utility>

#include "engine/soule/soule.h"
#include "search/searcher.h"
#include "search/time_manager.h"
#include "solve/soule/relevant_orders.h"
#include "solve/soule/soule_search.h"

namespace melee::soule {

// Eval<Soule> (A's view, centi-units) at which a leaf is worth 0.5: the baselines' scale.
inline constexpr double kEvalSquash = 400;

// A's value in [-1, 1]: +-1 for a goal, 0 for a draw, else the squashed evaluation.
double StageValue(const Position& pos);

// Whether the search must stop: `stop`, the stage budget, the deadline of the one time
// manager (read every kClockInterval stages: a clock read costs about as much as a stage).
class SearchBudget {
 public:
  static constexpr uint64_t kClockInterval = 1024;
  // `config.progress` (may be null) gets a report once a second, counting `stages_before`
  // stages resolved by an earlier part of the same search: the current strategy through
  // `config.on_strategy` once the search has one (SetCurrent), else bare counters.
  SearchBudget(const search::SearchRequest& request, Side side, uint64_t max_stages,
               const SouleSearchConfig& config, uint64_t stages_before = 0);
  void Count() { ++nodes_; }
  // The hard stop: `stop`, the stage budget, the deadline's search time.
  bool Exhausted();
  // What the reports show while the search runs: the strategy it would answer now, nullopt
  // before it has one. Cleared (null) before the state it reads goes out of scope.
  void SetCurrent(std::function<std::optional<SouleStrategy>()> current) {
    current_ = std::move(current);
  }
  // The double oracle's iteration, for the progress reports.
  void SetDepth(int depth) { depth_ = depth; }
  // Under a clock (not a movetime): whether a deeper iteration is worth starting (the
  // double oracle), and whether the optimum is spent (SM-MCTS stops there).
  bool DeepenAllowed() const { return request_.pondering() || deadline_.IterationAllowed(); }
  bool SoftLimitReached() const { return !request_.pondering() && deadline_.SoftLimitReached(); }
  uint64_t nodes() const { return nodes_; }

 private:
  const search::SearchRequest& request_;
  search::Deadline deadline_;
  uint64_t max_nodes_;  // 0: no limit
  uint64_t nodes_ = 0;
  uint64_t next_clock_ = kClockInterval;
  bool exhausted_ = false;
  search::ProgressReports* progress_;
  std::function<void(const SouleStrategy&)> on_strategy_;
  std::function<std::optional<SouleStrategy>()> current_;
  uint64_t stages_before_;
  int depth_ = 1;

  void Report();
};

// Everybody waits (placement: every player at distance 2).
Tactic WaitingTactic(const Position& pos);
// Every player who can push the ball now pushes, the others step toward it.
Tactic PushingTactic(const Position& pos, Side side);

// The double oracle's best responses enumerate a side's relevant tactics up to this many
// (exact), else search by coordinate ascent.
inline constexpr uint64_t kExactOracleTactics = 400;
// The product of the relevant set sizes of `team`, saturating just above `cap`.
uint64_t RelevantTacticsUpTo(const TeamOrders& team, uint64_t cap);

// The double-oracle search (double_oracle_search.cc).
// `max_depth`: the stages searched at most (0: kMaxSearchDepth).
SouleStrategy DoubleOracleSearch(const Position& pos, Side side, int max_depth,
                                 const SouleSearchConfig& config, SearchBudget& budget);

}  // namespace melee::soule
