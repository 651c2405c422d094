// The Searcher concept: what every searcher of Melee models (alpha-beta, MCTS, the greedy and
// random baselines, Soule's double oracle, SM-MCTS and forced-goal solver), so the sessions
// run any of them the same way: one SearchLimits in, IterationInfo reports out through
// SearchCallbacks, one SearchOutcome whose `last` reports the move played (search/report.h).
//
// Every searcher obeys every limit of SearchLimits (depth, nodes, movetime, clocks, infinite
// until `stop`, ponder until `stop` or ponderhit, mate), whatever its memory state, and answers
// a legal move even when stopped at once. Each searcher has its own Root: what it searches
// from (a turn game's position and record; a Soule position and the side to answer for).
#pragma once

#include <atomic>
#include <concepts>
#include <cstdint>
#include <span>

#include "engine/core/input_poll.h"
#include "search/limits.h"
#include "search/progress.h"
#include "search/report.h"

namespace melee::search {

// What a `go` hands a searcher besides its root: the limits, options, callbacks, and the
// protocol's two flags (`stop`; `ponderhit`, null outside a ponder search).
struct SearchRequest {
  const SearchLimits& limits;
  const SearchOptions& options;
  const SearchCallbacks& callbacks;
  const std::atomic<bool>& stop;
  const std::atomic<bool>* ponderhit = nullptr;

  // Whether a ponder search is still waiting for ponderhit (the clock does not run yet).
  bool pondering() const {
    return limits.ponder && (ponderhit == nullptr || !ponderhit->load(std::memory_order_relaxed));
  }
  bool stopped() const {
    PollInput();
    return stop.load(std::memory_order_relaxed);
  }
};

// The parts of a request owned in one place, for callers outside the protocol (the bench,
// tools, tests): set the fields, then search with request().
struct SearchSetup {
  SearchLimits limits;
  SearchOptions options;
  SearchCallbacks callbacks;
  std::atomic<bool> stop{false};
  SearchRequest request() const { return {limits, options, callbacks, stop, nullptr}; }
};

template <class S>
concept Searcher = requires(S& searcher, const typename S::Root& root,
                            const SearchRequest& request) {
  { searcher.Search(root, request) } -> std::same_as<SearchOutcome>;
};

// The root of a turn game's search: the position and G::RepetitionKey of every position of
// the game record before it, oldest first.
template <class Position>
struct TurnRoot {
  const Position& position;
  std::span<const uint64_t> record_keys;
};

// `go infinite` never answers before `stop`, `go ponder` not before `stop` or ponderhit, even
// with nothing left to search. While it waits, `progress` (when given) sends `counters` (the
// finished search's) as a progress report once a second.
void WaitWhileUnbounded(const SearchRequest& request, ProgressReports* progress = nullptr,
                        const IterationInfo& counters = {});

// For a searcher that has decided its answer, reported by `last`, before `stop` or ponderhit
// may end an unbounded search: `last` is reported at once and again once a second while it
// waits (above), its time and nps brought up to date each time, so a GUI keeps the answer's
// score, pv and strategy in view. Returns at once otherwise.
void ReportAndWaitWhileUnbounded(const SearchRequest& request, IterationInfo& last);

}  // namespace melee::search
