#include "search/tt.h"

#include <algorithm>
#include <utility>

namespace melee::search {

void TranspositionTable::Resize(std::size_t megabytes) {
  // Allocated before anything changes: a failed allocation (std::bad_alloc) keeps the table.
  const std::size_t count = std::max<std::size_t>(1, megabytes * 1024 * 1024 / sizeof(Cluster));
  ZeroedPages cluster_pages(count * sizeof(Cluster));
  ZeroedPages live_pages((count + 63) / 64 * sizeof(uint64_t));
  cluster_pages_ = std::move(cluster_pages);
  live_pages_ = std::move(live_pages);
  // Zeroed bytes are what a value-initialised std::atomic<uint64_t> holds (a lock-free atomic
  // has uint64_t's representation), and no cluster is read before LiveCluster wrote it.
  static_assert(std::atomic<uint64_t>::is_always_lock_free);
  clusters_ = static_cast<Cluster*>(cluster_pages_.data());
  live_ = static_cast<std::atomic<uint64_t>*>(live_pages_.data());
  cluster_count_ = count;
  generation_ = 0;
}

void TranspositionTable::Clear() {
  for (std::size_t w = 0; w < (cluster_count_ + 63) / 64; ++w) {
    live_[w].store(0, std::memory_order_relaxed);
  }
  generation_ = 0;
}

TranspositionTable::Cluster& TranspositionTable::LiveCluster(std::size_t index) {
  Cluster& cluster = clusters_[index];
  if (!IsLive(index)) {
    // Two threads may both zero it; the loser's entry is lost, as any overwritten entry is.
    for (Entry& e : cluster.entries) {
      e.check.store(0, std::memory_order_relaxed);
      e.data.store(0, std::memory_order_relaxed);
    }
    live_[index / 64].fetch_or(uint64_t{1} << (index % 64), std::memory_order_relaxed);
  }
  return cluster;
}

uint64_t TranspositionTable::Pack(const TtHit& hit, uint32_t generation) {
  const uint64_t move = static_cast<uint64_t>(hit.move_index + 1) & 0xffff;
  const uint64_t value = static_cast<uint16_t>(static_cast<int16_t>(hit.value));
  const uint64_t eval = static_cast<uint16_t>(static_cast<int16_t>(hit.eval));
  const uint64_t depth = static_cast<uint8_t>(std::clamp(hit.depth + kDepthOffset, 0, 255));
  return move | value << 16 | eval << 32 | depth << 48 | static_cast<uint64_t>(hit.bound) << 56 |
         static_cast<uint64_t>(generation) << 58;
}

TtHit TranspositionTable::Unpack(uint64_t data) {
  TtHit hit;
  hit.move_index = static_cast<int>(data & 0xffff) - 1;
  hit.value = static_cast<int16_t>(static_cast<uint16_t>(data >> 16));
  hit.eval = static_cast<int16_t>(static_cast<uint16_t>(data >> 32));
  hit.depth = static_cast<int>((data >> 48) & 0xff) - kDepthOffset;
  hit.bound = static_cast<Bound>((data >> 56) & 3);
  return hit;
}

int TranspositionTable::Age(uint64_t data) const {
  return static_cast<int>((generation_ - static_cast<uint32_t>(data >> 58)) & kGenerationMask);
}

std::optional<TtHit> TranspositionTable::Probe(uint64_t key) const {
  const std::size_t index = IndexOf(key);
  if (!IsLive(index)) return std::nullopt;
  for (const Entry& e : clusters_[index].entries) {
    const uint64_t data = e.data.load(std::memory_order_relaxed);
    const uint64_t check = e.check.load(std::memory_order_relaxed);
    if ((check ^ data) == key && data != 0) return Unpack(data);
  }
  return std::nullopt;
}

void TranspositionTable::Store(uint64_t key, const TtHit& entry) {
  Cluster& cluster = LiveCluster(IndexOf(key));
  Entry* victim = nullptr;
  int victim_worth = 0;
  for (Entry& e : cluster.entries) {
    const uint64_t data = e.data.load(std::memory_order_relaxed);
    const uint64_t check = e.check.load(std::memory_order_relaxed);
    if (data == 0 || (check ^ data) == key) {  // empty, or this very position
      TtHit kept = entry;
      if (data != 0) {
        const TtHit old = Unpack(data);
        // A shallower non-exact result of the same search keeps the deeper one.
        if (entry.bound != Bound::kExact && Age(data) == 0 && entry.depth + 2 < old.depth) return;
        if (kept.move_index < 0) kept.move_index = old.move_index;  // keep the known best step
      }
      victim = &e;
      const uint64_t packed = Pack(kept, generation_);
      victim->data.store(packed, std::memory_order_relaxed);
      victim->check.store(key ^ packed, std::memory_order_relaxed);
      return;
    }
    const int worth = Unpack(data).depth - kAgeWeight * Age(data);
    if (victim == nullptr || worth < victim_worth) {
      victim = &e;
      victim_worth = worth;
    }
  }
  const uint64_t packed = Pack(entry, generation_);
  victim->data.store(packed, std::memory_order_relaxed);
  victim->check.store(key ^ packed, std::memory_order_relaxed);
}

int TranspositionTable::Hashfull() const {
  int used = 0;
  int seen = 0;
  for (std::size_t c = 0; c < cluster_count_ && seen < 1000; ++c) {
    for (const Entry& e : clusters_[c].entries) {
      const uint64_t data = IsLive(c) ? e.data.load(std::memory_order_relaxed) : 0;
      used += data != 0 && Age(data) == 0;
      if (++seen == 1000) break;
    }
  }
  return seen == 0 ? 0 : used * 1000 / seen;
}

}  // namespace melee::search
