// The CannonBall entry of the registry: the game's only instantiation of the session template.
#include <memory>

#include "engine/cannonball/cannonball.h"
#include "eval/cannonball/cannonball_eval.h"
#include "eval/cannonball/cannonball_search_traits.h"
#include "protocol/turn_session.h"
#include "protocol/sessions/cannonball_bench.h"
#include "protocol/sessions/sessions.h"

namespace melee {

const GameEntry& CannonBallEntry() {
  static const GameEntry kEntry{CannonBall::kName,
                                {CannonBall::kOptions.data(), CannonBall::kOptions.size()},
                                []() -> std::unique_ptr<GameSession> {
                                  return std::make_unique<TurnSession<CannonBall>>(kcannonballBenchPositions);
                                }};
  return kEntry;
}

}  // namespace melee
