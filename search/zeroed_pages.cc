#include "search/zeroed_pages.h"

#include <sys/mman.h>

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <new>

namespace melee::search {

ZeroedPages::ZeroedPages(std::size_t bytes) : size_(bytes) {
  if (bytes < kHugePage) {
    const std::size_t rounded = (bytes + kCacheLine) / kCacheLine * kCacheLine;  // never 0
    data_ = std::aligned_alloc(kCacheLine, rounded);
    if (data_ == nullptr) throw std::bad_alloc();
    std::memset(data_, 0, rounded);
    return;
  }
  // One huge page more than asked, then the unaligned head and the tail given back.
  const std::size_t rounded = (bytes + kHugePage - 1) / kHugePage * kHugePage;
  const std::size_t mapped = rounded + kHugePage;
  void* const base =
      mmap(nullptr, mapped, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (base == MAP_FAILED) throw std::bad_alloc();
  const auto start = reinterpret_cast<std::uintptr_t>(base);
  const std::uintptr_t aligned = (start + kHugePage - 1) / kHugePage * kHugePage;
  if (aligned > start) munmap(base, aligned - start);
  const std::uintptr_t end = start + mapped;
  if (end > aligned + rounded)
    munmap(reinterpret_cast<void*>(aligned + rounded), end - aligned - rounded);
  data_ = reinterpret_cast<void*>(aligned);
  size_ = rounded;
  mapped_ = true;
#ifdef MADV_HUGEPAGE
  madvise(data_, size_, MADV_HUGEPAGE);  // advice only: without it the table still works
#endif
  Populate();
}

// Every page faulted in now, when the table is made (`setoption name Hash`), not by the first
// search that touches it: there, one fault per page (a huge page may first make the kernel
// compact memory) held a search that followed a larger table to a few thousand nodes a second
// for seconds. The kernel's one call does it a huge page at a time; a kernel without it gets
// one write per small page.
void ZeroedPages::Populate() {
#ifdef MADV_POPULATE_WRITE
  if (madvise(data_, size_, MADV_POPULATE_WRITE) == 0) return;
#endif
  constexpr std::size_t kSmallPage = 4096;
  auto* const bytes = static_cast<volatile unsigned char*>(data_);
  for (std::size_t b = 0; b < size_; b += kSmallPage) bytes[b] = 0;
}

ZeroedPages& ZeroedPages::operator=(ZeroedPages&& other) noexcept {
  if (this != &other) {
    Release();
    data_ = other.data_;
    size_ = other.size_;
    mapped_ = other.mapped_;
    other.data_ = nullptr;
    other.size_ = 0;
    other.mapped_ = false;
  }
  return *this;
}

void ZeroedPages::Release() {
  if (data_ == nullptr) return;
  if (mapped_) {
    munmap(data_, size_);
  } else {
    std::free(data_);
  }
  data_ = nullptr;
}

}  // namespace melee::search
