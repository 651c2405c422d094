#include "tune/sample_file.h"

#include <gtest/gtest.h>

#include <sstream>

namespace melee::tune {
namespace {

TEST(SampleFile, RoundTrips) {
  const std::vector<LabelledPosition> samples = {
      {1, "13/6p6/13 s 0-0 6 7"}, {0.5, "15/q1q1q w 0 4"}, {0, "7/6/(X*o)1 n 10 60"}};
  std::stringstream file;
  file << "# settings\n";
  WriteSamples(file, samples);
  std::string error;
  const auto read = ReadSamples(file, error);
  ASSERT_TRUE(read) << error;
  EXPECT_EQ(*read, samples);
}

TEST(SampleFile, RejectsMalformedLines) {
  for (const char* text : {"1 no tab\n", "x\tpos\n", "1.5\tpos\n", "0.5x\tpos\n"}) {
    std::stringstream file(text);
    std::string error;
    EXPECT_FALSE(ReadSamples(file, error)) << text;
    EXPECT_NE(error.find("line 1"), std::string::npos);
  }
}

}  // namespace
}  // namespace melee::tune
