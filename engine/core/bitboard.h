// Bitboard<kBits>: a fixed-width set of cells, stored as 64-bit words.
//
// Bit i is cell i of the game's own numbering (row-major for grid games). Bits at or above
// kBits are always zero: every operation that could set them (NOT, left shift) masks the top
// word, so popcount, equality and iteration never see phantom cells.
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <string>

namespace melee {

template <int kBits>
class Bitboard {
 public:
  static_assert(kBits > 0);
  static constexpr int kWords = (kBits + 63) / 64;

  constexpr Bitboard() = default;

  static constexpr Bitboard FromIndex(int i) {
    Bitboard b;
    b.Set(i);
    return b;
  }
  // Every cell 0..kBits-1.
  static constexpr Bitboard All() { return ~Bitboard(); }

  constexpr bool Test(int i) const { return (words_[i >> 6] >> (i & 63)) & 1; }
  constexpr void Set(int i) { words_[i >> 6] |= uint64_t{1} << (i & 63); }
  constexpr void Reset(int i) { words_[i >> 6] &= ~(uint64_t{1} << (i & 63)); }
  constexpr void Flip(int i) { words_[i >> 6] ^= uint64_t{1} << (i & 63); }

  constexpr bool Any() const {
    uint64_t acc = 0;
    for (uint64_t w : words_) acc |= w;
    return acc != 0;
  }
  constexpr bool None() const { return !Any(); }
  constexpr int Count() const {
    int n = 0;
    for (uint64_t w : words_) n += std::popcount(w);
    return n;
  }
  // Index of the lowest set cell; the board must not be empty.
  constexpr int Lowest() const {
    for (int k = 0; k < kWords; ++k)
      if (words_[k]) return k * 64 + std::countr_zero(words_[k]);
    return -1;
  }
  // Removes and returns the lowest set cell; the board must not be empty.
  constexpr int PopLowest() {
    for (int k = 0; k < kWords; ++k) {
      if (words_[k]) {
        int i = std::countr_zero(words_[k]);
        words_[k] &= words_[k] - 1;
        return k * 64 + i;
      }
    }
    return -1;
  }
  // Calls f(index) for every set cell, lowest first.
  template <class F>
  constexpr void ForEach(F&& f) const {
    for (int k = 0; k < kWords; ++k) {
      for (uint64_t w = words_[k]; w; w &= w - 1) f(k * 64 + std::countr_zero(w));
    }
  }

  constexpr Bitboard operator~() const {
    Bitboard r;
    for (int k = 0; k < kWords; ++k) r.words_[k] = ~words_[k];
    r.MaskTop();
    return r;
  }
  constexpr Bitboard& operator&=(const Bitboard& o) {
    for (int k = 0; k < kWords; ++k) words_[k] &= o.words_[k];
    return *this;
  }
  constexpr Bitboard& operator|=(const Bitboard& o) {
    for (int k = 0; k < kWords; ++k) words_[k] |= o.words_[k];
    return *this;
  }
  constexpr Bitboard& operator^=(const Bitboard& o) {
    for (int k = 0; k < kWords; ++k) words_[k] ^= o.words_[k];
    return *this;
  }
  // Shift toward higher indices by n (0 <= n < kBits); cells pushed past kBits vanish.
  constexpr Bitboard& operator<<=(int n) {
    const int word_shift = n >> 6, bit_shift = n & 63;
    for (int k = kWords - 1; k >= 0; --k) {
      uint64_t v = 0;
      int src = k - word_shift;
      if (src >= 0) {
        v = words_[src] << bit_shift;
        if (bit_shift && src > 0) v |= words_[src - 1] >> (64 - bit_shift);
      }
      words_[k] = v;
    }
    MaskTop();
    return *this;
  }
  // Shift toward lower indices by n (0 <= n < kBits).
  constexpr Bitboard& operator>>=(int n) {
    const int word_shift = n >> 6, bit_shift = n & 63;
    for (int k = 0; k < kWords; ++k) {
      uint64_t v = 0;
      int src = k + word_shift;
      if (src < kWords) {
        v = words_[src] >> bit_shift;
        if (bit_shift && src + 1 < kWords) v |= words_[src + 1] << (64 - bit_shift);
      }
      words_[k] = v;
    }
    return *this;
  }
  friend constexpr Bitboard operator&(Bitboard a, const Bitboard& b) { return a &= b; }
  friend constexpr Bitboard operator|(Bitboard a, const Bitboard& b) { return a |= b; }
  friend constexpr Bitboard operator^(Bitboard a, const Bitboard& b) { return a ^= b; }
  friend constexpr Bitboard operator<<(Bitboard a, int n) { return a <<= n; }
  friend constexpr Bitboard operator>>(Bitboard a, int n) { return a >>= n; }
  friend constexpr bool operator==(const Bitboard&, const Bitboard&) = default;

  constexpr uint64_t word(int k) const { return words_[k]; }
  // Cells as '0'/'1' characters, cell 0 first (for tests and debugging).
  std::string ToString() const {
    std::string s(kBits, '0');
    ForEach([&](int i) { s[i] = '1'; });
    return s;
  }

 private:
  constexpr void MaskTop() {
    if constexpr (kBits % 64 != 0) words_[kWords - 1] &= (uint64_t{1} << (kBits % 64)) - 1;
  }

  std::array<uint64_t, kWords> words_{};
};

using Bitboard256 = Bitboard<256>;

}  // namespace melee
