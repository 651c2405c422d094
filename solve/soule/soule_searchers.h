// Soule's searchers under the one search contract (search/searcher.h):
//  * SoulePlayingSearcher — the double oracle (`Search alphabeta`, the default) or SM-MCTS
//    (`Search mcts`): a mixed strategy, sampled for the answer (UCI_AnalyseMode: its most
//    probable tactic) from (Seed, the session's sample index, position);
//  * ForcedGoalSearcher — `go mate <n>`: the forced-goal solver; when no forced goal exists
//    it says `mate none` (`mate unknown` when `stop` or the limits end the solver first) and
//    plays the playing search's answer, within the same limits.
// (The random and greedy baselines are search::SimultaneousBaselineSearcher<Soule>.)
// Every answer's report prints the joint token `<A-part>/<B-part>` (protocol spec): the
// engine's own part and the reply the search expects (the opponent's most probable tactic).
#pragma once

#include "engine/soule/soule.h"
#include "eval/soule/soule_eval.h"
#include "search/searcher.h"
#include "search/simultaneous_baselines.h"
#include "solve/soule/soule_search.h"

namespace melee::soule {

using SouleRoot = search::SimultaneousRoot<Soule>;

class SoulePlayingSearcher {
 public:
  using Root = SouleRoot;
  explicit SoulePlayingSearcher(SouleSearchKind kind) : kind_(kind) {}
  search::SearchOutcome Search(const Root& root, const search::SearchRequest& request) const;

 private:
  SouleSearchKind kind_;
};

class ForcedGoalSearcher {
 public:
  using Root = SouleRoot;
  // `fallback`: the playing search used when no forced goal is found.
  explicit ForcedGoalSearcher(SouleSearchKind fallback) : fallback_(fallback) {}
  search::SearchOutcome Search(const Root& root, const search::SearchRequest& request) const;

 private:
  SouleSearchKind fallback_;
};

static_assert(search::Searcher<SoulePlayingSearcher>);
static_assert(search::Searcher<ForcedGoalSearcher>);
static_assert(search::Searcher<search::SimultaneousBaselineSearcher<Soule, Eval<Soule>>>);

}  // namespace melee::soule
