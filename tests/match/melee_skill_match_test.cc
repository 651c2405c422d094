// The full engine against Skill Level 0 at fixed nodes, 20 games from the openings (ctest
// label `long`): the full engine scores at least 90 %, so level 0 is a weaker player, not the
// full engine under another name.
#include <gtest/gtest.h>

#include <iostream>
#include <string>

#include "match/openings.h"
#include "match/score_adjudication.h"
#include "match/stats.h"
#include "match/tournament.h"
#include "protocol/registry.h"
#include "tests/match/melee_engine.h"

namespace melee::match {
namespace {

EngineSpec Melee(const std::string& name, int level, int seed) {
  return MeleeEngine(name,
                     {{"Skill Level", std::to_string(level)}, {"Seed", std::to_string(seed)}});
}

class SkillMatch : public ::testing::TestWithParam<std::string> {};

TEST_P(SkillMatch, TheFullEngineScoresAtLeastNinetyPercentAgainstLevelZero) {
  TournamentConfig config;
  config.game = FindGame(RegisteredGames(), GetParam());
  ASSERT_NE(config.game, nullptr);
  config.engines = {Melee("Full", 20, 1), Melee("Level0", 0, 2)};
  const auto openings = LoadOpenings(MELEE_SOURCE_DIR "/positions/" + GetParam() + "/openings.txt");
  ASSERT_TRUE(openings.has_value());
  config.openings = *openings;
  config.schedule.games_per_encounter = 20;
  // BALL's and Cannon Ball's thousands of turns: level 0's one ply sees every turn, which the
  // full engine's search outgrows only with more nodes than in Bulltricker.
  config.time_control.nodes = GetParam() == "bulltricker" ? 20000 : 200000;
  config.time_control.hang_timeout_ms = 60000;
  config.max_turns = 150;
  // A game both engines see as decided ends early: the winner's score says so for 3 moves.
  config.adjudication.resign = ResignRule{3, 800, false};
  const TournamentOutcome out = RunTournament(config, {});
  const ScoreCounts full = out.tally.first_engine();
  ASSERT_EQ(full.games(), 20);
  const double score = (static_cast<double>(full.wins) + 0.5 * static_cast<double>(full.draws)) /
                       static_cast<double>(full.games());
  EXPECT_GE(score, 0.9) << GetParam() << ": +" << full.wins << " =" << full.draws << " -"
                        << full.losses;
  std::cout << GetParam() << " full vs level 0: +" << full.wins << " =" << full.draws << " -"
            << full.losses << "\n";
}

INSTANTIATE_TEST_SUITE_P(TurnGames, SkillMatch,
                         ::testing::Values("bulltricker", "ball", "cannonball"),
                         [](const auto& case_info) { return case_info.param; });

}  // namespace
}  // namespace melee::match
