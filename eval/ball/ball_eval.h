// Static evaluation of BALL positions: a linear sum of the features of ball_features.h with the
// weights of ball_weights.h (eval/linear_eval.h), from the side to move's view in
// centi-units. Tuned by tune/ (docs/tuning.md).
#pragma once

#include "engine/ball/ball.h"
#include "eval/ball/ball_features.h"
#include "eval/ball/ball_weights.h"
#include "eval/eval.h"
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
struct Eval<Ball> : LinearEval<Ball> {
  // Alpha-beta (docs/search.md gives the matches): quiescence over the ball-winning and
  // scoring steps (Ball::IsForcing) is clearly stronger than the plain search; futility and
  // the null turn were not better than quiescence alone, and the null turn also skips the
  // mandatory unblock phase and hid a win in 2 of the tactics file.
  static constexpr SearchSwitches kSwitches{.late_move_reductions = true,
                                            .futility = false,
                                            .null_move = false,
                                            .quiescence = true,
                                            .late_move_pruning = 5};
};

}  // namespace melee
