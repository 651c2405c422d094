// StepHash (search/search_traits.h) is FNV-1a over a step's bytes: the shortcut for trailing
// zero bytes must give the byte-by-byte value, since the history indices (and so every node
// count and the bench signature) depend on it.
#include <gtest/gtest.h>

#include <array>
#include <cstdint>
#include <cstring>
#include <random>

#include "search/search_traits.h"

namespace melee::search_test {
namespace {

template <class Step>
uint64_t ByteByByteFnv1a(const Step& step) {
  unsigned char bytes[sizeof(Step)];
  std::memcpy(bytes, &step, sizeof(Step));
  uint64_t h = 0xcbf29ce484222325ull;
  for (unsigned char b : bytes) h = (h ^ b) * 0x100000001b3ull;
  return h;
}

// Steps of every length the fast and the generic path see, with their high bytes zeroed in
// turn (quiet steps leave their capture fields zero).
template <std::size_t kBytes>
void ExpectFnv1aOnRandomSteps() {
  std::mt19937_64 rng(kBytes);
  for (int trial = 0; trial < 2000; ++trial) {
    std::array<unsigned char, kBytes> step{};
    for (unsigned char& b : step) b = static_cast<unsigned char>(rng());
    const std::size_t zeroed = static_cast<std::size_t>(trial) % (kBytes + 1);
    for (std::size_t i = kBytes - zeroed; i < kBytes; ++i) step[i] = 0;
    if (trial % 7 == 0) step[0] = 0;
    ASSERT_EQ(search::StepHash(step), ByteByByteFnv1a(step)) << kBytes << " bytes, " << trial;
  }
}

TEST(StepHashTest, EqualsByteByByteFnv1a) {
  ExpectFnv1aOnRandomSteps<1>();
  ExpectFnv1aOnRandomSteps<4>();
  ExpectFnv1aOnRandomSteps<8>();
  ExpectFnv1aOnRandomSteps<12>();
}

TEST(StepHashTest, ZeroStepIsTheBasisTimesPrimePowers) {
  EXPECT_EQ(search::StepHash(uint64_t{0}), ByteByByteFnv1a(uint64_t{0}));
}

}  // namespace
}  // namespace melee::search_test
