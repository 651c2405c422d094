// The weights of the BALL evaluation, one per feature of ball_features.h, in centi-units per
// unit of the feature. The only place they live: `melee-tune fit` prints this table
// (docs/tuning.md); each line says why the value has its size or sign. Fitted by Texel's
// method on self-play positions (docs/tuning.md gives the fit and its match), except the
// stacked carrier, set by hand (docs/strength.md): it turns draws against weaker opponents
// into wins, which self-play results between equals do not show.
#pragma once

#include <array>

#include "eval/ball/ball_features.h"

namespace melee::ball_eval {

inline constexpr std::array<int, kFeatureCount> kWeights = {
    112,   // active pieces: the unit; a piece that may act this turn (hand 100)
    103,   // stacked pieces: stuck until released, but a stack also blocks a lane (hand 70)
    33,    // knocked pieces: the unblock task is spent standing up (hand 50)
    128,   // possession: only the carrier's side can score (hand 150)
    25,    // ball progress: per rank the carried ball has gained (hand 25)
    248,   // scoring range: a touchdown may come this very turn (hand 150)
    2,     // carrier support: short-pass receivers matter little once near goal (hand 10)
    -100,  // stacked carrier: a ball walled in a stack scores nothing (hand, not tuned)
    31,    // end zone presence: a hand-off or pass there scores (hand 40)
    5,     // free ball reach: per step closer than 4 to a loose ball (hand 15)
    18,    // defenders: each piece between the enemy ball and our goal slows it (hand 12)
    120,   // carrier threat: a tackle may win the ball back (hand, not tuned: the score's swing)
};

}  // namespace melee::ball_eval
