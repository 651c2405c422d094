// Game settings (issue 55 item 3.1): a game's rules are chosen before a game and reach the
// referee and the engines through the start position's text, never as an engine option.
#include "board/game_settings.h"

#include <gtest/gtest.h>

#include <string>

#include "board/api.h"
#include "board/engine_requests.h"
#include "test_server.h"

namespace melee::board {
namespace {

using nlohmann::json;
using testing::StatusOf;

json ConfigGame(const std::string& name) {
  const json config = ConfigReply({});
  for (const json& g : config["games"])
    if (g["name"] == name) return g;
  return nullptr;
}

std::vector<std::string> SettingNames(const std::string& game) {
  std::vector<std::string> names;
  const json config = ConfigGame(game);
  for (const json& s : config["settings"]) names.push_back(s["name"]);
  return names;
}

TEST(GameSettingsTest, ConfigListsTheRulesThePositionCarries) {
  EXPECT_EQ(SettingNames("ball"), std::vector<std::string>{"BALL Turns"});
  EXPECT_EQ(SettingNames("soule"), (std::vector<std::string>{"Soule Teams", "Soule Turns"}));
  // Cannon Ball's rules are not in its position string: no setting, and no engine option.
  EXPECT_EQ(SettingNames("cannonball"), std::vector<std::string>{});
  EXPECT_EQ(ConfigGame("cannonball")["rule_options"].size(), 2u);
  EXPECT_EQ(ConfigGame("soule")["session_options"], json::array({"Soule Blind"}));
}

TEST(GameSettingsTest, ANewGameWithSettingsStartsFromTheirPosition) {
  const json ball = GameReply({{"variant", "ball"}, {"settings", {{"BALL Turns", 2}}}});
  EXPECT_TRUE(ball["root"].get<std::string>().ends_with(" 2")) << ball["root"];
  // The root carries the setting: replayed from it, the game ends after turn 2.
  const json soule = GameReply({{"variant", "soule"}, {"settings", {{"soule teams", 3}}}});
  EXPECT_TRUE(soule["root"].get<std::string>().starts_with("???/444 ???/444 ")) << soule["root"];
  const json played =
      GameReply({{"variant", "soule"}, {"fen", soule["root"]}, {"moves", {"123/321"}}});
  EXPECT_EQ(played["plies"].size(), 1u);
  EXPECT_EQ(StatusOf([] { GameReply({{"variant", "soule"}, {"moves", {"123/321"}}}); }), 422);
}

TEST(GameSettingsTest, BadSettingsAreRefusedWithTheBounds) {
  EXPECT_EQ(StatusOf([] {
              GameReply({{"variant", "ball"}, {"settings", {{"BALL Turns", -1}}}});
            }),
            400);
  EXPECT_EQ(StatusOf([] {
              GameReply({{"variant", "ball"}, {"settings", {{"Soule Teams", 3}}}});
            }),
            400);
  EXPECT_EQ(StatusOf([] {
              GameReply({{"variant", "cannonball"}, {"settings", {{"CannonBall TriesToWin", 1}}}});
            }),
            400);
  try {
    GameReply({{"variant", "soule"}, {"settings", {{"Soule Teams", 23}}}});
    ADD_FAILURE() << "23 players accepted";
  } catch (const ApiError& e) {
    EXPECT_EQ(std::string(e.what()), "Soule Teams must be a whole number in 1..22");
  }
}

TEST(GameSettingsTest, RuleOptionsAreNoEngineOptions) {
  for (const char* name : {"Soule Teams", "BALL turns", "CannonBall TriesToWin"})
    EXPECT_EQ(StatusOf([&] { CheckedOption({{"name", name}, {"value", "3"}}); }), 400) << name;
  EXPECT_EQ(CheckedOption({{"name", "Soule Blind"}, {"value", "false"}}).first, "Soule Blind");
  EXPECT_EQ(CheckedOption({{"name", "Hash"}, {"value", "32"}}).first, "Hash");
}

}  // namespace
}  // namespace melee::board
