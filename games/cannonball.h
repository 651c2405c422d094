// Cannon Ball as Melee plays it: the game's rules and the evaluator its searchers use (with its
// alpha-beta switches, Eval<CannonBall>::kSwitches). Everything that covers every game reaches it
// through games/game_list.h.
#pragma once

#include "engine/cannonball/cannonball.h"
#include "eval/cannonball/cannonball_eval.h"

namespace melee::games::cannonball {

struct Binding {
  using Game = CannonBall;
  using Evaluator = Eval<CannonBall>;
};

}  // namespace melee::games::cannonball
