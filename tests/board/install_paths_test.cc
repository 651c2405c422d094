// Where melee-board finds its page, puzzles and engine (board/install_paths.h): from its own
// binary's folder, installed or in a build folder, else from the install prefix.
#include "board/install_paths.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>

namespace melee::board {
namespace {

namespace fs = std::filesystem;

class InstallPathsTest : public ::testing::Test {
 protected:
  void SetUp() override {
    root_ = fs::path(::testing::TempDir()) /
            ("install_paths_" +
             std::string(::testing::UnitTest::GetInstance()->current_test_info()->name()));
    fs::remove_all(root_);
    fs::create_directories(root_ / "bin");
  }
  void TearDown() override { fs::remove_all(root_); }
  void Touch(const fs::path& file) {
    fs::create_directories(file.parent_path());
    std::ofstream(file) << "x";
  }
  fs::path root_;
};

TEST_F(InstallPathsTest, InstalledTreeIsFoundFromTheBinary) {
  Touch(root_ / "share/melee/web/index.html");
  Touch(root_ / "bin/melee");
  const BoardFiles files = FindBoardFiles(root_ / "bin/melee-board", "../share/melee", "/nowhere");
  EXPECT_EQ(files.web_dir, (root_ / "share/melee/web").string());
  EXPECT_EQ(files.puzzles, (root_ / "share/melee/positions/soule/puzzles.txt").string());
  EXPECT_EQ(files.engine, (root_ / "bin/melee").string());
}

TEST_F(InstallPathsTest, BuildFolderEngineWhenNoneIsBeside) {
  Touch(root_ / "share/melee/web/index.html");
  const BoardFiles files = FindBoardFiles(root_ / "bin/melee-board", "../share/melee", "/nowhere");
  EXPECT_EQ(files.engine, (root_ / "protocol/melee").string());
}

TEST_F(InstallPathsTest, MovedBinaryFallsBackToTheInstallPrefix) {
  const BoardFiles files =
      FindBoardFiles(root_ / "bin/melee-board", "../share/melee", "/usr/local/share/melee");
  EXPECT_EQ(files.web_dir, "/usr/local/share/melee/web");
  EXPECT_EQ(files.puzzles, "/usr/local/share/melee/positions/soule/puzzles.txt");
}

TEST_F(InstallPathsTest, UnknownBinaryTakesTheEngineFromPath) {
  EXPECT_EQ(FindBoardFiles("", "../share/melee", "/usr/share/melee").engine, "melee");
}

}  // namespace
}  // namespace melee::board
