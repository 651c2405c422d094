// How each game's step looks on the board: the cells the user clicks, in order, and the
// step's own token. One overload per game; nothing here decides legality (the steps come from
// the game's own generator).
#pragma once

#include "board/board_rules.h"
#include "engine/ball/ball.h"
#include "engine/bulltricker/bulltricker.h"
#include "engine/cannonball/cannonball.h"

namespace melee::board {

StepOption ViewStep(const Bulltricker::Position& pos, const Bulltricker::Step& step);
StepOption ViewStep(const Ball::Position& pos, const Ball::Step& step);
StepOption ViewStep(const CannonBall::Position& pos, const CannonBall::Step& step);

}  // namespace melee::board
