// The rating list (match/ratings.h) against values worked out by hand, and `melee-match
// ratings` and a round robin's closing list end to end over the toy games.
// tests/match/ratings_check.py compares the list with an independent computation.
#include "match/ratings.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <string>
#include <vector>

#include "match/cli.h"
#include "match/ratings_report.h"
#include "match/records.h"
#include "tests/match/test_engines.h"
#include "tests/protocol/toy_registry.h"

namespace melee::match {
namespace {

using testing::Slurp;
using testing::TempFile;

constexpr double kZ95 = 1.959963984540054;
// 75 %: 400 log10(0.75 / 0.25).
constexpr double kElo75 = 190.84850188786498;
// The standard error of a difference after 4 games at p = 0.75: the information of one game
// is p (1 - p) (ln 10 / 400)^2, so sd = 1 / sqrt(4 * 0.1875 * (ln 10 / 400)^2).
const double kSd4Games75 = 1 / std::sqrt(4 * 0.1875 * std::pow(std::log(10.0) / 400, 2));

RatingInput Input(std::vector<std::string> engines, std::vector<Encounter> encounters) {
  return {std::move(engines), std::move(encounters)};
}

const EngineRating& Find(const RatingList& list, const std::string& name) {
  for (const EngineRating& e : list.engines)
    if (e.name == name) return e;
  ADD_FAILURE() << name << " not in the list";
  return list.engines.front();
}

TEST(Ratings, TwoEnginesAtThreeQuartersAre191EloApart) {
  const RatingList list = ComputeRatings(Input({"A", "B"}, {{0, 1, 3, 0, 1}}), {});
  ASSERT_EQ(list.error, "");
  ASSERT_EQ(list.engines.size(), 2u);
  EXPECT_FALSE(list.prior_used);
  EXPECT_EQ(list.games, 4);
  const EngineRating& a = Find(list, "A");
  const EngineRating& b = Find(list, "B");
  EXPECT_EQ(list.engines[0].name, "A");
  EXPECT_NEAR(a.elo - b.elo, kElo75, 1e-6);
  EXPECT_NEAR(a.elo + b.elo, 0, 1e-9);  // the mean is 0
  // Each is half the difference from the mean: half its standard error.
  EXPECT_NEAR(a.elo_high - a.elo, kZ95 * kSd4Games75 / 2, 1e-6);
  EXPECT_NEAR(b.elo - b.elo_low, kZ95 * kSd4Games75 / 2, 1e-6);
  EXPECT_EQ(a.wins, 3);
  EXPECT_EQ(a.losses, 1);
  EXPECT_EQ(b.wins, 1);
  EXPECT_EQ(a.opponents, 1);
}

TEST(Ratings, ADrawIsHalfAWinAndHalfALoss) {
  const RatingList list = ComputeRatings(Input({"A", "B"}, {{0, 1, 2, 2, 0}}), {});
  ASSERT_EQ(list.error, "");
  EXPECT_NEAR(Find(list, "A").elo - Find(list, "B").elo, kElo75, 1e-6);
  EXPECT_NEAR(Find(list, "A").points(), 3, 0);
}

TEST(Ratings, AnAnchorFixesOneEngine) {
  RatingOptions options;
  options.anchor = "B";
  options.anchor_elo = 1000;
  const RatingList list = ComputeRatings(Input({"A", "B"}, {{0, 1, 3, 0, 1}}), options);
  ASSERT_EQ(list.error, "");
  const EngineRating& b = Find(list, "B");
  EXPECT_DOUBLE_EQ(b.elo, 1000);
  EXPECT_DOUBLE_EQ(b.elo_low, b.elo_high);
  const EngineRating& a = Find(list, "A");
  EXPECT_NEAR(a.elo, 1000 + kElo75, 1e-6);
  // The whole difference's error now sits on A.
  EXPECT_NEAR(a.elo_high - a.elo, kZ95 * kSd4Games75, 1e-6);
  options.anchor = "C";
  EXPECT_NE(ComputeRatings(Input({"A", "B"}, {{0, 1, 3, 0, 1}}), options).error, "");
}

// A chain A-B-C (A and C each have one opponent): each link is its own pairwise Elo, and the
// mean's share of the errors follows from A - mean = (2 (A - B) + (B - C)) / 3.
TEST(Ratings, AChainKeepsEachLinksElo) {
  const RatingList list =
      ComputeRatings(Input({"A", "B", "C"}, {{0, 1, 3, 0, 1}, {1, 2, 3, 0, 1}}), {});
  ASSERT_EQ(list.error, "");
  const EngineRating &a = Find(list, "A"), &b = Find(list, "B"), &c = Find(list, "C");
  EXPECT_NEAR(a.elo, kElo75, 1e-6);
  EXPECT_NEAR(b.elo, 0, 1e-6);
  EXPECT_NEAR(c.elo, -kElo75, 1e-6);
  EXPECT_NEAR(a.elo_high - a.elo, kZ95 * kSd4Games75 * std::sqrt(5.0 / 9), 1e-6);
  EXPECT_NEAR(b.elo_high - b.elo, kZ95 * kSd4Games75 * std::sqrt(2.0 / 9), 1e-6);
  EXPECT_EQ(b.opponents, 2);
  EXPECT_EQ(b.games(), 8);
  EXPECT_EQ(list.games, 8);
}

// A perfect score has no finite maximum: the virtual draws keep it finite and the list marks
// the bounds. The nil scorer is an upper bound, the perfect one a lower bound.
TEST(Ratings, PerfectAndNilScoresAreBounds) {
  const RatingList list =
      ComputeRatings(Input({"Top", "B", "C", "Bottom"},
                           {{0, 1, 4, 0, 0}, {1, 2, 2, 1, 1}, {2, 3, 3, 0, 0}, {0, 2, 2, 0, 0}}),
                     {});
  ASSERT_EQ(list.error, "");
  EXPECT_TRUE(list.prior_used);
  EXPECT_EQ(list.prior_draws, 1);
  const EngineRating &top = Find(list, "Top"), &bottom = Find(list, "Bottom");
  EXPECT_EQ(top.bound, RatingBound::kLower);
  EXPECT_TRUE(std::isinf(top.elo_high));
  EXPECT_TRUE(std::isfinite(top.elo));
  EXPECT_EQ(bottom.bound, RatingBound::kUpper);
  EXPECT_TRUE(std::isinf(bottom.elo_low));
  EXPECT_EQ(Find(list, "B").bound, RatingBound::kNone);
  EXPECT_EQ(list.engines.front().name, "Top");
  EXPECT_EQ(list.engines.back().name, "Bottom");
  EXPECT_GT(Find(list, "B").elo, Find(list, "C").elo);
  const std::string text = RatingListText(list);
  EXPECT_NE(text.find("> " + std::to_string(top.elo).substr(0, 3)), std::string::npos) << text;
  EXPECT_NE(text.find(", inf)"), std::string::npos) << text;
  EXPECT_NE(text.find("< " + std::to_string(bottom.elo).substr(0, 3)), std::string::npos) << text;
  EXPECT_NE(text.find("(-inf, "), std::string::npos) << text;
  EXPECT_NE(RatingListJson(list).find("\"bound\": \"lower\""), std::string::npos);
  // More virtual draws pull the perfect scorer towards the pool.
  RatingOptions strong;
  strong.prior_draws = 4;
  const RatingList pulled =
      ComputeRatings(Input({"Top", "B", "C", "Bottom"},
                           {{0, 1, 4, 0, 0}, {1, 2, 2, 1, 1}, {2, 3, 3, 0, 0}, {0, 2, 2, 0, 0}}),
                     strong);
  EXPECT_LT(Find(pulled, "Top").elo, top.elo);
  strong.prior_draws = 0;
  EXPECT_NE(ComputeRatings(Input({"A", "B"}, {{0, 1, 2, 0, 0}}), strong).error, "");
}

TEST(Ratings, EnginesThatNeverMetAreRefused) {
  const RatingList list =
      ComputeRatings(Input({"A", "B", "C", "D"}, {{0, 1, 1, 0, 1}, {2, 3, 1, 1, 0}}), {});
  EXPECT_TRUE(list.engines.empty());
  EXPECT_NE(list.error.find("2 groups"), std::string::npos) << list.error;
  EXPECT_NE(list.error.find("{A, B}"), std::string::npos) << list.error;
  EXPECT_NE(ComputeRatings(Input({"A"}, {}), {}).error, "");
}

GameResult Game(const std::string& p1, const std::string& p2, Outcome outcome) {
  GameResult g;
  g.variant = "nim";
  g.players = {p1, p2};
  g.outcome = outcome;
  return g;
}

TEST(Ratings, EncountersCountEachGameFromEitherSide) {
  const RatingInput input =
      CollectEncounters({Game("A", "B", Outcome::kP1Win), Game("B", "A", Outcome::kP1Win),
                         Game("B", "A", Outcome::kP2Win), Game("B", "A", Outcome::kDraw),
                         Game("A", "C", Outcome::kNone), Game("C", "C", Outcome::kP1Win)});
  ASSERT_EQ(input.engines, (std::vector<std::string>{"A", "B"}));
  ASSERT_EQ(input.encounters.size(), 1u);
  EXPECT_EQ(input.encounters[0].wins, 2);
  EXPECT_EQ(input.encounters[0].draws, 1);
  EXPECT_EQ(input.encounters[0].losses, 1);
}

int RunCli(std::vector<std::string> args) {
  args.insert(args.begin(), "melee-match");
  std::vector<const char*> argv;
  for (const std::string& a : args) argv.push_back(a.c_str());
  return RunMatchCli(static_cast<int>(argv.size()), argv.data(), melee::testing::ToyGames());
}

TEST(Ratings, RoundRobinPrintsTheListAndTheCommandReadsItsRecords) {
  const std::string toy = MELEE_TOY_ENGINE, records = TempFile("rr.rec");
  std::vector<std::string> args = {"--variant", "nim", "--format", "roundrobin", "--games", "2",
                                   "--nodes",   "50",  "--quiet",  "--records",  records};
  for (const char* search : {"greedy", "random", "mcts"})
    args.insert(args.end(), {"--engine", std::string("name=") + search, "cmd=" + toy,
                             std::string("option.Search=") + search, "option.Seed=3"});
  ::testing::internal::CaptureStdout();
  ASSERT_EQ(RunCli(args), 0);
  const std::string report = ::testing::internal::GetCapturedStdout();
  EXPECT_NE(report.find("Rating list: 3 engines, 6 games"), std::string::npos) << report;
  const std::string json = TempFile("rr.json");
  ::testing::internal::CaptureStdout();
  ASSERT_EQ(RunCli({"ratings", records, "--anchor", "random=100", "--json", json}), 0);
  const std::string list = ::testing::internal::GetCapturedStdout();
  EXPECT_NE(list.find("anchor random = 100.0"), std::string::npos) << list;
  EXPECT_NE(Slurp(json).find("{\"name\": \"random\", \"elo\": 100.0000,"), std::string::npos)
      << Slurp(json);
  EXPECT_EQ(RunCli({"ratings", records, "--anchor", "nobody=5"}), 2);
  EXPECT_EQ(RunCli({"ratings", records, "--anchor", "random"}), 2);
  // The round robin's shards merged print the same list.
  std::vector<std::string> merge = {"merge"};
  for (const char* shard : {"1/2", "2/2"}) {
    std::vector<std::string> sharded = args;
    const std::string path = TempFile(std::string("rr") + shard[0] + ".rec");
    *(std::find(sharded.begin(), sharded.end(), "--records") + 1) = path;
    sharded.insert(sharded.end(), {"--shard", shard});
    ASSERT_EQ(RunCli(sharded), 0);
    merge.push_back(path);
  }
  ::testing::internal::CaptureStdout();
  ASSERT_EQ(RunCli(merge), 0);
  const std::string merged = ::testing::internal::GetCapturedStdout();
  EXPECT_EQ(merged.substr(merged.find("Rating list")), report.substr(report.find("Rating list")));
  // A two-engine match keeps its pairwise report only.
  std::vector<std::string> pair(args.begin(), args.end() - 5);
  ::testing::internal::CaptureStdout();
  ASSERT_EQ(RunCli(pair), 0);
  EXPECT_EQ(::testing::internal::GetCapturedStdout().find("Rating list"), std::string::npos);
  // Records of two games are refused together.
  const std::string pennies = TempFile("pennies.rec");
  std::string text = Slurp(records);
  for (std::size_t at = text.find("\"nim\""); at != std::string::npos; at = text.find("\"nim\""))
    text.replace(at, 5, "\"pennies\"");
  std::ofstream(pennies) << text;
  EXPECT_EQ(RunCli({"ratings", records, pennies}), 2);
}

}  // namespace
}  // namespace melee::match
