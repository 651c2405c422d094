// Soule tournaments replay (docs/tournaments.md, "Many machines"): the engines sample their
// tactics from mixed strategies, and each game's draws depend on that game alone (the runner
// gives every engine with a `Seed` option a seed per game, and `uginewgame` restarts the
// engine's sample stream). So the same schedule gives the same games at any concurrency, in
// any shard and after an engine restart, while games from one opening still differ.
#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "match/merge.h"
#include "match/records.h"
#include "match/tournament.h"
#include "protocol/registry.h"
#include "tests/match/melee_engine.h"

namespace melee::match {
namespace {

// What must replay: the moves and the result of each game, by its schedule index.
using Games = std::map<int, std::string>;

Games ByIndex(const std::vector<GameResult>& results) {
  Games games;
  for (const GameResult& r : results) {
    std::string moves;
    for (const std::string& m : r.moves) moves += m + ' ';
    games[r.game_index] = moves + std::string(ResultText(r.outcome)) + ' ' + r.reason;
  }
  return games;
}

class SouleReplay : public ::testing::Test {
 protected:
  void SetUp() override {
    config.game = FindGame(RegisteredGames(), "soule");
    ASSERT_NE(config.game, nullptr);
    config.engines = {MeleeEngine("AB", {{"Search", "alphabeta"}}),
                      MeleeEngine("MCTS", {{"Search", "mcts"}})};
    config.schedule.games_per_encounter = 6;
    config.time_control.nodes = 2000;
    config.time_control.hang_timeout_ms = 60000;
    config.max_turns = 12;
  }

  Games Run(int concurrency, Shard shard = {}) {
    config.concurrency = concurrency;
    config.shard = shard;
    last = RunTournament(config, {}).results;
    return ByIndex(last);
  }

  TournamentConfig config;
  std::vector<GameResult> last;  // the last run's games
};

TEST_F(SouleReplay, SameGamesAtConcurrencyOneAndTwoWithAndWithoutSeedAndOpenings) {
  for (const bool openings : {false, true}) {
    for (const bool seed : {false, true}) {
      SCOPED_TRACE(std::string(openings ? "openings" : "startpos") + (seed ? ", Seed=1" : ""));
      config.openings.clear();
      if (openings) {
        const auto loaded = LoadOpenings(MELEE_SOURCE_DIR "/positions/soule/openings.txt");
        ASSERT_TRUE(loaded.has_value());
        config.openings = *loaded;
      }
      for (EngineSpec& e : config.engines) {
        e.options.resize(1);
        if (seed) e.options.emplace_back("Seed", "1");
      }
      const Games serial = Run(1);
      ASSERT_EQ(serial.size(), 6u);
      EXPECT_EQ(Run(2), serial);
      if (!openings) {
        // Per-game seeds, not one stream for all: the games from the start position with the
        // same engine first differ.
        std::map<std::string, std::set<std::string>> by_first_player;
        for (const GameResult& r : last)
          by_first_player[r.players[0]].insert(serial.at(r.game_index));
        for (const auto& [first, games] : by_first_player) EXPECT_GT(games.size(), 1u) << first;
      }
    }
  }
}

TEST_F(SouleReplay, ShardsPlayTheFullRunsGamesAndMergeToIt) {
  const Games full = Run(1);
  std::vector<RecordsFile> files;
  Games from_shards;
  for (int i = 1; i <= 3; ++i) {
    const Games shard = Run(1, Shard{i, 3});
    ASSERT_FALSE(shard.empty());
    for (const auto& [index, game] : shard) {
      EXPECT_EQ(game, full.at(index)) << "shard " << i << " game " << index;
      from_shards[index] = game;
    }
    RecordsFile file{"shard" + std::to_string(i), ""};
    for (GameResult r : last) {
      r.shard = std::to_string(i) + "/3";
      r.shard_games = static_cast<int>(last.size());
      file.text += FormatRecord(r);
    }
    files.push_back(file);
  }
  EXPECT_EQ(from_shards, full);
  const MergeResult merged = MergeShards(files, false);
  ASSERT_EQ(merged.error, "");
  EXPECT_EQ(ByIndex(merged.games), full);
}

// The first process of engine AB reads only part of the tournament's input (sed cuts its stdin
// after 60 lines, so it exits mid-game); the runner restarts it, and the games after the crash are
// the games of an undisturbed run.
TEST_F(SouleReplay, AnEngineRestartedMidTournamentReplaysItsNextGames) {
  const Games clean = Run(1);
  const std::string marker =
      (std::filesystem::temp_directory_path() / ("soule_replay_" + std::to_string(::getpid())))
          .string();
  std::remove(marker.c_str());
  EngineSpec& ab = config.engines[0];
  ab.process.command = "/bin/sh";
  ab.process.args = {"-c",
                     "if [ -e \"$1\" ]; then exec \"$2\"; fi; : > \"$1\"; sed -u 60q | \"$2\"",
                     "sh", marker, MELEE_ENGINE};
  const Games restarted = Run(1);
  std::remove(marker.c_str());
  int crashed = -1;
  for (const GameResult& r : last) {
    if (r.termination == Termination::kCrash && (crashed < 0 || r.game_index < crashed))
      crashed = r.game_index;
  }
  ASSERT_GE(crashed, 0) << "the cut engine never crashed";
  ASSERT_LT(crashed, 5) << "no game after the crash";
  for (const auto& [index, game] : restarted) {
    if (index > crashed) {
      EXPECT_EQ(game, clean.at(index)) << "game " << index;
    }
  }
}

}  // namespace
}  // namespace melee::match
