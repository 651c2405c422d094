// Match statistics for "is A stronger than B?": logistic Elo with a 95 % interval from the
// trinomial (W/D/L) or, when games come in side-swapped pairs, the pentanomial distribution of
// pair scores (which removes the opening's bias from the variance), and an SPRT.
//
// The SPRT's log-likelihood ratio is fishtest's GSPRT approximation for logistic Elo
// (`LLR_logistic` with `LLR_alt2`, M. Van den Bergh, "A GSPRT approximation"):
//   LLR = N/2 * ln(r0 / r1),  r_i = sum_k p_k (x_k - s_i)^2,  s_i = 1 / (1 + 10^(-elo_i/400)),
// over the empirical distribution p of per-game scores x (trinomial: 0, 1/2, 1; N games) or of
// per-pair mean scores (pentanomial: 0, 1/4, 1/2, 3/4, 1; N pairs). Counts below 1e-3 are
// raised to 1e-3 first, as fishtest does, so that an empty outcome never makes r zero.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>

namespace melee::match {

// From the first engine's side: index k of `pairs` counts pairs scoring k/2 points (0 .. 2).
struct ScoreCounts {
  int64_t wins = 0, draws = 0, losses = 0;
  std::array<int64_t, 5> pairs{};

  int64_t games() const { return wins + draws + losses; }
  int64_t pair_count() const { return pairs[0] + pairs[1] + pairs[2] + pairs[3] + pairs[4]; }
  ScoreCounts& operator+=(const ScoreCounts& other);
};

struct EloEstimate {
  double score = 0.5;  // mean points per game, 0..1
  double elo = 0;      // logistic; +-infinity at a score of 1 or 0
  double elo_low = 0;  // 95 % interval
  double elo_high = 0;
  double los = 0.5;  // likelihood of superiority, Phi((score - 1/2) / stderr)
  double draw_rate = 0;
  bool pentanomial = false;  // the interval comes from the pair scores
  double ci95() const { return (elo_high - elo_low) / 2; }
};

// Pentanomial when every game is in a finished pair, trinomial otherwise.
EloEstimate EstimateElo(const ScoreCounts& counts);

double EloToScore(double elo);
double ScoreToElo(double score);

struct SprtParams {
  double elo0 = 0, elo1 = 5, alpha = 0.05, beta = 0.05;
  double lower_bound() const;  // ln(beta / (1 - alpha)): accept H0 at or below
  double upper_bound() const;  // ln((1 - beta) / alpha): accept H1 at or above
};

enum class SprtVerdict { kContinue, kAcceptH0, kAcceptH1 };

// The LLR of the counts (pentanomial if pairs were counted, trinomial otherwise).
double SprtLlr(const ScoreCounts& counts, const SprtParams& params);
SprtVerdict SprtDecide(double llr, const SprtParams& params);

// The verdict a match acts on: the LLR's, once the counts hold kSprtMinimumSamples samples of
// their model (pairs in the pentanomial, games in the trinomial), else kContinue. The LLR
// replaces the unknown variance with the sample's, which a handful of samples gets badly wrong:
// three Cannon Ball pairs of one win and one loss each have variance 0, and their LLR for
// elo0 -25 elo1 0 was 2.97, past the bound, after 6 games.
inline constexpr int64_t kSprtMinimumSamples = 20;
SprtVerdict SprtDecide(const ScoreCounts& counts, const SprtParams& params);
std::string_view SprtVerdictName(SprtVerdict v);

// The GSPRT approximation over a distribution: values x_k (scores 0..1) with counts.
double GsprtLlr(std::span<const double> values, std::span<const double> counts, double s0,
                double s1);

}  // namespace melee::match
