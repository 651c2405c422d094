// The linear evaluation shared by the turn games: a game computes named feature values per
// side (eval/<game>/<game>_features.*), its weights live in one table
// (eval/<game>/<game>_weights.h), and the score is their dot product:
//
//   Evaluate(pos) = sum_i weight[i] * (feature[me][i] - feature[opponent][i])
//
// Linear on purpose: the tuner (tune/) fits the weights by Texel's method on feature vectors
// extracted once, and `eval` can show every term as weight * value per side.
//
// A game plugs in by specialising EvalFeatures<G>:
//   static constexpr std::size_t kCount;                         // number of features
//   static constexpr std::array<std::string_view, kCount> kNames;
//   static constexpr const std::array<int, kCount>& kWeights;    // the game's weights table
//   static FeatureTable<kCount> Compute(const G::Position&);      // values per side
#pragma once

#include <array>
#include <cstddef>
#include <string_view>
#include <vector>

#include "engine/core/types.h"
#include "eval/eval.h"

namespace melee {

// Feature values of both sides: [Index(side)][feature].
template <std::size_t N>
using FeatureTable = std::array<std::array<int, N>, 2>;

template <class G>
struct EvalFeatures;

// The dot product from `me`'s point of view, in centi-units.
template <std::size_t N>
int LinearScore(const std::array<int, N>& weights, const FeatureTable<N>& values, Side me) {
  const std::array<int, N>& mine = values[Index(me)];
  const std::array<int, N>& theirs = values[Index(Opponent(me))];
  int score = 0;
  for (std::size_t i = 0; i < N; ++i) score += weights[i] * (mine[i] - theirs[i]);
  return score;
}

// One EvalTerm per feature: weight * value for each side.
template <std::size_t N>
std::vector<EvalTerm> LinearTerms(const std::array<std::string_view, N>& names,
                                  const std::array<int, N>& weights,
                                  const FeatureTable<N>& values) {
  std::vector<EvalTerm> terms;
  terms.reserve(N);
  for (std::size_t i = 0; i < N; ++i) {
    terms.push_back({names[i], weights[i] * values[0][i], weights[i] * values[1][i]});
  }
  return terms;
}

// Eval<G> for a game with EvalFeatures<G>: each game's Eval specialisation derives from this.
template <class G>
struct LinearEval {
  using Features = EvalFeatures<G>;

  static int Evaluate(const typename G::Position& pos) {
    return LinearScore(Features::kWeights, Features::Compute(pos), pos.side_to_move());
  }
  static std::vector<EvalTerm> Explain(const typename G::Position& pos) {
    return LinearTerms(Features::kNames, Features::kWeights, Features::Compute(pos));
  }
};

}  // namespace melee
