#include "match/stats.h"

#include <cmath>
#include <limits>
#include <vector>

namespace melee::match {
namespace {

constexpr double kZ95 = 1.959963984540054;  // two-sided 95 % normal quantile
constexpr double kMinCount = 1e-3;          // fishtest's regularisation of empty outcomes
constexpr double kTrinomialValues[] = {0, 0.5, 1};
constexpr double kPentanomialValues[] = {0, 0.25, 0.5, 0.75, 1};

double NormalCdf(double x) { return 0.5 * std::erfc(-x / std::sqrt(2.0)); }

// Mean and variance of the per-game (or per-pair) score.
struct Moments {
  double n = 0, mean = 0.5, variance = 0;
};

Moments MomentsOf(std::span<const double> values, std::span<const double> counts) {
  Moments m;
  for (double c : counts) m.n += c;
  if (m.n <= 0) return m;
  double sum = 0;
  for (std::size_t k = 0; k < values.size(); ++k) sum += values[k] * counts[k];
  m.mean = sum / m.n;
  double sq = 0;
  for (std::size_t k = 0; k < values.size(); ++k)
    sq += counts[k] * (values[k] - m.mean) * (values[k] - m.mean);
  m.variance = sq / m.n;
  return m;
}

}  // namespace

ScoreCounts& ScoreCounts::operator+=(const ScoreCounts& other) {
  wins += other.wins;
  draws += other.draws;
  losses += other.losses;
  for (int k = 0; k < 5; ++k) pairs[k] += other.pairs[k];
  return *this;
}

double EloToScore(double elo) { return 1 / (1 + std::pow(10.0, -elo / 400)); }

double ScoreToElo(double score) {
  if (score <= 0) return -std::numeric_limits<double>::infinity();
  if (score >= 1) return std::numeric_limits<double>::infinity();
  return -400 * std::log10(1 / score - 1);
}

EloEstimate EstimateElo(const ScoreCounts& c) {
  EloEstimate e;
  const int64_t games = c.games();
  if (games == 0) return e;
  e.draw_rate = static_cast<double>(c.draws) / static_cast<double>(games);
  e.pentanomial = c.pair_count() > 0 && 2 * c.pair_count() == games;
  Moments m;
  if (e.pentanomial) {
    const double counts[5] = {double(c.pairs[0]), double(c.pairs[1]), double(c.pairs[2]),
                              double(c.pairs[3]), double(c.pairs[4])};
    m = MomentsOf(kPentanomialValues, counts);
  } else {
    const double counts[3] = {double(c.losses), double(c.draws), double(c.wins)};
    m = MomentsOf(kTrinomialValues, counts);
  }
  const double stderr_score = std::sqrt(m.variance / m.n);
  e.score = m.mean;
  e.elo = ScoreToElo(m.mean);
  e.elo_low = ScoreToElo(m.mean - kZ95 * stderr_score);
  e.elo_high = ScoreToElo(m.mean + kZ95 * stderr_score);
  e.los = stderr_score > 0 ? NormalCdf((m.mean - 0.5) / stderr_score)
                           : (m.mean > 0.5   ? 1.0
                              : m.mean < 0.5 ? 0.0
                                             : 0.5);
  return e;
}

double SprtParams::lower_bound() const { return std::log(beta / (1 - alpha)); }
double SprtParams::upper_bound() const { return std::log((1 - beta) / alpha); }

double GsprtLlr(std::span<const double> values, std::span<const double> counts, double s0,
                double s1) {
  std::vector<double> regular(counts.begin(), counts.end());
  double n = 0;
  for (double& c : regular) {
    c = std::max(c, kMinCount);
    n += c;
  }
  double r0 = 0, r1 = 0;
  for (std::size_t k = 0; k < values.size(); ++k) {
    r0 += regular[k] / n * (values[k] - s0) * (values[k] - s0);
    r1 += regular[k] / n * (values[k] - s1) * (values[k] - s1);
  }
  return n / 2 * std::log(r0 / r1);
}

double SprtLlr(const ScoreCounts& c, const SprtParams& p) {
  const double s0 = EloToScore(p.elo0), s1 = EloToScore(p.elo1);
  if (c.pair_count() > 0) {
    const double counts[5] = {double(c.pairs[0]), double(c.pairs[1]), double(c.pairs[2]),
                              double(c.pairs[3]), double(c.pairs[4])};
    return GsprtLlr(kPentanomialValues, counts, s0, s1);
  }
  const double counts[3] = {double(c.losses), double(c.draws), double(c.wins)};
  return GsprtLlr(kTrinomialValues, counts, s0, s1);
}

SprtVerdict SprtDecide(double llr, const SprtParams& p) {
  if (llr >= p.upper_bound()) return SprtVerdict::kAcceptH1;
  if (llr <= p.lower_bound()) return SprtVerdict::kAcceptH0;
  return SprtVerdict::kContinue;
}

SprtVerdict SprtDecide(const ScoreCounts& c, const SprtParams& p) {
  const int64_t samples = c.pair_count() > 0 ? c.pair_count() : c.games();
  if (samples < kSprtMinimumSamples) return SprtVerdict::kContinue;
  return SprtDecide(SprtLlr(c, p), p);
}

std::string_view SprtVerdictName(SprtVerdict v) {
  switch (v) {
    case SprtVerdict::kAcceptH0:
      return "H0";
    case SprtVerdict::kAcceptH1:
      return "H1";
    case SprtVerdict::kContinue:
      break;
  }
  return "continue";
}

}  // namespace melee::match
