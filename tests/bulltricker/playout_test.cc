// Random playouts cross-checked against the reference referee (see playout_check.h); a
// small number here, many more in playout_long_test.cc.
#include <gtest/gtest.h>

#include "engine/bulltricker/notation.h"
#include "tests/bulltricker/playout_check.h"

namespace melee::bulltricker_test {
namespace {

// Small enough for the ASan suite; the long suite plays 20 times as many.
constexpr int kPlayouts = 12;

TEST(BulltrickerPlayout, FastGeneratorAgreesWithReferenceFromTheStart) {
  CheckPlayouts(bulltricker::kStartPosition, 200, kPlayouts, 2024);
}

TEST(BulltrickerPlayout, FastGeneratorAgreesWithReferenceInCrowdedPositions) {
  CheckPlayouts(kCrowdedPosition, 200, kPlayouts / 2, 99);
  CheckPlayouts(kCrowdedPosition, 12, kPlayouts / 2, 100);  // no-progress ends too
}

}  // namespace
}  // namespace melee::bulltricker_test
