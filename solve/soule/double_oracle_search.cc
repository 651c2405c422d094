// The double-oracle playing search (soule_search.h has the algorithm).
#include <algorithm>
#include <array>
#include <optional>
#include <utility>
#include <vector>

#include "engine/core/hash_map.h"
#include "solve/soule/relevant_orders.h"
#include "solve/soule/stage_search.h"

namespace melee::soule {
namespace {

constexpr int kMaxOracleIterations = 24;  // restricted games stay below ~25 x 25
constexpr double kOracleEpsilon = 1e-6;   // a gain below this is rounding
constexpr int kAscentPasses = 3;          // coordinate ascent rarely improves after the third pass
constexpr double kNegligible = 1e-9;      // opponent tactics with less weight are skipped
// The shallow oracle scores its candidates this many stages deep at most (below the node).
constexpr int kShallowDepth = 2;

using search::MixedStrategy;

class Searcher {
 public:
  Searcher(SearchBudget& budget, bool ascent_only, bool shallow_only)
      : budget_(budget), ascent_only_(ascent_only), shallow_only_(shallow_only) {}

  // A's value of `pos` searched `depth` stages deep.
  double Value(const Position& pos, int depth) {
    const GameStatus status = Soule::Status(pos);
    if (status.over() || depth == 0) return StageValue(pos);
    auto& cache = cache_[static_cast<std::size_t>(depth)];
    if (auto it = cache.find(pos.key()); it != cache.end()) return it->second;
    const double value = SolveNode(pos, depth).value;
    if (!budget_.Exhausted()) cache.emplace(pos.key(), value);
    return value;
  }

  search::DoubleOracleResult<Tactic> SolveNode(const Position& pos, int depth) {
    std::array<Tactic, 2> start = {WaitingTactic(pos), WaitingTactic(pos)};
    auto payoff = [&](const Tactic& a, const Tactic& b) { return Payoff(pos, depth, a, b); };
    auto row_oracle = [&](const std::vector<Tactic>& columns, const std::vector<double>& y,
                          Tactic& best) {
      return BestResponse(pos, depth, Side::kP1, {columns, y}, start[0], best);
    };
    auto column_oracle = [&](const std::vector<Tactic>& rows, const std::vector<double>& x,
                             Tactic& best) {
      return BestResponse(pos, depth, Side::kP2, {rows, x}, start[1], best);
    };
    auto keep_going = [&] { return !budget_.Exhausted(); };
    return search::DoubleOracle(std::vector<Tactic>{PushingTactic(pos, Side::kP1)},
                                std::vector<Tactic>{PushingTactic(pos, Side::kP2)}, payoff,
                                row_oracle, column_oracle, keep_going, kMaxOracleIterations,
                                kOracleEpsilon);
  }

  // The best reply of `side` to the opponent's known tactic, and its value (A's view).
  std::pair<Tactic, double> Reply(const Position& pos, int depth, Side side, const Tactic& known) {
    Tactic start = WaitingTactic(pos), best;
    const double value = BestResponse(pos, depth, side, {{known}, {1.0}}, start, best);
    return {best, value};
  }

 private:
  double Payoff(const Position& pos, int depth, const Tactic& a, const Tactic& b) {
    Position child = pos;
    Soule::Resolve(child, a, b);
    budget_.Count();
    return Value(child, depth - 1);
  }

