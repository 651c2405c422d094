#include "solve/soule/soule_search.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <optional>
#include <vector>

#include "eval/soule/soule_eval.h"
#include "search/sm_mcts.h"
#include "solve/soule/relevant_orders.h"
#include "solve/soule/stage_search.h"
#include "solve/soule/tactic_proposals.h"

namespace melee::soule {

double StageValue(const Position& pos) {
  const GameStatus status = Soule::Status(pos);
  if (status.over()) {
    return status.outcome == Outcome::kP1Win ? 1 : status.outcome == Outcome::kP2Win ? -1 : 0;
  }
  const double eval = Eval<Soule>::Evaluate(pos);
  return eval / (kEvalSquash + std::abs(eval));
}

SearchBudget::SearchBudget(const search::SearchRequest& request, Side side, uint64_t max_stages,
                           const SouleSearchConfig& config, uint64_t stages_before)
    : request_(request),
      deadline_(search::ComputeBudget(request.limits, side, request.options.move_overhead_ms),
                request.limits.start),
      max_nodes_(max_stages),
      progress_(config.progress),
      on_strategy_(config.on_strategy),
      stages_before_(stages_before) {}

bool SearchBudget::Exhausted() {
  if (exhausted_) return true;
  if (request_.stopped()) exhausted_ = true;
  if (max_nodes_ != 0 && nodes_ >= max_nodes_) exhausted_ = true;
  if (nodes_ >= next_clock_) {
    next_clock_ = nodes_ + kClockInterval;
    if (!request_.pondering() && deadline_.SearchTimeUp()) exhausted_ = true;
    if (progress_ != nullptr && progress_->Due()) Report();
  }
  return exhausted_;
}

void SearchBudget::Report() {
  std::optional<SouleStrategy> now;
  if (current_ && on_strategy_) now = current_();
  if (now) {
    now->nodes = stages_before_ + nodes_;
    on_strategy_(*now);
    return;
  }
  search::IterationInfo counters;
  counters.depth = depth_;
  counters.seldepth = depth_;
  counters.nodes = stages_before_ + nodes_;
  progress_->SendProgress(counters);
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

uint64_t RelevantTacticsUpTo(const TeamOrders& team, uint64_t cap) {
  uint64_t product = 1;
  for (int i = 0; i < team.players && product <= cap; ++i) {
    product *= static_cast<uint64_t>(team.sets[static_cast<std::size_t>(i)].size);
  }
  return product;
}

namespace {

constexpr uint64_t kMctsChunk = 256;  // iterations between two budget checks

// The relevant sets of the last position and side asked for: a node's expansion draws up to
// kProposalsPerCandidate * kCandidates proposals a side from one position.
class TeamOrdersCache {
 public:
  const TeamOrders& Of(const Position& pos, Side side) {
    if (!pos_ || !(*pos_ == pos) || side_ != side) {
      pos_ = pos;
      side_ = side;
      team_ = RelevantTeamOrders(pos, side);
    }
    return team_;
  }

 private:
  std::optional<Position> pos_;
  Side side_ = Side::kP1;
  TeamOrders team_;
};

// The candidates of a node: everybody waits, every pusher pushes, then weighted proposals
// (tactic_proposals.h); the playouts below the tree draw proposals too, to the match's end.
SouleStrategy MctsSearch(const Position& pos, Side side, const SouleSearchConfig& config,
                         SearchBudget& budget) {
  auto propose = [sets = TeamOrdersCache{}](const Position& p, Side s, int k, Rng& rng) mutable {
    if (k == 0) return WaitingTactic(p);
    if (k == 1) return PushingTactic(p, s);
    return ProposeTactic(p, s, sets.Of(p, s), rng);
  };
  auto playout = [](const Position& p, Side s, Rng& rng) {
    return ProposeTactic(p, s, RelevantTeamOrders(p, s), rng);
  };
  search::SmMctsConfig mcts_config;
  mcts_config.seed = config.seed ^ pos.key();
  mcts_config.rollout_stages = kMctsPlayoutStages;
  mcts_config.root_threshold = kMctsRootThreshold;
  search::SmMcts<Soule, decltype(propose), decltype(playout), double (*)(const Position&)> mcts(
      propose, playout, StageValue, mcts_config);
  const auto root_strategy = [&] {
    SouleStrategy result;
    result.mix = mcts.RootStrategy(pos, side);
    result.opponent_mix = mcts.RootStrategy(pos, Opponent(side));
    const double value = mcts.RootValue(pos);
    result.value = side == Side::kP1 ? value : -value;
    return result;
  };
  // One iteration whatever the budget, so that the root has a strategy even when the search
  // is stopped (or its time is gone) before it starts.
  mcts.Run(pos, 1, nullptr);
  uint64_t counted = 0;
  for (; counted < mcts.stages(); ++counted) budget.Count();
  budget.SetCurrent([&] { return std::optional<SouleStrategy>(root_strategy()); });
  while (!budget.Exhausted() && !budget.SoftLimitReached()) {
    mcts.Run(pos, kMctsChunk, nullptr);
    for (; counted < mcts.stages(); ++counted) budget.Count();
  }
  budget.SetCurrent(nullptr);
  return root_strategy();
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

// The stages left to play, or 0 in a knock-out match (no end).
int StagesLeft(const Position& pos) {
  return pos.max_turns() == 0 ? 0 : static_cast<int>(pos.max_turns() + 1 - pos.turn());
}

// Small enough for the exact double oracle: the match ends within its depth and both sides'
// best responses enumerate their tactics (kExactOracleTactics) at the root.
bool ExactSearchFits(const Position& pos) {
  const int left = StagesLeft(pos);
  if (left == 0 || left > kMaxSearchDepth) return false;
  for (Side side : {Side::kP1, Side::kP2}) {
    const uint64_t tactics =
        RelevantTacticsUpTo(RelevantTeamOrders(pos, side), kExactOracleTactics);
    if (tactics > kExactOracleTactics) return false;
  }
  return true;
}

}  // namespace

SouleStrategy SearchSoule(const Position& pos, Side side, const search::SearchRequest& request,
                          const SouleSearchConfig& config) {
  const uint64_t stage_limit = StageLimit(request.limits, config.kind);
  // A known opponent tactic needs a best reply, not an equilibrium: double oracle's oracle.
  if (config.kind != SouleSearchKind::kMcts || config.known_opponent != nullptr) {
    SearchBudget budget(request, side, stage_limit, config);
    SouleStrategy result =
        DoubleOracleSearch(pos, side, request.limits.depth.value_or(0), config, budget);
    result.nodes = budget.nodes();
    return result;
  }
  // SM-MCTS's mix misses tactics an equilibrium needs on small positions (exploitability 0.24
  // on those needing a mix even at 200 000 stages): where the double oracle solves the match
  // to its end within kExactSearchStages, its exact equilibrium is the answer.
  uint64_t exact_stages = 0;
  if (!config.mcts_only && ExactSearchFits(pos)) {
    // An attempt: its iterations are no answer unless it finishes.
    SouleSearchConfig attempt = config;
    attempt.on_strategy = nullptr;
    SearchBudget exact_budget(
        request, side,
        stage_limit == 0 ? kExactSearchStages : std::min(stage_limit, kExactSearchStages), attempt);
    SouleStrategy exact = DoubleOracleSearch(pos, side, 0, attempt, exact_budget);
    exact_stages = exact_budget.nodes();
    if (!exact_budget.Exhausted() && exact.depth == StagesLeft(pos)) {
      exact.nodes = exact_stages;
      return exact;
    }
  }
  SearchBudget budget(
      request, side,
      stage_limit == 0 ? 0 : stage_limit - std::min(stage_limit - 1, exact_stages),  // at least 1
      config, exact_stages);
  SouleStrategy result = MctsSearch(pos, side, config, budget);
  result.nodes = exact_stages + budget.nodes();
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
