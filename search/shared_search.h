// What the threads of one search share: the table, the stop conditions and the node counters.
// Every field a thread writes during the search is a relaxed atomic.
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>
#include <optional>

#include "search/time_manager.h"
#include "search/tt.h"

namespace melee::search {

class SharedSearch {
 public:
  // `ponderhit`: while pondering (non-null and false) the clock never stops the search.
  SharedSearch(TranspositionTable& tt, const std::atomic<bool>& external_stop,
               const std::atomic<bool>* ponderhit, Deadline deadline,
               std::optional<int64_t> node_limit, int threads)
      : tt_(tt),
        external_stop_(external_stop),
        ponderhit_(ponderhit),
        deadline_(deadline),
        node_limit_(node_limit),
        counters_(std::make_unique<Counter[]>(static_cast<std::size_t>(threads))),
        threads_(threads) {}

  TranspositionTable& tt() { return tt_; }
  const Deadline& deadline() const { return deadline_; }
  bool aborted() const { return abort_.load(std::memory_order_relaxed); }
  void Abort() { abort_.store(true, std::memory_order_relaxed); }
  bool external_stop() const { return external_stop_.load(std::memory_order_relaxed); }
  bool pondering() const {
    return ponderhit_ != nullptr && !ponderhit_->load(std::memory_order_relaxed);
  }
  bool OutOfTime() const { return !pondering() && deadline_.SearchTimeUp(); }

  // One more node for `thread`; every kPollMask + 1 nodes the stop conditions are checked.
  // Returns false once the search must unwind.
  bool CountNode(int thread) {
    std::atomic<uint64_t>& mine = counters_[static_cast<std::size_t>(thread)].nodes;
    const uint64_t n = mine.load(std::memory_order_relaxed) + 1;
    mine.store(n, std::memory_order_relaxed);
    // A per-thread node limit is exact with one thread (the deterministic case).
    if (node_limit_ && static_cast<int64_t>(n) >= *node_limit_) Abort();
    if ((n & kPollMask) == 0 && (external_stop() || OutOfTime())) Abort();
    return !aborted();
  }
  // Checks the stop conditions at once: after generating a node's steps, which can cost as
  // much as thousands of leaves (Cannon Ball's kick chains).
  bool Poll() {
    if (external_stop() || OutOfTime()) Abort();
    return !aborted();
  }
  uint64_t TotalNodes() const {
    uint64_t total = 0;
    for (int t = 0; t < threads_; ++t) {
      total += counters_[static_cast<std::size_t>(t)].nodes.load(std::memory_order_relaxed);
    }
    return total;
  }

 private:
  // Polling every 64 nodes answers `stop` within a fraction of a millisecond even where a
  // node generates a thousand steps (Cannon Ball, BALL); a clock read costs far less.
  static constexpr uint64_t kPollMask = 63;
  struct alignas(64) Counter {  // one cache line per thread: no false sharing
    std::atomic<uint64_t> nodes{0};
  };

  TranspositionTable& tt_;
  const std::atomic<bool>& external_stop_;
  const std::atomic<bool>* ponderhit_;
  std::atomic<bool> abort_{false};
  Deadline deadline_;
  std::optional<int64_t> node_limit_;
  std::unique_ptr<Counter[]> counters_;
  int threads_;
};

}  // namespace melee::search
