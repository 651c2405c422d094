// Tournaments between Melee instances over the real games (built once the game registry
// exists; ctest label `long`): every variant is refereed from the repository's openings with
// no engine disagreeing, and results are the same at fixed seeds whatever the concurrency.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "match/records.h"
#include "match/tournament.h"
#include "protocol/registry.h"
#include "tests/match/melee_engine.h"
#include "tests/match/record_times.h"

namespace melee::match {
namespace {

EngineSpec Melee(const std::string& name, const std::string& search, int seed) {
  return MeleeEngine(name, {{"Search", search}, {"Seed", std::to_string(seed)}});
}

class MeleeTournament : public ::testing::TestWithParam<std::string> {};

TEST_P(MeleeTournament, RefereedToTheEndAndDeterministic) {
  TournamentConfig config;
  config.game = FindGame(RegisteredGames(), GetParam());
  ASSERT_NE(config.game, nullptr);
  config.engines = {Melee("Greedy", "greedy", 1), Melee("Random", "random", 2)};
  const auto openings = LoadOpenings(MELEE_SOURCE_DIR "/positions/" + GetParam() + "/openings.txt");
  ASSERT_TRUE(openings.has_value());
  config.openings = *openings;
  config.schedule.games_per_encounter = 4;
  config.time_control.nodes = 1000;
  config.time_control.hang_timeout_ms = 60000;
  config.max_turns = 20;  // the engines replay the move list at every move: keep it short
  const auto run = [&](int concurrency) {
    config.concurrency = concurrency;
    const TournamentOutcome out = RunTournament(config, {});
    std::vector<std::string> records;
    for (const GameResult& r : out.results) {
      EXPECT_TRUE(r.termination == Termination::kRules || r.termination == Termination::kMaxTurns)
          << FormatRecord(r);
      EXPECT_EQ(r.disagreement, "") << FormatRecord(r);
      EXPECT_FALSE(r.reason.starts_with("bad opening")) << FormatRecord(r);
      records.push_back(testing::RecordWithoutTimes(r));
    }
    std::sort(records.begin(), records.end());
    return records;
  };
  const std::vector<std::string> serial = run(1);
  EXPECT_EQ(serial.size(), 4u);
  EXPECT_EQ(serial, run(2));
}

std::vector<std::string> VariantNames() {
  std::vector<std::string> names;
  for (const GameEntry& g : RegisteredGames()) names.emplace_back(g.name);
  return names;
}

INSTANTIATE_TEST_SUITE_P(EveryGame, MeleeTournament, ::testing::ValuesIn(VariantNames()),
                         [](const auto& case_info) { return case_info.param; });

}  // namespace
}  // namespace melee::match
