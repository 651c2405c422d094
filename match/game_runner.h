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
#include "match/game_result.h"
#include "match/referee.h"
#include "match/score_adjudication.h"
#include "match/time_control.h"
#include "protocol/registry.h"

namespace melee::match {

struct GameSetup {
  const GameEntry* game = nullptr;
  GameRules rules;
  Opening opening;
  std::array<TimeControl, 2> time_controls;  // p1's limits, p2's (the same but for time odds)
  int max_turns = 0;               // 0: no limit; otherwise a draw after this many whole turns
  ScoreAdjudication adjudication;  // --resign, --draw: off unless set
  // `isready` after uginewgame and every query; generous, since an engine replays the whole
  // move list at each `position` (slow in long BALL games).
  std::chrono::milliseconds query_timeout{10000};
  // cutegames' per-move `query p1turn` and `query gameover`, as a cross-check of the engine's
  // view against the referee's (the referee decides either way).
  bool check_queries = false;
  int game_index = 0;  // for the log lines
};

// Plays one game; `engines[0]` plays p1. Engines that fail are left with failure() set (the
// caller replaces them); healthy ones are ready for the next game.
GameResult PlayGame(const GameSetup& setup, std::array<EngineClient*, 2> engines);

}  // namespace melee::match
