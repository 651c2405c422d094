// The reference comparison of reference_test.cc on many more positions (ctest label `long`).
#include <gtest/gtest.h>

#include "tests/cannonball/reference_check.h"

namespace melee::cannonball_test {
namespace {

TEST(ReferenceLongTest, SameTurnsOnRandomCrowdedPositions) {
  CompareOnRandomCrowdedPositions(31337, 3000);
}

TEST(ReferenceLongTest, SameTurnsOnPlayoutPositions) { CompareOnPlayouts(11, 6, 80, 3); }

TEST(ReferenceLongTest, SameTurnsWithOtherOptions) { CompareWithOtherOptions(5, 500); }

}  // namespace
}  // namespace melee::cannonball_test
