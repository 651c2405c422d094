#include "engine/core/random.h"

#include <gtest/gtest.h>

#include <array>

#include "engine/core/zobrist.h"

namespace melee {
namespace {

TEST(RandomTest, SameSeedSameStreamDifferentSeedDifferentStream) {
  Rng a(42), b(42), c(43);
  for (int i = 0; i < 100; ++i) {
    const uint64_t x = a.Next();
    EXPECT_EQ(x, b.Next());
    EXPECT_NE(x, c.Next());
  }
}

TEST(RandomTest, BelowIsInRangeAndRoughlyUniform) {
  Rng rng(7);
  std::array<int, 6> hits{};
  for (int i = 0; i < 60000; ++i) ++hits[rng.Below(6)];
  for (int h : hits) EXPECT_NEAR(h, 10000, 500);
  for (int i = 0; i < 1000; ++i) {
    const double u = rng.Unit();
    EXPECT_GE(u, 0.0);
    EXPECT_LT(u, 1.0);
  }
}

TEST(ZobristTest, KeysAreDeterministicDistinctPerGame) {
  constexpr auto a = MakeZobristKeys<64>(NameSeed("ball"));
  constexpr auto b = MakeZobristKeys<64>(NameSeed("ball"));
  constexpr auto c = MakeZobristKeys<64>(NameSeed("soule"));
  EXPECT_EQ(a, b);
  EXPECT_NE(a, c);
  for (int i = 0; i < 64; ++i)
    for (int j = i + 1; j < 64; ++j) EXPECT_NE(a[i], a[j]);
}

}  // namespace
}  // namespace melee
