// The per-node search of AlphaBetaWorker (alpha_beta_worker.h has the contract): the
// interior node (PVS, the table, null move, futility, late-move pruning and reductions), the
// quiescence search and the step ordering. Included by alpha_beta_worker.h.
#pragma once

#include <algorithm>
#include <cstdint>
#include <functional>
#include <limits>
#include <optional>
#include <span>
#include <vector>

#include "search/alpha_beta_worker.h"

namespace melee::search {

template <SteppedGame G, EvaluatorOf<G> E>
template <bool kPv>
int AlphaBetaWorker<G, E>::Search(int ply, int alpha, int beta, int depth) {
  if (depth <= 0) return Quiesce(ply, alpha, beta);
  Frame& f = frames_[static_cast<std::size_t>(ply)];
  f.pv_length = 0;
  if (!shared_.CountNode(id_)) return 0;
  seldepth_ = std::max(seldepth_, ply);
  if (const std::optional<int> end = EndScore(ply)) return *end;
  if (ply >= kMaxPly - 1) return Evaluate(f.pos);

  const uint64_t key = f.pos.key();
  const std::optional<TtHit> hit = shared_.tt().Probe(key);
  const int tt_move = hit ? hit->move_index : -1;
  if (!kPv && hit && hit->depth >= depth) {
    const int value = ScoreFromTable(hit->value, f.turns);
    if (hit->bound == Bound::kExact || (hit->bound == Bound::kLower && value >= beta) ||
        (hit->bound == Bound::kUpper && value <= alpha)) {
      return value;
    }
  }
  int static_eval = kNoEval;
  if (!kPv && (kSwitches.null_move || kSwitches.futility)) {  // only they read it
    static_eval = hit && hit->eval != kNoEval ? hit->eval : Evaluate(f.pos);
    if constexpr (kSwitches.null_move) {
      if (f.turn_start && !f.after_null && depth >= kNullMinDepth && static_eval >= beta &&
          !IsDecisive(beta)) {
        Frame& child = frames_[static_cast<std::size_t>(ply) + 1];
        child.pos = f.pos;
        G::PlayNullTurn(child.pos);
        child.turns = f.turns + 1;
        child.turn_start = true;
        child.after_null = true;
        const int reduction = kNullReduction + depth / 4;
        const int value = -Search<false>(ply + 1, -beta, -beta + 1, depth - 1 - reduction);
        if (shared_.aborted()) return 0;
        if (value >= beta) return IsDecisive(value) ? beta : value;
      }
    }
  }

  G::GenerateSteps(f.pos, f.steps);
  if (!shared_.PollAfterGeneration(id_, f.steps.size())) return 0;
  OrderSteps(f, tt_move);
  const Side side = f.pos.side_to_move();
  const bool futile = kSwitches.futility && !kPv && depth <= kFutilityMaxDepth &&
                      !IsDecisive(alpha) &&
                      static_eval + kSwitches.futility_margin * depth <= alpha;
  const int quiet_limit =
      kSwitches.late_move_pruning > 0 && !kPv && depth <= kLmpMaxDepth && !IsDecisive(alpha)
          ? kSwitches.late_move_pruning * depth * depth
          : std::numeric_limits<int>::max();
  int best = -kInfinite;
  int best_index = -1;
  uint64_t quiets[kMaxQuietsTracked];
  int quiet_count = 0;
  // Helpers share out a PV node's steps (SharedOutRank) in the order's full sort (PV nodes
  // are few), and reduce a step by its rank, as the main thread does: reduced by the time
  // it comes, a deferred second-best step would be cut (docs/strength.md).
  const bool share_out = kPv && id_ != 0;
  if (share_out) std::sort(f.order.begin(), f.order.end(), std::greater<>());
  for (std::size_t k = 0; k < f.order.size(); ++k) {
    const std::size_t rank =
        share_out ? SharedOutRank(k, f.order.size(), id_, shared_.threads()) : k;
    const uint64_t entry = share_out ? f.order[rank] : NextInOrder(f.order, k);
    const int index = 0xffff - static_cast<int>(entry & 0xffff);
    const Step& step = f.steps[static_cast<std::size_t>(index)];
    const bool forcing = f.forcing[static_cast<std::size_t>(index)];
    const int move_count = static_cast<int>(rank) + 1;
    if (futile && move_count > 1 && !forcing) {
      best = std::max(best, static_eval + kSwitches.futility_margin * depth);
      continue;
    }
    // Quiet steps come after the table's step and the forcing ones, so the rest are quiet;
    // the limit is at least 1, so the first step has been searched.
    if (move_count > quiet_limit && !forcing) break;
    MakeChild(ply, step);
    const Position& child = frames_[static_cast<std::size_t>(ply) + 1].pos;
    // A child searched to depth > 0 probes the table after its end-of-game test: the cluster's
    // load overlaps that work.
    if (depth > 1) shared_.tt().Prefetch(child.key());
    const bool same = child.side_to_move() == side;
    int value;
    if (move_count == 1) {
      value = Child<kPv>(ply + 1, same, alpha, beta, depth - 1);
    } else {
      int reduction = 0;
      if (kSwitches.late_move_reductions && depth >= kLmrMinDepth &&
          move_count > kLmrFullDepthSteps && !forcing) {
        reduction = depth >= kLmrDeepDepth && move_count > kLmrLateSteps ? 2 : 1;
      }
      value = Child<false>(ply + 1, same, alpha, alpha + 1, depth - 1 - reduction);
      if (reduction > 0 && value > alpha) {
        value = Child<false>(ply + 1, same, alpha, alpha + 1, depth - 1);
      }
      if (kPv && value > alpha && value < beta) {
        value = Child<true>(ply + 1, same, alpha, beta, depth - 1);
      }
    }
    UnmakeChild(ply);
    if (shared_.aborted()) return 0;
    if (value > best) {
      best = value;
      if (value > alpha) {
        best_index = index;
        if (kPv) UpdatePv(ply, step);
        if (value >= beta) {
          if (!forcing) RewardCutoff(side, step, depth, std::span(quiets, quiet_count));
          break;
        }
        alpha = value;
      }
    }
    if (!forcing && quiet_count < kMaxQuietsTracked) quiets[quiet_count++] = StepHash(step);
  }
  const Bound bound = best >= beta             ? Bound::kLower
                      : kPv && best_index >= 0 ? Bound::kExact
                                               : Bound::kUpper;
  shared_.tt().Store(key, {best_index >= 0 ? best_index : tt_move, ScoreToTable(best, f.turns),
                           static_eval, depth, bound});
  return best;
}

template <SteppedGame G, EvaluatorOf<G> E>
int AlphaBetaWorker<G, E>::Quiesce(int ply, int alpha, int beta) {
  Frame& f = frames_[static_cast<std::size_t>(ply)];
  f.pv_length = 0;
  if (!shared_.CountNode(id_)) return 0;
  seldepth_ = std::max(seldepth_, ply);
  if (const std::optional<int> end = EndScore(ply)) return *end;
  const int stand_pat = Evaluate(f.pos);
  if constexpr (!kSwitches.quiescence) {
    return stand_pat;
  } else {
    if (stand_pat >= beta || ply >= kMaxPly - 1) return stand_pat;
    alpha = std::max(alpha, stand_pat);
    int best = stand_pat;
    if constexpr (HasForcingStepGeneration<G>) {
      G::GenerateForcingSteps(f.pos, f.steps);
    } else {
      G::GenerateSteps(f.pos, f.steps);
    }
    if (!shared_.PollAfterGeneration(id_, f.steps.size())) return 0;
    const Side side = f.pos.side_to_move();
    for (const Step& step : f.steps) {
      if (!IsForcingStep<G>(f.pos, step)) continue;
      MakeChild(ply, step);
      const bool same = frames_[static_cast<std::size_t>(ply) + 1].pos.side_to_move() == side;
      const int value = Child<false>(ply + 1, same, alpha, beta, 0);
      UnmakeChild(ply);
      if (shared_.aborted()) return 0;
      if (value > best) {
        best = value;
        if (value >= beta) break;
        alpha = std::max(alpha, value);
      }
    }
    return best;
  }
}

template <SteppedGame G, EvaluatorOf<G> E>
void AlphaBetaWorker<G, E>::OrderSteps(Frame& f, int tt_move) {
  const std::size_t n = f.steps.size();
  f.order.resize(n);
  f.forcing.resize(n);
  const Side side = f.pos.side_to_move();
  for (std::size_t i = 0; i < n; ++i) {
    const Step& step = f.steps[i];
    f.forcing[i] = IsForcingStep<G>(f.pos, step);
    int64_t score = history_.Get(side, StepHash(step)) + HistoryTable::kMaxHistory;
    if (static_cast<int>(i) == tt_move) {
      score += kTtMoveOrder;
    } else if (f.forcing[i]) {
      score += kForcingOrder;
    }
    f.order[i] = static_cast<uint64_t>(score) << 16 | (0xffff - i);
  }
}

// The k-th entry of `order` in decreasing order. Most cut nodes end with the first step, so it
// is picked alone; the next three are picked in one pass (a heap of three: most entries cost
// one comparison) and the rest sorted only when reached (a full sort of Cannon Ball's ~400
// steps per node cost a quarter of its search). Keys are unique (the index is in the low
// bits), so the order equals a full sort's.
template <SteppedGame G, EvaluatorOf<G> E>
uint64_t AlphaBetaWorker<G, E>::NextInOrder(std::vector<uint64_t>& order, std::size_t k) {
  constexpr std::size_t kPickedSteps = 4;
  const auto at = [&](std::size_t i) { return order.begin() + static_cast<std::ptrdiff_t>(i); };
  if (k == 0) {
    std::swap(order[0], *std::max_element(order.begin(), order.end()));
  } else if (k == 1) {
    std::partial_sort(at(1), at(std::min(kPickedSteps, order.size())), order.end(),
                      std::greater<>());
  } else if (k == kPickedSteps) {
    std::sort(at(k), order.end(), std::greater<>());
  }
  return order[k];
}

}  // namespace melee::search
