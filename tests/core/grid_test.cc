#include "engine/core/grid.h"

#include <gtest/gtest.h>

namespace melee {
namespace {

TEST(GridTest, ReadsConcatenatedSquares) {
  std::size_t pos = 0;
  const std::string_view path = "c3e15o1";
  auto a = ReadSquare(path, pos, 15, 1, 15);
  auto b = ReadSquare(path, pos, 15, 1, 15);
  auto c = ReadSquare(path, pos, 15, 1, 15);
  ASSERT_TRUE(a && b && c);
  EXPECT_EQ(*a, (SquareName{2, 3}));
  EXPECT_EQ(*b, (SquareName{4, 15}));
  EXPECT_EQ(*c, (SquareName{14, 1}));
  EXPECT_EQ(pos, path.size());
  EXPECT_EQ(FormatSquare(*b), "e15");
}

TEST(GridTest, RejectsOutOfRangeAndMalformedSquares) {
  for (std::string_view bad : {"p1", "a0", "a16", "a01", "a", "A1", "a123", "1a"}) {
    std::size_t pos = 0;
    EXPECT_FALSE(ReadSquare(bad, pos, 15, 1, 15)) << bad;
    EXPECT_EQ(pos, 0u) << bad;
  }
  std::size_t pos = 0;
  EXPECT_TRUE(ReadSquare("e0", pos, 13, 0, 16));  // Cannon Ball's virtual goal rank
}

}  // namespace
}  // namespace melee
