#include "match/ratings.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <numeric>

namespace melee::match {
namespace {

constexpr double kZ95 = 1.959963984540054;
constexpr double kEloScale = 2.302585092994046 / 400;  // ln(10) / 400: d p / d elo = k p (1 - p)
constexpr int kMaxIterations = 500;
constexpr double kConverged = 1e-10;  // Elo

using Matrix = std::vector<std::vector<double>>;

double WinProbability(double elo_difference) {
  return 1 / (1 + std::exp(-kEloScale * elo_difference));
}

// ln(1 + e^x) without overflow.
double Softplus(double x) { return x > 0 ? x + std::log1p(std::exp(-x)) : std::log1p(std::exp(x)); }

// The log-likelihood of `wins` and `losses` (draws split between them) at a difference d.
double LogLikelihood(double points_for, double points_against, double d) {
  return -points_for * Softplus(-kEloScale * d) - points_against * Softplus(kEloScale * d);
}

// The inverse of a symmetric positive definite matrix (Gauss-Jordan with partial pivoting).
Matrix Inverse(Matrix a) {
  const std::size_t n = a.size();
  Matrix inv(n, std::vector<double>(n, 0));
  for (std::size_t i = 0; i < n; ++i) inv[i][i] = 1;
  for (std::size_t c = 0; c < n; ++c) {
    std::size_t pivot = c;
    for (std::size_t r = c + 1; r < n; ++r)
      if (std::abs(a[r][c]) > std::abs(a[pivot][c])) pivot = r;
    std::swap(a[c], a[pivot]);
    std::swap(inv[c], inv[pivot]);
    const double d = a[c][c];
    for (std::size_t k = 0; k < n; ++k) {
      a[c][k] /= d;
      inv[c][k] /= d;
    }
    for (std::size_t r = 0; r < n; ++r) {
      if (r == c || a[r][c] == 0) continue;
      const double f = a[r][c];
      for (std::size_t k = 0; k < n; ++k) {
        a[r][k] -= f * a[c][k];
        inv[r][k] -= f * inv[c][k];
      }
    }
  }
  return inv;
}

// The objective on ratings whose mean is 0: the games' log-likelihood plus, with the prior,
// `prior` draws of each engine against a virtual engine at the mean (rated 0 there).
class Objective {
 public:
  Objective(const RatingInput& input, double prior) : input_(input), prior_(prior) {}

  double Value(const std::vector<double>& r) const {
    double v = 0;
    for (const Encounter& e : input_.encounters) {
      const double half = 0.5 * static_cast<double>(e.draws);
      v += LogLikelihood(static_cast<double>(e.wins) + half, static_cast<double>(e.losses) + half,
                         r[e.a] - r[e.b]);
    }
    for (double x : r) v += LogLikelihood(prior_ / 2, prior_ / 2, x);
    return v;
  }

  // The gradient and the observed information (minus the Hessian), both projected on the
  // ratings of mean 0; the information gets 1/n in every cell, which makes it invertible
  // without moving the step out of that plane (the projected gradient sums to 0).
  void Derivatives(const std::vector<double>& r, std::vector<double>& gradient,
                   Matrix& information) const {
    const std::size_t n = r.size();
    gradient.assign(n, 0);
    information.assign(n, std::vector<double>(n, 0));
    for (const Encounter& e : input_.encounters) {
      const double games = static_cast<double>(e.wins + e.draws + e.losses);
      const double p = WinProbability(r[e.a] - r[e.b]);
      const double g = kEloScale * (static_cast<double>(e.wins) + 0.5 * e.draws - games * p);
      const double h = games * kEloScale * kEloScale * p * (1 - p);
      gradient[e.a] += g;
      gradient[e.b] -= g;
      information[e.a][e.a] += h;
      information[e.b][e.b] += h;
      information[e.a][e.b] -= h;
      information[e.b][e.a] -= h;
    }
    for (std::size_t i = 0; i < n; ++i) {
      const double p = WinProbability(r[i]);
      gradient[i] += prior_ * kEloScale * (0.5 - p);
      information[i][i] += prior_ * kEloScale * kEloScale * p * (1 - p);
    }
    const double mean_g = std::accumulate(gradient.begin(), gradient.end(), 0.0) / n;
    for (double& g : gradient) g -= mean_g;
    std::vector<double> row_mean(n, 0);
    double all_mean = 0;
    for (std::size_t i = 0; i < n; ++i) {
      row_mean[i] = std::accumulate(information[i].begin(), information[i].end(), 0.0) / n;
      all_mean += row_mean[i] / n;
    }
    for (std::size_t i = 0; i < n; ++i)
      for (std::size_t j = 0; j < n; ++j)
        information[i][j] += all_mean - row_mean[i] - row_mean[j] + 1.0 / n;
  }

