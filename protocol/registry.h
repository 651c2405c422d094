// The explicit table of games the engine plays (no static-initialisation registration): one
// entry per game, each made in that game's own translation unit (protocol/sessions/).
#pragma once

#include <memory>
#include <span>
#include <string_view>

#include "engine/core/rules.h"
#include "protocol/session.h"

namespace melee {

struct GameEntry {
  std::string_view name;                   // the UCI_Variant value
  std::span<const OptionSpec> options;     // the game's own options (its rules)
  std::unique_ptr<GameSession> (*make)();  // a session at the start position
  // The options its session adds (GameSession::SetSessionOptions), listed after the rules'.
  std::span<const OptionSpec> session_options = {};
};

// Melee's games, in the order `ugi` lists them; the first is the default variant.
std::span<const GameEntry> RegisteredGames();

}  // namespace melee
