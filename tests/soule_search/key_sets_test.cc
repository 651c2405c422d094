// The solver's memos of failed boards. The shared one (lossy_key_set.h): a key inserted is
// found until eight newer keys of its bucket push it out, growing keeps the keys, and a key
// never inserted is never reported (a false "failed" would wrongly cut a winning tactic).
// The node's own (exact_key_set.h): every key inserted stays found through every growth, a
// key never inserted is never reported, and clear() forgets everything, at any size.
#include <gtest/gtest.h>

#include <cstdint>
#include <utility>
#include <vector>

#include "engine/soule/position.h"
#include "solve/soule/exact_key_set.h"
#include "solve/soule/lossy_key_set.h"

namespace melee::soule {
namespace {

std::vector<uint64_t> RandomKeys(uint64_t seed, int count) {
  std::vector<uint64_t> keys;
  for (int k = 0; k < count; ++k) keys.push_back(SplitMix64(seed));
  return keys;
}

TEST(LossyKeySet, KeepsItsKeysWhileItGrows) {
  LossyKeySet set(16);  // from 256 buckets up to 65 536: room for every key below
  const std::vector<uint64_t> keys = RandomKeys(1, 50'000);
  for (uint64_t key : keys) set.insert(key);
  int lost = 0;
  for (uint64_t key : keys) lost += set.contains(key) ? 0 : 1;
  // Only buckets that took more than eight keys before a growth lose any: a few in a
  // thousand (a growth that dropped its keys would lose most of them).
  EXPECT_LT(lost, 50'000 / 100);
}

TEST(LossyKeySet, NeverReportsAKeyItWasNotGiven) {
  LossyKeySet set(10);
  for (uint64_t key : RandomKeys(2, 100'000)) set.insert(key);  // full: it forgets
  for (uint64_t key : RandomKeys(3, 100'000)) ASSERT_FALSE(set.contains(key));
  EXPECT_FALSE(set.contains(0));
}

TEST(LossyKeySet, WhenFullABucketForgetsItsOldestKey) {
  LossyKeySet set(1);  // two buckets of eight, chosen by the top bit
  constexpr uint64_t kTop = uint64_t{1} << 63;
  for (uint64_t k = 1; k <= 9; ++k) set.insert(kTop | k << 1);
  EXPECT_FALSE(set.contains(kTop | 1 << 1));  // the oldest of nine
  for (uint64_t k = 2; k <= 9; ++k) EXPECT_TRUE(set.contains(kTop | k << 1));
  set.insert(2 << 1);  // the other bucket is untouched
  EXPECT_TRUE(set.contains(kTop | 9 << 1));
  EXPECT_TRUE(set.contains(2 << 1));
  // A key inserted again moves nothing: the eight newest stay.
  set.insert(kTop | 5 << 1);
  for (uint64_t k = 2; k <= 9; ++k) EXPECT_TRUE(set.contains(kTop | k << 1));
}

TEST(ExactKeySet, KeepsEveryKeyWhileItGrowsPastAHugePage) {
  ExactKeySet set;
  // 600 000 keys: the table grows from 64 slots to 2^21 (16 MB, on huge pages).
  const std::vector<uint64_t> keys = RandomKeys(1, 600'000);
  for (uint64_t key : keys) set.insert(key);
  for (uint64_t key : keys) set.insert(key);  // again: nothing added
  EXPECT_EQ(set.size(), keys.size());
  for (uint64_t key : keys) ASSERT_TRUE(set.contains(key));
  for (uint64_t key : RandomKeys(2, 100'000)) ASSERT_FALSE(set.contains(key));
}

TEST(ExactKeySet, KeysThatShareTheirHighBitsProbeOnward) {
  ExactKeySet set;  // 64 slots chosen by the top 6 bits: these all want slot 0
  for (uint64_t k = 2; k <= 20; ++k) set.insert(k);
  for (uint64_t k = 2; k <= 20; ++k) EXPECT_TRUE(set.contains(k));
  EXPECT_FALSE(set.contains(21));
  EXPECT_FALSE(set.contains(uint64_t{1} << 63));
}

TEST(ExactKeySet, ClearForgetsEveryKeyAtAnySize) {
  ExactKeySet set;
  for (const int count : {10, 100'000, 10}) {
    const std::vector<uint64_t> keys = RandomKeys(static_cast<uint64_t>(count), count);
    for (uint64_t key : keys) set.insert(key);
    set.clear();
    EXPECT_EQ(set.size(), 0u);
    for (uint64_t key : keys) ASSERT_FALSE(set.contains(key));
    set.insert(keys[0]);  // and works on
    EXPECT_TRUE(set.contains(keys[0]));
    set.clear();
  }
}

TEST(ExactKeySet, MovingHandsTheKeysOver) {
  ExactKeySet first;
  const std::vector<uint64_t> keys = RandomKeys(4, 1000);
  for (uint64_t key : keys) first.insert(key);
  ExactKeySet second(std::move(first));
  for (uint64_t key : keys) ASSERT_TRUE(second.contains(key));
  EXPECT_EQ(first.size(), 0u);  // NOLINT(bugprone-use-after-move): moved-from is empty
  EXPECT_FALSE(first.contains(keys[0]));
  first.insert(keys[0]);  // and usable
  EXPECT_TRUE(first.contains(keys[0]));
}

TEST(ExactKeySet, KeyZeroIsAKeyLikeAnother) {
  ExactKeySet set;
  EXPECT_FALSE(set.contains(0));
  set.insert(0);
  EXPECT_TRUE(set.contains(0));
  EXPECT_EQ(set.size(), 1u);
}

}  // namespace
}  // namespace melee::soule
