// melee-board's command line: the engines offered and what is printed at start.
#include "board/command_line.h"

#include <gtest/gtest.h>

namespace melee::board {
namespace {

match::EngineSpec Engine(const std::string& name, const std::string& command) {
  match::EngineSpec spec;
  spec.name = name;
  spec.process.command = command;
  return spec;
}

TEST(CommandLineTest, AnEngineIsAddedToMelee) {
  std::string error;
  const auto engines =
      BoardEngines(Engine("", "build/protocol/melee"), {Engine("Greedy", "melee")}, false, error);
  ASSERT_TRUE(engines) << error;
  ASSERT_EQ(engines->size(), 2u);
  EXPECT_EQ((*engines)[0].name, "Melee");
  EXPECT_EQ((*engines)[0].process.command, "build/protocol/melee");
  EXPECT_EQ((*engines)[1].name, "Greedy");
  EXPECT_EQ(BoardEngines(Engine("", "m"), {}, false, error)->size(), 1u);
}

TEST(CommandLineTest, NoDefaultEngineLeavesMeleeOut) {
  std::string error;
  const auto engines = BoardEngines(Engine("", "m"), {Engine("Other", "o")}, true, error);
  ASSERT_TRUE(engines) << error;
  ASSERT_EQ(engines->size(), 1u);
  EXPECT_EQ((*engines)[0].name, "Other");
  // Then an engine may be called Melee; nothing at all is an error.
  EXPECT_TRUE(BoardEngines(Engine("", "m"), {Engine("Melee", "o")}, true, error));
  EXPECT_FALSE(BoardEngines(Engine("", "m"), {}, true, error));
  EXPECT_NE(error.find("--engine"), std::string::npos);
}

TEST(CommandLineTest, EngineNamesAreUnique) {
  std::string error;
  EXPECT_FALSE(BoardEngines(Engine("", "m"), {Engine("Melee", "o")}, false, error));
  EXPECT_NE(error.find("--no-default-engine"), std::string::npos);
  EXPECT_FALSE(BoardEngines(Engine("", "m"), {Engine("A", "a"), Engine("A", "b")}, false, error));
}

TEST(CommandLineTest, LoopbackNeedsNoWarning) {
  const StartupNotice notice = DescribeListening("127.0.0.1", 8080, {});
  EXPECT_EQ(notice.url, "http://127.0.0.1:8080/");
  EXPECT_EQ(notice.warning, "");
  EXPECT_EQ(DescribeListening("::1", 8080, {}).warning, "");
}

TEST(CommandLineTest, EveryInterfaceWarnsAndPrintsAUsableUrl) {
  const StartupNotice notice = DescribeListening("0.0.0.0", 9000, {});
  // http://0.0.0.0:9000/ is no address a browser should open; loopback is one.
  EXPECT_EQ(notice.url, "http://127.0.0.1:9000/");
  EXPECT_NE(notice.warning.find("other machines"), std::string::npos);
  EXPECT_NE(notice.warning.find("Host"), std::string::npos);
  EXPECT_NE(notice.warning.find("--allow-host"), std::string::npos);
  const StartupNotice lan = DescribeListening("192.168.1.20", 9000, {"board.lan"});
  EXPECT_EQ(lan.url, "http://192.168.1.20:9000/");
  EXPECT_NE(lan.warning.find("board.lan"), std::string::npos);
  EXPECT_EQ(DescribeListening("::", 9000, {}).url, "http://127.0.0.1:9000/");
}

}  // namespace
}  // namespace melee::board
