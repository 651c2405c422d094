// Static evaluation of BALL positions: a linear sum of the features of ball_features.h with the
// weights of ball_weights.h (eval/linear_eval.h), from the side to move's view in
// centi-units. Tuned by tune/ (docs/tuning.md).
#pragma once

#include "engine/ball/ball.h"
#include "eval/ball/ball_features.h"
#include "eval/ball/ball_weights.h"
#include "eval/eval.h"
// The searcher's switches for this game travel with its evaluation, so that every unit that
// instantiates a searcher over it sees the same SearchTraits specialisation (ODR).
#include "eval/ball/ball_search_traits.h"
#include "eval/linear_eval.h"

namespace melee {

template <>
struct EvalFeatures<Ball> {
  static constexpr std::size_t kCount = ball_eval::kFeatureCount;
  static constexpr const auto& kNames = ball_eval::kFeatureNames;
  static constexpr const auto& kWeights = ball_eval::kWeights;
  static FeatureTable<kCount> Compute(const Ball::Position& pos) {
    return ball_eval::ComputeFeatures(pos);
  }
};

template <>
struct Eval<Ball> : LinearEval<Ball> {};

}  // namespace melee
