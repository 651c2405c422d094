// The weights of the Bulltricker evaluation, one per feature of bulltricker_features.h, in
// centi-pawns per unit of the feature. The only place they live: `melee-tune fit` prints this
// table (docs/tuning.md); each line says why the value has its size or sign.
#pragma once

#include <array>

#include "eval/bulltricker/bulltricker_features.h"

namespace melee::bulltricker_eval {

inline constexpr std::array<int, kFeatureCount> kWeights = {
    100,   // pawns: the unit
    300,   // queens: slides and captures at any distance, several pawns' worth
    3,     // pawn progress: per row; a pawn far up is near promotion
    -15,   // king walls: each occupied rectangle is one step toward MAT
    -20,   // king enemy walls: MAT needs at least one enemy wall
    -120,  // king three walls: one move from MAT (or a TRICK)
    8,     // king escapes: a king that can step away is not enclosed
    -6,    // king attackers: enemies near the king can fill its walls
    2,     // mobility: per reachable empty rectangle
    25,    // capture threats: per enemy man in contact, often takeable next move
};

}  // namespace melee::bulltricker_eval
