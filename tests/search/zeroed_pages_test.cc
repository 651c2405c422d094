// Zeroed memory for the large tables (zeroed_pages.h): small and huge-page blocks alike come
// zeroed, aligned (a cache line, a huge page), writable to their last byte, large ones faulted
// in, and move without a double free.
#include "search/zeroed_pages.h"

#include <gtest/gtest.h>
#include <sys/resource.h>

#include <cstddef>
#include <cstdint>
#include <utility>

namespace melee::search {
namespace {

void ExpectZeroedAndWritable(const ZeroedPages& pages, std::size_t asked) {
  ASSERT_NE(pages.data(), nullptr);
  ASSERT_GE(pages.size(), asked);
  auto* const bytes = static_cast<unsigned char*>(pages.data());
  std::size_t nonzero = 0;
  for (std::size_t b = 0; b < asked; ++b) nonzero += bytes[b] != 0;
  EXPECT_EQ(nonzero, 0u);
  bytes[0] = 1;
  bytes[asked - 1] = 1;
}

TEST(ZeroedPages, SmallBlocksComeZeroedOnACacheLine) {
  for (const std::size_t bytes : {std::size_t{1}, std::size_t{512}, ZeroedPages::kHugePage - 8}) {
    const ZeroedPages pages(bytes);
    EXPECT_EQ(reinterpret_cast<std::uintptr_t>(pages.data()) % ZeroedPages::kCacheLine, 0u);
    ExpectZeroedAndWritable(pages, bytes);
  }
}

TEST(ZeroedPages, LargeBlocksComeZeroedOnAHugePageBoundary) {
  for (const std::size_t bytes : {ZeroedPages::kHugePage, 3 * ZeroedPages::kHugePage + 8}) {
    const ZeroedPages pages(bytes);
    EXPECT_EQ(reinterpret_cast<std::uintptr_t>(pages.data()) % ZeroedPages::kHugePage, 0u);
    ExpectZeroedAndWritable(pages, bytes);
  }
}

long MinorFaults() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  return usage.ru_minflt;
}

// A large table's pages are faulted in when it is made: writing all of it afterwards takes no
// page fault (lazily, 64 MB is at least 32 huge-page or 16384 small-page faults), so none falls
// inside the search that first uses a new table.
TEST(ZeroedPages, LargeBlocksAreFaultedInWhenMade) {
  constexpr std::size_t kBytes = std::size_t{64} << 20;
  const ZeroedPages pages(kBytes);
  auto* const bytes = static_cast<volatile unsigned char*>(pages.data());
  // A first read of every page: under AddressSanitizer its shadow memory faults in here, not
  // in the count. A page not faulted in when made faults on this read (the zero page) and
  // again on the write below.
  unsigned sum = 0;
  for (std::size_t b = 0; b < kBytes; b += 4096) sum += bytes[b];
  EXPECT_EQ(sum, 0u);
  const long before = MinorFaults();
  for (std::size_t b = 0; b < kBytes; b += 4096) bytes[b] = 1;
  EXPECT_LT(MinorFaults() - before, 8);
}

TEST(ZeroedPages, MovingHandsTheBlockOver) {
  ZeroedPages first(ZeroedPages::kHugePage);
  void* const block = first.data();
  ZeroedPages second = std::move(first);
  EXPECT_EQ(second.data(), block);
  EXPECT_EQ(first.data(), nullptr);  // NOLINT(bugprone-use-after-move): moved-from is empty
  ZeroedPages third(64);
  third = std::move(second);  // frees its own block first (ASan would see a leak)
  EXPECT_EQ(third.data(), block);
}

}  // namespace
}  // namespace melee::search
