// Which build each engine was: melee-match keeps the handshake's `id name` and writes it into
// the records ([P1Id], [P2Id]) and the JSON summary ("engine_ids"), so two builds of one
// engine in a tournament can be told apart (docs/tournaments.md).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "match/engine_client.h"
#include "match/records.h"
#include "match/report.h"
#include "match/tally.h"
#include "protocol/build_info.h"
#include "tests/match/test_engines.h"

namespace melee::match {
namespace {

using testing::kStart;
using testing::ToyEngine;

constexpr std::string_view kRecord =
    "[Variant \"nim\"] [Game \"4\"] [Round \"1\"] [Pair \"2\"] [P1 \"A\"] [P2 \"B\"] "
    "[FEN \"7 1\"] [Result \"1-0\"] [Termination \"rules\"] [Reason \"empty\"] "
    "[P1Id \"Melee 0.1.0+abc1234\"] [P2Id \"Other \\\"2\\\"\"] [TimeControl \"nodes=100\"] "
    "[Opening \"0\"]\n3 1 3\n";

TEST(EngineIdsTest, TheHandshakeKeepsTheEnginesIdName) {
  EngineClient client(ToyEngine("toy"), kStart);
  ASSERT_FALSE(client.failure()) << client.failure()->detail;
  EXPECT_EQ(client.id_name(), MeleeIdentity());  // the toy engine is Melee's command loop
}

TEST(EngineIdsTest, RecordsCarryEachEnginesIdName) {
  std::string error;
  const std::vector<GameResult> games = ParseRecords(kRecord, error);
  ASSERT_EQ(games.size(), 1u) << error;
  EXPECT_EQ(games[0].engine_ids[0], "Melee 0.1.0+abc1234");
  EXPECT_EQ(games[0].engine_ids[1], "Other \"2\"");
  EXPECT_EQ(FormatRecord(games[0]), kRecord);
  // Records of engines that named no build (or of older versions) have no such tags.
  GameResult anonymous = games[0];
  anonymous.engine_ids = {};
  const std::string text = FormatRecord(anonymous);
  EXPECT_EQ(text.find("Id \""), std::string::npos) << text;
  const std::vector<GameResult> again = ParseRecords(text, error);
  ASSERT_EQ(again.size(), 1u) << error;
  EXPECT_EQ(again[0].engine_ids, anonymous.engine_ids);
}

TEST(EngineIdsTest, TheSummaryNamesEachEnginesIdNameOnce) {
  std::string error;
  const std::vector<GameResult> games = ParseRecords(kRecord, error);
  ASSERT_EQ(games.size(), 1u) << error;
  Tally tally({});
  ReportContext context;
  for (int i = 0; i < 2; ++i) {
    tally.Add(games[0]);
    AddEngineIds(games[0], context);
  }
  const std::string json = SummaryJson(tally, context);
  EXPECT_NE(json.find(R"("engine_ids": {"A": "Melee 0.1.0+abc1234", "B": "Other \"2\""})"),
            std::string::npos)
      << json;
}

}  // namespace
}  // namespace melee::match
