// Whole tournaments between toy engines: scheduling, pairs, concurrency, sharding and merging,
// the SPRT's early stop, records and the JSON summary.
#include "match/tournament.h"

#include <gtest/gtest.h>

#include <algorithm>

#include "match/records.h"
#include "match/report.h"
#include "tests/match/record_times.h"
#include "tests/match/test_engines.h"
#include "tests/protocol/toy_registry.h"

namespace melee::match {
namespace {

using testing::ToyEngine;

TournamentConfig NimMatch(int games) {
  TournamentConfig config;
  config.game = FindGame(melee::testing::ToyGames(), "nim");
  config.engines = {ToyEngine("Greedy", "greedy", 1), ToyEngine("Random", "random", 2)};
  config.schedule.games_per_encounter = games;
  config.openings = ParseOpenings("startpos\n9 1 # a bigger pile\nstartpos moves 1\n");
  config.time_control.nodes = 100;
  config.time_control.hang_timeout_ms = 5000;
  return config;
}

std::vector<std::string> SortedRecords(const std::vector<GameResult>& results) {
  std::vector<std::string> lines;
  for (const GameResult& r : results) lines.push_back(testing::RecordWithoutTimes(r));
  std::sort(lines.begin(), lines.end());
  return lines;
}

TEST(Schedule, PairsSwapSidesOnTheSameOpening) {
  const auto games = MakeSchedule({3, Format::kRoundRobin, 2, 4, 5});
  ASSERT_EQ(games.size(), 2u * 3 * 4);  // rounds x encounters x games
  for (std::size_t k = 0; k < games.size(); k += 2) {
    EXPECT_EQ(games[k].pair, games[k + 1].pair);
    EXPECT_EQ(games[k].opening, games[k + 1].opening);
    EXPECT_EQ(games[k].p1, games[k + 1].p2);
    EXPECT_EQ(games[k].p2, games[k + 1].p1);
  }
  EXPECT_EQ(games.back().opening, games.back().pair % 5);
  EXPECT_EQ(MakeSchedule({3, Format::kGauntlet, 1, 2, 0}).size(), 4u);  // 0-1, 0-2
}

TEST(Schedule, ShardsSplitWholePairs) {
  std::string error;
  const Shard two_of_three = *ParseShard("2/3", error);
  EXPECT_TRUE(two_of_three.Contains(1));
  EXPECT_FALSE(two_of_three.Contains(2));
  EXPECT_FALSE(ParseShard("4/3", error));
  EXPECT_FALSE(ParseShard("0/3", error));
  EXPECT_FALSE(ParseShard("x", error));
}

TEST(Openings, ParseEveryForm) {
  const auto o = ParseOpenings("# comment\n\nstartpos\nfen 9 2 moves 1 2\n12 1\nstartpos moves 3");
  ASSERT_EQ(o.size(), 4u);
  EXPECT_FALSE(o[0].fen);
  EXPECT_EQ(*o[1].fen, "9 2");
  EXPECT_EQ(o[1].moves, (std::vector<std::string>{"1", "2"}));
  EXPECT_EQ(*o[2].fen, "12 1");
  EXPECT_EQ(o[3].moves, std::vector<std::string>{"3"});
}

std::string Fens(const std::vector<Opening>& openings) {
  std::string out;
  for (const Opening& o : openings) out += o.fen.value_or("startpos") + ";";
  return out;
}

TEST(Openings, OrderFollowsTheSeedAndBeginsAtTheStart) {
  const std::vector<Opening> six = ParseOpenings("1 1\n2 1\n3 1\n4 1\n5 1\n6 1\n");
  using enum OpeningsOrder;
  EXPECT_EQ(Fens(ArrangeOpenings(six, kSequential, 9, 1)), "1 1;2 1;3 1;4 1;5 1;6 1;");
  EXPECT_EQ(Fens(ArrangeOpenings(six, kSequential, 9, 5)), "5 1;6 1;1 1;2 1;3 1;4 1;");
  const std::string shuffled = Fens(ArrangeOpenings(six, kRandom, 7, 1));
  EXPECT_EQ(Fens(ArrangeOpenings(six, kRandom, 7, 1)), shuffled);  // the seed alone decides
  EXPECT_NE(shuffled, Fens(six));
  EXPECT_NE(Fens(ArrangeOpenings(six, kRandom, 8, 1)), shuffled);
  std::string sorted = shuffled;
  std::vector<std::string> parts;
  for (std::size_t at = 0; at < sorted.size(); at = sorted.find(';', at) + 1)
    parts.push_back(sorted.substr(at, sorted.find(';', at) - at));
  std::sort(parts.begin(), parts.end());
  EXPECT_EQ(parts, (std::vector<std::string>{"1 1", "2 1", "3 1", "4 1", "5 1", "6 1"}));
  // The start counts in the shuffled order: a rerun from opening 3 continues the same list.
  const std::string from_third = Fens(ArrangeOpenings(six, kRandom, 7, 3));
  EXPECT_EQ(from_third, shuffled.substr(8) + shuffled.substr(0, 8));
}

TEST(Tournament, ResultsAreDeterministicAtFixedSeedsWhateverTheConcurrency) {
  TournamentConfig config = NimMatch(12);
  const TournamentOutcome serial = RunTournament(config, {});
  config.concurrency = 3;
  const TournamentOutcome parallel = RunTournament(config, {});
  ASSERT_EQ(serial.results.size(), 12u);
  EXPECT_EQ(SortedRecords(serial.results), SortedRecords(parallel.results));
  const ScoreCounts c = serial.tally.first_engine();
  EXPECT_EQ(c.games(), 12);
  EXPECT_EQ(c.pair_count(), 6);
  EXPECT_EQ(serial.tally.terminations(Termination::kRules), 12);
  // Greedy wins Nim from a lost position only when random errs, never loses a won one.
  EXPECT_GT(c.wins, c.losses);
}

TEST(Tournament, ShardsMergeToTheWholeTournament) {
  TournamentConfig config = NimMatch(10);
  const TournamentOutcome whole = RunTournament(config, {});
  std::string records;
  for (int i = 1; i <= 3; ++i) {
    config.shard = {i, 3};
    for (const GameResult& r : RunTournament(config, {}).results) records += FormatRecord(r);
  }
  std::string error;
  const std::vector<GameResult> merged = ParseRecords(records, error);
  EXPECT_EQ(error, "");
  EXPECT_EQ(SortedRecords(merged), SortedRecords(whole.results));
}

TEST(Tournament, SprtStopsEarlyWhenTheGapIsObvious) {
  TournamentConfig config = NimMatch(400);
  config.sprt = SprtParams{0, 20, 0.05, 0.05};
  config.concurrency = 2;
  const TournamentOutcome out = RunTournament(config, {});
  EXPECT_TRUE(out.stopped_early);
  EXPECT_LT(out.tally.games(), 400);
  EXPECT_EQ(SprtDecide(out.tally.first_engine(), *config.sprt), SprtVerdict::kAcceptH1);
}

TEST(Tournament, RuleOptionsReachTheRefereeAndTheEngines) {
  TournamentConfig config = NimMatch(2);
  config.openings.clear();
  config.rule_options = {{"Nim Pile", "3"}};
  const TournamentOutcome out = RunTournament(config, {});
  for (const GameResult& r : out.results) EXPECT_EQ(r.root_fen, "3 1");
  std::string error;
  config.rule_options = {{"Nim Pile", "99"}};
  EXPECT_FALSE(ResolveRules(config, error));
  config.rule_options = {{"Nim Stones", "3"}};
  EXPECT_FALSE(ResolveRules(config, error));
}

TEST(Tournament, AFailedEngineIsReplacedForTheNextGame) {
  TournamentConfig config = NimMatch(6);
  config.openings = ParseOpenings("40 1");
  config.engines[1] = testing::BadEngine("crash", 3);
  const TournamentOutcome out = RunTournament(config, {});
  ASSERT_EQ(out.tally.games(), 6);
  // From 40 both sides pass to a repetition draw after two moves each; the process's third
  // `go` comes in the next game and crashes it. A fresh process then draws the game after: a
  // dead engine that was not replaced would lose every later game at once.
  EXPECT_EQ(out.tally.terminations(Termination::kCrash), 3);
  EXPECT_EQ(out.tally.terminations(Termination::kRules), 3);
  for (const GameResult& r : out.results) {
    if (r.termination == Termination::kCrash) {
      EXPECT_EQ(r.reason, "bad-crash: exited while thinking");
    }
  }
}

TEST(Records, RoundTrip) {
  GameResult r;
  r.variant = "nim";
  r.players = {"A \"quoted\"", "B"};
  r.root_fen = "7 1";
  r.moves = {"3", "pass", "1"};
  r.opening_plies = 1;
  r.outcome = Outcome::kP2Win;
  r.termination = Termination::kIllegal;
  r.reason = "B: illegal move zz";
  r.time_controls = {"10+0.1", "10+0.1"};
  r.disagreement = "A says draw";
  r.round = 2;
  r.pair = 7;
  r.game_index = 15;
  const std::string text = FormatRecord(r);
  EXPECT_EQ(std::count(text.begin(), text.end(), '\n'), 2);
  std::string error;
  const auto back = ParseRecords(text, error);
  ASSERT_EQ(back.size(), 1u) << error;
  EXPECT_EQ(FormatRecord(back[0]), text);
  EXPECT_TRUE(ParseRecords("[Result \"2-0\"]\n\n", error).empty());
  EXPECT_NE(error, "");
}

TEST(Report, JsonSummaryHasTheDocumentedKeys) {
  const TournamentOutcome out = RunTournament(NimMatch(4), {});
  ReportContext ctx;  // by field: the context grows
  ctx.variant = "nim";
  ctx.time_control = "nodes=100";
  ctx.planned_games = 4;
  ctx.sprt = SprtParams{};
  ctx.elapsed_s = out.elapsed_s;
  const std::string json = SummaryJson(out.tally, ctx);
  for (const char* key :
       {"\"games\": 4", "\"wins\"", "\"draws\"", "\"losses\"", "\"score\"", "\"elo\"",
        "\"elo_ci95\"", "\"pentanomial\"", "\"illegal\": 0", "\"timeout\": 0", "\"crash\": 0",
        "\"rules\": 4", "\"sprt\"", "\"llr\"", "\"interrupted\": false"}) {
    EXPECT_NE(json.find(key), std::string::npos) << key << "\n" << json;
  }
  EXPECT_NE(ProgressLine(out.tally, ctx).find("Games 4/4"), std::string::npos);
  EXPECT_NE(FinalReport(out.tally, ctx).find("Greedy vs Random"), std::string::npos);
}

}  // namespace
}  // namespace melee::match
