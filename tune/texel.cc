#include "tune/texel.h"

#include <algorithm>
#include <cmath>

namespace melee::tune {
namespace {

double Dot(std::span<const double> a, const double* b) {
  double sum = 0;
  for (std::size_t j = 0; j < a.size(); ++j) sum += a[j] * b[j];
  return sum;
}

}  // namespace

void TrainingSet::Add(std::span<const double> row, double score) {
  x.insert(x.end(), row.begin(), row.end());
  result.push_back(score);
}

void TrainingSet::DropFeature(std::size_t j) {
  for (std::size_t i = 0; i < size(); ++i) x[i * features + j] = 0;
}

double Sigmoid(double k, double eval) { return 1.0 / (1.0 + std::exp(-k * eval)); }

double MeanSquaredError(const TrainingSet& set, std::span<const double> weights, double k) {
  if (set.size() == 0) return 0;
  double sum = 0;
  for (std::size_t i = 0; i < set.size(); ++i) {
    const double error = set.result[i] - Sigmoid(k, Dot(weights, &set.x[i * set.features]));
    sum += error * error;
  }
  return sum / static_cast<double>(set.size());
}

double FitK(const TrainingSet& set, std::span<const double> weights) {
  const double golden = (std::sqrt(5.0) - 1) / 2;
  double lo = std::log(kMinK), hi = std::log(kMaxK);
  auto error = [&](double log_k) { return MeanSquaredError(set, weights, std::exp(log_k)); };
  double a = hi - golden * (hi - lo), b = lo + golden * (hi - lo);
  double fa = error(a), fb = error(b);
  for (int step = 0; step < 100 && hi - lo > 1e-9; ++step) {
    if (fa < fb) {
      hi = b, b = a, fb = fa;
      a = hi - golden * (hi - lo);
      fa = error(a);
    } else {
      lo = a, a = b, fa = fb;
      b = lo + golden * (hi - lo);
      fb = error(b);
    }
  }
  return std::exp((lo + hi) / 2);
}

std::vector<double> FitWeights(const TrainingSet& set, std::span<const double> start, double k,
                               const FitOptions& options) {
  constexpr double kBeta1 = 0.9, kBeta2 = 0.999, kEpsilon = 1e-12;
  const std::size_t n = set.features;
  std::vector<double> w(start.begin(), start.end());
  std::vector<double> m(n, 0), v(n, 0), gradient(n);
  if (set.size() == 0) return w;
  const double scale = 1.0 / static_cast<double>(set.size());
  // d/dw_j of prior * (dw_j * rms_j / 100)^2 = prior_scale[j] * dw_j.
  std::vector<double> prior_scale(n, 0);
  for (std::size_t i = 0; i < set.size(); ++i) {
    for (std::size_t j = 0; j < n; ++j) prior_scale[j] += set.x[i * n + j] * set.x[i * n + j];
  }
  for (double& p : prior_scale) p = 2 * options.prior * p * scale / 1e4;
  double beta1_power = 1, beta2_power = 1;
  for (int it = 0; it < options.iterations; ++it) {
    for (std::size_t j = 0; j < n; ++j) gradient[j] = prior_scale[j] * (w[j] - start[j]);
    for (std::size_t i = 0; i < set.size(); ++i) {
      const double* row = &set.x[i * n];
      const double p = Sigmoid(k, Dot(w, row));
      // d/dw_j (result - p)^2 = -2 (result - p) p (1 - p) k x_j
      const double common = -2 * (set.result[i] - p) * p * (1 - p) * k * scale;
      for (std::size_t j = 0; j < n; ++j) gradient[j] += common * row[j];
    }
    beta1_power *= kBeta1;
    beta2_power *= kBeta2;
    // Linear decay to a twentieth of the step: Adam's constant step would keep the weights
    // oscillating around the minimum.
    const double fraction = static_cast<double>(it) / options.iterations;
    const double step = options.learning_rate * std::max(0.05, 1.0 - fraction);
    for (std::size_t j = 0; j < n; ++j) {
      if (!options.frozen.empty() && options.frozen[j]) continue;
      m[j] = kBeta1 * m[j] + (1 - kBeta1) * gradient[j];
      v[j] = kBeta2 * v[j] + (1 - kBeta2) * gradient[j] * gradient[j];
      const double m_hat = m[j] / (1 - beta1_power), v_hat = v[j] / (1 - beta2_power);
      w[j] -= step * m_hat / (std::sqrt(v_hat) + kEpsilon);
    }
  }
  return w;
}

}  // namespace melee::tune
