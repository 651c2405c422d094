// An exact set of 64-bit keys that are already well mixed (SplitMix64 outputs), for the
// forced-goal solver's per-node memo of failed candidate-search boards (forced_goal_candidate.cc).
// That memo is looked up once per prefix of the replies R at every memoised slot, and on the
// hardest dense positions it holds tens of millions of keys (a gigabyte): there a look-up in
// absl::flat_hash_set (hash the key again, read the control bytes, then the slot: two cache
// misses) took about a third of the solve. Here the key's high bits pick the slot directly,
// linear probing reads one line, prefetch() lets the caller start every prefix's miss before
// the first test, and the table sits on huge pages (ZeroedPages).
// Key 0 marks an empty slot, so keys 0 and 1 count as one (a hash collision, as any hashed
// memo has).
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <utility>

#include "search/zeroed_pages.h"

namespace melee::soule {

class ExactKeySet {
 public:
  // Empty, with no table until the first insert (many sets of the solver never take a key).
  ExactKeySet() = default;
  ExactKeySet(ExactKeySet&& other) noexcept
      : pages_(std::move(other.pages_)),
        slots_(std::exchange(other.slots_, nullptr)),
        bits_(other.bits_),
        shift_(other.shift_),
        mask_(other.mask_),
        size_(std::exchange(other.size_, 0)) {}

  bool contains(uint64_t key) const {
    if (size_ == 0) return false;
    const uint64_t stored = Stored(key);
    for (std::size_t s = Index(stored);; s = (s + 1) & mask_) {
      if (slots_[s] == stored) return true;
      if (slots_[s] == 0) return false;
    }
  }
  void prefetch(uint64_t key) const {
    if (size_ != 0) __builtin_prefetch(&slots_[Index(Stored(key))]);
  }
  void insert(uint64_t key) {
    if (slots_ == nullptr) Reset(kFirstBits);
    const uint64_t stored = Stored(key);
    std::size_t s = Index(stored);
    for (; slots_[s] != 0; s = (s + 1) & mask_) {
      if (slots_[s] == stored) return;
    }
    slots_[s] = stored;
    if (++size_ * 2 > mask_ + 1) Grow();
  }
  // Back to the first size (as absl's clear does): most nodes hold a few keys, and a node
  // that starts after a big one should not pay for clearing or probing its table.
  void clear() {
    if (size_ == 0) return;
    if (bits_ > kFirstBits) {
      pages_ = search::ZeroedPages();
      slots_ = nullptr;
    } else {
      std::fill(slots_, slots_ + mask_ + 1, 0);
    }
    size_ = 0;
  }
  std::size_t size() const { return size_; }

 private:
  static constexpr int kFirstBits = 6;
  static uint64_t Stored(uint64_t key) { return key == 0 ? 1 : key; }
  std::size_t Index(uint64_t stored) const { return static_cast<std::size_t>(stored >> shift_); }
  void Reset(int bits) {
    search::ZeroedPages pages(sizeof(uint64_t) << bits);  // before anything changes
    pages_ = std::move(pages);
    slots_ = static_cast<uint64_t*>(pages_.data());
    bits_ = bits;
    shift_ = 64 - bits;
    mask_ = (std::size_t{1} << bits) - 1;
    size_ = 0;
  }
  // Kept at most half full, so a miss reads a short run.
  void Grow() {
    search::ZeroedPages old = std::move(pages_);
    const uint64_t* const old_slots = slots_;
    const std::size_t old_count = mask_ + 1;
    Reset(bits_ + 1);
    for (std::size_t s = 0; s < old_count; ++s) {
      if (old_slots[s] != 0) insert(old_slots[s]);
    }
  }

  search::ZeroedPages pages_;
  uint64_t* slots_ = nullptr;
  int bits_ = 0;
  int shift_ = 63;
  std::size_t mask_ = 0;
  std::size_t size_ = 0;
};

}  // namespace melee::soule
