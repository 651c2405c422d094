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
#include <type_traits>
#include <utility>

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
  // The word loop is unrolled so that a board held in registers is read from them, not stored
  // to the stack for a loop to index (a store-forwarding stall per word).
  template <class F>
  constexpr void ForEach(F&& f) const {
    [&]<std::size_t... k>(std::index_sequence<k...>) {
      ((ForEachInWord(static_cast<int>(k) * 64, words_[k], f)), ...);
    }
    (std::make_index_sequence<kWords>());
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
  // The board shifted by a compile-time n: toward higher indices when n > 0, lower when n < 0.
  // Why not operator<< with a constant: GCC vectorises that word loop by storing some words to
  // the stack and reloading them as a pair, a store-forwarding stall per shift. Here the words
  // are shifted as whole vector registers, the carries taken from the same registers moved by
  // one word (one shuffle), so nothing goes through memory. A shift by whole bytes is one byte
  // shuffle of two neighbouring registers instead, with no carry to merge.
  template <int n>
  constexpr Bitboard Shifted() const {
    static_assert(-kBits < n && n < kBits);
    if constexpr (kWords % kLaneWords != 0) {
      return ShiftedByWords<n>();
    } else {
      if (std::is_constant_evaluated()) return ShiftedByWords<n>();
      constexpr int kWordShift = n < 0 ? -n / 64 : -(n / 64);
      const auto lanes = std::bit_cast<Lanes>(words_);
      Lanes shifted;
      [&]<std::size_t... j>(std::index_sequence<j...>) {
        ((shifted[j] = ShiftedLane<n, static_cast<int>(j) * kLaneWords + kWordShift>(lanes)), ...);
      }
      (std::make_index_sequence<kLanes>());
      Bitboard r;
      r.words_ = std::bit_cast<std::array<uint64_t, kWords>>(shifted);
      if constexpr (n > 0) r.MaskTop();
      return r;
    }
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
  template <class F>
  static constexpr void ForEachInWord(int base, uint64_t w, F& f) {
    for (; w; w &= w - 1) f(base + std::countr_zero(w));
  }

  // The word loop of the run-time shifts (for constant evaluation and odd word counts).
  template <int n>
  constexpr Bitboard ShiftedByWords() const {
    if constexpr (n >= 0) {
      return *this << n;
    } else {
      return *this >> -n;
    }
  }

  // A vector register of words (GCC and Clang vector extension): 4 with AVX2, else 2 (SSE2).
#ifdef __AVX2__
  static constexpr int kLaneWords = 4;
#else
  static constexpr int kLaneWords = 2;
#endif
  using Lane = uint64_t __attribute__((vector_size(8 * kLaneWords)));
  static constexpr int kLanes = kWords / kLaneWords;
  using Lanes = std::array<Lane, kLanes>;

  // Words k .. k + kLaneWords - 1 of the board, zero outside it: a lane, or two lanes merged
  // by one shuffle when k is not lane-aligned.
  template <int k>
  static Lane WordsFrom(const Lanes& lanes) {
    constexpr int kOffset = ((k % kLaneWords) + kLaneWords) % kLaneWords;
    constexpr int kBase = k - kOffset;
    const auto lane = [&](int first) {
      return first >= 0 && first < kWords ? lanes[first / kLaneWords] : Lane{};
    };
    if constexpr (kOffset == 0) {
      return lane(kBase);
    } else {
      return [&]<std::size_t... i>(std::index_sequence<i...>) {
        return __builtin_shufflevector(lane(kBase), lane(kBase + kLaneWords), (i + kOffset)...);
      }
      (std::make_index_sequence<kLaneWords>());
    }
  }
  // Lane kFirst / kLaneWords of the board shifted by n, its words read from word kFirst on.
  template <int n, int kFirst>
  static Lane ShiftedLane(const Lanes& lanes) {
    constexpr int kBitShift = (n < 0 ? -n : n) % 64;
    if constexpr (kBitShift == 0) {
      return WordsFrom<kFirst>(lanes);
    } else if constexpr (kBitShift % 8 == 0) {
      constexpr int kBytes = kBitShift / 8;
      if constexpr (n > 0) {
        return BytesFrom<kLaneBytes - kBytes>(WordsFrom<kFirst - kLaneWords>(lanes),
                                              WordsFrom<kFirst>(lanes));
      } else {
        return BytesFrom<kBytes>(WordsFrom<kFirst>(lanes), WordsFrom<kFirst + kLaneWords>(lanes));
      }
    } else if constexpr (n > 0) {
      return (WordsFrom<kFirst>(lanes) << kBitShift) |
             (WordsFrom<kFirst - 1>(lanes) >> (64 - kBitShift));
    } else {
      return (WordsFrom<kFirst>(lanes) >> kBitShift) |
             (WordsFrom<kFirst + 1>(lanes) << (64 - kBitShift));
    }
  }
  // The kLaneBytes bytes of low then high from byte kStart on.
  static constexpr int kLaneBytes = 8 * kLaneWords;
  using LaneBytes = uint8_t __attribute__((vector_size(kLaneBytes)));
  template <int kStart>
  static Lane BytesFrom(Lane low, Lane high) {
    return [&]<std::size_t... i>(std::index_sequence<i...>) {
      return std::bit_cast<Lane>(__builtin_shufflevector(std::bit_cast<LaneBytes>(low),
                                                         std::bit_cast<LaneBytes>(high),
                                                         (kStart + static_cast<int>(i))...));
    }
    (std::make_index_sequence<kLaneBytes>());
  }

  constexpr void MaskTop() {
    if constexpr (kBits % 64 != 0) words_[kWords - 1] &= (uint64_t{1} << (kBits % 64)) - 1;
  }

  std::array<uint64_t, kWords> words_{};
};

using Bitboard256 = Bitboard<256>;

}  // namespace melee
