// Soule Royale as Melee plays it: the game's rules and the evaluator its searchers use (with its
// alpha-beta switches, Eval<Soule>::kSwitches). Everything that covers every game reaches it
// through games/game_list.h.
#pragma once

#include "engine/soule/soule.h"
#include "eval/soule/soule_eval.h"

namespace melee::games::soule {

struct Binding {
  using Game = Soule;
  using Evaluator = Eval<Soule>;
};

}  // namespace melee::games::soule
