// Static evaluation of Cannon Ball: a linear sum of the features of cannonball_features.h with
// the weights of cannonball_weights.h (eval/linear_eval.h), from the side to move's view in
// centi-units. Used by the alpha-beta leaves, the `greedy` baseline and `eval`; tuned by tune/
// (docs/tuning.md).
#pragma once

#include "engine/cannonball/cannonball.h"
#include "eval/cannonball/cannonball_features.h"
#include "eval/cannonball/cannonball_weights.h"
#include "eval/eval.h"
// The searcher's switches for this game travel with its evaluation, so that every unit that
// instantiates a searcher over it sees the same SearchTraits specialisation (ODR).
#include "eval/cannonball/cannonball_search_traits.h"
#include "eval/linear_eval.h"

namespace melee {

template <>
struct EvalFeatures<CannonBall> {
  static constexpr std::size_t kCount = cannonball_eval::kFeatureCount;
  static constexpr const auto& kNames = cannonball_eval::kFeatureNames;
  static constexpr const auto& kWeights = cannonball_eval::kWeights;
  static FeatureTable<kCount> Compute(const CannonBall::Position& pos) {
    return cannonball_eval::ComputeFeatures(pos);
  }
};

template <>
struct Eval<CannonBall> : LinearEval<CannonBall> {};

}  // namespace melee
