// A fixed-size, lossy set of 64-bit keys for the forced-goal solver's memo of failed
// candidate-search boards (forced_goal_candidate.cc). The memo is shared by every node of a solve,
// so it holds millions of keys and most look-ups miss the cache; a hash set costs two misses per
// look-up (control bytes, then the key), grows by rehashing, and was cleared whole when full.
// Here a look-up reads one 64-byte line: 8 keys in a bucket chosen by the key's high bits, a
// new key entering at the front and the oldest leaving. The table starts small (most solves
// are a few hundred slots) and grows x4, keeping its keys, each time it has taken half as many
// keys as it holds (a bucket then rarely overflows), up to 2^max_bits buckets; then it only
// forgets. A lost key only costs a search
// again (the memo is an optimisation: it never decides a verdict), and a key is never reported
// present unless it was inserted (up to a hash collision on the 63 bits it keeps, as with any
// hashed memo).
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <utility>

#include "search/zeroed_pages.h"

namespace melee::soule {

class LossyKeySet {
 public:
  // At most 2^max_bits buckets of kWays keys.
  explicit LossyKeySet(int max_bits) : max_bits_(max_bits) {
    Resize(std::min(kFirstBits, max_bits));
  }

  bool contains(uint64_t key) const {
    const Bucket& b = buckets_[Index(key)];
    const uint64_t stored = Stored(key);
    return std::find(b.keys.begin(), b.keys.end(), stored) != b.keys.end();
  }
  void prefetch(uint64_t key) const { __builtin_prefetch(&buckets_[Index(key)]); }
  void insert(uint64_t key) {
    Bucket& b = buckets_[Index(key)];
    const uint64_t stored = Stored(key);
    if (std::find(b.keys.begin(), b.keys.end(), stored) != b.keys.end()) return;
    std::copy_backward(b.keys.begin(), b.keys.end() - 1, b.keys.end());
    b.keys[0] = stored;
    if (++inserted_ >= (std::size_t{1} << bits_) * kWays / 2 && bits_ < max_bits_) {
      Resize(std::min(bits_ + 2, max_bits_));
    }
  }

 private:
  static constexpr int kWays = 8;
  struct alignas(64) Bucket {
    std::array<uint64_t, kWays> keys{};
  };
  static constexpr int kFirstBits = 8;
  std::size_t Index(uint64_t key) const { return static_cast<std::size_t>(key >> (64 - bits_)); }
  // 0 marks an empty way, so no stored key is 0 (bit 0 is set: keys differing only there
  // count as one).
  static uint64_t Stored(uint64_t key) { return key | 1; }
  // The old keys move over, the oldest of each bucket first so that the newest end in front.
  void Resize(int bits) {
    search::ZeroedPages old = std::move(pages_);
    const Bucket* const old_buckets = buckets_;
    const std::size_t old_count = old_buckets == nullptr ? 0 : std::size_t{1} << bits_;
    pages_ = search::ZeroedPages(sizeof(Bucket) << bits);
    buckets_ = static_cast<Bucket*>(pages_.data());
    bits_ = bits;
    inserted_ = 0;
    for (std::size_t k = 0; k < old_count; ++k) {
      const Bucket& b = old_buckets[k];
      for (auto it = b.keys.rbegin(); it != b.keys.rend(); ++it) {
        if (*it != 0) insert(*it);
      }
    }
  }

  int max_bits_;
  int bits_ = 0;
  std::size_t inserted_ = 0;
  search::ZeroedPages pages_;  // zeroed: every way empty (huge pages at full size)
  Bucket* buckets_ = nullptr;
};

}  // namespace melee::soule
