// BALL as Melee plays it: the game's rules and the evaluator its searchers use (with its
// alpha-beta switches, Eval<Ball>::kSwitches). Everything that covers every game reaches it
// through games/game_list.h.
#pragma once

#include "engine/ball/ball.h"
#include "eval/ball/ball_eval.h"

namespace melee::games::ball {

struct Binding {
  using Game = Ball;
  using Evaluator = Eval<Ball>;
};

}  // namespace melee::games::ball
