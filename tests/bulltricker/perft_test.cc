// Perft against positions/bulltricker/perft.txt (the shallow depths; the deep ones are in
// perft_long_test.cc), re-checked at depth <= 3 by the naive reference referee.
#include "engine/core/perft.h"

#include <gtest/gtest.h>

#include "engine/bulltricker/notation.h"
#include "tests/bulltricker/perft_file.h"
#include "tests/bulltricker/reference_rules.h"
#include "tests/bulltricker/test_util.h"

namespace melee::bulltricker_test {
namespace {

// Depths whose count is at most this run in the default suite (fast enough under ASan).
constexpr uint64_t kDefaultSuiteMaxNodes = 300'000;
constexpr int kReferenceDepth = 3;

TEST(BulltrickerPerft, OfficialOpeningFigures) {
  const auto start = Bulltricker::StartPosition(DefaultRules());
  EXPECT_EQ(Perft<Bulltricker>(start, 1), 50u);    // "50 ways to open"
  EXPECT_EQ(Perft<Bulltricker>(start, 2), 2500u);  // "nearly 2,500"
}

TEST(BulltrickerPerft, ReferenceRefereeAgreesWithTheFile) {
  for (const auto& entry : ReadPerftFile()) {
    const auto board = bulltricker_reference::ReadBoard(entry.position, 200);
    for (int d = 1; d <= kReferenceDepth && d <= static_cast<int>(entry.counts.size()); ++d) {
      EXPECT_EQ(bulltricker_reference::ReferencePerft(board, d), entry.counts[d - 1])
          << entry.position << " depth " << d;
    }
  }
}

}  // namespace
}  // namespace melee::bulltricker_test
