// perft on positions/cannonball/perft.txt: every D1, and every D2 of at most 2.5 million
// leaves (the rest, and D3, run in perft_long_test.cc).
#include "engine/core/perft.h"

#include <gtest/gtest.h>

#include "engine/cannonball/cannonball.h"
#include "tests/cannonball/perft_table.h"
#include "tests/cannonball/test_util.h"

namespace melee::cannonball_test {
namespace {

constexpr uint64_t kMaxLeaves = 2'500'000;

TEST(PerftTest, TableHasTheStartAndTwentyMorePositions) {
  const auto table = ReadPerftTable();
  ASSERT_GE(table.size(), 21u);
  EXPECT_EQ(table[0].position, CannonBall::FormatPosition(CannonBall::StartPosition(DefaultRules())));
}

TEST(PerftTest, ShallowCountsMatchTheTable) {
  for (const auto& entry : ReadPerftTable()) {
    const Pos pos = Parse(entry.position);
    EXPECT_EQ(CannonBall::FormatPosition(pos), entry.position);
    for (std::size_t d = 1; d <= entry.counts.size() && d <= 2; ++d) {
      if (d > 1 && entry.counts[d - 1] > kMaxLeaves) continue;
      EXPECT_EQ(Perft<CannonBall>(pos, static_cast<int>(d)), entry.counts[d - 1])
          << entry.position << " depth " << d;
    }
  }
}

}  // namespace
}  // namespace melee::cannonball_test
