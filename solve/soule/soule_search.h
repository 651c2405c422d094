// The playing search for Soule (`go`): a mixed strategy for one side and its value.
//
//  * Double oracle (default): depth-limited backward induction over stages; at every node the
//    restricted matrix game is grown by double oracle (search/double_oracle.h) and solved
//    exactly (search/matrix_game.h). Best responses: exact enumeration of the side's relevant
//    tactics when there are few, else coordinate ascent over the side's players (one player's
//    order changed at a time, best first, until no player improves). While a best response
//    sums a candidate's payoffs against the opponent's mix (largest weight first), it stops as
//    soon as even a win on the rest cannot beat the best so far: the serialized bound, in
//    which the opponent's mix is fixed and this side moves second. Leaves: Eval<Soule>
//    squashed into (-1, 1). Iterative deepening on the stages; values are cached per
//    (position, depth). The placement stage is searched the same way (orders = distances).
//  * SM-MCTS with regret matching (search/sm_mcts.h), candidates: "everybody waits", "every
//    pusher pushes", then random relevant tactics.
#pragma once

#include <atomic>
#include <cstdint>
#include <string>

#include "engine/soule/soule.h"
#include "search/double_oracle.h"

namespace melee::soule {

enum class SouleSearchKind { kDoubleOracle, kMcts };

struct SouleSearchLimits {
  int depth = 0;            // stages searched (double oracle); 0 = up to kMaxSearchDepth
  uint64_t nodes = 0;       // stages resolved; 0 = no limit
  int64_t movetime_ms = 0;  // 0 = no limit (then depth, nodes or `stop` must end it)
  SouleSearchKind kind = SouleSearchKind::kDoubleOracle;
  uint64_t seed = 0;  // MCTS sampling
  // Playing B with `Soule Blind` off: A's revealed part. The answer is then the best reply to
  // it (a pure strategy), searched `depth` stages deep.
  const Tactic* known_opponent = nullptr;
  // Best responses by coordinate ascent even where exact enumeration would run (to measure
  // the ascent oracle's exploitability on small instances).
  bool ascent_only = false;
};

inline constexpr int kMaxSearchDepth = 8;

struct SouleStrategy {
  search::MixedStrategy<Tactic> mix;  // the side's tactics and probabilities
  double value = 0;                   // the side's view, in [-1, 1]
  int depth = 0;                      // double oracle: deepest finished iteration
  uint64_t nodes = 0;                 // stages resolved
  double gap = 0;                     // double oracle: the root oracles' remaining gain
};

SouleStrategy SearchSoule(const Position& pos, Side side, const SouleSearchLimits& limits,
                          const std::atomic<bool>* stop = nullptr);

// The tactic to play: sampled from the mix with a generator seeded by (seed, position key),
// so the same seed and position give the same answer.
Tactic SampleTactic(const SouleStrategy& strategy, uint64_t seed, uint64_t key);
// UCI_AnalyseMode: the most probable tactic (the first on ties).
Tactic MostProbableTactic(const SouleStrategy& strategy);
// `info string strategy` text: up to kStrategyShown "<p>:<tactic>", most probable first.
inline constexpr int kStrategyShown = 4;
std::string FormatStrategy(const Position& pos, Side side, const SouleStrategy& strategy);
// `score cp`: 100 x value, rounded.
int ScoreCp(const SouleStrategy& strategy);

}  // namespace melee::soule
