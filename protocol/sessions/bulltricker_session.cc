// The Bulltricker entry of the registry: the game's only instantiation of the session template.
#include "games/bulltricker.h"
#include "protocol/sessions/bulltricker_bench.h"
#include "protocol/sessions/session_list.h"
#include "protocol/sessions/turn_game_entry.h"

namespace melee {

template <>
const GameEntry& SessionEntry<games::bulltricker::Binding>() {
  return TurnGameEntry<games::bulltricker::Binding, kbulltrickerBenchPositions>();
}

}  // namespace melee
