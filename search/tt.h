// TranspositionTable: a fixed-size table of 64-byte clusters of four entries, shared by all
// search threads without locks.
//
// Each entry is two relaxed atomic 64-bit words, `check = key ^ data` and `data`. A reader
// loads both and accepts the entry only when check ^ data == key, so a pair torn by a
// concurrent writer (one word old, one new) reads as a miss instead of as a wrong entry; relaxed
// atomics make the race well defined. Probe returns a copy (TtHit), never a pointer into the
// table, so what a thread acts on cannot change under it.
//
// Clearing is lazy: a bit a cluster says whether the cluster holds anything written since the
// last Clear or Resize. Clear zeroes only those bits (a 16 MB table has 32 KB of them, where
// zeroing the table itself cost each `bench` position 12-18 % of its instructions); Probe reads a
// cluster without its bit as empty, and Store zeroes it before its first write, so a cleared
// table behaves exactly as one filled with zeros. The clusters live in ZeroedPages, which come
// zeroed from the kernel and are faulted in when the table is made.
//
// The best step is stored game-agnostically as its index in the list G::GenerateSteps fills
// for that position (generation is deterministic), plus one; 0 means "no step". A reader
// checks the index against the list size, so a key collision can only reorder moves.
//
// data layout (bit 0 = least significant):
//   bits  0-15  step index + 1 (0: none)
//   bits 16-31  value, int16 (decisions relative to the node, see score.h)
//   bits 32-47  static evaluation, int16 (kNoEval: not computed)
//   bits 48-55  depth + kDepthOffset, uint8
//   bits 56-57  Bound
//   bits 58-63  generation (search number modulo 64)
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <optional>

#include "search/zeroed_pages.h"

namespace melee::search {

enum class Bound : uint8_t { kNone = 0, kUpper = 1, kLower = 2, kExact = 3 };

inline constexpr int kNoEval = -32768;

struct TtHit {
  int move_index = -1;  // -1: no step stored
  int value = 0;
  int eval = kNoEval;
  int depth = 0;
  Bound bound = Bound::kNone;
};

class TranspositionTable {
 public:
  explicit TranspositionTable(std::size_t megabytes = 16) { Resize(megabytes); }

  // Both drop every entry. Not concurrent with a search.
  void Resize(std::size_t megabytes);
  void Clear();
  // Called once per `go`: entries of older searches become preferred victims.
  void NewSearch() { generation_ = (generation_ + 1) & kGenerationMask; }

  std::optional<TtHit> Probe(uint64_t key) const;
  // Starts loading what Probe(key) reads, so that the probe need not wait for memory.
  void Prefetch(uint64_t key) const {
    const std::size_t index = IndexOf(key);
    __builtin_prefetch(&clusters_[index]);
    __builtin_prefetch(&live_[index / 64]);
  }
  void Store(uint64_t key, const TtHit& entry);

  // Per mille of the first 1000 entries written by the current search (the `hashfull` field).
  int Hashfull() const;
  std::size_t cluster_count() const { return cluster_count_; }

 private:
  static constexpr int kEntriesPerCluster = 4;
  static constexpr int kDepthOffset = 16;  // stores depths from -16 (quiescence) upward
  static constexpr uint32_t kGenerationMask = 63;
  // Replacement: an entry's worth is its depth minus this much per search of age, so a deep
  // entry of the previous search still beats a shallow fresh one (Stockfish weighs 8 too).
  static constexpr int kAgeWeight = 8;

  __extension__ using Uint128 = unsigned __int128;  // a GCC/Clang extension (-Wpedantic)
  struct Entry {
    std::atomic<uint64_t> check{0};
    std::atomic<uint64_t> data{0};
  };
  struct alignas(64) Cluster {
    Entry entries[kEntriesPerCluster];
  };

  std::size_t IndexOf(uint64_t key) const {
    return static_cast<std::size_t>((static_cast<Uint128>(key) * cluster_count_) >> 64);
  }
  bool IsLive(std::size_t index) const {
    return (live_[index / 64].load(std::memory_order_relaxed) >> (index % 64)) & 1;
  }
  // The cluster at `index`, zeroed first if nothing was written to it since the last clear.
  Cluster& LiveCluster(std::size_t index);
  static uint64_t Pack(const TtHit& hit, uint32_t generation);
  static TtHit Unpack(uint64_t data);
  int Age(uint64_t data) const;

  ZeroedPages cluster_pages_;
  ZeroedPages live_pages_;
  Cluster* clusters_ = nullptr;            // in cluster_pages_
  std::atomic<uint64_t>* live_ = nullptr;  // in live_pages_: bit i set = cluster i written
  std::size_t cluster_count_ = 0;
  uint32_t generation_ = 0;
};

}  // namespace melee::search
