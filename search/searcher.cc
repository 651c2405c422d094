#include "search/searcher.h"

#include <chrono>
#include <thread>

#include "search/time_manager.h"

namespace melee::search {

namespace {

// Waits while the search is unbounded, calling `report` whenever `progress` has one due.
template <class Report>
void WaitReporting(const SearchRequest& request, ProgressReports* progress, Report report) {
  while ((request.limits.infinite || request.pondering()) && !request.stopped()) {
    if (progress != nullptr && progress->Due()) report();
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
}

}  // namespace

void WaitWhileUnbounded(const SearchRequest& request, ProgressReports* progress,
                        const IterationInfo& counters) {
  WaitReporting(request, progress, [&] { progress->SendProgress(counters); });
}

void ReportAndWaitWhileUnbounded(const SearchRequest& request, IterationInfo& last) {
  if (request.stopped() || (!request.limits.infinite && !request.pondering())) return;
  ProgressReports progress(request.callbacks, request.limits.start);
  const Deadline clock({}, request.limits.start);
  const auto bring_up_to_date = [&] {
    last.nps = clock.Nps(last.nodes);
    last.time_ms = clock.ElapsedMs();
  };
  progress.Send(last);
  WaitReporting(request, &progress, [&] {
    bring_up_to_date();
    progress.Send(last);
  });
  bring_up_to_date();
}

}  // namespace melee::search
