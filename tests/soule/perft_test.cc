// The naive reference's perft on positions/soule/perft.txt at depth 1 (depth 2 for n = 1 in
// the long suite), and perft's edge cases (the file against the engine, every game:
// tests/conformance/perft_test.cc).
#include "engine/core/perft.h"

#include <gtest/gtest.h>

#include "tests/soule/perft_file.h"
#include "tests/soule/reference.h"
#include "tests/soule/soule_test_util.h"

namespace melee {
namespace {

// The reference is slow: positions with more children are left to perft_long_test.cc.
constexpr uint64_t kShallowBudget = 20000;  // skip a depth whose count is larger

TEST(SoulePerft, ReferenceAgreesWithTheFileAtDepthOne) {
  for (const auto& line : soule_test::ReadPerftFile()) {
    if (line.counts.empty() || line.counts[0] > kShallowBudget) continue;
    EXPECT_EQ(soule_reference::Perft(line.position, 1), line.counts[0]) << line.position;
  }
}

TEST(SoulePerft, DepthZeroIsOneAndFinishedPositionsHaveNoChildren) {
  EXPECT_EQ(Perft<Soule>(soule_test::Pos("5/4 6/4 6 1 A 7"), 0), 1u);
  EXPECT_EQ(Perft<Soule>(soule_test::Pos("5/4 6/4 6 1 A 7"), 1), 0u);
  EXPECT_EQ(Perft<Soule>(soule_test::Pos("3/4 4/4 1 8 B 7"), 2), 0u);
}

}  // namespace
}  // namespace melee
