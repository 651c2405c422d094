// Bitboard<kBits> checked against std::bitset<kBits> on random operation sequences, for widths
// that end inside a word and on a word boundary.
#include "engine/core/bitboard.h"

#include <gtest/gtest.h>

#include <bitset>
#include <utility>
#include <vector>

#include "engine/core/random.h"

namespace melee {
namespace {

template <int kBits>
std::bitset<kBits> Model(const Bitboard<kBits>& b) {
  std::bitset<kBits> m;
  for (int i = 0; i < kBits; ++i) m[i] = b.Test(i);
  return m;
}

template <int kBits>
Bitboard<kBits> RandomBoard(Rng& rng) {
  Bitboard<kBits> b;
  const uint64_t density = rng.Below(5);  // 0 (empty) .. 4 (full), in quarters
  for (int i = 0; i < kBits; ++i)
    if (rng.Below(4) < density) b.Set(i);
  return b;
}

// Shifted<n> must agree with the run-time shifts, for every word and bit offset kind (whole
// bytes take a byte shuffle of their own).
template <int kBits, int n>
void ExpectShiftedMatchesOperators(const Bitboard<kBits>& a) {
  if constexpr (n < kBits) {
    ASSERT_EQ(a.template Shifted<n>(), a << n) << "shift " << n;
    ASSERT_EQ(a.template Shifted<-n>(), a >> n) << "shift -" << n;
  }
}

template <class T>
class BitboardTest : public ::testing::Test {};
template <int N>
struct Width {
  static constexpr int kBits = N;
};
using Widths =
    ::testing::Types<Width<1>, Width<64>, Width<111>, Width<195>, Width<225>, Width<256>>;
TYPED_TEST_SUITE(BitboardTest, Widths);

TYPED_TEST(BitboardTest, MatchesBitsetModel) {
  constexpr int kBits = TypeParam::kBits;
  Rng rng(kBits);
  for (int round = 0; round < 2000; ++round) {
    Bitboard<kBits> a = RandomBoard<kBits>(rng), b = RandomBoard<kBits>(rng);
    std::bitset<kBits> ma = Model(a), mb = Model(b);
    ASSERT_EQ(Model(a & b), ma & mb);
    ASSERT_EQ(Model(a | b), ma | mb);
    ASSERT_EQ(Model(a ^ b), ma ^ mb);
    ASSERT_EQ(Model(~a), ~ma);
    const int n = static_cast<int>(rng.Below(kBits));
    ASSERT_EQ(Model(a << n), ma << n) << "shift " << n;
    ASSERT_EQ(Model(a >> n), ma >> n) << "shift " << n;
    // Single bits, a row of 15 cells, whole bytes, whole words, and across several words.
    [&]<int... kShift>(std::integer_sequence<int, kShift...>) {
      (ExpectShiftedMatchesOperators<kBits, kShift>(a), ...);
    }
    (std::integer_sequence<int, 0, 1, 8, 15, 16, 56, 60, 64, 65, 72, 130, 200, 248>{});
    ASSERT_EQ(a.Count(), static_cast<int>(ma.count()));
    ASSERT_EQ(a.Any(), ma.any());
    ASSERT_EQ(a == b, ma == mb);
    std::vector<int> visited;
    a.ForEach([&](int i) { visited.push_back(i); });
    std::vector<int> expected;
    for (int i = 0; i < kBits; ++i)
      if (ma[i]) expected.push_back(i);
    ASSERT_EQ(visited, expected);
    std::vector<int> popped;
    for (Bitboard<kBits> c = a; c.Any();) {
      const int low = c.Lowest();
      ASSERT_EQ(c.PopLowest(), low);
      popped.push_back(low);
    }
    ASSERT_EQ(popped, expected);
    const int i = static_cast<int>(rng.Below(kBits));
    Bitboard<kBits> c = a;
    c.Flip(i);
    ma.flip(i);
    ASSERT_EQ(Model(c), ma);
    c.Reset(i);
    ASSERT_FALSE(c.Test(i));
    c.Set(i);
    ASSERT_TRUE(c.Test(i));
  }
}

TYPED_TEST(BitboardTest, AllHasExactlyKBitsAndNoPhantomCells) {
  constexpr int kBits = TypeParam::kBits;
  EXPECT_EQ(Bitboard<kBits>::All().Count(), kBits);
  EXPECT_EQ((Bitboard<kBits>::All() << 1).Count(), kBits - 1);
  EXPECT_EQ(Bitboard<kBits>::FromIndex(kBits - 1).Lowest(), kBits - 1);
}

TEST(BitboardTest, IsUsableAtCompileTime) {
  constexpr Bitboard<200> b = Bitboard<200>::FromIndex(130) | Bitboard<200>::FromIndex(3);
  static_assert(b.Count() == 2);
  static_assert((b >> 3).Lowest() == 0);
  static_assert((b << 70).Count() == 1);  // 130 + 70 falls off the end
  static_assert(b.Shifted<-3>().Lowest() == 0 && b.Shifted<70>().Count() == 1);
}

}  // namespace
}  // namespace melee
