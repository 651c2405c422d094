#include "tests/soule_search/brute_force.h"

#include <algorithm>

#include "engine/soule/random_positions.h"
#include "search/matrix_game.h"

namespace melee::soule_test {

Soule::Position Play(const Soule::Position& pos, Side solver, const Soule::Tactic& ours,
                     const Soule::Tactic& theirs) {
  Soule::Position child = pos;
  if (solver == Side::kP1) {
    Soule::Resolve(child, ours, theirs);
  } else {
    Soule::Resolve(child, theirs, ours);
  }
  return child;
}

std::vector<Soule::Tactic> AllTactics(const Soule::Position& pos, Side side) {
  std::vector<Soule::Tactic> all;
  Soule::ForEachTactic(pos, side, [&](const Soule::Tactic& t) { all.push_back(t); });
  return all;
}

bool BruteForcedGoal::ChildWins(const Soule::Position& child, int stages) {
  const GameStatus status = Soule::Status(child);
  if (status.over()) return status.outcome == WinFor(us_);
  return Exists(child, stages - 1);
}

bool BruteForcedGoal::Beats(const Soule::Position& pos, const Soule::Tactic& ours, int stages) {
  for (const Soule::Tactic& theirs : AllTactics(pos, Opponent(us_))) {
    if (!ChildWins(Play(pos, us_, ours, theirs), stages)) return false;
  }
  return true;
}

bool BruteForcedGoal::Exists(const Soule::Position& pos, int stages) {
  if (stages <= 0 || Soule::Status(pos).over()) return false;
  auto [it, inserted] = memo_[stages].try_emplace(pos.key(), false);
  if (!inserted) return it->second;
  bool exists = false;
  for (const Soule::Tactic& ours : AllTactics(pos, us_)) {
    if (Beats(pos, ours, stages)) {
      exists = true;
      break;
    }
  }
  memo_[stages][pos.key()] = exists;
  return exists;
}

double ExactValue::Of(const Soule::Position& pos) {
  const GameStatus status = Soule::Status(pos);
  if (status.over()) {
    return status.outcome == Outcome::kP1Win ? 1 : status.outcome == Outcome::kP2Win ? -1 : 0;
  }
  if (auto it = memo_.find(pos.key()); it != memo_.end()) return it->second;
  const std::vector<Soule::Tactic> a = AllTactics(pos, Side::kP1);
  const std::vector<Soule::Tactic> b = AllTactics(pos, Side::kP2);
  std::vector<double> payoff;
  payoff.reserve(a.size() * b.size());
  for (const auto& x : a) {
    for (const auto& y : b) payoff.push_back(Of(Play(pos, Side::kP1, x, y)));
  }
  const double value =
      search::SolveMatrixGame(payoff, static_cast<int>(a.size()), static_cast<int>(b.size())).value;
  memo_[pos.key()] = value;
  return value;
}

double Exploitability(const Soule::Position& pos, Side side,
                      const search::MixedStrategy<Soule::Tactic>& mix, ExactValue& exact) {
  const double sign = side == Side::kP1 ? 1 : -1;
  const double value = sign * exact.Of(pos);
  double worst = 2;
  for (const Soule::Tactic& theirs : AllTactics(pos, Opponent(side))) {
    double sum = 0;
    for (std::size_t k = 0; k < mix.actions.size(); ++k) {
      sum += mix.probabilities[k] * sign * exact.Of(Play(pos, side, mix.actions[k], theirs));
    }
    worst = std::min(worst, sum);
  }
  return value - worst;
}

std::vector<StagedPosition> PositionsNeedingAMix(ExactValue& exact, int count) {
  Rng rng(17);
  std::vector<StagedPosition> found;
  for (int k = 0; k < 3000 && static_cast<int>(found.size()) < count; ++k) {
    const int stages = 1 + static_cast<int>(rng.Below(2));
    const Soule::Position pos = soule::RandomTurnPosition(rng, 2, stages);
    const double value = exact.Of(pos);
    double maximin = -2, minimax = 2;  // A's pure bounds
    const auto a_tactics = AllTactics(pos, Side::kP1);
    const auto b_tactics = AllTactics(pos, Side::kP2);
    for (const Soule::Tactic& a : a_tactics) {
      double worst = 2;
      for (const Soule::Tactic& b : b_tactics) {
        worst = std::min(worst, exact.Of(Play(pos, Side::kP1, a, b)));
      }
      maximin = std::max(maximin, worst);
    }
    for (const Soule::Tactic& b : b_tactics) {
      double best = -2;
      for (const Soule::Tactic& a : a_tactics) {
        best = std::max(best, exact.Of(Play(pos, Side::kP1, a, b)));
      }
      minimax = std::min(minimax, best);
    }
    if (maximin < value - 1e-6 && value < minimax - 1e-6) found.push_back({pos, stages});
  }
  return found;
}

}  // namespace melee::soule_test
