#include "tune/texel.h"

#include <gtest/gtest.h>

#include <vector>

#include "engine/core/random.h"

namespace melee::tune {
namespace {

constexpr double kTrueK = 0.01;
const std::vector<double> kTrueWeights = {100, -40, 25};

// Random integer features in [-5, 5]; the result is the model's probability itself (`noisy`
// false) or a win/loss drawn with it.
TrainingSet Synthetic(std::size_t positions, bool noisy, uint64_t seed) {
  Rng rng(seed);
  TrainingSet set;
  set.features = kTrueWeights.size();
  std::vector<double> row(set.features);
  for (std::size_t i = 0; i < positions; ++i) {
    double eval = 0;
    for (std::size_t j = 0; j < row.size(); ++j) {
      row[j] = static_cast<double>(rng.Below(11)) - 5;
      eval += kTrueWeights[j] * row[j];
    }
    const double p = Sigmoid(kTrueK, eval);
    set.Add(row, noisy ? (rng.Unit() < p ? 1.0 : 0.0) : p);
  }
  return set;
}

TEST(Texel, ExactLabelsGiveZeroLossAtTheTrueWeights) {
  const TrainingSet set = Synthetic(500, false, 1);
  EXPECT_NEAR(MeanSquaredError(set, kTrueWeights, kTrueK), 0.0, 1e-15);
  EXPECT_GT(MeanSquaredError(set, std::vector<double>{90, -40, 25}, kTrueK), 1e-6);
}

TEST(Texel, FitsKForKnownWeights) {
  const TrainingSet set = Synthetic(2000, false, 2);
  EXPECT_NEAR(FitK(set, kTrueWeights), kTrueK, kTrueK * 1e-3);
}

TEST(Texel, RecoversWeightsFromExactLabels) {
  const TrainingSet set = Synthetic(3000, false, 3);
  const std::vector<double> start = {50, 0, 0};
  const std::vector<double> fitted = FitWeights(set, start, kTrueK, {});
  for (std::size_t j = 0; j < kTrueWeights.size(); ++j) {
    EXPECT_NEAR(fitted[j], kTrueWeights[j], 1.0) << "feature " << j;
  }
}

TEST(Texel, RecoversWeightsFromDrawnResults) {
  const TrainingSet set = Synthetic(20000, true, 4);
  const std::vector<double> fitted = FitWeights(set, std::vector<double>{50, 0, 0}, kTrueK, {});
  for (std::size_t j = 0; j < kTrueWeights.size(); ++j) {
    EXPECT_NEAR(fitted[j], kTrueWeights[j], 0.1 * std::abs(kTrueWeights[j])) << "feature " << j;
  }
  EXPECT_LT(MeanSquaredError(set, fitted, kTrueK),
            MeanSquaredError(set, std::vector<double>{50, 0, 0}, kTrueK));
}

TEST(Texel, FrozenWeightsStay) {
  const TrainingSet set = Synthetic(1000, false, 5);
  FitOptions options;
  options.frozen = {false, true, false};
  const std::vector<double> fitted =
      FitWeights(set, std::vector<double>{50, -7, 0}, kTrueK, options);
  EXPECT_EQ(fitted[1], -7);
  EXPECT_GT(fitted[0], 60);  // the free ones still move toward the truth
}

TEST(Texel, ADroppedFeatureNoLongerCounts) {
  TrainingSet set = Synthetic(500, false, 7);
  set.DropFeature(1);
  EXPECT_EQ(MeanSquaredError(set, std::vector<double>{100, -40, 25}, kTrueK),
            MeanSquaredError(set, std::vector<double>{100, 999, 25}, kTrueK));
  EXPECT_GT(MeanSquaredError(set, kTrueWeights, kTrueK), 1e-6);  // the labels still used it
}

TEST(Texel, ThePriorHoldsTheWeightsNearTheStart) {
  const TrainingSet set = Synthetic(2000, false, 6);
  const std::vector<double> start = {50, 0, 0};
  FitOptions loose, tight;
  tight.prior = 10;
  const std::vector<double> free_fit = FitWeights(set, start, kTrueK, loose);
  const std::vector<double> held = FitWeights(set, start, kTrueK, tight);
  EXPECT_NEAR(free_fit[0], kTrueWeights[0], 1.0);
  EXPECT_GT(held[0], start[0]);  // the data still pulls
  EXPECT_LT(held[0], kTrueWeights[0] - 10);
}

}  // namespace
}  // namespace melee::tune
