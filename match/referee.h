// Referee: Melee's own rules code judging a game between two engines, in process. It holds the
// move list from the root and replays it into a GameSession after every token, so the result
// and its reason come from the rules, never from the engines.
//
// Simultaneous games (Soule) are detected by probing the session with the hidden-part token
// `?`: a stage is A's part, then B's part; B's engine is shown `?` in place of A's part; once
// both parts are in, the joint token `A/B` goes into the history.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/rules.h"
#include "engine/core/types.h"
#include "protocol/registry.h"
#include "protocol/session.h"

namespace melee::match {

// Where a game starts: a position (or the start position) plus moves already played.
struct Opening {
  std::optional<std::string> fen;  // nullopt: startpos
  std::vector<std::string> moves;
};

class Referee {
 public:
  // Fails (ok() false, error() says why) when the opening is invalid or already over.
  Referee(const GameEntry& game, const GameRules& rules, const Opening& opening);

  bool ok() const { return error_.empty(); }
  const std::string& error() const { return error_; }
  bool simultaneous() const { return simultaneous_; }

  // The side whose part is due: 0 = p1, 1 = p2.
  int mover() const;
  GameStatus status() const { return session_->status(); }
  // Whole turns (stages in a simultaneous game) played since the root, the opening included.
  int turns() const { return static_cast<int>(history_.size()); }
  // The root position text and the move list from it (joint tokens in a simultaneous game).
  const std::string& root_fen() const { return root_fen_; }
  const std::vector<std::string>& history() const { return history_; }

  // The `position` line for the engine whose part is due: B's engine sees `?` for A's part.
  std::string PositionLine() const;
  // The `position` line of the whole game so far, for end-of-game queries.
  std::string FinalPositionLine() const;
  // Validates and plays the due part; false (nothing changes) if the rules reject it.
  bool Submit(std::string_view token);

 private:
  void Replay(bool hidden_a_part);
  std::string LineFor(bool hidden_a_part) const;

  std::unique_ptr<GameSession> session_;
  std::optional<std::string> fen_;
  std::string root_fen_;
  std::vector<std::string> history_;
  std::optional<std::string> pending_a_part_;
  bool simultaneous_ = false;
  std::string error_;
};

// The registry entry named `variant` (case-insensitive), or nullptr.
const GameEntry* FindGame(std::span<const GameEntry> games, std::string_view variant);

}  // namespace melee::match
