// melee-match's command line end to end over the toy games: a match with records and JSON,
// shards merged back, the compliance check, and refusals of bad input.
#include "match/cli.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "match/openings.h"
#include "match/records.h"
#include "tests/match/test_engines.h"
#include "tests/protocol/toy_registry.h"

namespace melee::match {
namespace {

using testing::Slurp;
using testing::TempFile;

const std::string kToy = MELEE_TOY_ENGINE;
const std::string kBad = MELEE_BAD_ENGINE;

int RunCli(std::vector<std::string> args) {
  args.insert(args.begin(), "melee-match");
  std::vector<const char*> argv;
  for (const std::string& a : args) argv.push_back(a.c_str());
  return RunMatchCli(static_cast<int>(argv.size()), argv.data(), melee::testing::ToyGames());
}

std::vector<std::string> NimMatchArgs(int games) {
  return {"--variant",   "nim",
          "--engine",    "name=Greedy",
          "cmd=" + kToy, "option.Search=greedy",
          "--engine",    "name=Random",
          "cmd=" + kToy, "option.Search=random",
          "--each",      "option.Seed=3",
          "--games",     std::to_string(games),
          "--nodes",     "50",
          "--quiet"};
}

TEST(Cli, MatchWritesRecordsAndJson) {
  std::vector<std::string> args = NimMatchArgs(8);
  args.insert(args.end(),
              {"--records", TempFile("m.rec"), "--json", TempFile("m.json"), "--concurrency", "2",
               "--max-turns", "50", "--sprt", "elo0=0", "elo1=10", "--check-queries"});
  ASSERT_EQ(RunCli(args), 0);
  const std::string json = Slurp(TempFile("m.json"));
  EXPECT_NE(json.find("\"games\": 8,"), std::string::npos) << json;
  EXPECT_NE(json.find("\"sprt\""), std::string::npos) << json;
  std::string error;
  EXPECT_EQ(ParseRecords(Slurp(TempFile("m.rec")), error).size(), 8u) << error;
}

TEST(Cli, EachEngineHasItsOwnLimits) {
  std::vector<std::string> args = {"--variant",   "nim",
                                   "--engine",    "name=Greedy",
                                   "cmd=" + kToy, "nodes=30",
                                   "--engine",    "name=Random",
                                   "cmd=" + kToy, "option.Search=random",
                                   "depth=2",     "--games",
                                   "2",           "--nodes",
                                   "50",          "--quiet",
                                   "--records",   TempFile("odds.rec"),
                                   "--json",      TempFile("odds.json")};
  ASSERT_EQ(RunCli(args), 0);
  const std::string json = Slurp(TempFile("odds.json"));
  EXPECT_NE(json.find("\"time_controls\": {\"Greedy\": \"nodes=30\", \"Random\": \"depth=2 "
                      "nodes=50\"}"),
            std::string::npos)
      << json;
  EXPECT_NE(json.find("\"time_control\": \"Greedy nodes=30, Random depth=2 nodes=50\""),
            std::string::npos)
      << json;
  const std::string records = Slurp(TempFile("odds.rec"));
  EXPECT_NE(records.find("[P1TimeControl \"nodes=30\"] [P2TimeControl \"depth=2 nodes=50\"]"),
            std::string::npos)
      << records;
  std::string error;
  const std::vector<GameResult> games = ParseRecords(records, error);
  ASSERT_EQ(games.size(), 2u) << error;
  for (const GameResult& g : games) {
    for (int side = 0; side < 2; ++side)
      EXPECT_EQ(g.time_controls[side],
                g.players[side] == "Greedy" ? "nodes=30" : "depth=2 nodes=50");
  }
  for (const char* bad : {"nodes=0", "tc=x", "st=-1", "depth=y"}) {
    std::vector<std::string> refused = NimMatchArgs(2);
    refused.insert(refused.end(), {"--engine", "name=X", "cmd=" + kToy, bad});
    EXPECT_EQ(RunCli(refused), 2) << bad;
  }
}

TEST(Cli, ShardsMergeIntoOneSummary) {
  std::vector<std::string> files = {"merge"};
  for (const char* shard : {"1/2", "2/2"}) {
    std::vector<std::string> args = NimMatchArgs(6);
    const std::string rec = TempFile(std::string("shard") + shard[0] + ".rec");
    args.insert(args.end(), {"--shard", shard, "--records", rec});
    ASSERT_EQ(RunCli(args), 0);
    files.push_back(rec);
  }
  files.insert(files.end(), {"--json", TempFile("merged.json")});
  ASSERT_EQ(RunCli(files), 0);
  const std::string json = Slurp(TempFile("merged.json"));
  EXPECT_NE(json.find("\"games\": 6,"), std::string::npos) << json;
  EXPECT_NE(json.find("\"engines\": [\"Greedy\", \"Random\"]"), std::string::npos) << json;
  // A shard without a pair is refused before any game: its file could not say which it is.
  std::vector<std::string> empty = NimMatchArgs(2);
  empty.insert(empty.end(), {"--shard", "2/2", "--records", TempFile("empty.rec")});
  EXPECT_EQ(RunCli(empty), 2);
  // The same shard twice counts once; the JSON says how many shards there were.
  ASSERT_EQ(RunCli({"merge", files[1], files[1], files[2], "--json", TempFile("twice.json")}), 0);
  EXPECT_EQ(Slurp(TempFile("twice.json")), json);
  EXPECT_NE(json.find("\"shards\": 2,"), std::string::npos) << json;
  EXPECT_NE(json.find("\"shards_missing\": [],"), std::string::npos) << json;
  // A missing one is named, not merged.
  EXPECT_EQ(RunCli({"merge", files[1]}), 2);
  ASSERT_EQ(RunCli({"merge", files[1], "--allow-missing", "--json", TempFile("half.json")}), 0);
  EXPECT_NE(Slurp(TempFile("half.json")).find("\"shards_missing\": [2],"), std::string::npos);
}

// The lines of the compliance report that start with FAIL.
std::vector<std::string> FailedSteps(const std::string& report) {
  std::vector<std::string> failed;
  std::istringstream in(report);
  for (std::string line; std::getline(in, line);)
    if (line.starts_with("FAIL")) failed.push_back(line);
  return failed;
}

TEST(Cli, ComplianceOfAGoodAndABadEngine) {
  for (const char* variant : {"nim", "pennies"}) {
    ::testing::internal::CaptureStdout();
    const int code = RunCli({"--compliance", "cmd=" + kToy, "--variant", variant});
    const std::string report = ::testing::internal::GetCapturedStdout();
    // A toy game is solved in microseconds: no toy searcher can use a movetime, and the check
    // says so. Every other step passes.
    EXPECT_EQ(code, 1);
    const std::vector<std::string> failed = FailedSteps(report);
    EXPECT_EQ(failed.size(), 2u) << report;
    for (const std::string& line : failed)
      EXPECT_NE(line.find("uses its time"), std::string::npos) << line;
    EXPECT_NE(report.find("PASS Search=greedy: pv[0] == bestmove"), std::string::npos) << report;
  }
  EXPECT_EQ(RunCli({"--compliance", "cmd=" + kBad + " arg=--mode arg=double", "--variant", "nim"}),
            1);
  EXPECT_EQ(RunCli({"--compliance", "cmd=" + kBad + " arg=--mode arg=garbage", "--variant", "nim"}),
            1);
}

TEST(Cli, UnwritableOutputsAreRefusedBeforeTheFirstGame) {
  const std::string records = TempFile("early.rec"), json = TempFile("early.json");
  std::remove(records.c_str());
  std::remove(json.c_str());
  std::vector<std::string> bad_json = NimMatchArgs(4);
  bad_json.insert(bad_json.end(),
                  {"--records", records, "--json", ::testing::TempDir() + "no/such/dir/s.json"});
  EXPECT_EQ(RunCli(bad_json), 2);
  EXPECT_EQ(Slurp(records), "") << "games were played before the --json check";
  std::vector<std::string> bad_records = NimMatchArgs(4);
  bad_records.insert(bad_records.end(), {"--json", json, "--records", ::testing::TempDir()});
  EXPECT_EQ(RunCli(bad_records), 2);  // a directory
  EXPECT_FALSE(std::ifstream(json)) << "the check left a file behind";
}

TEST(Cli, MergeRefusesMalformedAndTruncatedRecords) {
  std::vector<std::string> args = NimMatchArgs(4);
  const std::string good = TempFile("good.rec");
  args.insert(args.end(), {"--records", good});
  ASSERT_EQ(RunCli(args), 0);
  const std::string text = Slurp(good);
  // Merges the good records with a file of `content`; returns the error message.
  const auto merge_error = [&](const std::string& name, const std::string& content) {
    const std::string path = TempFile(name);
    std::ofstream(path) << content;
    ::testing::internal::CaptureStderr();
    const int code = RunCli(content.empty() ? std::vector<std::string>{"merge", path}
                                            : std::vector<std::string>{"merge", good, path});
    const std::string err = ::testing::internal::GetCapturedStderr();
    EXPECT_NE(code, 0) << name;
    return err;
  };
  EXPECT_NE(merge_error("junk.rec", "junk\n").find("junk.rec: line 1:"), std::string::npos);
  // Cut before the end of the last move list, as a killed shard leaves it.
  EXPECT_NE(merge_error("cut.rec", text.substr(0, text.size() - 1)).find("cut.rec: line 8:"),
            std::string::npos);
  // The last record's move list is missing.
  const std::string tags_only = text.substr(0, text.rfind('\n', text.size() - 2) + 1);
  EXPECT_NE(merge_error("tags.rec", tags_only).find("tags.rec: line 7:"), std::string::npos);
  // A record without its result.
  std::string no_result = text;
  no_result.erase(no_result.find("[Result"),
                  no_result.find("[Termination") - no_result.find("[Result"));
  EXPECT_NE(merge_error("noresult.rec", no_result).find("line 1: missing tag [Result]"),
            std::string::npos);
  EXPECT_NE(merge_error("empty.rec", "").find("no game records"), std::string::npos);
  EXPECT_EQ(RunCli({"merge", good}), 0);
}

// The FEN tag of each game of a records file, in order.
std::vector<std::string> RecordFens(const std::string& path) {
  std::string error;
  std::vector<std::string> fens;
  for (const GameResult& g : ParseRecords(Slurp(path), error)) fens.push_back(g.root_fen);
  return fens;
}

TEST(Cli, OpeningsOrderAndStart) {
  std::ofstream(TempFile("order_openings.txt")) << "5 1\n6 1\n7 1\n8 1\n";
  const auto run = [](std::vector<std::string> extra) {
    std::vector<std::string> args = NimMatchArgs(4);
    args.insert(args.end(),
                {"--openings", TempFile("order_openings.txt"), "--records", TempFile("order.rec")});
    args.insert(args.end(), extra.begin(), extra.end());
    return RunCli(args);
  };
  ASSERT_EQ(run({"--openings-start", "3"}), 0);
  EXPECT_EQ(RecordFens(TempFile("order.rec")),
            (std::vector<std::string>{"7 1", "7 1", "8 1", "8 1"}));
  ASSERT_EQ(run({"--openings-order", "random", "--seed", "11"}), 0);
  const std::vector<Opening> shuffled = ArrangeOpenings(
      ParseOpenings(Slurp(TempFile("order_openings.txt"))), OpeningsOrder::kRandom, 11, 1);
  EXPECT_EQ(RecordFens(TempFile("order.rec")),
            (std::vector<std::string>{*shuffled[0].fen, *shuffled[0].fen, *shuffled[1].fen,
                                      *shuffled[1].fen}));
  EXPECT_EQ(run({"--openings-start", "5"}), 2);  // past the file's four openings
  EXPECT_NE(run({"--openings-order", "shuffled"}), 0);
}

// Engines that report a fixed score (bad_engine --score) over long Nim games.
std::vector<std::string> ScoredMatchArgs(int p1_score, int p2_score) {
  std::ofstream(TempFile("long_nim.txt")) << "50 1\n";
  return {"--variant",
          "nim",
          "--engine",
          "name=A",
          "cmd=" + kBad,
          "arg=--score",
          "arg=" + std::to_string(p1_score),
          "--engine",
          "name=B",
          "cmd=" + kBad,
          "arg=--score",
          "arg=" + std::to_string(p2_score),
          "--games",
          "2",
          "--nodes",
          "50",
          "--openings",
          TempFile("long_nim.txt"),
          "--quiet",
          "--json",
          TempFile("scored.json"),
          "--records",
          TempFile("scored.rec")};
}

TEST(Cli, AdjudicationByScore) {
  std::vector<std::string> resign = ScoredMatchArgs(-450, 0);
  resign.insert(resign.end(), {"--resign", "movecount=2", "score=400"});
  ASSERT_EQ(RunCli(resign), 0);
  const std::string json = Slurp(TempFile("scored.json"));
  EXPECT_NE(json.find("\"resign\": 2"), std::string::npos) << json;
  EXPECT_NE(json.find("\"losses\": 2"), std::string::npos) << json;
  const std::string records = Slurp(TempFile("scored.rec"));
  EXPECT_NE(
      records.find("[Termination \"resign\"] [Reason \"A resigns: 2 scores at -400 or below\"]"),
      std::string::npos)
      << records;
  std::vector<std::string> draw = ScoredMatchArgs(3, -3);
  draw.insert(draw.end(), {"--draw", "movenumber=2", "movecount=2", "score=5"});
  ASSERT_EQ(RunCli(draw), 0);
  EXPECT_NE(Slurp(TempFile("scored.json")).find("\"scoredraw\": 2"), std::string::npos);
  std::vector<std::string> without = ScoredMatchArgs(-450, 0);  // off by default
  ASSERT_EQ(RunCli(without), 0);
  EXPECT_NE(Slurp(TempFile("scored.json")).find("\"resign\": 0, \"scoredraw\": 0"),
            std::string::npos);
  for (const std::vector<std::string>& bad : std::vector<std::vector<std::string>>{
           {"--resign", "movecount=0", "score=5"}, {"--draw", "moves=3"}}) {
    std::vector<std::string> args = ScoredMatchArgs(0, 0);
    args.insert(args.end(), bad.begin(), bad.end());
    EXPECT_EQ(RunCli(args), 2) << bad[1];
  }
}

TEST(Cli, SimultaneousGamesRefuseAdjudicationByScore) {
  for (const char* flag : {"--resign", "--draw"}) {
    const std::vector<std::string> args = {
        "--variant",   "pennies", "--engine", "name=A",  "cmd=" + kToy, "--engine",    "name=B",
        "cmd=" + kToy, "--nodes", "50",       "--quiet", flag,          "movecount=2", "score=5"};
    EXPECT_EQ(RunCli(args), 2) << flag;
  }
}

TEST(Cli, RefusesBadInput) {
  EXPECT_NE(RunCli({"--variant", "chess", "--engine", "cmd=" + kToy, "--engine", "cmd=" + kToy}),
            0);
  std::vector<std::string> same_names = {"--variant",   "nim",      "--engine",
                                         "cmd=" + kToy, "--engine", "cmd=" + kToy};
  EXPECT_EQ(RunCli(same_names), 2);
  std::ofstream(TempFile("bad_openings.txt")) << "startpos moves 9\n";
  std::vector<std::string> bad_opening = NimMatchArgs(2);
  bad_opening.insert(bad_opening.end(), {"--openings", TempFile("bad_openings.txt")});
  EXPECT_EQ(RunCli(bad_opening), 2);
  std::vector<std::string> bad_sprt = NimMatchArgs(2);
  bad_sprt.insert(bad_sprt.end(), {"--sprt", "elo0=5", "elo1=0"});
  EXPECT_EQ(RunCli(bad_sprt), 2);
  std::vector<std::string> rule_as_option = NimMatchArgs(2);
  rule_as_option.insert(rule_as_option.end(),
                        {"--engine", "name=X", "cmd=" + kToy, "option.Nim Pile=9"});
  EXPECT_EQ(RunCli(rule_as_option), 2);
  std::vector<std::string> bad_rule = NimMatchArgs(2);
  bad_rule.insert(bad_rule.end(), {"--rule", "Nim Pile=0"});
  EXPECT_EQ(RunCli(bad_rule), 2);
}

TEST(Cli, SimultaneousGameWithAClock) {
  const std::vector<std::string> args = {"--variant",
                                         "pennies",
                                         "--engine",
                                         "name=A",
                                         "cmd=" + kToy,
                                         "option.Search=random",
                                         "option.Seed=1",
                                         "--engine",
                                         "name=B",
                                         "cmd=" + kToy,
                                         "option.Search=random",
                                         "option.Seed=2",
                                         "--games",
                                         "4",
                                         "--tc",
                                         "2+0.05",
                                         "--quiet",
                                         "--json",
                                         TempFile("p.json")};
  ASSERT_EQ(RunCli(args), 0);
  EXPECT_NE(Slurp(TempFile("p.json")).find("\"rules\": 4"), std::string::npos);
}

}  // namespace
}  // namespace melee::match
