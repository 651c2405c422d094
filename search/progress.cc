#include "search/progress.h"

#include <algorithm>
#include <chrono>
#include <utility>

namespace melee::search {

int64_t ProgressReports::ElapsedMs() const {
  return std::chrono::duration_cast<std::chrono::milliseconds>(SearchClock::now() - start_).count();
}

void ProgressReports::SendProgress(IterationInfo counters) {
  counters.progress = true;
  counters.multipv = 1;
  counters.is_mate = false;
  counters.score = 0;
  counters.pv.clear();
  counters.strategy.clear();
  const int64_t us = std::max<int64_t>(
      1,
      std::chrono::duration_cast<std::chrono::microseconds>(SearchClock::now() - start_).count());
  counters.time_ms = us / 1000;
  counters.nps = counters.nodes * 1'000'000 / static_cast<uint64_t>(us);
  Send(counters);
}

}  // namespace melee::search
