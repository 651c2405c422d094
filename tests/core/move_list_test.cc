#include "engine/core/move_list.h"

#include <gtest/gtest.h>

#include <numeric>

namespace melee {
namespace {

TEST(MoveListTest, AddsIteratesAndClears) {
  MoveList<int, 8> list;
  EXPECT_TRUE(list.empty());
  for (int i = 0; i < 8; ++i) list.Add(i * i);
  EXPECT_EQ(list.size(), 8u);
  EXPECT_EQ(list[3], 9);
  EXPECT_EQ(std::accumulate(list.begin(), list.end(), 0), 140);
  list.Resize(2);
  EXPECT_EQ(std::accumulate(list.begin(), list.end(), 0), 1);
  list.Clear();
  EXPECT_TRUE(list.empty());
}

// The generators' way: elements written through begin(), then committed by Resize.
TEST(MoveListTest, ResizeCommitsElementsWrittenThroughBegin) {
  MoveList<int, 8> list;
  list.Add(5);
  int* out = list.end();
  for (int i = 0; i < 3; ++i) *out++ = 10 + i;
  list.Resize(static_cast<std::size_t>(out - list.begin()));
  ASSERT_EQ(list.size(), 4u);
  EXPECT_EQ(std::accumulate(list.begin(), list.end(), 0), 5 + 10 + 11 + 12);
  const MoveList<int, 8> copy = list;
  EXPECT_EQ(copy[3], 12);
}

}  // namespace
}  // namespace melee
