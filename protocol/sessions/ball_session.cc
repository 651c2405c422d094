// The Ball entry of the registry: the game's only instantiation of the session template.
#include <memory>

#include "engine/ball/ball.h"
#include "eval/ball/ball_eval.h"
#include "eval/ball/ball_search_traits.h"
#include "protocol/turn_session.h"
#include "protocol/sessions/ball_bench.h"
#include "protocol/sessions/sessions.h"

namespace melee {

const GameEntry& BallEntry() {
  static const GameEntry kEntry{Ball::kName,
                                {Ball::kOptions.data(), Ball::kOptions.size()},
                                []() -> std::unique_ptr<GameSession> {
                                  return std::make_unique<TurnSession<Ball>>(kballBenchPositions);
                                }};
  return kEntry;
}

}  // namespace melee
