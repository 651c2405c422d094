// The compile-time contract: Soule is a simultaneous game, and never a sequential one (so
// alpha-beta, constrained on SteppedGame, refuses it).
#include "engine/core/game.h"
#include "engine/soule/soule.h"

namespace melee {

static_assert(SimultaneousGame<Soule>);
static_assert(!TurnGame<Soule>);

}  // namespace melee
