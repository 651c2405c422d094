// Zeroed memory for the large hashed tables of a search. From kHugePage bytes up it comes
// from the kernel (mmap: its pages are zero, so the table needs no clearing) on a huge-page
// boundary, advised to use transparent huge pages (a random look-up in a table of a gigabyte
// otherwise adds a TLB miss and a page walk to its cache miss), and faulted in at once, so that
// the cost of making a large table is paid when it is made and never inside a timed search.
// Smaller blocks come from aligned_alloc, on a cache line.
#pragma once

#include <cstddef>
#include <utility>

namespace melee::search {

class ZeroedPages {
 public:
  static constexpr std::size_t kHugePage = std::size_t{2} << 20;
  static constexpr std::size_t kCacheLine = 64;

  ZeroedPages() = default;
  // Throws std::bad_alloc when the memory is not there.
  explicit ZeroedPages(std::size_t bytes);
  ~ZeroedPages() { Release(); }
  ZeroedPages(ZeroedPages&& other) noexcept { *this = std::move(other); }
  ZeroedPages& operator=(ZeroedPages&& other) noexcept;
  ZeroedPages(const ZeroedPages&) = delete;
  ZeroedPages& operator=(const ZeroedPages&) = delete;

  void* data() const { return data_; }
  std::size_t size() const { return size_; }

 private:
  void Populate();
  void Release();

  void* data_ = nullptr;
  std::size_t size_ = 0;
  bool mapped_ = false;
};

}  // namespace melee::search
