// The forced-goal solver's best-reply oracle: a reply that refutes a fixed tactic, slot by
// slot (full, or limited to a few players departing from a base reply), memoised.
#include <algorithm>
#include <vector>

#include "solve/soule/forced_goal_solver.h"

namespace melee::soule::forced_goal_internal {

bool Solver::Beats(const Position& pos, int stages, const Tactic& tactic) {
  stages = StagesLeft(pos, stages);
  if (stages <= 0) return false;
  const Stage st = MakeStage(pos, stages);
  const TeamOrders theirs = SortedOrders(pos, them_, ReplyRank);
  const SlotBoard start(pos);
  const Hashed root{start, BoardHash(start, st.players)};
  Tactic reply;
  ExactKeySet held;
  const bool refuted = RefuteDfs(st, 0, root, theirs, tactic, reply, held, -1);
  return !refuted && !stopped();
}

bool Solver::BoundRefutation(const Stage& st, const Tactic& candidate,
                             const std::vector<Tactic>& replies, Tactic& reply) {
  bounds_only_ = true;
  // One pass per base at the full limit, not a deepening 1, 2, 3: the first reply within 1
  // mostly cuts fewer of the neighbours (dense line 6: 23 M slots against 2 M).
  const bool refuted = RefuteNearBases(st, *st.start, *st.theirs, candidate, replies,
                                       budget_.bound_refutation_deviations, reply);
  bounds_only_ = false;
  return refuted && !stopped();
}

bool Solver::RefuteNearBases(const Stage& st, const Hashed& start, const TeamOrders& theirs,
                             const Tactic& candidate, const std::vector<Tactic>& replies,
                             int deviations, Tactic& reply) {
  ExactKeySet unused;  // RefuteDfs memoises only its full search's boards
  for (std::size_t b = 0; b <= std::min(replies.size(), kLdsBases); ++b) {
    // Base 0: everybody waits; then R's replies, the newest first (each reply of R is within
    // the limit of its own base).
    SetLdsBase(theirs, b == 0 ? nullptr : &replies[replies.size() - b]);
    lds_held_.clear();
    if (RefuteDfs(st, 0, start, theirs, candidate, reply, unused, deviations)) return true;
    if (stopped()) return false;
  }
  return false;
}

void Solver::SetLdsBase(const TeamOrders& theirs, const Tactic* base) {
  for (int i = 0; i < theirs.players; ++i) {
    const OrderSet& set = theirs.sets[static_cast<std::size_t>(i)];
    const int order = base == nullptr ? kStay : base->orders[static_cast<std::size_t>(i)];
    lds_base_[static_cast<std::size_t>(i)] =
        static_cast<int8_t>(std::find(set.orders.begin(), set.orders.begin() + set.size, order) !=
                                    set.orders.begin() + set.size
                                ? order
                                : kStay);
  }
}

bool Solver::RefuteDfs(const Stage& st, int i, const Hashed& board, const TeamOrders& theirs,
                       const Tactic& candidate, Tactic& reply, ExactKeySet& held, int deviations,
                       uint32_t first) {
  // In the stage before the last, the last slot ran the leaf's sure test (below).
  if (i == st.players) {
    return bounds_only_ ? ChildSurelyLoses(st, board.board)
                        : !ChildWins(st, board.board, st.before_last);
  }
  // In the stage before the last, memoised on what can still count (sure_goal.h): the
  // proof's boards differ mostly in players who can no longer touch the ball.
  const uint64_t key =
      MixSlot(st.before_last ? BeforeLastStageKey(board.board, us_, st.players, i) : board.hash, i);
  if (held.contains(key)) return false;
  const uint64_t lds_key = MixSlot(key, deviations + 64);
  if (deviations >= 0 && lds_held_.contains(lds_key)) return false;
  const int base = deviations >= 0 ? lds_base_[static_cast<std::size_t>(i)] : kStay;
  const OrderSet& set = theirs.sets[static_cast<std::size_t>(i)];
  // The full search drops the opponent's wait once he tried a hit (ReplyRank tries hits
  // first): a wait that refutes makes the hit refute too (HitDominatesWait above).
  const bool turn_stage = st.pos->turn() != 0;
  bool hit_tried = false;
  for (int k = 0; k < set.size; ++k) {
    const int order = set.orders[static_cast<std::size_t>(k)];
    if (order == kStay && hit_tried && deviations < 0) continue;
    if (deviations == 0 && order != base) continue;
    if (((first >> k) & 1u) == 0) continue;
    if (st.last && (IdleInLastStage(order, them_, i, board.board.cell(them_, i), board.board.ball(),
                                    st.we_first) ||
                    (order > 0 && InertInLastStage(st, candidate, order - 1)))) {
      continue;
    }
    hit_tried |= turn_stage && order > 0;
    reply.orders[static_cast<std::size_t>(i)] = static_cast<int8_t>(order);
    Hashed next = board;
    Play(next, st, i, candidate.orders[static_cast<std::size_t>(i)], order,
         i + 1 < st.players && !st.before_last);  // before the last: memoised by key
    ++nodes_;
    const SlotBoard& after = next.board;
    if (after.goal() == WinFor(us_)) continue;
    if (st.before_last) {
      if (i + 1 < st.players) {
        if (!MayPass(Bound::kOracleSurelyScores, st, i, [&] {
              return !SurelyScoresByNextStage(after, us_, st.we_first, st.players, i, candidate);
            })) {
          continue;
        }
      } else if (SurelyWinsLastStage(st, after)) {
        // After the last slot the leaf's exact sure test (a memo look-up), before the bounds
        // below: a proof's leaves nearly all pass it (8.1 M of 8.1 M on a dense mate in 2),
        // and the bounds, run first, never cut there.
        continue;
      }
    }
    // The rest waits (placement: any distance) if this prefix already refutes.
    for (int j = i + 1; j < st.players; ++j) {
      reply.orders[static_cast<std::size_t>(j)] = st.pos->turn() == 0 ? 1 : kStay;
    }
    const bool refutes =
        after.goal() == WinFor(them_) ||
        !MayPass(
            Bound::kOracleCanStillScore, st, i,
            [&] { return CanStillScore(after, us_, i + 1, st.players, st.stages, &candidate); }) ||
        (st.relaxed_after != 0 && !MayPass(Bound::kOracleMayScoreInNextStages, st, i, [&] {
           return MayScoreInNextStages(after, us_, st.we_first, st.players, i, reply,
                                       st.relaxed_after);
         }));
    if (refutes) return true;
    const int left = deviations < 0 || order == base ? deviations : deviations - 1;
    if (RefuteDfs(st, i + 1, next, theirs, candidate, reply, held, left)) return true;
    if (stopped()) return false;
  }
  if (deviations < 0 && first == ~0u) held.insert(key);
  if (deviations >= 0) lds_held_.insert(lds_key);
  return false;
}

}  // namespace melee::soule::forced_goal_internal
