// The fast generator against the naive reference referee (tests/cannonball/reference.cc) on
// seeded random positions; reference_long_test.cc runs the same on many more.
#include <gtest/gtest.h>

#include "tests/cannonball/reference_check.h"

namespace melee::cannonball_test {
namespace {

TEST(ReferenceTest, SameTurnsOnRandomCrowdedPositions) {
  CompareOnRandomCrowdedPositions(2024, 40);
}

TEST(ReferenceTest, SameTurnsOnPlayoutPositions) { CompareOnPlayouts(7, 1, 30, 10); }

TEST(ReferenceTest, SameTurnsWithOtherOptions) { CompareWithOtherOptions(99, 15); }

}  // namespace
}  // namespace melee::cannonball_test
