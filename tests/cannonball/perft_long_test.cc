// Every count of positions/cannonball/perft.txt (ctest label `long`).
#include <gtest/gtest.h>

#include "engine/cannonball/cannonball.h"
#include "engine/core/perft.h"
#include "tests/cannonball/perft_table.h"
#include "tests/cannonball/test_util.h"

namespace melee::cannonball_test {
namespace {

TEST(PerftLongTest, AllCountsMatchTheTable) {
  for (const auto& entry : ReadPerftTable()) {
    const Pos pos = Parse(entry.position);
    for (std::size_t d = 1; d <= entry.counts.size(); ++d) {
      EXPECT_EQ(Perft<CannonBall>(pos, static_cast<int>(d)), entry.counts[d - 1])
          << entry.position << " depth " << d;
    }
  }
}

}  // namespace
}  // namespace melee::cannonball_test
