#include "solve/soule/soule_search.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <numeric>
#include <vector>

#include "eval/soule/soule_eval.h"
#include "search/sm_mcts.h"
#include "solve/soule/relevant_orders.h"
#include "solve/soule/stage_search.h"

namespace melee::soule {

double StageValue(const Position& pos) {
  const GameStatus status = Soule::Status(pos);
  if (status.over()) {
    return status.outcome == Outcome::kP1Win ? 1 : status.outcome == Outcome::kP2Win ? -1 : 0;
  }
  const double eval = Eval<Soule>::Evaluate(pos);
  return eval / (kEvalSquash + std::abs(eval));
}

SearchBudget::SearchBudget(const SouleSearchLimits& limits, const std::atomic<bool>* stop)
    : stop_(stop),
      max_nodes_(limits.nodes),
      movetime_ms_(limits.movetime_ms),
      start_(std::chrono::steady_clock::now()) {}

bool SearchBudget::Exhausted() {
  if (exhausted_) return true;
  if (stop_ != nullptr && stop_->load(std::memory_order_relaxed)) exhausted_ = true;
  if (max_nodes_ != 0 && nodes_ >= max_nodes_) exhausted_ = true;
  if (movetime_ms_ > 0 && nodes_ >= next_clock_) {
    next_clock_ = nodes_ + kClockInterval;
    const auto elapsed = std::chrono::steady_clock::now() - start_;
    if (std::chrono::duration_cast<std::chrono::milliseconds>(elapsed).count() >= movetime_ms_) {
      exhausted_ = true;
    }
  }
  return exhausted_;
}

Tactic WaitingTactic(const Position& pos) {
  Tactic t;
  if (pos.turn() == 0) {
    for (int i = 0; i < pos.players(); ++i) t.orders[static_cast<std::size_t>(i)] = 2;
  }
  return t;
}

Tactic PushingTactic(const Position& pos, Side side) {
  Tactic t;
  const int forward = Forward(side);
  for (int i = 0; i < pos.players(); ++i) {
    auto& order = t.orders[static_cast<std::size_t>(i)];
    if (pos.turn() == 0) {
      order = 1;  // next to the middle, where the ball is
      continue;
    }
    const int cell = pos.cell(side, i);
    if (!OnField(cell) || pos.pp(side, i) <= 0) continue;
    const int ahead = forward * (pos.ball() - cell);  // > 0: the ball is in front
    if (ahead > 0 && OnField(cell + forward)) order = kAdvance;
    if (ahead < 0 && OnField(cell - forward)) order = kRetreat;
  }
  return t;
}

namespace {

constexpr uint64_t kMctsChunk = 256;  // iterations between two budget checks
// MCTS has no natural end: without a node or time limit it resolves this many stages
// (about 0.2 s on 11 a side).
constexpr uint64_t kDefaultMctsStages = 200'000;

SouleStrategy MctsSearch(const Position& pos, Side side, const SouleSearchLimits& limits,
                         SearchBudget& budget) {
  auto propose = [](const Position& p, Side s, int k, Rng& rng) {
    if (k == 0) return WaitingTactic(p);
    if (k == 1) return PushingTactic(p, s);
    Tactic t;  // a random relevant tactic
    const TeamOrders team = RelevantTeamOrders(p, s);
    for (int i = 0; i < team.players; ++i) {
      const auto& set = team.sets[static_cast<std::size_t>(i)];
      t.orders[static_cast<std::size_t>(i)] =
          set.orders[static_cast<std::size_t>(rng.Below(static_cast<uint64_t>(set.size)))];
    }
    return t;
  };
  search::SmMctsConfig config;
  config.seed = limits.seed ^ pos.key();
  search::SmMcts<Soule, decltype(propose), double (*)(const Position&)> mcts(propose, StageValue,
                                                                             config);
  uint64_t counted = 0;
  while (!budget.Exhausted()) {
    mcts.Run(pos, kMctsChunk, nullptr);
    for (; counted < mcts.stages(); ++counted) budget.Count();
  }
  SouleStrategy result;
  result.mix = mcts.RootStrategy(pos, side);
  const double value = mcts.RootValue(pos);
  result.value = side == Side::kP1 ? value : -value;
  return result;
}

}  // namespace

SouleStrategy SearchSoule(const Position& pos, Side side, const SouleSearchLimits& limits,
                          const std::atomic<bool>* stop) {
  SouleSearchLimits bounded = limits;
  if (limits.kind == SouleSearchKind::kMcts && limits.nodes == 0 && limits.movetime_ms <= 0) {
    bounded.nodes = kDefaultMctsStages;
  }
  SearchBudget budget(bounded, stop);
  // A known opponent tactic needs a best reply, not an equilibrium: double oracle's oracle.
  SouleStrategy result = limits.kind == SouleSearchKind::kMcts && limits.known_opponent == nullptr
                             ? MctsSearch(pos, side, bounded, budget)
                             : DoubleOracleSearch(pos, side, bounded, budget);
  result.nodes = budget.nodes();
  return result;
}

Tactic SampleTactic(const SouleStrategy& strategy, uint64_t seed, uint64_t key) {
  uint64_t state = seed ^ key;
  Rng rng(SplitMix64(state));
  double u = rng.Unit();
  const auto& mix = strategy.mix;
  for (std::size_t k = 0; k + 1 < mix.actions.size(); ++k) {
    u -= mix.probabilities[k];
    if (u < 0) return mix.actions[k];
  }
  return mix.actions.empty() ? Tactic{} : mix.actions.back();
}

Tactic MostProbableTactic(const SouleStrategy& strategy) {
  const auto& p = strategy.mix.probabilities;
  if (p.empty()) return Tactic{};
  return strategy.mix
      .actions[static_cast<std::size_t>(std::max_element(p.begin(), p.end()) - p.begin())];
}

std::string FormatStrategy(const Position& pos, Side side, const SouleStrategy& strategy) {
  const auto& mix = strategy.mix;
  std::vector<std::size_t> order(mix.actions.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](std::size_t x, std::size_t y) {
    return mix.probabilities[x] > mix.probabilities[y];
  });
  std::string text;
  for (std::size_t k = 0; k < order.size() && k < static_cast<std::size_t>(kStrategyShown); ++k) {
    const double p = mix.probabilities[order[k]];
    if (p < 0.0005) break;  // prints as 0.000
    char prob[16];
    std::snprintf(prob, sizeof prob, "%.3f", p);
    if (!text.empty()) text += ' ';
    text += std::string(prob) + ":" + Soule::FormatTactic(pos, side, mix.actions[order[k]]);
  }
  return text;
}

int ScoreCp(const SouleStrategy& strategy) {
  return static_cast<int>(std::lround(strategy.value * 100));
}

}  // namespace melee::soule
