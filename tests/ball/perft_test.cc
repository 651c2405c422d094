// perft on positions/ball/perft.txt. The default suite checks every depth whose count is at
// most kQuickNodes (ASan runs it too); perft_long_test.cc checks every depth in the file.
#include "engine/core/perft.h"

#include <gtest/gtest.h>

#include "tests/ball/perft_table.h"
#include "tests/ball/test_util.h"

namespace ball_test {
namespace {

#ifndef BALL_PERFT_ALL_DEPTHS
constexpr uint64_t kQuickNodes = 300000;
#else
constexpr uint64_t kQuickNodes = UINT64_MAX;
#endif

TEST(BallPerft, MatchesTheTable) {
  const auto cases = ReadPerftTable();
  ASSERT_GE(cases.size(), 21u);
  for (const auto& c : cases) {
    const Position pos = Parse(c.position);
    for (std::size_t d = 0; d < c.counts.size(); ++d) {
      if (c.counts[d] > kQuickNodes) continue;
      EXPECT_EQ(melee::Perft<Ball>(pos, static_cast<int>(d + 1)), c.counts[d])
          << c.position << " depth " << d + 1;
    }
  }
}

}  // namespace
}  // namespace ball_test
