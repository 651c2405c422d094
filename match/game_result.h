// GameResult: one finished game as the records file holds it, apart from how it was played
// (match/game_runner.h), so that records can be read and written where no engine process can
// run (Melee Board's rules in WebAssembly, docs/wasm.md).
#pragma once

#include <array>
#include <string>
#include <vector>

#include "engine/core/types.h"
#include "match/move_comment.h"
#include "match/termination.h"

namespace melee::match {

// One finished game, as written to the records file and counted by the statistics.
struct GameResult {
  std::string variant;
  std::array<std::string, 2> players;     // p1, p2 engine names
  std::array<std::string, 2> engine_ids;  // p1's and p2's `id name` (empty: not said)
  std::string root_fen;
  std::vector<std::string> moves;  // the opening included
  // Per move, what its engine reported (none for the opening's moves; p1's then p2's for a
  // simultaneous stage); as long as `moves` once read back, shorter while a game is played.
  std::vector<std::vector<MoveComment>> comments;
  int opening_plies = 0;
  Outcome outcome = Outcome::kNone;
  Termination termination = Termination::kRules;
  std::string reason;                        // the referee's reason word, or the failure's detail
  std::array<std::string, 2> time_controls;  // p1's and p2's limits, TimeControl::Describe()
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

}  // namespace melee::match
