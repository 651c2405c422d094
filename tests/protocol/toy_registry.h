// The toy games as a registry, for protocol tests that must not depend on the real games.
#pragma once

#include <memory>
#include <span>

#include "protocol/registry.h"
#include "protocol/simultaneous_session.h"
#include "protocol/turn_session.h"
#include "tests/protocol/toy_games.h"

namespace melee::testing {

inline std::span<const GameEntry> ToyGames() {
  static const GameEntry kGames[] = {
      {toy::Nim::kName,
       {toy::Nim::kOptions.data(), toy::Nim::kOptions.size()},
       [] { return std::unique_ptr<GameSession>(new TurnSession<toy::Nim, Eval<toy::Nim>>()); }},
      {toy::Pennies::kName,
       {toy::Pennies::kOptions.data(), toy::Pennies::kOptions.size()},
       [] {
         return std::unique_ptr<GameSession>(
             new SimultaneousSession<toy::Pennies, Eval<toy::Pennies>>());
       },
       SimultaneousSession<toy::Pennies, Eval<toy::Pennies>>::SessionOptions()},
  };
  return kGames;
}

}  // namespace melee::testing
