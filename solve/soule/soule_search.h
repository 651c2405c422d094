// The playing search for Soule (`go`): a mixed strategy for one side and its value.
//
//  * Double oracle (`Search alphabeta`): depth-limited backward induction over stages; at every
//  node the
//    restricted matrix game is grown by double oracle (search/double_oracle.h) and solved
//    exactly (search/matrix_game.h). Best responses: exact enumeration of the side's relevant
//    tactics when there are few, else coordinate ascent over the side's players (one player's
//    order changed at a time, best first, until no player improves). While a best response
//    sums a candidate's payoffs against the opponent's mix (largest weight first), it stops as
//    soon as even a win on the rest cannot beat the best so far: the serialized bound, in
//    which the opponent's mix is fixed and this side moves second. Leaves: Eval<Soule>
//    squashed into (-1, 1). Iterative deepening on the stages; values are cached per
//    (position, depth). The placement stage is searched the same way (orders = distances).
//  * SM-MCTS with regret matching (search/sm_mcts.h), the default: candidates "everybody
//    waits", "every pusher pushes", then weighted proposals (tactic_proposals.h), which also
//    play the playouts to the match's end; the root's average strategy, thresholded. On
//    small positions the default is the exact double oracle when it reaches the match's end
//    within kExactSearchStages.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "engine/soule/soule.h"
#include "search/double_oracle.h"
#include "search/searcher.h"

namespace melee::soule {

enum class SouleSearchKind { kDoubleOracle, kMcts };
struct SouleStrategy;

// How the playing search runs; how long it runs is the search contract's SearchLimits:
// `depth` stages (double oracle; SM-MCTS resolves kMctsStagesPerDepth stages a unit),
// `nodes` stages resolved, the clock or movetime through search/time_manager.h, `infinite` and
// `ponder` until `stop` (or ponderhit). With none of them it resolves kDefaultStages stages.
struct SouleSearchConfig {
  SouleSearchKind kind = SouleSearchKind::kDoubleOracle;
  uint64_t seed = 0;  // MCTS sampling
  // Playing B with `Soule Blind` off: A's revealed part. The answer is then the best reply to
  // it (a pure strategy), searched `depth` stages deep.
  const Tactic* known_opponent = nullptr;
  // Best responses by coordinate ascent even where exact enumeration would run (to measure
  // the ascent oracle's exploitability on small instances).
  bool ascent_only = false;
  // The shallow ascent oracle (candidates scored one stage deep, the pick at full depth; the
  // default on large nodes) everywhere, to measure its exploitability on small instances.
  bool shallow_oracle_only = false;
  // SM-MCTS even where the default would solve exactly (to measure SM-MCTS itself).
  bool mcts_only = false;
  // Where the search reports (may be empty): once a second (search/progress.h), and the
  // double oracle's strategy after each iteration it finishes. `on_strategy` reports the
  // strategy the search would answer now, its stages so far counted, through `progress`:
  // after each finished iteration, and once a second in place of a bare progress report
  // (SM-MCTS: the root's strategy so far; the double oracle: its last finished iteration's),
  // so that `go infinite` shows a score, a pv and a strategy all along.
  search::ProgressReports* progress = nullptr;
  std::function<void(const SouleStrategy&)> on_strategy;
};

inline constexpr int kMaxSearchDepth = 8;
// A `go` with no limit at all resolves this many stages (its time: docs/protocol.md).
inline constexpr uint64_t kDefaultStages = 200'000;
inline constexpr uint64_t kMctsStagesPerDepth = 25'000;
// SM-MCTS's playouts: up to this many stages (a 7-turn match and its placement end sooner;
// a knock-out match is evaluated there). Playouts to the end beat 2-stage random ones
// (docs/soule_search.md, "Playing search").
inline constexpr int kMctsPlayoutStages = 8;
// The default search first tries the exact double oracle on small positions (both sides'
// relevant tactics within its exact oracle's limit, the match's end within kMaxSearchDepth)
// with this many stages; unfinished, it runs SM-MCTS.
inline constexpr uint64_t kExactSearchStages = 20'000;
// SM-MCTS's answer drops root tactics below this average probability (search/sm_mcts.h).
inline constexpr double kMctsRootThreshold = 0.10;

struct SouleStrategy {
  search::MixedStrategy<Tactic> mix;           // the side's tactics and probabilities
  search::MixedStrategy<Tactic> opponent_mix;  // the opponent's, as the search expects it
  double value = 0;                            // the side's view, in [-1, 1]
  int depth = 0;                               // double oracle: deepest finished iteration
  uint64_t nodes = 0;                          // stages resolved
  double gap = 0;                              // double oracle: the root oracles' remaining gain
};

SouleStrategy SearchSoule(const Position& pos, Side side, const search::SearchRequest& request,
                          const SouleSearchConfig& config);

// The tactic to play: sampled from the mix with a generator seeded by (seed, sample index,
// position key): reproducible from the Seed option and the session's commands.
Tactic SampleTactic(const SouleStrategy& strategy, uint64_t seed, uint64_t sample_index,
                    uint64_t key);
// UCI_AnalyseMode: the most probable tactic (the first on ties).
Tactic MostProbableTactic(const SouleStrategy& strategy);
// The report's strategy: up to kStrategyShown tactics, most probable first.
inline constexpr int kStrategyShown = 4;
std::vector<search::WeightedMove> StrategyReport(const Position& pos, Side side,
                                                 const search::MixedStrategy<Tactic>& mix);
// `score cp`: 100 x value, rounded.
int ScoreCp(const SouleStrategy& strategy);

}  // namespace melee::soule
