// The real games the searcher's tests and benches are built with: each header is included only
// when CMake found the game's evaluation target (MELEE_HAVE_<GAME>), so a game still being
// written does not break the searcher's build.
#pragma once

#ifdef MELEE_HAVE_BULLTRICKER
#include "eval/bulltricker/bulltricker_eval.h"
#include "eval/bulltricker/bulltricker_search_traits.h"
#endif
#ifdef MELEE_HAVE_BALL
#include "eval/ball/ball_eval.h"
#include "eval/ball/ball_search_traits.h"
#endif
#ifdef MELEE_HAVE_CANNONBALL
#include "eval/cannonball/cannonball_eval.h"
#include "eval/cannonball/cannonball_search_traits.h"
#endif
