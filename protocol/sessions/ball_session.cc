// The BALL entry of the registry: the game's only instantiation of the session template.
#include "games/ball.h"
#include "protocol/sessions/ball_bench.h"
#include "protocol/sessions/session_list.h"
#include "protocol/sessions/turn_game_entry.h"

namespace melee {

template <>
const GameEntry& SessionEntry<games::ball::Binding>() {
  return TurnGameEntry<games::ball::Binding, kballBenchPositions>();
}

}  // namespace melee
