// The weights of the Cannon Ball evaluation, one per feature of cannonball_features.h, in
// centi-units per unit of the feature. The only place they live: `melee-tune fit` prints this
// table (docs/tuning.md); each line says why the value has its size or sign. Fitted by Texel's
// method on self-play positions labelled with the next try (tries left out), then ball
// progress and contact set by matches (docs/tuning.md): a large contact weight makes the
// searcher crowd the ball and pass it around in forced take-and-kicks, drawing by the
// no-progress rule against weak movers.
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
    -4,     // defenders: about nothing once the other terms are in (more lost: docs/tuning.md)
    40,     // contact: players next to the ball take it first (three force a take and kick)
};

}  // namespace melee::cannonball_eval