 private:
  const RatingInput& input_;
  double prior_;
};

// Newton's method with step halving from all ratings 0; returns the ratings (mean 0) and the
// inverse of the projected information at them.
std::vector<double> Maximise(const Objective& objective, std::size_t n, Matrix& covariance) {
  std::vector<double> r(n, 0), gradient;
  Matrix information;
  for (int iteration = 0; iteration < kMaxIterations; ++iteration) {
    objective.Derivatives(r, gradient, information);
    const Matrix inverse = Inverse(information);
    std::vector<double> step(n, 0);
    for (std::size_t i = 0; i < n; ++i)
      for (std::size_t j = 0; j < n; ++j) step[i] += inverse[i][j] * gradient[j];
    const double before = objective.Value(r);
    double scale = 1;
    std::vector<double> next(n);
    for (int halving = 0; halving < 60; ++halving, scale /= 2) {
      for (std::size_t i = 0; i < n; ++i) next[i] = r[i] + scale * step[i];
      if (objective.Value(next) >= before) break;
    }
    r = next;
    double largest = 0;
    for (double s : step) largest = std::max(largest, std::abs(scale * s));
    if (largest < kConverged) break;
  }
  objective.Derivatives(r, gradient, information);
  covariance = Inverse(information);
  return r;
}

// reach[i][j]: a chain of engines each scoring at least a draw against the next leads from i
// to j. The maximum exists when every engine reaches every other (Ford's condition).
std::vector<std::vector<bool>> ScoringReach(const RatingInput& input) {
  const std::size_t n = input.engines.size();
  std::vector<std::vector<bool>> reach(n, std::vector<bool>(n, false));
  for (std::size_t i = 0; i < n; ++i) reach[i][i] = true;
  for (const Encounter& e : input.encounters) {
    if (e.wins + e.draws > 0) reach[e.a][e.b] = true;
    if (e.losses + e.draws > 0) reach[e.b][e.a] = true;
  }
  for (std::size_t k = 0; k < n; ++k)
    for (std::size_t i = 0; i < n; ++i)
      if (reach[i][k])
        for (std::size_t j = 0; j < n; ++j)
          if (reach[k][j]) reach[i][j] = true;
  return reach;
}

// The groups of engines linked by games, as "{A, B}" texts; one group when all are linked.
std::vector<std::string> LinkedGroups(const RatingInput& input) {
  const std::size_t n = input.engines.size();
  std::vector<std::size_t> group(n);
  std::iota(group.begin(), group.end(), 0);
  const auto root = [&](std::size_t i) {
    while (group[i] != i) i = group[i];
    return i;
  };
  for (const Encounter& e : input.encounters) group[root(e.a)] = root(e.b);
  std::map<std::size_t, std::string> texts;
  for (std::size_t i = 0; i < n; ++i) {
    std::string& text = texts[root(i)];
    text += (text.empty() ? "{" : ", ") + input.engines[i];
  }
  std::vector<std::string> out;
  for (auto& [id, text] : texts) out.push_back(text + "}");
  return out;
}

// An engine whose strongly linked group no other engine scored against is rated too low by
// any finite value (kLower: the value is a lower bound); one that scored against no other
// group, too high.
RatingBound BoundOf(const std::vector<std::vector<bool>>& reach, std::size_t i) {
  bool reached_from_outside = false, reaches_outside = false;
  for (std::size_t j = 0; j < reach.size(); ++j) {
    if (reach[i][j] && reach[j][i]) continue;
    reached_from_outside |= reach[j][i];
    reaches_outside |= reach[i][j];
  }
  if (!reached_from_outside) return RatingBound::kLower;
  if (!reaches_outside) return RatingBound::kUpper;
  return RatingBound::kNone;
}

// The engine's games, W-D-L and opponents.
void CountResults(const RatingInput& input, int engine, EngineRating& rating) {
  for (const Encounter& e : input.encounters) {
    if (e.a != engine && e.b != engine) continue;
    const bool is_a = e.a == engine;
    rating.wins += is_a ? e.wins : e.losses;
    rating.losses += is_a ? e.losses : e.wins;
    rating.draws += e.draws;
    ++rating.opponents;
  }
}

}  // namespace

RatingInput CollectEncounters(const std::vector<GameResult>& games) {
  RatingInput input;
  std::map<std::string, int> index;
  std::map<std::pair<int, int>, std::size_t> encounter;
  const auto engine = [&](const std::string& name) {
    const auto [it, added] = index.emplace(name, static_cast<int>(input.engines.size()));
    if (added) input.engines.push_back(name);
    return it->second;
  };
  for (const GameResult& g : games) {
    if (g.outcome == Outcome::kNone || g.aborted || g.players[0] == g.players[1]) continue;
    int p1 = engine(g.players[0]), p2 = engine(g.players[1]);
    const bool swapped = p1 > p2;
    if (swapped) std::swap(p1, p2);
    const auto [it, added] = encounter.emplace(std::make_pair(p1, p2), input.encounters.size());
    if (added) input.encounters.push_back({p1, p2});
    Encounter& e = input.encounters[it->second];
    const Outcome for_a = !swapped                       ? g.outcome
                          : g.outcome == Outcome::kP1Win ? Outcome::kP2Win
                          : g.outcome == Outcome::kP2Win ? Outcome::kP1Win
                                                         : g.outcome;
    e.wins += for_a == Outcome::kP1Win;
    e.draws += for_a == Outcome::kDraw;
    e.losses += for_a == Outcome::kP2Win;
  }
  return input;
}

RatingList ComputeRatings(const RatingInput& input, const RatingOptions& options) {
  RatingList list;
  list.anchor = options.anchor;
  list.anchor_elo = options.anchor_elo;
  const std::size_t n = input.engines.size();
  if (n < 2) {
    list.error = "no games between two engines to rate";
    return list;
  }
  const std::vector<std::string> groups = LinkedGroups(input);
  if (groups.size() > 1) {
    list.error = "the engines fall into " + std::to_string(groups.size()) +
                 " groups that never met, which one scale cannot compare:";
    for (const std::string& g : groups) list.error += " " + g;
    return list;
  }
  std::size_t anchor = 0;
  if (options.anchor) {
    const auto it = std::find(input.engines.begin(), input.engines.end(), *options.anchor);
    if (it == input.engines.end()) {
      list.error = "anchor '" + *options.anchor + "' played no game in these records";
      return list;
    }
    anchor = static_cast<std::size_t>(it - input.engines.begin());
  }
  const std::vector<std::vector<bool>> reach = ScoringReach(input);
  for (std::size_t i = 0; i < n && !list.prior_used; ++i)
    for (std::size_t j = 0; j < n; ++j) list.prior_used |= !reach[i][j];
  list.prior_draws = list.prior_used ? options.prior_draws : 0;
  if (list.prior_used && !(options.prior_draws > 0)) {
    list.error = "a group of engines has a perfect or nil score, so the ratings diverge: " +
                 std::string("give --prior a number of virtual draws above 0");
    return list;
  }
  Matrix covariance;
  const std::vector<double> r = Maximise(Objective(input, list.prior_draws), n, covariance);
  double mean_covariance = 0;
  std::vector<double> row_mean(n, 0);
  for (std::size_t i = 0; i < n; ++i) {
    row_mean[i] = std::accumulate(covariance[i].begin(), covariance[i].end(), 0.0) / n;
    mean_covariance += row_mean[i] / n;
  }
  for (std::size_t i = 0; i < n; ++i) {
    EngineRating rating;
    rating.name = input.engines[i];
    // The reported rating is r_i (mean 0) or r_i - r_anchor + its Elo; its variance follows.
    double variance = covariance[i][i] - 2 * row_mean[i] + mean_covariance;
    rating.elo = r[i];
    if (options.anchor) {
      variance = covariance[i][i] - 2 * covariance[i][anchor] + covariance[anchor][anchor];
      rating.elo = r[i] - r[anchor] + options.anchor_elo;
    }
    const double half_width = kZ95 * std::sqrt(std::max(variance, 0.0));
    rating.elo_low = rating.elo - half_width;
    rating.elo_high = rating.elo + half_width;
    if (list.prior_used) rating.bound = BoundOf(reach, i);
    if (rating.bound == RatingBound::kLower)
      rating.elo_high = std::numeric_limits<double>::infinity();
    if (rating.bound == RatingBound::kUpper)
      rating.elo_low = -std::numeric_limits<double>::infinity();
    CountResults(input, static_cast<int>(i), rating);
    list.games += rating.games();
    list.engines.push_back(rating);
  }
  list.games /= 2;  // every game was counted for both of its engines
  std::stable_sort(list.engines.begin(), list.engines.end(),
                   [](const EngineRating& x, const EngineRating& y) { return x.elo > y.elo; });
  return list;
}

}  // namespace melee::match
