// Internals of the playing search shared by its two searchers (soule_search.cc): the leaf
// value, the limits clock, the starting tactics. Not part of the public API.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>

#include "engine/soule/soule.h"
#include "solve/soule/soule_search.h"

namespace melee::soule {

// Eval<Soule> (A's view, centi-units) at which a leaf is worth 0.5: the baselines' scale.
inline constexpr double kEvalSquash = 400;

// A's value in [-1, 1]: +-1 for a goal, 0 for a draw, else the squashed evaluation.
double StageValue(const Position& pos);

// Whether the search must stop: the flag, the stage budget, the clock (read every
// kClockInterval stages: a clock read costs about as much as a stage).
class SearchBudget {
 public:
  static constexpr uint64_t kClockInterval = 1024;
  SearchBudget(const SouleSearchLimits& limits, const std::atomic<bool>* stop);
  void Count() { ++nodes_; }
  bool Exhausted();
  uint64_t nodes() const { return nodes_; }

 private:
  const std::atomic<bool>* stop_;
  uint64_t max_nodes_;
  int64_t movetime_ms_;
  std::chrono::steady_clock::time_point start_;
  uint64_t nodes_ = 0;
  uint64_t next_clock_ = kClockInterval;
  bool exhausted_ = false;
};

// Everybody waits (placement: every player at distance 2).
Tactic WaitingTactic(const Position& pos);
// Every player who can push the ball now pushes, the others step toward it.
Tactic PushingTactic(const Position& pos, Side side);

// The double-oracle search (double_oracle_search.cc).
SouleStrategy DoubleOracleSearch(const Position& pos, Side side, const SouleSearchLimits& limits,
                                 SearchBudget& budget);

}  // namespace melee::soule
