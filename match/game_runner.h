// PlayGame: one game between two engines, refereed in process. The loop is cutegames' generic
// mode (`uginewgame`, `position ... moves ...`, `go`, `bestmove`) with the referee deciding
// whose part is due and when the game is over; every engine failure is adjudicated as a loss
// for that engine, with the reason recorded.
#pragma once

#include <array>
#include <chrono>
#include <optional>
#include <string>
#include <vector>

#include "engine/core/rules.h"
#include "engine/core/types.h"
#include "match/engine_client.h"
#include "match/referee.h"
#include "match/termination.h"
#include "match/time_control.h"
#include "protocol/registry.h"

namespace melee::match {

struct GameSetup {
  const GameEntry* game = nullptr;
  GameRules rules;
  Opening opening;
  TimeControl time_control;
  int max_turns = 0;  // 0: no limit; otherwise a draw after this many whole turns
  // `isready` after uginewgame and every query; generous, since an engine replays the whole
  // move list at each `position` (slow in long BALL games).
  std::chrono::milliseconds query_timeout{10000};
  // cutegames' per-move `query p1turn` and `query gameover`, as a cross-check of the engine's
  // view against the referee's (the referee decides either way).
  bool check_queries = false;
  int game_index = 0;  // for the log lines
};

// One finished game, as written to the records file and counted by the statistics.
struct GameResult {
  std::string variant;
  std::array<std::string, 2> players;  // p1, p2 engine names
  std::string root_fen;
  std::vector<std::string> moves;  // the opening included
  int opening_plies = 0;
  Outcome outcome = Outcome::kNone;
  Termination termination = Termination::kRules;
  std::string reason;  // the referee's reason word, or the failure's detail
  std::string time_control;
  std::string disagreement;  // an engine's `query result` that differs from the referee's
  int round = 0;             // the schedule's coordinates, for pairing games in statistics
  int pair = 0;
  int game_index = 0;
  // Set when the game was played as a shard of a tournament (--shard): "i/N", and how many
  // games that shard plans, so that a merge can tell a whole shard from a cut one.
  std::string shard;
  int shard_games = 0;
  // The runner was interrupted (SIGINT, SIGTERM) during the game: it is neither finished nor
  // anyone's fault, and is not counted.
  bool aborted = false;
};

// Plays one game; `engines[0]` plays p1. Engines that fail are left with failure() set (the
// caller replaces them); healthy ones are ready for the next game.
GameResult PlayGame(const GameSetup& setup, std::array<EngineClient*, 2> engines);

}  // namespace melee::match
