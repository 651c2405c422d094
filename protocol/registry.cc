#include "protocol/registry.h"

#include <array>

#include "games/game_list.h"
#include "protocol/sessions/session_list.h"

namespace melee {

std::span<const GameEntry> RegisteredGames() {
  static const auto kGames = []<class... Bindings>(TypeList<Bindings...>) {
    return std::array<GameEntry, sizeof...(Bindings)>{SessionEntry<Bindings>()...};
  }(games::All{});
  return kGames;
}

}  // namespace melee
