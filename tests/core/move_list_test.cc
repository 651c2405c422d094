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

}  // namespace
}  // namespace melee
