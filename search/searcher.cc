#include "search/searcher.h"

#include <chrono>
#include <thread>

namespace melee::search {

void WaitWhileUnbounded(const SearchRequest& request) {
  while ((request.limits.infinite || request.pondering()) && !request.stopped()) {
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
}

}  // namespace melee::search
