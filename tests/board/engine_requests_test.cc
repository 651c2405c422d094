// What the server and the static site's rules module (wasm/rules/) share: the plan of a
// search, the judgement of a bestmove, option settings, the answer of a JSON request and the
// engine's words about a forced goal.
#include "board/engine_requests.h"

#include <gtest/gtest.h>

#include <stdexcept>

#include "board/api.h"
#include "board/mate_oracle.h"
#include "test_server.h"

namespace melee::board {
namespace {

using nlohmann::json;
using testing::StatusOf;

TEST(EngineRequestsTest, PlanGoSpellsThePositionAndTheLimits) {
  const GoPlan plan = PlanGo(
      {{"variant", "ball"}, {"moves", {"f6d4,d4c3"}}, {"limits", {{"p2time", 900}}}, {"id", 4}});
  EXPECT_EQ(plan.variant, "ball");
  EXPECT_EQ(plan.position_line, "position startpos moves f6d4,d4c3");
  EXPECT_EQ(plan.go_line, "go p2time 900");
  EXPECT_EQ(plan.budget.count(), 900);  // p2 is to move: its clock bounds the search
  EXPECT_EQ(GoPlanJson(plan), json({{"variant", "ball"},
                                    {"position_line", "position startpos moves f6d4,d4c3"},
                                    {"go_line", "go p2time 900"},
                                    {"budget_ms", 900},
                                    {"id", 4}}));
  const GoPlan fen = PlanGo({{"variant", "ball"}, {"fen", plan.rules->Play({}, {}).fen}});
  EXPECT_EQ(fen.position_line, "position fen " + *fen.fen);
  EXPECT_EQ(fen.go_line, "go");
}

TEST(EngineRequestsTest, PlanGoRefusesWhatNoEngineShouldBeAsked) {
  EXPECT_EQ(StatusOf([] { PlanGo({{"variant", "nim"}}); }), 400);
  EXPECT_EQ(StatusOf([] { PlanGo({{"variant", "ball"}, {"moves", {"a1a1"}}}); }), 422);
  EXPECT_EQ(StatusOf([] { PlanGo({{"variant", "ball"}, {"moves", {"?"}}}); }), 422);
  EXPECT_EQ(StatusOf([] {
              PlanGo({{"variant", "soule"}, {"moves", {"11111111111", "?"}}});
            }),
            422);  // '?' is A's part only
  EXPECT_EQ(StatusOf([] { PlanGo({{"variant", "ball"}, {"limits", {{"depth", "3"}}}}); }), 400);
  EXPECT_EQ(StatusOf([] { PlanGo({{"variant", "ball"}, {"id", "x"}}); }), 400);
  EXPECT_EQ(PlanGo({{"variant", "soule"}, {"moves", {"?"}}}).position_line,
            "position startpos moves ?");
}

TEST(EngineRequestsTest, JudgeBestmoveReplaysThePosition) {
  EXPECT_EQ(JudgeBestmoveReply({{"variant", "ball"}, {"token", "f6d4,d4c3"}}),
            json({{"legal", true}}));
  const json illegal = JudgeBestmoveReply({{"variant", "ball"}, {"token", "a1a2"}});
  EXPECT_FALSE(illegal["legal"].get<bool>());
  EXPECT_EQ(illegal["detail"], "illegal move a1a2");
  EXPECT_EQ(JudgeBestmoveReply({{"variant", "ball"}, {"token", "(none)"}})["detail"],
            "the engine has no move");
  EXPECT_EQ(StatusOf([] { JudgeBestmoveReply({{"variant", "ball"}}); }), 400);
}

TEST(EngineRequestsTest, CheckedOptionLeavesTheVariantToTheBoard) {
  EXPECT_EQ(CheckedOption({{"name", "Hash"}, {"value", "16"}}),
            std::make_pair(std::string("Hash"), std::string("16")));
  EXPECT_EQ(CheckedOption({{"name", "Clear Hash"}}).second, "");
  EXPECT_EQ(StatusOf([] { CheckedOption({{"name", "UCI_Variant"}, {"value", "ball"}}); }), 400);
  EXPECT_EQ(StatusOf([] { CheckedOption({{"name", "a value b"}}); }), 400);
  EXPECT_EQ(StatusOf([] { CheckedOption({{"value", "1"}}); }), 400);
}

TEST(EngineRequestsTest, AnswerTurnsEveryFailureIntoAStatus) {
  const auto echo = [](const json& body) -> json {
    if (body.contains("throw")) throw ApiError(body["throw"].get<int>(), "asked to");
    if (body.contains("bug")) throw std::out_of_range("a bug");
    return {{"seen", body["n"].get<int>()}};
  };
  EXPECT_EQ(Answer(echo, R"({"n": 3})").body, json({{"seen", 3}}));
  EXPECT_EQ(Answer(echo, R"({"n": 3})").status, 200);
  EXPECT_EQ(Answer(echo, "{bad").status, 400);
  EXPECT_EQ(Answer(echo, "").status, 400);
  const ApiReply thrown = Answer(echo, R"({"throw": 422})");
  EXPECT_EQ(thrown.status, 422);
  EXPECT_EQ(thrown.body, json({{"error", "asked to"}}));
  EXPECT_EQ(Answer(echo, R"({"n": "three"})").status, 400);  // a JSON type error
  EXPECT_EQ(Answer(echo, R"({"bug": 1})").body, json({{"error", "internal error"}}));
}

TEST(EngineRequestsTest, ConfigListsEveryGameAndTheEnginesGiven) {
  const std::string engines[] = {kMeleeEngineName, "Other"};
  const json config = ConfigReply(engines);
  EXPECT_EQ(config["engines"], json({"Melee", "Other"}));
  ASSERT_EQ(config["games"].size(), AllBoardRules().size());
  for (std::size_t i = 0; i < AllBoardRules().size(); ++i)
    EXPECT_EQ(config["games"][i]["name"], std::string(AllBoardRules()[i]->name()));
}

TEST(EngineRequestsTest, MateInfoReadsTheEnginesVerdict) {
  EXPECT_EQ(MateInfo("info string mate 2 +,0 proof 4"), Mate::kGoal);
  EXPECT_EQ(MateInfo("info string mate none"), Mate::kNone);
  EXPECT_EQ(MateInfo("info string mate unknown"), Mate::kUnknown);
  EXPECT_EQ(MateInfo("info depth 3"), std::nullopt);
  EXPECT_EQ(MatePositionLine("f", true), "position fen f moves ?");
  EXPECT_EQ(MatePositionLine("f", false), "position fen f");
  EXPECT_EQ(MateGoLine(3), "go mate 3");
}

}  // namespace
}  // namespace melee::board
