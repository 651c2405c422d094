// The weights of the Cannon Ball evaluation, one per feature of cannonball_features.h, in
// centi-units per unit of the feature. The only place they live: `melee-tune fit` prints this
// table (docs/tuning.md); each line says why the value has its size or sign. Tuned 2026-11-30
// (Texel on 4,230 self-play positions labelled with the next try, prior 0.003, tries left out;
// +182 +- 36 Elo over the hand-set values), then ball progress and contact corrected by matches:
// the fitted contact weight (162) made the searcher crowd the ball and pass it around in
// forced take-and-kicks, drawing 134 of 200 games against a random mover by the no-progress
// rule; progress 20 and contact 40 won 40-0-0 against random and greedy and +260 +- 61 Elo over
// the fitted table (60 games, movetime 50; docs/tuning.md).
#pragma once

#include <array>

#include "eval/cannonball/cannonball_features.h"

namespace melee::cannonball_eval {

inline constexpr std::array<int, kFeatureCount> kWeights = {
    10000,  // tries: a try is worth far more than anything on the field (not tuned)
    20,     // ball progress: per rank past the centre line; the gradient towards a try
    44,     // takers: each is a way to move the ball this turn
    59,     // open goal lines: a taker there scores at once
    8,      // attack zone: tries are kicked from it, but players there leave our half open
    -4,     // defenders: about nothing once the other terms are in (hand 6 lost 70 Elo)
    40,     // contact: players next to the ball take it first (three force a take and kick)
};

}  // namespace melee::cannonball_eval
