// Records and puzzle lines as the page loads them: a record the server writes (the page's
// export and melee-match's share match/records.h) loads back to the same game, ply for ply the
// same positions, even unfinished and with its final newline trimmed; a bad puzzle line is an
// error, not half a puzzle.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "board/api.h"
#include "match/records.h"
#include "protocol/registry.h"
#include "protocol/text.h"
#include "test_server.h"

namespace melee::board {
namespace {

using nlohmann::json;
using testing::StatusOf;

// Six plies of `game` (Soule: a placement and two stages), each a legal token picked from
// the referee's own list, so the game is unfinished.
std::vector<std::string> SomeMoves(const GameEntry& game) {
  std::vector<std::string> moves;
  if (FindBoardRules(game.name)->simultaneous()) {
    const std::string all_plus = "+,+,+,+,+,+,+,+,+,+,+", all_stay = "0,0,0,0,0,0,0,0,0,0,0";
    return {"11211221122/11122332211", all_plus + "/" + all_stay, all_stay + "/" + all_stay};
  }
  const std::unique_ptr<GameSession> session = game.make();
  for (int ply = 0; ply < 6; ++ply) {
    std::vector<std::string_view> views(moves.begin(), moves.end());
    EXPECT_EQ(session->SetPosition(std::nullopt, views).error, "");
    if (session->status().over()) break;
    const std::string list = session->legal_moves();
    const std::vector<std::string_view> tokens = SplitTokens(list);
    if (tokens.empty()) break;
    moves.emplace_back(tokens[(ply * 7) % tokens.size()]);
  }
  return moves;
}

TEST(BoardRecordTest, EveryGameRoundTripsThroughItsRecord) {
  for (const GameEntry& game : RegisteredGames()) {
    const std::string variant(game.name);
    const json played = GameReply({{"variant", variant}, {"moves", SomeMoves(game)}});
    ASSERT_GE(played["plies"].size(), 3u) << variant;
    ASSERT_FALSE(played["status"]["over"].get<bool>()) << variant;
    json tokens = json::array();
    for (const json& ply : played["plies"]) tokens.push_back(ply["token"]);
    const std::string text = FormatRecordReply(
        {{"variant", variant}, {"moves", tokens}, {"p1", "Ann"}, {"p2", "Bob"}})["text"];
    EXPECT_NE(text.find("[Result \"*\"]"), std::string::npos) << text;
    // As written, and as the page's text box hands it back (trimmed, CRLF from a paste).
    std::string trimmed = text.substr(0, text.size() - 1);
    std::string crlf;
    for (char c : trimmed) crlf += c == '\n' ? std::string("\r\n") : std::string(1, c);
    for (const std::string& pasted : {text, trimmed, crlf}) {
      const json parsed = ParseRecordReply({{"text", pasted}});
      ASSERT_EQ(parsed["games"].size(), 1u) << variant;
      const json g = parsed["games"][0];
      EXPECT_EQ(g["variant"], variant);
      EXPECT_EQ(g["result"], "*");
      EXPECT_EQ(g["p2"], "Bob");
      const json loaded =
          GameReply({{"variant", g["variant"]}, {"fen", g["fen"]}, {"moves", g["moves"]}});
      EXPECT_EQ(loaded["root"], played["root"]) << variant;
      ASSERT_EQ(loaded["plies"].size(), played["plies"].size()) << variant;
      for (std::size_t i = 0; i < loaded["plies"].size(); ++i)
        EXPECT_EQ(loaded["plies"][i]["fen"], played["plies"][i]["fen"]) << variant << " ply " << i;
    }
  }
}

TEST(BoardRecordTest, FinishedTournamentRecordsStillLoad) {
  const std::string record =
      "[Variant \"soule\"] [Game \"3\"] [Round \"1\"] [Pair \"1\"] [P1 \"A\"] [P2 \"B\"] "
      "[FEN \"\"] [Result \"1/2-1/2\"] [Termination \"maxturns\"] [Reason \"x\"] "
      "[TimeControl \"nodes=10\"] [Opening \"0\"]\n11211221122/11122332211\n";
  const json parsed = ParseRecordReply({{"text", record}});
  EXPECT_EQ(parsed["games"][0]["result"], "1/2-1/2");
  // Only the game's name is required: without it a record is refused, with the line it starts on.
  EXPECT_EQ(StatusOf([] {
              ParseRecordReply({{"text", "[P1 \"A\"]\n11211221122/11122332211\n"}});
            }),
            422);
  try {
    ParseRecordReply({{"text", "\n\n[Game \"1\"]\n[P1 \"A\"]\n\nd6e7\n"}});
    ADD_FAILURE() << "a record without [Variant] loaded";
  } catch (const ApiError& e) {
    EXPECT_EQ(std::string(e.what()), "line 3: missing tag [Variant]");
  }
}

// A record as PGN writes it (issue 55): one tag per line in any order, a blank line, the move
// list over several lines ending in the result word; and the shortest one, [Variant] alone.
TEST(BoardRecordTest, AnyTagOrderAndLineLayoutLoads) {
  const std::vector<std::string> moves = SomeMoves(RegisteredGames()[0]);
  const std::string variant(RegisteredGames()[0].name);
  std::string text = "[Result \"*\"]\n[P2 \"Bob\"]\n  [Variant \"" + variant + "\"]  \n\n";
  for (std::size_t i = 0; i < moves.size(); ++i) text += moves[i] + (i % 2 ? "\n" : " ");
  text += "*\n\n[Variant \"" + variant + "\"]\n";
  const json parsed = ParseRecordReply({{"text", text}});
  ASSERT_EQ(parsed["games"].size(), 2u) << parsed;
  EXPECT_EQ(parsed["games"][0]["variant"], variant);
  EXPECT_EQ(parsed["games"][0]["p2"], "Bob");
  EXPECT_EQ(parsed["games"][0]["moves"], moves);
  EXPECT_EQ(parsed["games"][1]["moves"].size(), 0u);
  EXPECT_TRUE(parsed["games"][0]["fen"].is_null());  // no [FEN]: the start position
  EXPECT_EQ(
      GameReply({{"variant", variant}, {"moves", parsed["games"][0]["moves"]}})["plies"].size(),
      moves.size());
}

// melee-match's move comments (the mover's view) load as p1's evaluations, one per move.
TEST(BoardRecordTest, MoveCommentsBecomeP1sEvaluations) {
  for (const GameEntry& game : RegisteredGames()) {
    const std::string variant(game.name);
    const bool simultaneous = FindBoardRules(game.name)->simultaneous();
    match::GameResult r;
    r.variant = variant;
    r.players = {"A", "B"};
    r.moves = SomeMoves(game);
    r.comments.resize(r.moves.size());  // the first move stands for the opening: no comment
    for (std::size_t k = 1; k < r.moves.size(); ++k) {
      match::MoveComment c;
      c.score_cp = 10 * static_cast<int64_t>(k);
      c.depth = static_cast<int>(k);
      r.comments[k].push_back(c);
      c.score_cp = -999;  // a stage's second comment is p2's: the graph shows p1's
      if (simultaneous) r.comments[k].push_back(c);
    }
    const json evals = ParseRecordReply({{"text", match::FormatRecord(r)}})["games"][0]["evals"];
    ASSERT_EQ(evals.size(), r.moves.size()) << variant;
    EXPECT_TRUE(evals[0].is_null()) << variant;
    const std::unique_ptr<GameSession> session = game.make();
    for (std::size_t k = 1; k < r.moves.size(); ++k) {
      const std::vector<std::string_view> before(r.moves.begin(), r.moves.begin() + k);
      ASSERT_EQ(session->SetPosition(std::nullopt, before).error, "");
      const int64_t p1_view = simultaneous || session->p1_turn() ? 10 * k : -10 * k;
      EXPECT_EQ(evals[k]["kind"], "cp") << variant;
      EXPECT_EQ(evals[k]["value"].get<int64_t>(), p1_view) << variant << " move " << k;
      EXPECT_EQ(evals[k]["depth"].get<int>(), static_cast<int>(k)) << variant;
    }
    r.comments.clear();  // a record without comments: no evaluations
    EXPECT_TRUE(ParseRecordReply({{"text", match::FormatRecord(r)}})["games"][0]["evals"].empty());
  }
}

TEST(BoardRecordTest, BadPuzzleLineIsAnErrorNotHalfAPuzzle) {
  for (const char* line : {"garbage;Z;99", "garbage ; A ; 3", "x2/04 x2/02 1 2 A 5 ; Z ; 3",
                           "x2/04 x2/02 1 2 A 5 ; B ; 99", "x2/04 x2/02 1 2 A 5 ; B", ""}) {
    EXPECT_EQ(StatusOf([&] {
                ParsePuzzleReply({{"variant", "soule"}, {"line", line}});
              }),
              422)
        << line;
  }
  const json p = ParsePuzzleReply(
      {{"variant", "soule"}, {"line", "x2/04 x2/02 1 2 A 5 ; B ; 3 ; mate 1 0,+ proof 4"}});
  EXPECT_EQ(p["side"], "B");
  EXPECT_EQ(p["stages"], 3);
  EXPECT_EQ(p["answer"], "mate 1 0,+ proof 4");
  EXPECT_EQ(p["players"], 2);
  EXPECT_EQ(p["fen"], GameReply({{"variant", "soule"}, {"fen", "x2/04 x2/02 1 2 A 5"}})["fen"]);
}

// Issue 55: a puzzle has a name (its number in the file) and the file's theme and effort, so
// the page can list and show them; "none" puzzles are told apart by their answer.
TEST(BoardRecordTest, PuzzlesHaveNamesThemesAndAnswers) {
  const json puzzles = PuzzlesReply(MELEE_PUZZLES)["puzzles"];
  ASSERT_GE(puzzles.size(), 100u);
  int none = 0;
  for (std::size_t i = 0; i < puzzles.size(); ++i) {
    const json& p = puzzles[i];
    EXPECT_EQ(p["number"], i + 1);
    EXPECT_NE(p["theme"], "") << p["line"];
    EXPECT_GE(p["effort"].get<int>(), 0) << p["line"];
    none += p["answer"] == "none";
  }
  EXPECT_GT(none, 0);
  EXPECT_EQ(puzzles[0]["theme"], "one push: nobody can stop the pusher");
}

}  // namespace
}  // namespace melee::board