  // The best tactic of `side` against the opponent's mix, and its payoff (A's view);
  // `start` is where coordinate ascent begins and is updated to the answer.
  double BestResponse(const Position& pos, int depth, Side side,
                      const MixedStrategy<Tactic>& opponent, Tactic& start, Tactic& best) {
    const double sign = side == Side::kP1 ? 1 : -1;
    std::vector<std::size_t> support;
    for (std::size_t j = 0; j < opponent.actions.size(); ++j) {
      if (opponent.probabilities[j] > kNegligible) support.push_back(j);
    }
    std::sort(support.begin(), support.end(), [&](std::size_t x, std::size_t y) {
      return opponent.probabilities[x] > opponent.probabilities[y];
    });
    const TeamOrders team = RelevantTeamOrders(pos, side);
    const bool exact = RelevantTacticsUpTo(team, kExactOracleTactics) <= kExactOracleTactics &&
                       !ascent_only_ && !shallow_only_;
    // The shallow oracle: on large nodes searched two or more stages deep, coordinate ascent
    // scores its candidates at most kShallowDepth stages deep below the node (one stage: the
    // evaluation after this stage, no child search),
    // and only the tactic it picks is scored at the full depth. Scoring every candidate at
    // full depth costs a child search per candidate and opponent tactic: at 11 a side the
    // second stage then never finished within a second, so the search played depth 1.
    const bool shallow = !exact && depth >= 2 && (shallow_only_ || !ascent_only_);
    const int scoring_depth = shallow ? std::min(depth - 1, kShallowDepth) : depth;
    // Our payoff of `t` (sign x A's), or a value <= `bar` as soon as `t` cannot beat it.
    auto score_at = [&](int at, const Tactic& t, double bar) {
      double sum = 0, rest = 1;
      for (std::size_t j : support) {
        const double p = opponent.probabilities[j];
        const Tactic& o = opponent.actions[j];
        sum += p * sign * (side == Side::kP1 ? Payoff(pos, at, t, o) : Payoff(pos, at, o, t));
        rest -= p;
        if (sum + std::max(0.0, rest) <= bar) return sum - std::max(0.0, rest);  // cut
      }
      return sum;
    };
    auto score = [&](const Tactic& t, double bar) { return score_at(scoring_depth, t, bar); };
    double best_score = -2;
    if (exact) {
      // Exact oracle: every relevant tactic (odometer, last player fastest).
      std::array<int, kMaxPlayers> index{};
      Tactic t;
      for (int i = 0; i < team.players; ++i)
        t.orders[static_cast<std::size_t>(i)] = team.sets[static_cast<std::size_t>(i)].orders[0];
      while (true) {
        const double s = score(t, best_score);
        if (s > best_score) {
          best_score = s;
          best = t;
        }
        int i = team.players - 1;
        while (i >= 0) {
          const auto& set = team.sets[static_cast<std::size_t>(i)];
          auto& k = index[static_cast<std::size_t>(i)];
          if (++k < set.size) {
            t.orders[static_cast<std::size_t>(i)] = set.orders[static_cast<std::size_t>(k)];
            break;
          }
          k = 0;
          t.orders[static_cast<std::size_t>(i)] = set.orders[0];
          --i;
        }
        if (i < 0 || budget_.Exhausted()) break;
      }
    } else {
      best = start;
      best_score = score(best, -2);
      for (int pass = 0; pass < kAscentPasses && !budget_.Exhausted(); ++pass) {
        bool improved = false;
        for (int i = 0; i < team.players; ++i) {
          const auto& set = team.sets[static_cast<std::size_t>(i)];
          const int8_t kept = best.orders[static_cast<std::size_t>(i)];
          for (int k = 0; k < set.size; ++k) {
            if (set.orders[static_cast<std::size_t>(k)] == kept) continue;
            Tactic t = best;
            t.orders[static_cast<std::size_t>(i)] = set.orders[static_cast<std::size_t>(k)];
            const double s = score(t, best_score + kOracleEpsilon);
            if (s > best_score + kOracleEpsilon) {
              best_score = s;
              best = t;
              improved = true;
            }
          }
        }
        if (!improved) break;
      }
      start = best;
      if (shallow) best_score = score_at(depth, best, -2);
    }
    return sign * best_score;
  }

  SearchBudget& budget_;
  bool ascent_only_;
  bool shallow_only_;
  std::array<HashMap<uint64_t, double>, kMaxSearchDepth + 1> cache_;
};

}  // namespace

SouleStrategy DoubleOracleSearch(const Position& pos, Side side, int depth_limit,
                                 const SouleSearchConfig& config, SearchBudget& budget) {
  int max_depth = depth_limit > 0 ? std::min(depth_limit, kMaxSearchDepth) : kMaxSearchDepth;
  if (pos.max_turns() != 0) {  // deeper than the end of the match adds nothing
    max_depth = std::min(max_depth, static_cast<int>(pos.max_turns() + 1 - pos.turn()));
  }
  Searcher searcher(budget, config.ascent_only, config.shallow_oracle_only);
  SouleStrategy best;
  budget.SetCurrent([&]() -> std::optional<SouleStrategy> {
    if (best.depth == 0) return std::nullopt;
    return best;
  });
  for (int depth = 1; depth <= max_depth; ++depth) {
    if (depth > 1 && !budget.DeepenAllowed()) break;
    budget.SetDepth(depth);
    SouleStrategy found;
    found.depth = depth;
    if (config.known_opponent != nullptr) {
      const auto [reply, value] = searcher.Reply(pos, depth, side, *config.known_opponent);
      found.mix = {{reply}, {1.0}};
      found.opponent_mix = {{*config.known_opponent}, {1.0}};
      found.value = side == Side::kP1 ? value : -value;
    } else {
      const auto result = searcher.SolveNode(pos, depth);
      found.mix = side == Side::kP1 ? result.row : result.column;
      found.opponent_mix = side == Side::kP1 ? result.column : result.row;
      found.value = side == Side::kP1 ? result.value : -result.value;
      found.gap = result.gap;
    }
    // A deeper iteration cut short is kept only if nothing finished before it.
    if (budget.Exhausted() && best.depth > 0) break;
    best = std::move(found);
    if (budget.Exhausted()) break;
    if (config.on_strategy) {
      best.nodes = budget.nodes();
      config.on_strategy(best);
    }
  }
  budget.SetCurrent(nullptr);
  return best;
}

}  // namespace melee::soule
