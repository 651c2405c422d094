// The tree operations of Mcts (mcts.h has the contract and the design): selection (PUCT),
// expansion with the priors, the solver, backup, the answer's line and the reused subtree's
// search. Included by mcts.h.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <vector>

#include "search/mcts.h"

namespace melee::search {

template <SteppedGame G, EvaluatorOf<G> E>
uint32_t Mcts<G, E>::Select(uint32_t parent) const {
  const Node& p = tree_[parent];
  const double scale = config_.exploration * std::sqrt(std::max<double>(1.0, p.visits));
  uint32_t best = p.first_child;
  double best_score = -1e9;
  for (uint32_t c = p.first_child; c < p.first_child + p.child_count; ++c) {
    const Node& child = tree_[c];
    if (child.excluded) continue;
    double q = 0;
    if (child.proven) {
      const int v = ProvenToParent(child.proven_score, child.same_side);
      if (v <= -kWinBound) continue;  // never walk into a proven loss
      q = ProvenValue(v);
    } else {
      q = child.visits > 0 ? child.value_sum / child.visits : child.heuristic;
    }
    double score = q + scale * child.prior / (1.0 + child.visits);
    // Every root step is tried once (the best prior first): expanding it checks each of its
    // own steps for a decided game, so no win within two steps hides behind a poor prior.
    if (parent == Tree::kRoot && child.visits == 0) score += kRootFirstVisitBonus;
    if (score > best_score) {
      best_score = score;
      best = c;
    }
  }
  return best;
}

template <SteppedGame G, EvaluatorOf<G> E>
double Mcts<G, E>::RolloutValue(const Position& from) {
  Position pos = from;
  for (int i = 0; i < config_.rollout_steps && !G::Status(pos).over(); ++i) {
    G::GenerateSteps(pos, *steps_);
    G::PlayStep(pos, (*steps_)[rng_.Below(steps_->size())]);
  }
  const GameStatus status = G::Status(pos);
  const double v = status.over() ? ProvenValue(OutcomeScore(status.outcome, from.side_to_move(), 0))
                                 : SquashEval(E::Evaluate(pos));
  return status.over() || pos.side_to_move() == from.side_to_move() ? v : -v;
}

template <SteppedGame G, EvaluatorOf<G> E>
bool Mcts<G, E>::Expand(uint32_t node, const Position& pos, bool in_root_turn) {
  G::GenerateSteps(pos, *steps_);
  if (steps_->empty()) return false;
  if (!tree_.AddChildren(node, steps_->size())) {
    tree_full_ = true;
    return false;
  }
  const uint32_t first = tree_[node].first_child;
  std::vector<int>& cps = scratch_cp_;
  cps.resize(steps_->size());
  bool all_excluded = in_root_turn && !targets_.empty();
  for (uint32_t i = 0; i < steps_->size(); ++i) {
    Node& child = tree_[first + i];
    child.step = (*steps_)[i];
    Position after = pos;
    G::PlayStep(after, child.step);
    const StepOutcome out = ScoreStep(pos, after);
    child.same_side = out.same_side;
    child.proven = out.over;
    child.proven_score = static_cast<int16_t>(out.proven_score);
    child.heuristic = static_cast<float>(out.over ? static_cast<double>(out.mover_cp) / kWinPriorCp
                                                  : SquashEval(out.mover_cp));
    cps[i] = out.mover_cp;
    if (in_root_turn && !targets_.empty() && (!out.same_side || out.over)) {
      child.excluded = std::find(targets_.begin(), targets_.end(), after) == targets_.end();
    }
    all_excluded = all_excluded && child.excluded;
  }
  const int top = *std::max_element(cps.begin(), cps.end());
  double total = 0;
  for (uint32_t i = 0; i < cps.size(); ++i) {
    total += tree_[first + i].prior =
        static_cast<float>(std::exp((cps[i] - top) / config_.prior_temperature));
  }
  for (uint32_t i = 0; i < cps.size(); ++i) {
    tree_[first + i].prior = static_cast<float>(tree_[first + i].prior / total);
  }
  if (all_excluded) ExcludeUpwards();
  return true;
}

template <SteppedGame G, EvaluatorOf<G> E>
void Mcts<G, E>::ExcludeUpwards() {
  for (std::size_t i = path_.size() - 1; i > 0; --i) {
    const Node& parent = tree_[path_[i - 1]];
    tree_[path_[i]].excluded = true;
    for (uint32_t c = parent.first_child; c < parent.first_child + parent.child_count; ++c) {
      if (!tree_[c].excluded) return;
    }
  }
}

template <SteppedGame G, EvaluatorOf<G> E>
bool Mcts<G, E>::TryProve(uint32_t node) {
  Node& n = tree_[node];
  if (n.proven || !n.expanded) return false;
  int best = -kInfinite;
  bool all_proven = true;
  bool any = false;
  for (uint32_t c = n.first_child; c < n.first_child + n.child_count; ++c) {
    const Node& child = tree_[c];
    if (child.excluded) continue;
    any = true;
    if (!child.proven) {
      all_proven = false;
      continue;
    }
    best = std::max(best, ProvenToParent(child.proven_score, child.same_side));
  }
  if (!any || !(best >= kWinBound || all_proven)) return false;
  n.proven = true;
  n.proven_score = static_cast<int16_t>(best);
  return true;
}

template <SteppedGame G, EvaluatorOf<G> E>
void Mcts<G, E>::Backup(double value) {
  bool proving = tree_[path_.back()].proven;
  for (std::size_t i = path_.size() - 1; i > 0; --i) {
    Node& n = tree_[path_[i]];
    value = n.same_side ? value : -value;  // now the parent's view
    ++n.visits;
    n.value_sum += static_cast<float>(value);
    if (proving) proving = TryProve(path_[i - 1]);
  }
  ++tree_[Tree::kRoot].visits;
}

template <SteppedGame G, EvaluatorOf<G> E>
uint32_t Mcts<G, E>::BestChild(uint32_t parent) const {
  const Node& p = tree_[parent];
  if (!p.expanded) return kNone;
  uint32_t best = kNone;
  auto rank = [&](uint32_t c) {
    const Node& n = tree_[c];
    struct Rank {
      int tier;
      double a, b;
    };
    if (n.proven) {
      const int v = ProvenToParent(n.proven_score, n.same_side);
      if (v >= kWinBound) return Rank{2, static_cast<double>(v), 0};
      if (v <= -kWinBound) return Rank{0, static_cast<double>(v), 0};
    }
    return Rank{1, static_cast<double>(n.visits), Value(n)};
  };
  for (uint32_t c = p.first_child; c < p.first_child + p.child_count; ++c) {
    if (tree_[c].excluded) continue;
    if (best == kNone) {
      best = c;
      continue;
    }
    const auto r = rank(c), b = rank(best);
    if (r.tier != b.tier ? r.tier > b.tier : r.a != b.a ? r.a > b.a : r.b > b.b) best = c;
  }
  return best;
}

template <SteppedGame G, EvaluatorOf<G> E>
auto Mcts<G, E>::PrincipalSteps(int max_turns) -> std::vector<Step> {
  std::vector<Step> steps;
  Position pos = root_;
  uint32_t node = Tree::kRoot;
  bool root_turn = true;
  int turns = 0;
  while (!G::Status(pos).over() && turns < max_turns) {
    const uint32_t child = node == kNone ? kNone : BestChild(node);
    if (child == kNone && !root_turn) break;
    if (child != kNone && tree_[child].visits == 0 && !root_turn) break;
    const Side mover = pos.side_to_move();
    const Step step = child != kNone ? tree_[child].step : GreedyStep(pos);
    G::PlayStep(pos, step);
    steps.push_back(step);
    node = child;
    if (pos.side_to_move() != mover) {
      root_turn = false;
      ++turns;
    }
  }
  return steps;
}

template <SteppedGame G, EvaluatorOf<G> E>
uint32_t Mcts<G, E>::FindInTree(const Position& target) const {
  struct Item {
    uint32_t node;
    Position pos;
    int turn_ends;
  };
  std::vector<Item> stack{{Tree::kRoot, previous_root_, 0}};
  while (!stack.empty()) {
    const Item item = std::move(stack.back());
    stack.pop_back();
    const Node& n = tree_[item.node];
    const bool turn_start = item.node == Tree::kRoot || !n.same_side;
    if (turn_start && item.pos.key() == target.key() && item.pos == target) return item.node;
    if (!n.expanded || item.turn_ends >= kReuseTurns) continue;
    for (uint32_t c = n.first_child; c < n.first_child + n.child_count; ++c) {
      if (tree_[c].visits == 0) continue;  // an unvisited child has no subtree to keep
      Item next{c, item.pos, item.turn_ends + (tree_[c].same_side ? 0 : 1)};
      G::PlayStep(next.pos, tree_[c].step);
      stack.push_back(std::move(next));
    }
  }
  return kNone;
}

}  // namespace melee::search
