// Many random playouts cross-checked against the reference referee (ctest label `long`).
#include <gtest/gtest.h>

#include "engine/bulltricker/notation.h"
#include "tests/bulltricker/playout_check.h"

namespace melee::bulltricker_test {
namespace {

constexpr int kPlayouts = 250;

TEST(BulltrickerPlayoutLong, FastGeneratorAgreesWithReferenceFromTheStart) {
  CheckPlayouts(bulltricker::kStartPosition, 200, kPlayouts, 7);
}

TEST(BulltrickerPlayoutLong, FastGeneratorAgreesWithReferenceInCrowdedPositions) {
  CheckPlayouts(kCrowdedPosition, 200, kPlayouts / 2, 8);
  CheckPlayouts(kCrowdedPosition, 20, kPlayouts / 2, 9);
}

}  // namespace
}  // namespace melee::bulltricker_test
