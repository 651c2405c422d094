// Bulltricker's own perft checks: the official opening figures, and positions/bulltricker/
// perft.txt re-counted at depth <= 3 by the naive reference referee (the file against the
// engine, every game: tests/conformance/perft_test.cc).
#include "engine/core/perft.h"

#include <gtest/gtest.h>

#include "engine/bulltricker/notation.h"
#include "tests/bulltricker/perft_file.h"
#include "tests/bulltricker/reference_rules.h"
#include "tests/bulltricker/test_util.h"

namespace melee::bulltricker_test {
namespace {

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
