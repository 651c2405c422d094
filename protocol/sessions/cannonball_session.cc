// The Cannon Ball entry of the registry: the game's only instantiation of the session template.
#include "games/cannonball.h"
#include "protocol/sessions/cannonball_bench.h"
#include "protocol/sessions/session_list.h"
#include "protocol/sessions/turn_game_entry.h"

namespace melee {

template <>
const GameEntry& SessionEntry<games::cannonball::Binding>() {
  return TurnGameEntry<games::cannonball::Binding, kcannonballBenchPositions>();
}

}  // namespace melee
