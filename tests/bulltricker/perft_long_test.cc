// Every depth of positions/bulltricker/perft.txt (start position to depth 5): ctest label
// `long`.
#include <gtest/gtest.h>

#include "engine/core/perft.h"
#include "tests/bulltricker/perft_file.h"
#include "tests/bulltricker/test_util.h"

namespace melee::bulltricker_test {
namespace {

TEST(BulltrickerPerftLong, EveryDepthMatchesTheFile) {
  for (const auto& entry : ReadPerftFile()) {
    const auto pos = Parse(entry.position);
    for (std::size_t d = 1; d <= entry.counts.size(); ++d) {
      EXPECT_EQ(Perft<Bulltricker>(pos, static_cast<int>(d)), entry.counts[d - 1])
          << entry.position << " depth " << d;
    }
  }
}

}  // namespace
}  // namespace melee::bulltricker_test
