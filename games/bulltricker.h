// Bulltricker as Melee plays it: the game's rules and the evaluator its searchers use (with its
// alpha-beta switches, Eval<Bulltricker>::kSwitches). Everything that covers every game reaches it
// through games/game_list.h.
#pragma once

#include "engine/bulltricker/bulltricker.h"
#include "eval/bulltricker/bulltricker_eval.h"

namespace melee::games::bulltricker {

struct Binding {
  using Game = Bulltricker;
  using Evaluator = Eval<Bulltricker>;
};

}  // namespace melee::games::bulltricker
