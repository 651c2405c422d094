// Every game the registry plays is on the board: it has board rules (a stepped game needs its
// engine/<game>/step_view.h) and a drawing module board/web/js/games/<game>.js. A game added
// to MELEE_GAMES without them fails here instead of silently missing from the page.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include "board/board_rules.h"
#include "protocol/registry.h"

namespace melee::board {
namespace {

TEST(BoardCoverageTest, EveryRegisteredGameHasBoardRulesAndADrawing) {
  ASSERT_FALSE(RegisteredGames().empty());
  for (const GameEntry& game : RegisteredGames()) {
    const std::string name(game.name);
    const BoardRules* rules = FindBoardRules(name);
    EXPECT_NE(rules, nullptr) << name << " has no board rules (engine/" << name
                              << "/step_view.h for a stepped game)";
    if (rules) {
      EXPECT_EQ(rules->name(), game.name);
    }
    const std::filesystem::path drawing =
        std::filesystem::path(MELEE_WEB_DIR) / "js" / "games" / (name + ".js");
    EXPECT_TRUE(std::filesystem::is_regular_file(drawing)) << name << " has no " << drawing;
  }
  EXPECT_EQ(AllBoardRules().size(), RegisteredGames().size());
}

}  // namespace
}  // namespace melee::board
