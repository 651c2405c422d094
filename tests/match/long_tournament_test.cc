// Tournaments of many games (ctest label `long`): the statistics see a real gap, and a long
// run with concurrency stays deterministic.
#include <gtest/gtest.h>

#include <algorithm>

#include "match/records.h"
#include "match/tournament.h"
#include "tests/match/record_times.h"
#include "tests/match/test_engines.h"
#include "tests/protocol/toy_registry.h"

namespace melee::match {
namespace {

using testing::ToyEngine;

TEST(LongTournament, GreedyBeatsRandomSignificantly) {
  TournamentConfig config;
  config.game = FindGame(melee::testing::ToyGames(), "nim");
  config.engines = {ToyEngine("Greedy", "greedy", 1), ToyEngine("Random", "random", 2)};
  std::string openings;
  for (int pile = 5; pile <= 40; ++pile) openings += std::to_string(pile) + " 1\n";
  config.openings = ParseOpenings(openings);
  config.schedule.games_per_encounter = 720;
  config.concurrency = 2;
  const TournamentOutcome out = RunTournament(config, {});
  ASSERT_EQ(out.tally.games(), 720);
  const ScoreCounts c = out.tally.first_engine();
  const EloEstimate e = EstimateElo(c);
  EXPECT_TRUE(e.pentanomial);
  EXPECT_GT(e.elo_low, 0);
  EXPECT_GT(e.los, 0.99);
  EXPECT_EQ(SprtDecide(c, {0, 10, 0.05, 0.05}), SprtVerdict::kAcceptH1);
}

TEST(LongTournament, GauntletWithConcurrencyIsDeterministic) {
  TournamentConfig config;
  config.game = FindGame(melee::testing::ToyGames(), "nim");
  config.engines = {ToyEngine("G", "greedy", 1), ToyEngine("R1", "random", 2),
                    ToyEngine("R2", "random", 3)};
  config.openings = ParseOpenings("startpos\n20 1\n33 2\nstartpos moves 1 1\n");
  config.schedule = {0, Format::kRoundRobin, 5, 20, 0};
  config.time_control.nodes = 100;
  const auto run = [&](int concurrency) {
    config.concurrency = concurrency;
    std::vector<std::string> lines;
    for (const GameResult& r : RunTournament(config, {}).results)
      lines.push_back(testing::RecordWithoutTimes(r));
    std::sort(lines.begin(), lines.end());
    return lines;
  };
  const auto serial = run(1);
  EXPECT_EQ(serial.size(), 5u * 3 * 20);
  EXPECT_EQ(serial, run(2));
}

}  // namespace
}  // namespace melee::match
