// Elo, its interval and the SPRT against values computed independently (Python, fishtest's
// LLRcalc formulas: regularize, results_to_pdf, LLR_alt2).
#include "match/stats.h"

#include <gtest/gtest.h>

#include <cmath>

namespace melee::match {
namespace {

ScoreCounts Trinomial(int64_t losses, int64_t draws, int64_t wins) {
  ScoreCounts c;
  c.losses = losses;
  c.draws = draws;
  c.wins = wins;
  return c;
}

ScoreCounts Pentanomial(std::array<int64_t, 5> pairs) {
  ScoreCounts c;
  c.pairs = pairs;
  // Any W/D/L split with the same total points will do for the interval: it uses the pairs.
  const int64_t points2 = pairs[1] + 2 * pairs[2] + 3 * pairs[3] + 4 * pairs[4];  // half-points
  const int64_t games = 2 * c.pair_count();
  c.wins = points2 / 2;
  c.draws = points2 % 2;
  c.losses = games - c.wins - c.draws;
  return c;
}

TEST(Elo, LogisticScoreConversions) {
  EXPECT_NEAR(ScoreToElo(0.75), 400 * std::log10(3.0), 1e-9);  // 190.85
  EXPECT_NEAR(ScoreToElo(0.5), 0, 1e-12);
  EXPECT_NEAR(EloToScore(ScoreToElo(0.6)), 0.6, 1e-12);
  EXPECT_NEAR(EloToScore(-400), 1 / 11.0, 1e-12);
  EXPECT_TRUE(std::isinf(ScoreToElo(1.0)));
}

TEST(Elo, TrinomialIntervalMatchesReferenceValues) {
  const EloEstimate e = EstimateElo(Trinomial(100, 200, 130));
  EXPECT_FALSE(e.pentanomial);
  EXPECT_NEAR(e.score, 0.5348837209302325, 1e-12);
  EXPECT_NEAR(e.elo, 24.279136141444653, 1e-9);
  EXPECT_NEAR(e.elo_low, 0.3322703202959525, 1e-9);
  EXPECT_NEAR(e.elo_high, 48.45892041589239, 1e-9);
  EXPECT_NEAR(e.los, 0.9765501005802248, 1e-9);
  EXPECT_NEAR(e.draw_rate, 200 / 430.0, 1e-12);
}

TEST(Elo, PentanomialIntervalMatchesReferenceValues) {
  const EloEstimate e = EstimateElo(Pentanomial({10, 40, 120, 50, 20}));
  EXPECT_TRUE(e.pentanomial);
  EXPECT_NEAR(e.score, 0.53125, 1e-12);
  EXPECT_NEAR(e.elo, 21.74306492903708, 1e-9);
  EXPECT_NEAR(e.elo_low, 1.3406449580013953, 1e-9);
  EXPECT_NEAR(e.elo_high, 42.296529526099164, 1e-9);
  EXPECT_NEAR(e.los, 0.981643071818648, 1e-9);
}

TEST(Elo, NoGamesIsEven) {
  const EloEstimate e = EstimateElo({});
  EXPECT_EQ(e.elo, 0);
  EXPECT_EQ(e.score, 0.5);
}

TEST(Sprt, BoundsAreWaldsLogs) {
  const SprtParams p{0, 10, 0.05, 0.05};
  EXPECT_NEAR(p.lower_bound(), -2.9444389791664403, 1e-12);
  EXPECT_NEAR(p.upper_bound(), 2.9444389791664403, 1e-12);
}

TEST(Sprt, LlrMatchesFishtestsAlt2Approximation) {
  EXPECT_NEAR(SprtLlr(Trinomial(100, 200, 130), {0, 10, 0.05, 0.05}), 1.2848928872748988, 1e-9);
  EXPECT_NEAR(SprtLlr(Pentanomial({10, 40, 120, 50, 20}), {0, 5, 0.05, 0.05}), 0.876349823961456,
              1e-9);
  // Empty outcomes are regularised (1e-3), never a division by zero.
  EXPECT_NEAR(SprtLlr(Pentanomial({0, 0, 30, 0, 0}), {0, 5, 0.05, 0.05}), -18.730606490932455,
              1e-6);
  EXPECT_NEAR(SprtLlr(Trinomial(20, 0, 60), {-5, 5, 0.05, 0.05}), 1.1510685421716433, 1e-9);
}

TEST(Sprt, Decisions) {
  const SprtParams p{0, 10, 0.05, 0.05};
  EXPECT_EQ(SprtDecide(3.0, p), SprtVerdict::kAcceptH1);
  EXPECT_EQ(SprtDecide(-3.0, p), SprtVerdict::kAcceptH0);
  EXPECT_EQ(SprtDecide(0.5, p), SprtVerdict::kContinue);
  // All draws: no evidence for a 10 Elo gain, strong evidence against it.
  EXPECT_EQ(SprtDecide(SprtLlr(Pentanomial({0, 0, 500, 0, 0}), p), p), SprtVerdict::kAcceptH0);
}

// A match acts on the LLR only from kSprtMinimumSamples samples on: three pairs of one win
// and one loss each (variance 0) put the LLR past a bound, but are no evidence yet.
TEST(Sprt, NoVerdictBeforeTheMinimumSample) {
  const SprtParams non_regression{-25, 0, 0.05, 0.05};
  const ScoreCounts three = Pentanomial({0, 0, 3, 0, 0});
  EXPECT_GE(SprtLlr(three, non_regression), non_regression.upper_bound());
  EXPECT_EQ(SprtDecide(three, non_regression), SprtVerdict::kContinue);
  const ScoreCounts below = Pentanomial({0, 0, kSprtMinimumSamples - 1, 0, 0});
  EXPECT_EQ(SprtDecide(below, non_regression), SprtVerdict::kContinue);
  const ScoreCounts enough = Pentanomial({0, 0, kSprtMinimumSamples, 0, 0});
  EXPECT_EQ(SprtDecide(enough, non_regression), SprtVerdict::kAcceptH1);
  // Without pairs the samples are games (all won: far past the bound for a 200 Elo gain).
  const SprtParams gain{0, 200, 0.05, 0.05};
  const ScoreCounts few_wins = Trinomial(0, 0, kSprtMinimumSamples - 1);
  EXPECT_GE(SprtLlr(few_wins, gain), gain.upper_bound());
  EXPECT_EQ(SprtDecide(few_wins, gain), SprtVerdict::kContinue);
  EXPECT_EQ(SprtDecide(Trinomial(0, 0, kSprtMinimumSamples), gain), SprtVerdict::kAcceptH1);
}

}  // namespace
}  // namespace melee::match
