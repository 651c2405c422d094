// One registry entry per game of games/game_list.h, each defined in its own translation unit
// (protocol/sessions/<game>_session.cc, as SessionEntry<games::<game>::Binding>) so that
// editing one game recompiles one game's session. The declarations of those specialisations
// are generated from MELEE_GAMES (protocol/CMakeLists.txt: protocol/sessions/session_list.h).
#pragma once

#include <memory>
#include <span>
#include <string_view>

#include "protocol/registry.h"

namespace melee {

template <class Binding>
const GameEntry& SessionEntry();

// The entry of a game whose session is made by `make` (a captureless function) and declares
// `session_options` besides the game's rules.
template <class Binding>
GameEntry MakeGameEntry(std::unique_ptr<GameSession> (*make)(),
                        std::span<const OptionSpec> session_options = {}) {
  using G = typename Binding::Game;
  return GameEntry{G::kName, {G::kOptions.data(), G::kOptions.size()}, make, session_options};
}

}  // namespace melee
