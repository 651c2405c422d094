#include "search/searcher.h"

#include <chrono>
#include <thread>

#include "search/time_manager.h"

namespace melee::search {

void WaitWhileUnbounded(const SearchRequest& request, ProgressReports* progress,
                        const IterationInfo& counters) {
  while ((request.limits.infinite || request.pondering()) && !request.stopped()) {
    if (progress != nullptr && progress->Due()) progress->SendProgress(counters);
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
}

void ReportAndWaitWhileUnbounded(const SearchRequest& request, IterationInfo& last) {
  if (request.stopped() || (!request.limits.infinite && !request.pondering())) return;
  ProgressReports progress(request.callbacks, request.limits.start);
  progress.Send(last);
  WaitWhileUnbounded(request, &progress, last);
  const Deadline clock({}, request.limits.start);
  last.nps = clock.Nps(last.nodes);
  last.time_ms = clock.ElapsedMs();
}

}  // namespace melee::search
