// Static evaluation for Bulltricker: a linear sum of the features of bulltricker_features.h
// with the weights of bulltricker_weights.h (eval/linear_eval.h). Used by the alpha-beta leaves,
// the `greedy` baseline and the `eval` command; tuned by tune/ (docs/tuning.md).
#pragma once

#include "engine/bulltricker/bulltricker.h"
#include "eval/bulltricker/bulltricker_features.h"
#include "eval/bulltricker/bulltricker_weights.h"
#include "eval/eval.h"
#include "eval/linear_eval.h"

namespace melee {

template <>
struct EvalFeatures<Bulltricker> {
  static constexpr std::size_t kCount = bulltricker_eval::kFeatureCount;
  static constexpr const auto& kNames = bulltricker_eval::kFeatureNames;
  static constexpr const auto& kWeights = bulltricker_eval::kWeights;
  static FeatureTable<kCount> Compute(const Bulltricker::Position& pos) {
    return bulltricker_eval::ComputeFeatures(pos);
  }
};

// Centi-pawns from the side to move's point of view; Explain gives the terms per side
// (p1 = White) in the order of the features.
template <>
struct Eval<Bulltricker> : LinearEval<Bulltricker> {
  // Alpha-beta (docs/search.md gives the matches): quiescence over captures and king-net
  // moves (Bulltricker::IsForcing) beats captures only, and captures only beat none; futility
  // was not better at match speed (a capture's material swing is already exempt); no null
  // move: compulsory captures and immobilisation draws make passing a real loss.
  static constexpr SearchSwitches kSwitches{
      .late_move_reductions = true, .futility = false, .null_move = false, .quiescence = true};
};

}  // namespace melee
