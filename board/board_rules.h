// BoardRules: what the board's server needs from one game's rules code, type-erased so the
// HTTP layer never names a game. Everything is computed in process from the engine/<game>
// templates (whole turns, steps) and the protocol's GameSession (status, repetition, Soule's
// order sets), so an engine's move is judged by the same code as in melee and melee-match.
#pragma once

#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/step_view.h"
#include "engine/core/types.h"
#include "protocol/registry.h"

namespace melee::board {

// One ply of a replayed game: the canonical token and the position after it.
struct Ply {
  std::string token;
  std::string fen;
  bool p1_moved = true;  // the token was p1's (a simultaneous stage's joint token: true)
};

// A game replayed from its root: every ply checked, status from the whole record.
struct Replay {
  std::string error;  // empty: every token was legal
  std::string root_fen;
  std::vector<Ply> plies;
  std::string fen;  // the last position
  bool p1_turn = true;
  GameStatus status;
  std::string order_sets;  // Soule: `query moves` for the side to move; else empty
};

// One step the side to move may take next, as the page shows it (the game's own ViewStep).
using StepOption = StepView;

// The state of a turn built step by step from a turn start.
struct TurnSteps {
  std::string error;  // a step index out of range, or steps after the turn ended
  std::string board;  // the position text after the steps (mid-turn: the pieces as they are)
  bool done = false;  // the turn has ended (side changed or the game is over)
  std::string token;  // done: the canonical token of the whole turn
  std::vector<StepOption> options;  // not done: the next steps, in generation order
};

class BoardRules {
 public:
  virtual ~BoardRules() = default;
  virtual std::string_view name() const = 0;
  virtual bool simultaneous() const = 0;
  // Replays `moves` from `fen` (nullopt: the start position).
  virtual Replay Play(std::optional<std::string_view> fen,
                      std::span<const std::string> moves) const = 0;
  // Plays the steps `chosen` (indices into each state's step list) from the turn start `fen`.
  // Simultaneous games have no steps: an error.
  virtual TurnSteps Steps(std::string_view fen, std::span<const int> chosen) const = 0;
  // A session of this game at its start position (legality of a single token, `query` texts).
  virtual std::unique_ptr<GameSession> NewSession() const = 0;
};

// The registry's games that the board has rules for (a stepped game with its ViewStep, or a
// simultaneous game), in the registry's order.
std::span<const std::unique_ptr<BoardRules>> AllBoardRules();
const BoardRules* FindBoardRules(std::string_view name);

}  // namespace melee::board
