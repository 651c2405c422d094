// Zobrist keys: a table of 64-bit keys computed at compile time from a per-game seed, so keys
// are identical on every build and two games never share a table by accident.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

#include "engine/core/random.h"

namespace melee {

// FNV-1a of a name: turns a game's name into its Zobrist seed.
constexpr uint64_t NameSeed(std::string_view name) {
  uint64_t h = 0xcbf29ce484222325ull;
  for (char c : name) h = (h ^ static_cast<unsigned char>(c)) * 0x100000001b3ull;
  return h;
}

template <int kCount>
constexpr std::array<uint64_t, kCount> MakeZobristKeys(uint64_t seed) {
  std::array<uint64_t, kCount> keys{};
  for (auto& k : keys) k = SplitMix64(seed);
  return keys;
}

}  // namespace melee
