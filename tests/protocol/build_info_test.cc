// Which Melee this is (protocol/build_info.h): the version is CMake's project version, with the
// commit and the dirty flag of the build when it comes from a checkout.
#include "protocol/build_info.h"

#include <gtest/gtest.h>

#include <regex>
#include <string>

namespace melee {
namespace {

TEST(BuildInfoTest, VersionIsTheProjectVersionWithTheCommit) {
  const std::string version = MeleeVersion();
  // MELEE_TEST_PROJECT_VERSION: CMakeLists.txt's project(VERSION), from tests/protocol.
  const std::string project = MELEE_TEST_PROJECT_VERSION;
  ASSERT_EQ(version.substr(0, project.size()), project) << version;
  EXPECT_TRUE(
      std::regex_match(version.substr(project.size()), std::regex(R"((\+[0-9a-f]{7}(\.dirty)?)?)")))
      << version;
  EXPECT_EQ(MeleeIdentity(), "Melee " + version);
}

TEST(BuildInfoTest, VersionTextNamesProgramVersionCompilerAndBuildKind) {
  const std::string description = BuildDescription();
  EXPECT_TRUE(
      std::regex_match(description, std::regex(R"((GCC|Clang) [0-9.]+, (portable|native).*, \w+)")))
      << description;
  EXPECT_EQ(VersionText("melee-match"), "melee-match " + MeleeVersion() + "\n" + description);
}

}  // namespace
}  // namespace melee
