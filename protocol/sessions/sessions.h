// One registry entry per game, each defined in its own translation unit (<game>_session.cc)
// so that editing one game recompiles one game's session.
#pragma once

#include "protocol/registry.h"

namespace melee {

const GameEntry& BulltrickerEntry();
const GameEntry& BallEntry();
const GameEntry& CannonBallEntry();
const GameEntry& SouleEntry();

}  // namespace melee
