// The forced-goal solver's candidate search: a tactic of ours that beats every reply of R,
// slot by slot with all |R| boards side by side, memoised; and its leaves (the bound
// refutation, the probe of the children).
#include <algorithm>
#include <vector>

#include "solve/soule/forced_goal_solver.h"

namespace melee::soule::forced_goal_internal {

bool Solver::CandidateDfs(const Stage& st, int i, const TeamOrders& ours,
                          const std::vector<Tactic>& replies, const std::vector<uint64_t>& tails,
                          std::vector<Hashed>& stack, Tactic& out, SlotMasks chunk) {
  const std::size_t count = replies.size();
  Hashed* const cur = &stack[static_cast<std::size_t>(i) * count];
  if (i == st.players) {
    // Children lost by the table or the bounds first, then the searches.
    for (std::size_t r = 0; r < count; ++r) {
      if (ChildSurelyLoses(st, cur[r].board)) return false;
    }
    if (st.start != nullptr) {
      if (st.refutations_found != nullptr &&
          st.refutations_found->load(std::memory_order_relaxed) > st.refutations_taken) {
        st.outdated = true;
        return false;
      }
      if (!st.bound_refutations.Pays()) return AllChildrenWin(st, cur, count);
      Tactic reply;
      const bool found = BoundRefutation(st, out, replies, reply);
      st.bound_refutations.Record(found);
      if (found) {
        // A reply of R, by a bound the candidate search's throttle left out: the leaf fails
        // against R (adding it again, the search met the same leaf again).
        if (std::find(replies.begin(), replies.end(), reply) != replies.end()) return false;
        st.bound_refutation = reply;
        return false;
      }
    }
    return AllChildrenWin(st, cur, count);
  }
  ExactKeySet& node_failed = NodeFailed(st.stages);
  const bool shared = SharedFailed(st, i);
  uint64_t key = st.salt;
  if (CandidateMemoised(st, i)) {
    // Every prefix's key first, its look-ups' cache misses started together.
    prefix_keys_.resize(count);
    for (std::size_t r = 0; r < count; ++r) {
      key =
          MixSlot(key ^ cur[r].hash ^
                      tails[r * static_cast<std::size_t>(st.players) + static_cast<std::size_t>(i)],
                  i);
      prefix_keys_[r] = key;
      node_failed.prefetch(key);
      if (shared) shared_failed_.prefetch(key);
    }
    for (const uint64_t prefix : prefix_keys_) {
      if (node_failed.contains(prefix) || (shared && shared_failed_.contains(prefix))) {
        return false;
      }
    }
  }
  Hashed* const next = cur + count;
  const OrderSet& set = ours.sets[static_cast<std::size_t>(i)];
  // Our wait is dropped once a hit of the same player was tried (SolverRank tries hits
  // first): HitDominatesWait.
  const bool turn_stage = st.pos->turn() != 0;
  bool hit_tried = false;
  for (int k = 0; k < set.size; ++k) {
    const int order = set.orders[static_cast<std::size_t>(k)];
    if (order == kStay && hit_tried) continue;
    if (st.last) {
      bool idle = true;
      for (std::size_t r = 0; r < count && idle; ++r) {
        idle = IdleInLastStage(order, us_, i, cur[r].board.cell(us_, i), cur[r].board.ball(),
                               !st.we_first);
      }
      if (idle) continue;
    }
    hit_tried |= turn_stage && order > 0;
    // After the wait's rule: another thread's chunk may hold the hit that drops it.
    if (((chunk.at(i) >> k) & 1u) == 0) continue;
    out.orders[static_cast<std::size_t>(i)] = static_cast<int8_t>(order);
    bool viable = true;
    bool all_scored = true;
    const std::size_t lead = st.cut_lead[static_cast<std::size_t>(i)];
    for (std::size_t offset = 0; offset < count && viable; ++offset) {
      const std::size_t r = lead + offset < count ? lead + offset : lead + offset - count;
      next[r] = cur[r];
      Play(next[r], st, i, out.orders[static_cast<std::size_t>(i)],
           replies[r].orders[static_cast<std::size_t>(i)], CandidateMemoised(st, i + 1));
      ++nodes_;
      const SlotBoard& board = next[r].board;
      all_scored &= board.goal() == WinFor(us_);
      viable = board.goal() != WinFor(them_) &&
               MayPass(Bound::kCandidateCanStillScore, st, i,
                       [&] {
                         return CanStillScoreAgainst(board, us_, st.we_first, st.players, i,
                                                     replies[r], st.stages);
                       }) &&
               (st.relaxed_after == 0 || board.goal() == WinFor(us_) ||
                MayPass(Bound::kCandidateMayScoreInNextStages, st, i, [&] {
                  return MayScoreInNextStages(board, us_, st.we_first, st.players, i, replies[r],
                                              st.relaxed_after);
                }));
      if (!viable) st.cut_lead[static_cast<std::size_t>(i)] = r;
    }
    if (!viable) continue;
    if (all_scored) {  // the match ends in this slot whatever R plays: the rest is never read
      for (int j = i + 1; j < st.players; ++j) out.orders[static_cast<std::size_t>(j)] = kStay;
      return true;
    }
    if (CandidateDfs(st, i + 1, ours, replies, tails, stack, out, chunk)) return true;
    if (stopped() || Restarting(st)) return false;  // nothing proven: not memoised
  }
  if (CandidateMemoised(st, i) && chunk.at(i) == ~0u) {
    node_failed.insert(key);
    if (shared) shared_failed_.insert(key);
  }
  return false;
}

bool Solver::AllChildrenWin(const Stage& st, const Hashed* children, std::size_t count) {
  // The probe, then the children it left open to the end (the hot last-stage leaves skip it
  // and allocate nothing).
  const bool probe = budget_.leaf_probe != 0 && st.stages >= kSearchedLeafStages && count > 1;
  std::vector<bool> open(probe ? count : 0, true);
  for (const bool probing : {probe, false}) {
    for (std::size_t k = 0; k < count; ++k) {
      const std::size_t r = (st.leaf_lead + k) % count;
      if (probe && !open[r]) continue;
      const uint64_t start = nodes_;
      const uint64_t outer = leaf_limit_;
      if (probing) {
        leaf_limit_ = std::min(outer, start + std::max(budget_.leaf_probe, 2 * st.leaf_cost));
      }
      const bool wins = ChildWins(st, children[r].board);
      const bool cut = nodes_ >= leaf_limit_ && leaf_limit_ < outer;
      leaf_limit_ = outer;
      if (cut) {
        if (stopped()) return false;  // the solve's own budget, not the probe's
        continue;
      }
      if (!wins) {  // lost, or stopped (the callers read stopped())
        st.leaf_lead = r;
        if (probe) st.leaf_cost = nodes_ - start;
        return false;
      }
      if (probe) open[r] = false;
    }
    if (!probe) break;
  }
  return true;
}

}  // namespace melee::soule::forced_goal_internal
