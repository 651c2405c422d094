// Deterministic pseudo-random numbers: SplitMix64 seeds xoshiro256**, so one `Seed` option value
// gives the same stream on every machine and compiler (std:: distributions do not).
#pragma once

#include <cstdint>

namespace melee {

constexpr uint64_t SplitMix64(uint64_t& state) {
  uint64_t z = (state += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

class Rng {
 public:
  explicit constexpr Rng(uint64_t seed = 0) {
    for (auto& s : s_) s = SplitMix64(seed);
  }
  constexpr uint64_t Next() {
    const uint64_t result = Rotl(s_[1] * 5, 7) * 9;
    const uint64_t t = s_[1] << 17;
    s_[2] ^= s_[0];
    s_[3] ^= s_[1];
    s_[1] ^= s_[2];
    s_[0] ^= s_[3];
    s_[2] ^= t;
    s_[3] = Rotl(s_[3], 45);
    return result;
  }
  // Uniform in [0, n), n > 0 (Lemire's multiply-shift; the bias is below 2^-32 for our n).
  constexpr uint64_t Below(uint64_t n) {
    return static_cast<uint64_t>((static_cast<Uint128>(Next()) * n) >> 64);
  }
  // Uniform in [0, 1).
  constexpr double Unit() { return static_cast<double>(Next() >> 11) * 0x1.0p-53; }

 private:
  __extension__ using Uint128 = unsigned __int128;  // a GCC/Clang extension (-Wpedantic)
  static constexpr uint64_t Rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
  uint64_t s_[4]{};
};

}  // namespace melee
