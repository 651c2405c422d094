// Progress reports: every searcher reports at least once a second during any search, so that a
// GUI's analysis never looks frozen while one iteration runs for seconds, or while an unbounded
// search has finished and waits for `stop` (docs/protocol.md). ProgressReports times the
// reports on the search's own clock (from the `go`): every report a searcher sends through it
// (an iteration's or a progress one) puts the next due a second later, and the searcher asks
// Due() where it already polls its stop conditions (a clock read: every few dozen nodes at
// most). A progress report is IterationInfo::progress: counters, no score, no pv.
#pragma once

#include <cstdint>

#include "search/limits.h"
#include "search/report.h"

namespace melee::search {

inline constexpr int64_t kProgressIntervalMs = 1000;

class ProgressReports {
 public:
  // The first report is due at `first_ms` (a searcher without iterations reports early).
  ProgressReports(const SearchCallbacks& callbacks, SearchClock::time_point start,
                  int64_t first_ms = kProgressIntervalMs)
      : callbacks_(callbacks), start_(start), next_ms_(first_ms) {}

  // Whether a report is due (never without a report callback).
  bool Due() const { return callbacks_.on_iteration && ElapsedMs() >= next_ms_; }
  // Sends any report; the next one is due a second later.
  void Send(const IterationInfo& info) {
    if (callbacks_.on_iteration) callbacks_.on_iteration(info);
    next_ms_ = ElapsedMs() + kProgressIntervalMs;
  }
  // Sends `counters` as a progress report (no score, pv or strategy), its time and nps now.
  void SendProgress(IterationInfo counters);
  int64_t ElapsedMs() const;

 private:
  const SearchCallbacks& callbacks_;
  SearchClock::time_point start_;
  int64_t next_ms_;
};

}  // namespace melee::search
