// What the threads of one search share: the table, the stop conditions and the node counters
// (every field a thread writes during the search is a relaxed atomic); and the vote that picks
// the thread whose move is played.
#pragma once

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <utility>

#include "engine/core/input_poll.h"
#include "search/progress.h"
#include "search/score.h"
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
  bool external_stop() const {
    PollInput();
    return external_stop_.load(std::memory_order_relaxed);
  }
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
    if ((n & kPollMask) == 0) {
      if (external_stop() || OutOfTime()) {
        Abort();
      } else if (thread == 0 && progress_ != nullptr && progress_->Due()) {
        report_progress_();
      }
    }
    return !aborted();
  }
  // The main thread's progress reports: `report` runs on thread 0's polls once one is due.
  void SetProgress(const ProgressReports* progress, std::function<void()> report) {
    progress_ = progress;
    report_progress_ = std::move(report);
  }
  // Checks the stop conditions at once: after generating a node's steps, which can cost as
  // much as thousands of leaves (Cannon Ball's kick chains).
  bool Poll() {
    if (external_stop() || OutOfTime()) Abort();
    return !aborted();
  }
  // The check after `thread` generated a node's `steps`: Poll once kPollSteps steps were
  // generated since its last one (a Cannon Ball generation with its kick chains can cost as
  // much as thousands of leaves, and is checked at once), else the abort flag only (a clock
  // read after every 56-step Bulltricker generation was 2.5 % of a timed search).
  bool PollAfterGeneration(int thread, std::size_t steps) {
    uint64_t& unpolled = counters_[static_cast<std::size_t>(thread)].unpolled_steps;
    unpolled += steps;
    if (unpolled < kPollSteps) return !aborted();
    unpolled = 0;
    return Poll();
  }
  // The iteration the main thread searches: helpers search it too (sharing out its PV nodes'
  // steps, SharedOutRank), then go ahead.
  int main_depth() const { return main_depth_.load(std::memory_order_relaxed); }
  void SetMainDepth(int depth) { main_depth_.store(depth, std::memory_order_relaxed); }
  int threads() const { return threads_; }

  // Root claims: the root moves after the first go to the threads one by one, each taking the
  // next one no thread has started in the same pass (an iteration's root search, or its
  // aspiration re-search), so that two threads search the root's best candidates side by side
  // (the refutations of poor moves are cheap, the close candidates are not: docs/search.md,
  // Threads).
  void PrepareRootClaims(std::size_t root_moves) {
    root_claims_ = std::make_unique<std::atomic<int>[]>(root_moves);
  }
  // Whether the calling thread is the first to start root move `id` in `pass` (> 0).
  bool ClaimRootMove(std::size_t id, int pass) {
    std::atomic<int>& claim = root_claims_[id];
    int seen = claim.load(std::memory_order_relaxed);
    while (seen < pass) {
      if (claim.compare_exchange_weak(seen, pass, std::memory_order_relaxed)) return true;
    }
    return false;
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
  static constexpr uint64_t kPollSteps = 1024;
  struct alignas(64) Counter {  // one cache line per thread: no false sharing
    std::atomic<uint64_t> nodes{0};
    uint64_t unpolled_steps = 0;  // PollAfterGeneration's, the owning thread's only
  };

  TranspositionTable& tt_;
  const std::atomic<bool>& external_stop_;
  const std::atomic<bool>* ponderhit_;
  std::atomic<bool> abort_{false};
  std::atomic<int> main_depth_{0};
  Deadline deadline_;
  std::optional<int64_t> node_limit_;
  std::unique_ptr<Counter[]> counters_;
  std::unique_ptr<std::atomic<int>[]> root_claims_;
  const ProgressReports* progress_ = nullptr;
  std::function<void()> report_progress_;
  int threads_;
};

// The rank (in the node's order) of the n-th step thread `thread` of `threads` searches at a
// PV node below the root (the root's moves are claimed: ClaimRootMove) of `count` steps: a
// permutation of 0 .. count - 1 that starts with 0. Every thread searches the first step first;
// after it, thread t starts at the t-th `threads`-th of the rest and wraps around, so that the
// threads share out the null-window searches of the PV's siblings, most of an iteration, and each
// finds the others' results in the table when it reaches their steps (without it two threads
// search the same steps in the same order: same history, same table; docs/search.md, Threads).
inline std::size_t SharedOutRank(std::size_t n, std::size_t count, int thread, int threads) {
  if (n == 0 || thread <= 0 || threads <= 1 || count <= 2) return n;
  const std::size_t rest = count - 1;
  const std::size_t offset =
      static_cast<std::size_t>(thread) * rest / static_cast<std::size_t>(threads);
  return 1 + (n - 1 + offset) % rest;
}

// What the vote for a Lazy SMP answer needs of one thread.
struct ThreadSummary {
  uint64_t move_key = 0;  // names the thread's best root move (its child position's key)
  int score = 0;          // that move's score
  int depth = 0;          // the iteration that proved that score (0: none yet); an interrupted
                          // iteration counts once it proved its best move
};

// The thread whose best root move is played. A proven win takes over (the quickest one).
// Otherwise only the threads at the deepest depth vote, as Stockfish's get_best_thread does:
// each votes for its move with weight (score - lowest score + kVoteBase) x depth, and thread
// 0 (the main thread) stands unless another thread's move has more votes. A shallower
// iteration never outvotes a deeper one: its score is older evidence (a move that looked best
// at depth 5 may have dropped at 6), and `go depth D` must answer with a move best at depth D.
// A proven loss never votes while another move is not proven lost.
inline std::size_t VoteBestThread(std::span<const ThreadSummary> threads) {
  constexpr int64_t kVoteBase = 14;  // a thread at the lowest score still votes
  if (threads.size() <= 1) return 0;
  std::optional<std::size_t> win;
  int deepest = 0;
  for (std::size_t i = 0; i < threads.size(); ++i) {
    const ThreadSummary& t = threads[i];
    if (t.depth == 0) continue;
    if (t.score >= kWinBound && (!win || t.score > threads[*win].score)) win = i;
    if (t.score > -kWinBound) deepest = std::max(deepest, t.depth);
  }
  if (win) return *win;
  auto votes = [&](const ThreadSummary& t) { return t.depth == deepest && t.score > -kWinBound; };
  std::size_t best = 0;
  if (deepest == 0) {  // none proved a move that is not lost: the longest resistance
    for (std::size_t i = 1; i < threads.size(); ++i) {
      if (threads[i].depth > 0 &&
          (threads[best].depth == 0 || threads[i].score > threads[best].score)) {
        best = i;
      }
    }
    return best;
  }
  int min_score = kInfinite;
  for (const ThreadSummary& t : threads) {
    if (votes(t)) min_score = std::min(min_score, t.score);
  }
  auto votes_for = [&](uint64_t key) {
    int64_t total = 0;
    for (const ThreadSummary& t : threads) {
      if (votes(t) && t.move_key == key) total += (t.score - min_score + kVoteBase) * t.depth;
    }
    return total;
  };
  while (!votes(threads[best])) ++best;
  for (std::size_t i = best + 1; i < threads.size(); ++i) {
    if (votes(threads[i]) && votes_for(threads[i].move_key) > votes_for(threads[best].move_key)) {
      best = i;
    }
  }
  return best;
}

}  // namespace melee::search
