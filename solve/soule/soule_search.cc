#include "solve/soule/soule_search.h"

#include <algorithm>
#include <cmath>
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

SearchBudget::SearchBudget(const search::SearchRequest& request, Side side, uint64_t max_stages)
    : request_(request),
      deadline_(search::ComputeBudget(request.limits, side, request.options.move_overhead_ms),
                request.limits.start),
      max_nodes_(max_stages) {}

bool SearchBudget::Exhausted() {
  if (exhausted_) return true;
  if (request_.stopped()) exhausted_ = true;
  if (max_nodes_ != 0 && nodes_ >= max_nodes_) exhausted_ = true;
  if (nodes_ >= next_clock_) {
    next_clock_ = nodes_ + kClockInterval;
    if (!request_.pondering() && deadline_.SearchTimeUp()) exhausted_ = true;
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

SouleStrategy MctsSearch(const Position& pos, Side side, const SouleSearchConfig& config,
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
  search::SmMctsConfig mcts_config;
  mcts_config.seed = config.seed ^ pos.key();
  search::SmMcts<Soule, decltype(propose), double (*)(const Position&)> mcts(propose, StageValue,
                                                                             mcts_config);
  uint64_t counted = 0;
  while (!budget.Exhausted() && !budget.SoftLimitReached()) {
    mcts.Run(pos, kMctsChunk, nullptr);
    for (; counted < mcts.stages(); ++counted) budget.Count();
  }
  SouleStrategy result;
  result.mix = mcts.RootStrategy(pos, side);
  result.opponent_mix = mcts.RootStrategy(pos, Opponent(side));
  const double value = mcts.RootValue(pos);
  result.value = side == Side::kP1 ? value : -value;
  return result;
}

// The stages a search may resolve: `nodes`, SM-MCTS's share of `depth`, or, with no limit at
// all, kDefaultStages (0: no stage limit).
uint64_t StageLimit(const search::SearchLimits& limits, SouleSearchKind kind) {
  if (limits.nodes) return static_cast<uint64_t>(std::max<int64_t>(1, *limits.nodes));
  if (kind == SouleSearchKind::kMcts && limits.depth) {
    return kMctsStagesPerDepth * static_cast<uint64_t>(*limits.depth);
  }
  const bool timed = limits.movetime || limits.time[0] || limits.time[1];
  if (limits.infinite || limits.ponder || limits.depth || timed) return 0;
  return kDefaultStages;
}

}  // namespace

SouleStrategy SearchSoule(const Position& pos, Side side, const search::SearchRequest& request,
                          const SouleSearchConfig& config) {
  SearchBudget budget(request, side, StageLimit(request.limits, config.kind));
  // A known opponent tactic needs a best reply, not an equilibrium: double oracle's oracle.
  SouleStrategy result =
      config.kind == SouleSearchKind::kMcts && config.known_opponent == nullptr
          ? MctsSearch(pos, side, config, budget)
          : DoubleOracleSearch(pos, side, request.limits.depth.value_or(0), config, budget);
  result.nodes = budget.nodes();
  return result;
}

Tactic SampleTactic(const SouleStrategy& strategy, uint64_t seed, uint64_t sample_index,
                    uint64_t key) {
  uint64_t state = seed ^ key;
  Rng rng(SplitMix64(state) ^ sample_index * 0x9E3779B97F4A7C15ull);
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

std::vector<search::WeightedMove> StrategyReport(const Position& pos, Side side,
                                                 const search::MixedStrategy<Tactic>& mix) {
  std::vector<std::size_t> order(mix.actions.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](std::size_t x, std::size_t y) {
    return mix.probabilities[x] > mix.probabilities[y];
  });
  std::vector<search::WeightedMove> shown;
  for (std::size_t k = 0; k < order.size() && k < static_cast<std::size_t>(kStrategyShown); ++k) {
    const double p = mix.probabilities[order[k]];
    if (p < 0.0005) break;  // prints as 0.000
    shown.push_back({p, Soule::FormatTactic(pos, side, mix.actions[order[k]])});
  }
  return shown;
}

int ScoreCp(const SouleStrategy& strategy) {
  return static_cast<int>(std::lround(strategy.value * 100));
}

}  // namespace melee::soule
