// Texel's tuning method for a linear evaluation: given positions as feature differences
// (p1's values minus p2's) with the game's result from p1's view (1 win, 0.5 draw, 0 loss),
// minimise the mean squared error between the result and sigmoid(K * eval), where
// eval = weights . features. K is fitted first with the current weights (it converts
// centi-units into a win probability), then the weights with K fixed.
//
// The features are extracted once, so one loss evaluation is a pass over a dense matrix: a
// fit over thousands of positions takes seconds.
#pragma once

#include <cstddef>
#include <span>
#include <vector>

namespace melee::tune {

// Row-major: position i's features are x[i * features .. (i + 1) * features).
struct TrainingSet {
  std::size_t features = 0;
  std::vector<double> x;
  std::vector<double> result;  // p1's score in [0, 1], one per position

  std::size_t size() const { return result.size(); }
  void Add(std::span<const double> row, double score);
  // Zeroes feature j in every row: the fit then neither uses nor moves its weight.
  void DropFeature(std::size_t j);
};

double Sigmoid(double k, double eval);

// Mean over the set of (result - sigmoid(k * weights . x))^2.
double MeanSquaredError(const TrainingSet& set, std::span<const double> weights, double k);

// The K in [kMinK, kMaxK] minimising the error with these weights (golden-section search on
// log K: the error is unimodal in K for a fixed evaluation).
inline constexpr double kMinK = 1e-5;
inline constexpr double kMaxK = 1.0;
double FitK(const TrainingSet& set, std::span<const double> weights);

struct FitOptions {
  int iterations = 4000;
  double learning_rate = 1.0;  // Adam's step, in centi-units per iteration
  std::vector<bool> frozen;    // per feature: keep its weight (empty: none frozen)
  // A pull toward the starting weights: the loss gets prior * sum_j (dw_j * rms_j / 100)^2,
  // where rms_j is the feature's root mean square over the set, so a change that moves a
  // typical evaluation by 100 centi-units costs `prior`. Small sets of self-play positions
  // carry correlations the engine's play put there; the prior keeps the fit from chasing them.
  double prior = 0;
};

// Full-batch Adam from `start`, K fixed, minimising the error plus the prior; returns the fitted
// weights (not rounded).
std::vector<double> FitWeights(const TrainingSet& set, std::span<const double> start, double k,
                               const FitOptions& options);

}  // namespace melee::tune
