// What the engines say about their moves: the move comments of the records (written, read back,
// merged, and carried by played games) and the adjudication by score (--resign, --draw).
#include <gtest/gtest.h>

#include <cstdio>
#include <string>
#include <vector>

#include "match/game_runner.h"
#include "match/merge.h"
#include "match/move_comment.h"
#include "match/records.h"
#include "match/score_adjudication.h"
#include "tests/match/test_engines.h"
#include "tests/protocol/toy_registry.h"

namespace melee::match {
namespace {

using testing::BadEngine;
using testing::ForVariant;
using testing::kStart;
using testing::ToyEngine;

MoveComment Comment(std::optional<int64_t> cp, std::optional<int> mate = std::nullopt) {
  MoveComment c;
  c.score_cp = cp;
  c.mate = mate;
  return c;
}

TEST(MoveComment, FormatsAndReadsBack) {
  MoveComment c = Comment(35);
  c.depth = 12;
  c.nodes = 5230;
  c.time_ms = 512;
  EXPECT_EQ(FormatMoveComment(c), "{+35/12 5230n 0.512s}");
  EXPECT_EQ(ParseMoveComment("+35/12 5230n 0.512s"), c);
  MoveComment mated = Comment(std::nullopt, -3);
  mated.depth = 9;
  mated.time_ms = 31;
  EXPECT_EQ(FormatMoveComment(mated), "{-M3/9 0.031s}");
  EXPECT_EQ(ParseMoveComment("-M3/9 0.031s"), mated);
  EXPECT_EQ(FormatMoveComment(Comment(0)), "{+0}");
  EXPECT_EQ(FormatMoveComment(Comment(-120)), "{-120}");
  EXPECT_EQ(FormatMoveComment({}), "{}");
  EXPECT_EQ(ParseMoveComment(""), MoveComment{});
  EXPECT_EQ(ParseMoveComment("0.5s")->time_ms, 500);
  for (const char* bad : {"35", "+x", "+M", "12n 13n", "1.2345s", "-5n", "+3/", "+1 +2", "hello"})
    EXPECT_FALSE(ParseMoveComment(bad)) << bad;
}

TEST(MoveComment, TheLastScoreAndTheLastNodesOfTheSearchCount) {
  MoveComment c;
  ReadInfoLine("info depth 1 score cp 20 nodes 10 pv 3", c);
  ReadInfoLine("info depth 2 score cp -15 nodes 90 time 3 pv 1 2", c);
  ReadInfoLine("info depth 3 currmove 2 nodes 150", c);  // no score: the depth 2 score stays
  ReadInfoLine("info string score cp 999 nodes 1", c);   // free text
  EXPECT_EQ(c.score_cp, -15);
  EXPECT_EQ(c.depth, 2);
  EXPECT_EQ(c.nodes, 150);
  ReadInfoLine("info depth 4 score mate -2 nodes 200", c);
  EXPECT_FALSE(c.score_cp);
  EXPECT_EQ(c.mate, -2);
  EXPECT_EQ(c.depth, 4);
}

TEST(MoveComment, RecordsCarryThemAndOldRecordsStillLoad) {
  GameResult r;
  r.variant = "pennies";
  r.players = {"A", "B"};
  r.outcome = Outcome::kP1Win;
  r.moves = {"H/T", "T/T", "H/H"};
  MoveComment a = Comment(50), b = Comment(-50);
  a.time_ms = b.time_ms = 4;
  r.comments = {{}, {a, b}, {b, a}};  // the opening's stage has none
  const std::string text = FormatRecord(r);
  EXPECT_NE(text.find("\nH/T T/T {+50 0.004s} {-50 0.004s} H/H {-50 0.004s} {+50 0.004s}\n"),
            std::string::npos)
      << text;
  std::string error;
  const std::vector<GameResult> back = ParseRecords(text, error);
  ASSERT_EQ(back.size(), 1u) << error;
  EXPECT_EQ(back[0].moves, r.moves);
  EXPECT_EQ(back[0].comments, r.comments);
  EXPECT_EQ(FormatRecord(back[0]), text);
  // A record written before the comments: every move, none commented.
  const std::string old = text.substr(0, text.find('\n') + 1) + "H/T T/T H/H\n";
  const std::vector<GameResult> plain = ParseRecords(old, error);
  ASSERT_EQ(plain.size(), 1u) << error;
  EXPECT_EQ(plain[0].moves, r.moves);
  EXPECT_EQ(plain[0].comments, (std::vector<std::vector<MoveComment>>(3)));
  // Comments that cannot be read are refused with their line, as any malformed record.
  const std::string tags = text.substr(0, text.find('\n') + 1);
  for (const char* bad : {"{+5} H/T\n", "H/T {+5 0.1s\n", "H/T {+5x}\n"}) {
    EXPECT_TRUE(ParseRecords(tags + bad, error).empty()) << bad;
    EXPECT_TRUE(error.starts_with("line 2: ")) << error;
  }
}

TEST(MoveComment, MergeKeepsThem) {
  GameResult r;
  r.variant = "nim";
  r.players = {"A", "B"};
  r.outcome = Outcome::kP2Win;
  r.moves = {"3", "1"};
  r.comments = {{Comment(7)}, {Comment(std::nullopt, 1)}};
  const MergeResult merged = MergeShards({{"a.rec", FormatRecord(r)}}, false);
  ASSERT_EQ(merged.error, "");
  ASSERT_EQ(merged.games.size(), 1u);
  EXPECT_EQ(merged.games[0].comments, r.comments);
}

GameSetup NimSetup(const std::string& fen) {
  GameSetup setup;
  setup.game = FindGame(melee::testing::ToyGames(), "nim");
  setup.rules = GameRules::Defaults(setup.game->options);
  for (TimeControl& tc : setup.time_controls) tc.hang_timeout_ms = 5000;
  setup.opening.fen = fen;
  return setup;
}

GameResult Play(const GameSetup& setup, const EngineSpec& p1, const EngineSpec& p2) {
  EngineClient a(ForVariant(p1, "nim"), kStart), b(ForVariant(p2, "nim"), kStart);
  return PlayGame(setup, {&a, &b});
}

// The toy engine under a fixed score, so that the adjudication sees what a test chooses.
EngineSpec Scoring(const std::string& name, int cp) {
  EngineSpec spec = BadEngine("none");
  spec.name = name;
  spec.process.args.insert(spec.process.args.end(), {"--score", std::to_string(cp)});
  return spec;
}

TEST(MoveComment, PlayedGamesRecordEveryEngineMove) {
  GameSetup setup = NimSetup("30 1");
  setup.opening.moves = {"2"};
  const GameResult r = Play(setup, Scoring("A", 40), Scoring("B", -60));
  ASSERT_EQ(r.termination, Termination::kRules) << r.reason << FormatRecord(r);
  ASSERT_EQ(r.comments.size(), r.moves.size());
  EXPECT_TRUE(r.comments[0].empty());  // the opening's move
  for (std::size_t k = 1; k < r.moves.size(); ++k) {
    ASSERT_EQ(r.comments[k].size(), 1u) << k;
    const MoveComment& c = r.comments[k][0];
    EXPECT_EQ(c.score_cp, k % 2 == 1 ? -60 : 40) << k;  // p2 moves after the opening's move
    EXPECT_TRUE(c.depth && c.nodes && c.time_ms) << FormatMoveComment(c);
  }
}

TEST(MoveComment, ASimultaneousStageRecordsBothParts) {
  GameSetup setup;
  setup.game = FindGame(melee::testing::ToyGames(), "pennies");
  setup.rules = GameRules::Defaults(setup.game->options);
  for (TimeControl& tc : setup.time_controls) tc.hang_timeout_ms = 5000;
  EngineClient a(ForVariant(ToyEngine("A", "random", 5), "pennies"), kStart);
  EngineClient b(ForVariant(ToyEngine("B", "random", 6), "pennies"), kStart);
  const GameResult r = PlayGame(setup, {&a, &b});
  ASSERT_EQ(r.termination, Termination::kRules) << r.reason;
  ASSERT_EQ(r.comments.size(), r.moves.size());
  for (const std::vector<MoveComment>& stage : r.comments) {
    ASSERT_EQ(stage.size(), 2u) << FormatRecord(r);  // p1's part, then p2's
    for (const MoveComment& c : stage) EXPECT_TRUE(c.time_ms) << FormatRecord(r);
  }
  std::string error;
  EXPECT_EQ(ParseRecords(FormatRecord(r), error).at(0).comments, r.comments) << error;
}

TEST(ScoreAdjudication, ParsesTheFlags) {
  std::string error;
  const std::vector<std::string> resign = {"movecount=3", "score=600", "twosided=true"};
  const std::optional<ResignRule> r = ParseResignRule(resign, error);
  ASSERT_TRUE(r) << error;
  EXPECT_EQ(r->movecount, 3);
  EXPECT_EQ(r->score, 600);
  EXPECT_TRUE(r->twosided);
  const std::vector<std::string> draw = {"movenumber=40", "movecount=8", "score=10"};
  const std::optional<DrawRule> d = ParseDrawRule(draw, error);
  ASSERT_TRUE(d) << error;
  EXPECT_EQ(d->movenumber, 40);
  for (const std::vector<std::string>& bad : std::vector<std::vector<std::string>>{
           {"movecount=0"}, {"score=-5"}, {"moves=3"}, {"score"}, {"twosided=yes"}}) {
    EXPECT_FALSE(ParseResignRule(bad, error)) << bad[0];
  }
  EXPECT_FALSE(ParseDrawRule(std::vector<std::string>{"movenumber=x"}, error));
}

TEST(ScoreAdjudication, ResignCountsEachSidesOwnMovesAndMates) {
  const std::array<std::string, 2> names = {"A", "B"};
  ScoreAdjudicator one({ResignRule{2, 500, false}, std::nullopt});
  EXPECT_FALSE(one.Add(0, Comment(-600), 1, names));
  EXPECT_FALSE(one.Add(1, Comment(0), 2, names));
  EXPECT_FALSE(one.Add(0, Comment(-400), 3, names));  // above the bound: the run starts again
  EXPECT_FALSE(one.Add(0, Comment(std::nullopt, -9), 5, names));  // mated: below any bound
  const std::optional<ScoreVerdict> v = one.Add(0, Comment(-500), 7, names);
  ASSERT_TRUE(v);
  EXPECT_EQ(v->outcome, Outcome::kP2Win);
  EXPECT_EQ(v->termination, Termination::kResign);
  EXPECT_TRUE(v->reason.starts_with("A resigns")) << v->reason;
  // Two-sided: the opponent must agree; a move without a score breaks the run.
  ScoreAdjudicator two({ResignRule{2, 500, true}, std::nullopt});
  EXPECT_FALSE(two.Add(1, Comment(-900), 1, names));
  EXPECT_FALSE(two.Add(0, Comment(100), 2, names));
  EXPECT_FALSE(two.Add(1, Comment(-900), 3, names));
  EXPECT_FALSE(two.Add(0, Comment(std::nullopt, 4), 4, names));
  EXPECT_FALSE(two.Add(1, Comment(-900), 5, names));
  const std::optional<ScoreVerdict> w = two.Add(0, Comment(800), 6, names);
  ASSERT_TRUE(w);
  EXPECT_EQ(w->outcome, Outcome::kP1Win);
  ScoreAdjudicator gap({ResignRule{2, 500, false}, std::nullopt});
  EXPECT_FALSE(gap.Add(0, Comment(-900), 1, names));
  EXPECT_FALSE(gap.Add(0, Comment(std::nullopt), 3, names));
  EXPECT_FALSE(gap.Add(0, Comment(-900), 5, names));
}

TEST(ScoreAdjudication, DrawWaitsForTheMoveNumberAndBothSides) {
  const std::array<std::string, 2> names = {"A", "B"};
  ScoreAdjudicator draw({std::nullopt, DrawRule{6, 2, 10}});
  int turn = 0;
  for (int k = 0; k < 4; ++k) EXPECT_FALSE(draw.Add(k % 2, Comment(5), ++turn, names)) << turn;
  EXPECT_FALSE(draw.Add(0, Comment(std::nullopt, 7), ++turn, names));  // a mate is not level
  EXPECT_FALSE(draw.Add(1, Comment(-10), ++turn, names));
  EXPECT_FALSE(draw.Add(0, Comment(0), ++turn, names));
  EXPECT_FALSE(draw.Add(1, Comment(11), ++turn, names));
  EXPECT_FALSE(draw.Add(0, Comment(0), ++turn, names));
  EXPECT_FALSE(draw.Add(1, Comment(3), ++turn, names));
  EXPECT_FALSE(draw.Add(0, Comment(-2), ++turn, names));  // p1: 3 level moves, p2 only 1
  const std::optional<ScoreVerdict> v = draw.Add(1, Comment(0), ++turn, names);
  ASSERT_TRUE(v);
  EXPECT_EQ(v->outcome, Outcome::kDraw);
  EXPECT_EQ(v->termination, Termination::kScoreDraw);
}

TEST(ScoreAdjudication, GamesEndByTheEnginesScores) {
  GameSetup setup = NimSetup("50 1");
  setup.adjudication.resign = ResignRule{2, 400, false};
  const GameResult resigned = Play(setup, Scoring("Loser", -450), Scoring("Winner", 0));
  EXPECT_EQ(resigned.termination, Termination::kResign);
  EXPECT_EQ(resigned.outcome, Outcome::kP2Win);
  EXPECT_EQ(resigned.moves.size(), 3u);  // p1's second move is its second at -450
  EXPECT_TRUE(resigned.reason.starts_with("Loser resigns")) << resigned.reason;
  setup.adjudication.resign->twosided = true;  // the winner does not agree: played out
  const GameResult played = Play(setup, Scoring("Loser", -450), Scoring("Winner", 0));
  EXPECT_EQ(played.termination, Termination::kRules) << played.reason;
  setup.adjudication = {std::nullopt, DrawRule{4, 2, 10}};  // before greedy's repetition
  const GameResult drawn = Play(setup, Scoring("A", 5), Scoring("B", -5));
  EXPECT_EQ(drawn.termination, Termination::kScoreDraw);
  EXPECT_EQ(drawn.outcome, Outcome::kDraw);
  EXPECT_EQ(drawn.moves.size(), 4u);
  const std::string text = FormatRecord(drawn);
  EXPECT_NE(text.find("[Termination \"scoredraw\"]"), std::string::npos) << text;
}

}  // namespace
}  // namespace melee::match
