// The forced-goal solver on several threads: the root's full oracle search split by the first
// slot's orders, and its candidate search by chunks of the first slots' orders
// (forced_goal_solver.h says how the threads share R).
#include <algorithm>
#include <atomic>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

#include "solve/soule/forced_goal_solver.h"

namespace melee::soule::forced_goal_internal {

bool Solver::ParallelRefute(const Stage& st, const Hashed& root, const TeamOrders& theirs,
                            const Tactic& candidate, Tactic& reply, ExactKeySet& held) {
  std::vector<ExactKeySet> memos(static_cast<std::size_t>(Threads() - 1));
  const std::optional<Tactic> found =
      FirstOnThreads<Tactic>(theirs.sets[0].size, [&](Solver& solver, int t) {
        ExactKeySet& memo = t == 0 ? held : memos[static_cast<std::size_t>(t - 1)];
        return [&, &solver = solver, &memo = memo](int k) {
          Tactic r;
          const bool refutes =
              solver.RefuteDfs(st, 0, root, theirs, candidate, r, memo, -1, 1u << k);
          return refutes ? std::optional<Tactic>(r) : std::nullopt;
        };
      });
  if (found) reply = *found;
  return found.has_value();
}

Solver& Solver::Helper(int t) {
  while (static_cast<int>(helpers_.size()) < t) {
    helpers_.push_back(std::make_unique<Solver>(us_, budget_));
  }
  return *helpers_[static_cast<std::size_t>(t - 1)];
}

template <class Result, class MakeSearch>
std::optional<Result> Solver::FirstOnThreads(int chunks, const MakeSearch& make) {
  const int threads = Threads();
  std::atomic<int> next{0};
  std::atomic<bool> done{false};
  std::vector<std::optional<Result>> results(static_cast<std::size_t>(threads));
  auto work = [&](Solver& solver, int t) {
    auto search = make(solver, t);  // on its own thread: its state stays local to it
    for (int k = next.fetch_add(1); k < chunks; k = next.fetch_add(1)) {
      std::optional<Result> found = search(k);
      if (solver.stopped()) return;  // another thread's answer, or the budget
      if (found) {
        results[static_cast<std::size_t>(t)] = found;
        done.store(true);
        return;
      }
    }
  };
  // The helpers' flags and slot counts are set before any thread starts.
  std::vector<uint64_t> before;
  for (int t = 1; t < threads; ++t) {
    Solver& helper = Helper(t);
    helper.abort_ = &done;
    before.push_back(helper.nodes_);
  }
  std::vector<std::thread> pool;
  for (int t = 1; t < threads; ++t) pool.emplace_back([&, t] { work(Helper(t), t); });
  abort_ = &done;
  work(*this, 0);
  for (std::thread& thread : pool) thread.join();
  abort_ = nullptr;
  for (std::size_t t = 0; t < before.size(); ++t) {
    helpers_[t]->abort_ = nullptr;
    nodes_ += helpers_[t]->nodes_ - before[t];
  }
  for (const std::optional<Result>& result : results) {
    if (result) return result;
  }
  return std::nullopt;
}

bool Solver::ParallelCandidate(const Stage& st, const Hashed& root, const TeamOrders& ours,
                               std::vector<Tactic>& replies, std::vector<char>& failed,
                               Tactic& out) {
  const int slots = std::min(st.players, kChunkSlots);
  if (failed.empty()) {
    std::size_t chunks = 1;
    for (int i = 0; i < slots; ++i) {
      chunks *= static_cast<std::size_t>(ours.sets[static_cast<std::size_t>(i)].size);
    }
    failed.assign(chunks, 0);
  }
  std::vector<int> open;
  for (std::size_t k = 0; k < failed.size(); ++k) {
    if (failed[k] == 0) open.push_back(static_cast<int>(k));
  }
  const std::size_t known = replies.size();
  std::mutex mutex;
  std::vector<Tactic> refutations;  // the leaves' bound refutations, in the order R takes them
  std::atomic<std::size_t> refutations_found{0};
  const std::optional<Tactic> found =
      FirstOnThreads<Tactic>(static_cast<int>(open.size()), [&](Solver& solver, int) {
        // Each thread its own copy of the stage (its orderings are written at every slot),
        // of R and of the boards.
        Stage local = st;
        local.refutations_found = &refutations_found;
        return [&, &solver = solver, local, mine = replies, tails = std::vector<uint64_t>(),
                stack = std::vector<Hashed>()](int c) mutable {
          const int k = open[static_cast<std::size_t>(c)];
          SlotMasks chunk;
          for (int i = slots - 1, rest = k; i >= 0; --i) {
            const int size = ours.sets[static_cast<std::size_t>(i)].size;
            chunk.masks[static_cast<std::size_t>(i)] = 1u << (rest % size);
            rest /= size;
          }
          while (true) {
            {
              const std::lock_guard<std::mutex> lock(mutex);
              mine.insert(mine.end(),
                          refutations.begin() + static_cast<std::ptrdiff_t>(mine.size() - known),
                          refutations.end());
              local.refutations_taken = refutations.size();
            }
            if (tails.size() != mine.size() * static_cast<std::size_t>(st.players)) {
              tails = ReplyTails(mine, st.players);
              stack.assign(static_cast<std::size_t>(st.players + 1) * mine.size(), root);
            }
            Tactic tactic;
            if (solver.CandidateDfs(local, 0, ours, mine, tails, stack, tactic, chunk)) {
              return std::optional<Tactic>(tactic);
            }
            if (solver.stopped()) return std::optional<Tactic>();
            if (local.outdated) {
              local.outdated = false;
              continue;
            }
            if (!local.bound_refutation) {
              failed[static_cast<std::size_t>(k)] = 1;  // each chunk's own byte: no race
              return std::optional<Tactic>();
            }
            {
              const std::lock_guard<std::mutex> lock(mutex);
              // Another thread may have found the same reply since this one took the list.
              if (std::find(refutations.begin(), refutations.end(), *local.bound_refutation) ==
                  refutations.end()) {
                refutations.push_back(*local.bound_refutation);
                refutations_found.store(refutations.size(), std::memory_order_relaxed);
              }
            }
            local.bound_refutation.reset();
          }
        };
      });
  replies.insert(replies.end(), refutations.begin(), refutations.end());
  if (found) out = *found;
  return found.has_value();
}

}  // namespace melee::soule::forced_goal_internal
