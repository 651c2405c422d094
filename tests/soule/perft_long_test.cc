// The naive reference's perft at depth 2 on every position of positions/soule/perft.txt
// (ctest label `long`; every depth of the file against the engine: tests/conformance).
#include <gtest/gtest.h>

#include "tests/soule/perft_file.h"
#include "tests/soule/reference.h"
#include "tests/soule/soule_test_util.h"

namespace melee {
namespace {

TEST(SoulePerftLong, ReferenceAgreesWithTheFileAtDepthTwo) {
  for (const auto& line : soule_test::ReadPerftFile()) {
    if (line.counts.size() < 2 || line.counts[1] > 300'000) continue;
    EXPECT_EQ(soule_reference::Perft(line.position, 2), line.counts[1]) << line.position;
  }
}

}  // namespace
}  // namespace melee
