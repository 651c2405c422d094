// The board's rules API called directly: replays, step-by-step turns, records, puzzles.
#include <gtest/gtest.h>

#include "board/api.h"
#include "board/engine_mate_oracle.h"
#include "protocol/text.h"
#include "test_server.h"

namespace melee::board {
namespace {

using nlohmann::json;
using testing::StatusOf;

TEST(BoardApiTest, ReplaysAGameWithCanonicalTokens) {
  const json r = GameReply({{"variant", "ball"}, {"moves", {"f6d4,d4c3"}}});
  ASSERT_EQ(r["plies"].size(), 1u);
  EXPECT_EQ(r["plies"][0]["token"], "f6d4,d4c3");
  EXPECT_EQ(r["fen"], r["plies"][0]["fen"]);
  EXPECT_FALSE(r["p1turn"].get<bool>());
  EXPECT_FALSE(r["status"]["over"].get<bool>());
}

TEST(BoardApiTest, RefusesBadGames) {
  EXPECT_EQ(StatusOf([] { GameReply({{"variant", "chess"}}); }), 400);
  EXPECT_EQ(StatusOf([] { GameReply({{"variant", "ball"}, {"moves", {"a1a2"}}}); }), 422);
  EXPECT_EQ(StatusOf([] { GameReply({{"variant", "ball"}, {"moves", {1, 2}}}); }), 400);
  EXPECT_EQ(StatusOf([] { GameReply({{"variant", "ball"}, {"moves", "f6d4"}}); }), 400);
  EXPECT_EQ(StatusOf([] { GameReply({{"variant", "ball"}, {"fen", "nonsense"}}); }), 422);
  EXPECT_EQ(StatusOf([] { GameReply({{"variant", "ball"}, {"fen", "a\nb"}}); }), 400);
  EXPECT_EQ(StatusOf([] { GameReply(json::array()); }), 400);
  EXPECT_EQ(StatusOf([] { GameReply({{"variant", std::string(10000, 'x')}}); }), 400);
}

TEST(BoardApiTest, BulltrickerHasFiftyOpeningSteps) {
  // The official rule book's "50 ways to open"; a Bulltricker step is a whole move.
  const json start = StepsReply(
      {{"variant", "bulltricker"}, {"fen", GameReply({{"variant", "bulltricker"}})["fen"]}});
  EXPECT_EQ(start["options"].size(), 50u);
  EXPECT_FALSE(start["done"].get<bool>());
  const json played =
      StepsReply({{"variant", "bulltricker"}, {"fen", start["board"]}, {"steps", {0}}});
  EXPECT_TRUE(played["done"].get<bool>());
  EXPECT_EQ(played["token"], start["options"][0]["text"]);
}

// Plays the first plain move of each state until the turn ends; returns the token.
std::string PlayMoves(const std::string& variant, int max_steps) {
  const std::string fen = GameReply({{"variant", variant}})["fen"];
  json steps = json::array();
  for (int i = 0; i < max_steps; ++i) {
    const json s = StepsReply({{"variant", variant}, {"fen", fen}, {"steps", steps}});
    if (s["done"].get<bool>()) return s["token"];
    int pick = -1;
    for (std::size_t k = 0; k < s["options"].size(); ++k) {
      if (s["options"][k]["kind"] == "move") {
        pick = static_cast<int>(k);
        break;
      }
      if (pick < 0 && s["options"][k]["kind"] == "end") pick = static_cast<int>(k);
    }
    EXPECT_GE(pick, 0);
    steps.push_back(pick);
  }
  return "";
}

TEST(BoardApiTest, MultiStepTurnsBecomeOneLegalToken) {
  for (const char* variant : {"ball", "cannonball"}) {
    const std::string token = PlayMoves(variant, 6);
    ASSERT_FALSE(token.empty()) << variant;
    EXPECT_NE(token.find(','), std::string::npos) << variant << ": two steps, one token " << token;
    EXPECT_EQ(GameReply({{"variant", variant}, {"moves", {token}}})["plies"].size(), 1u);
  }
}

TEST(BoardApiTest, StepsRefuseBadIndices) {
  const std::string fen = GameReply({{"variant", "cannonball"}})["fen"];
  EXPECT_EQ(StatusOf([&] {
              StepsReply({{"variant", "cannonball"}, {"fen", fen}, {"steps", {999999}}});
            }),
            400);
  EXPECT_EQ(StatusOf([&] {
              StepsReply({{"variant", "cannonball"}, {"fen", fen}, {"steps", {5000}}});
            }),
            422);
  EXPECT_EQ(StatusOf([&] {
              StepsReply({{"variant", "cannonball"}, {"fen", fen}, {"steps", {"x"}}});
            }),
            400);
  EXPECT_EQ(StatusOf([&] { StepsReply({{"variant", "soule"}, {"fen", fen}}); }), 422);
}

TEST(BoardApiTest, SouleStagesAreJointTokens) {
  const json r = GameReply({{"variant", "soule"}, {"moves", {"11211221122/11122332211"}}});
  EXPECT_EQ(r["plies"].size(), 1u);
  EXPECT_TRUE(r["p1turn"].get<bool>());
  EXPECT_NE(r["orders"].get<std::string>().find("1:"), std::string::npos);
}

TEST(BoardApiTest, FormatsMatchRecords) {
  const json r =
      FormatRecordReply({{"variant", "bulltricker"}, {"moves", {"h3h7"}}, {"p1", "Ann"}});
  const std::string text = r["text"];
  EXPECT_NE(text.find("[Variant \"bulltricker\"]"), std::string::npos);
  EXPECT_NE(text.find("[P1 \"Ann\"]"), std::string::npos);
  EXPECT_NE(text.find("\nh3h7\n"), std::string::npos);
}

TEST(BoardApiTest, ParsesMatchRecords) {
  const std::string record =
      "[Variant \"bulltricker\"] [Game \"1\"] [Round \"1\"] [Pair \"0\"] [P1 \"A\"] [P2 \"B\"] "
      "[FEN \"15/q1q1q1qkq1q1q1q/1p1p1p1p1p1p1p1/p1p1p1p1p1p1p1p/15/15/15/15/15/15/15/"
      "P1P1P1P1P1P1P1P/1P1P1P1P1P1P1P1/Q1Q1Q1QKQ1Q1Q1Q/15 w 0 1\"] [Result \"1-0\"] "
      "[Termination \"rules\"] [Reason \"mat\"] [TimeControl \"\"] [Opening \"0\"]\nh3h7\n";
  const json parsed = ParseRecordReply({{"text", record}});
  ASSERT_EQ(parsed["games"].size(), 1u);
  EXPECT_EQ(parsed["games"][0]["moves"][0], "h3h7");
  EXPECT_EQ(StatusOf([] { ParseRecordReply({{"text", "[Variant"}}); }), 422);
}

MateOracleFactory Melee() { return EngineMateOracles(testing::TestConfig().engines[0]); }

TEST(BoardApiTest, PuzzleCheck) {
  const json list = PuzzlesReply(MELEE_PUZZLES);
  ASSERT_GT(list["puzzles"].size(), 5u);
  // x2/04 x2/02 1 2 A 5 ; B ; 3 ; mate 1 0,+ proof 4
  const json p = list["puzzles"][0];
  ASSERT_EQ(p["answer"], "mate 1 0,+ proof 4");
  const json good = CheckPuzzleReply(
      {{"fen", p["fen"]}, {"side", p["side"]}, {"stages", 1}, {"tactic", "0,+"}}, Melee());
  EXPECT_EQ(good["verdict"], "goal");
  const json bad = CheckPuzzleReply(
      {{"fen", p["fen"]}, {"side", p["side"]}, {"stages", 1}, {"tactic", "0,0"}}, Melee());
  EXPECT_EQ(bad["verdict"], "refuted");
  EXPECT_FALSE(bad["refutation"].get<std::string>().empty());
  EXPECT_EQ(StatusOf([&] {
              CheckPuzzleReply({{"fen", p["fen"]}, {"side", "C"}, {"stages", 1}, {"tactic", "0,0"}},
                               Melee());
            }),
            400);
  EXPECT_EQ(StatusOf([&] {
              CheckPuzzleReply(
                  {{"fen", p["fen"]}, {"side", "B"}, {"stages", 1}, {"tactic", "9,9,9"}}, Melee());
            }),
            422);
}

// Puzzles of more than one stage: the referee plays each reply, the engine's `go mate` answers
// for the stages left. The file's answers are the solver's.
TEST(BoardApiTest, PuzzleCheckAsksTheEngineForTheStagesLeft) {
  const json list = PuzzlesReply(MELEE_PUZZLES);
  int multi = 0;
  for (const json& p : list["puzzles"]) {
    const std::string answer = p["answer"];
    const std::vector<std::string_view> words = SplitTokens(answer);
    if (words.size() < 5 || words[0] != "mate" || words[1] == "1") continue;
    const json good = CheckPuzzleReply({{"fen", p["fen"]},
                                        {"side", p["side"]},
                                        {"stages", p["stages"]},
                                        {"tactic", std::string(words[2])}},
                                       Melee());
    EXPECT_EQ(good["verdict"], "goal") << p.dump() << good.dump();
    EXPECT_EQ(good["replies"].get<int64_t>(), std::stoll(std::string(words[4]))) << p.dump();
    // k is the least: one stage fewer and some reply escapes (the engine says `mate none`).
    const json short_of_one = CheckPuzzleReply({{"fen", p["fen"]},
                                                {"side", p["side"]},
                                                {"stages", std::stoi(std::string(words[1])) - 1},
                                                {"tactic", std::string(words[2])}},
                                               Melee());
    EXPECT_EQ(short_of_one["verdict"], "refuted") << p.dump() << short_of_one.dump();
    EXPECT_FALSE(short_of_one["refutation"].get<std::string>().empty());
    if (++multi == 3) break;
  }
  EXPECT_EQ(multi, 3);
}

}  // namespace
}  // namespace melee::board
