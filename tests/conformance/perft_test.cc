// perft of every game of the build (games/games.h) against its positions/<game>/perft.txt
// (format: tests/common/perft_file.h). The default suite checks every depth whose count is
// small (it also runs under the sanitizers); the `long` build (MELEE_PERFT_ALL_DEPTHS) checks
// every depth of every file.
#include "engine/core/perft.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

#include "games/games.h"
#include "tests/conformance/game_positions.h"

namespace melee::conformance {
namespace {

// The largest count checked by the default suite. A simultaneous stage enumerates every pair
// of tactics to find its distinct children, so its leaves cost far more than a turn game's.
template <class G>
constexpr uint64_t QuickCount() {
  return SimultaneousGame<G> ? 20'000 : 300'000;
}

template <class Binding>
class PerftFileTest : public ::testing::Test {};
using AllBindings = RewrapTypes<::testing::Types, games::All>::type;
TYPED_TEST_SUITE(PerftFileTest, AllBindings);

TYPED_TEST(PerftFileTest, EveryGameHasAPerftFileOfTenPositionsOrMore) {
  using G = typename TypeParam::Game;
  EXPECT_GE(testing::ReadPerftFile(PerftFile(G::kName)).size(), 10u) << PerftFile(G::kName);
}

TYPED_TEST(PerftFileTest, CountsMatchTheFile) {
  using G = typename TypeParam::Game;
#ifdef MELEE_PERFT_ALL_DEPTHS
  constexpr uint64_t kLargest = UINT64_MAX;
#else
  constexpr uint64_t kLargest = QuickCount<G>();
#endif
  const std::vector<testing::PerftRecord> records = testing::ReadPerftFile(PerftFile(G::kName));
  const std::vector<typename G::Position> positions = PerftFilePositions<G>();
  ASSERT_EQ(positions.size(), records.size());
  int checked = 0;
  for (std::size_t i = 0; i < records.size(); ++i) {
    for (std::size_t d = 1; d <= records[i].counts.size(); ++d) {
      if (records[i].counts[d - 1] > kLargest) break;
      EXPECT_EQ(Perft<G>(positions[i], static_cast<int>(d)), records[i].counts[d - 1])
          << records[i].position << " depth " << d;
      ++checked;
    }
  }
  EXPECT_GE(checked, static_cast<int>(records.size())) << "every position at depth 1 at least";
}

}  // namespace
}  // namespace melee::conformance
