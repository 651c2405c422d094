// RunTournament: plays a schedule with N games at once. Each worker thread keeps its own engine
// processes between games (a failed engine is replaced by a fresh one); results are counted as
// they finish, written to the records file at once, and checked against the SPRT, which stops
// the tournament early (games already running are finished and counted). An interrupt (see
// interrupt.h) stops it at once: games running are abandoned and not counted.
#pragma once

#include <chrono>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "engine/core/rules.h"
#include "match/engine_spec.h"
#include "match/game_runner.h"
#include "match/openings.h"
#include "match/schedule.h"
#include "match/stats.h"
#include "match/tally.h"
#include "match/time_control.h"
#include "protocol/registry.h"

namespace melee::match {

struct TournamentConfig {
  const GameEntry* game = nullptr;
  // Game options (`Soule Turns`, ...) for the referee and, as setoption, for every engine.
  std::vector<std::pair<std::string, std::string>> rule_options;
  std::vector<EngineSpec> engines;
  ScheduleParams schedule;
  Shard shard;
  std::vector<Opening> openings;  // empty: startpos
  TimeControl time_control;
  int max_turns = 0;
  ScoreAdjudication adjudication;
  bool check_queries = false;
  int concurrency = 1;
  std::optional<SprtParams> sprt;
  std::chrono::milliseconds start_timeout{10000};
};

struct TournamentOutcome {
  Tally tally;
  std::vector<GameResult> results;  // in the order they finished
  int64_t planned_games = 0;
  bool stopped_early = false;
  int interrupted_by = 0;  // the signal that stopped the tournament, or 0
  double elapsed_s = 0;
};

// Checks the configuration against the game (rule options exist, values in range); returns
// the referee's rules or sets `error`.
std::optional<GameRules> ResolveRules(const TournamentConfig& config, std::string& error);

// `on_game` runs after each game, under the tournament's lock, in finishing order.
using GameCallback = std::function<void(const GameResult&, const Tally&, double elapsed_s)>;
TournamentOutcome RunTournament(const TournamentConfig& config, const GameCallback& on_game);

}  // namespace melee::match
