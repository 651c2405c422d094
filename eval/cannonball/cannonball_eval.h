// Static evaluation of Cannon Ball: a linear sum of the features of cannonball_features.h with
// the weights of cannonball_weights.h (eval/linear_eval.h), from the side to move's view in
// centi-units. Used by the alpha-beta leaves, the `greedy` baseline and `eval`; tuned by tune/
// (docs/tuning.md).
#pragma once

#include "engine/cannonball/cannonball.h"
#include "eval/cannonball/cannonball_features.h"
#include "eval/cannonball/cannonball_weights.h"
#include "eval/eval.h"
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
struct Eval<CannonBall> : LinearEval<CannonBall> {
  // The linear evaluation's value, without its feature table (cannonball_features.h).
  static int Evaluate(const CannonBall::Position& pos) { return cannonball_eval::Score(pos); }

  // Alpha-beta (docs/search.md gives the matches): quiescence over takes and kicks
  // (CannonBall::IsForcing) is far stronger than the plain search; futility lost and the null
  // move was no better, both next to quiescence.
  static constexpr SearchSwitches kSwitches{
      .late_move_reductions = true, .futility = false, .null_move = false, .quiescence = true};
};

}  // namespace melee
