#include "search/tt.h"

#include <gtest/gtest.h>

namespace melee::search {
namespace {

TEST(TranspositionTableTest, StoredEntryReadsBackExactly) {
  TranspositionTable tt(1);
  const TtHit entry{417, -29950, -123, 7, Bound::kLower};
  tt.Store(0x1234'5678'9abc'def0ull, entry);
  const std::optional<TtHit> hit = tt.Probe(0x1234'5678'9abc'def0ull);
  ASSERT_TRUE(hit.has_value());
  EXPECT_EQ(hit->move_index, 417);
  EXPECT_EQ(hit->value, -29950);
  EXPECT_EQ(hit->eval, -123);
  EXPECT_EQ(hit->depth, 7);
  EXPECT_EQ(hit->bound, Bound::kLower);
  EXPECT_FALSE(tt.Probe(0x1234'5678'9abc'def1ull).has_value());
}

TEST(TranspositionTableTest, NoStepAndQuiescenceDepthRoundTrip) {
  TranspositionTable tt(1);
  tt.Store(42, {-1, 5, kNoEval, -3, Bound::kUpper});
  const std::optional<TtHit> hit = tt.Probe(42);
  ASSERT_TRUE(hit.has_value());
  EXPECT_EQ(hit->move_index, -1);
  EXPECT_EQ(hit->eval, kNoEval);
  EXPECT_EQ(hit->depth, -3);
}

TEST(TranspositionTableTest, SamePositionKeepsItsStepWhenStoredWithout) {
  TranspositionTable tt(1);
  tt.Store(99, {3, 10, 0, 2, Bound::kExact});
  tt.Store(99, {-1, 20, 0, 4, Bound::kUpper});
  EXPECT_EQ(tt.Probe(99)->move_index, 3);
  EXPECT_EQ(tt.Probe(99)->value, 20);
}

// One cluster of four entries: a fifth position evicts the shallowest, older searches first.
TEST(TranspositionTableTest, ReplacesTheShallowestAndOldest) {
  TranspositionTable tt(0);
  ASSERT_EQ(tt.cluster_count(), 1u);
  for (uint64_t key = 1; key <= 4; ++key) {
    tt.Store(key, {0, 0, 0, static_cast<int>(10 + key), Bound::kExact});
  }
  tt.Store(5, {0, 0, 0, 20, Bound::kExact});
  EXPECT_FALSE(tt.Probe(1).has_value());  // depth 11, the shallowest
  EXPECT_TRUE(tt.Probe(2).has_value());
  EXPECT_TRUE(tt.Probe(5).has_value());
}

// An entry loses kAgeWeight (8) depth units of worth per search it is old.
TEST(TranspositionTableTest, OldDeepEntriesGiveWayToFreshOnes) {
  TranspositionTable tt(0);
  for (uint64_t key = 1; key <= 3; ++key) tt.Store(key, {0, 0, 0, 20, Bound::kExact});
  tt.NewSearch();
  tt.NewSearch();  // keys 1-3 are now worth 20 - 16 = 4
  tt.Store(4, {0, 0, 0, 10, Bound::kExact});
  tt.Store(5, {0, 0, 0, 1, Bound::kExact});
  EXPECT_FALSE(tt.Probe(1).has_value());
  EXPECT_TRUE(tt.Probe(4).has_value());
  EXPECT_TRUE(tt.Probe(5).has_value());
}

TEST(TranspositionTableTest, HashfullCountsThisSearchOnly) {
  TranspositionTable tt(1);
  EXPECT_EQ(tt.Hashfull(), 0);
  for (uint64_t key = 1; key < 200'000; ++key) {
    tt.Store(key * 0x9E3779B97F4A7C15ull, {0, 0, 0, 1, Bound::kExact});
  }
  EXPECT_GT(tt.Hashfull(), 900);
  tt.NewSearch();
  EXPECT_EQ(tt.Hashfull(), 0);
  tt.Clear();
  EXPECT_FALSE(tt.Probe(0x9E3779B97F4A7C15ull).has_value());
}

// Clear drops entries without zeroing the clusters: a cleared cluster must still take four new
// positions into its empty slots (stale deep entries would evict the shallow new ones) and keep
// no step or depth of the entries it held.
TEST(TranspositionTableTest, ClearedTableBehavesAsNew) {
  TranspositionTable tt(0);
  for (uint64_t key = 1; key <= 4; ++key) tt.Store(key, {2, 0, 0, 30, Bound::kExact});
  tt.Clear();
  EXPECT_EQ(tt.Hashfull(), 0);
  for (uint64_t key = 1; key <= 4; ++key) EXPECT_FALSE(tt.Probe(key).has_value());
  tt.Store(1, {-1, 7, 0, 1, Bound::kUpper});
  EXPECT_EQ(tt.Probe(1)->move_index, -1);  // not the step stored before the clear
  EXPECT_EQ(tt.Probe(1)->depth, 1);
  for (uint64_t key = 5; key <= 7; ++key) tt.Store(key, {0, 0, 0, 1, Bound::kExact});
  for (uint64_t key : {1, 5, 6, 7}) EXPECT_TRUE(tt.Probe(key).has_value()) << key;
  EXPECT_FALSE(tt.Probe(2).has_value());
  EXPECT_EQ(tt.Hashfull(), 4 * 1000 / 4);
}

}  // namespace
}  // namespace melee::search
