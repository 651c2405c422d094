#include "protocol/registry.h"

#include <array>

#include "protocol/sessions/sessions.h"

namespace melee {

std::span<const GameEntry> RegisteredGames() {
  static const std::array<GameEntry, 4> kGames = {BulltrickerEntry(), BallEntry(),
                                                  CannonBallEntry(), SouleEntry()};
  return kGames;
}

}  // namespace melee
