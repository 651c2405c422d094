// The game satisfies the engine's concepts (checked once, here).
#include "engine/ball/ball.h"
#include "engine/core/game.h"

namespace melee {

static_assert(TurnGame<Ball>);
static_assert(SteppedGame<Ball>);

}  // namespace melee
