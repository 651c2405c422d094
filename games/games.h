// The games of this build (games/game_list.h, generated from MELEE_GAMES) and the sublists the
// cross-game suites iterate: a suite that covers "every turn game" takes TurnGames, so a game
// added to MELEE_GAMES is in it without anybody naming it.
#pragma once

#include <type_traits>

#include "engine/core/game.h"
#include "engine/core/type_list.h"
#include "games/game_list.h"

namespace melee::games {

template <class B>
struct IsTurnBinding : std::bool_constant<TurnGame<typename B::Game>> {};
template <class B>
struct IsSteppedBinding : std::bool_constant<SteppedGame<typename B::Game>> {};
template <class B>
struct IsSimultaneousBinding : std::bool_constant<SimultaneousGame<typename B::Game>> {};

template <class B>
using GameOf = typename B::Game;

using TurnGames = FilterTypes<IsTurnBinding, All>::type;
using SteppedGames = FilterTypes<IsSteppedBinding, All>::type;
using SimultaneousGames = FilterTypes<IsSimultaneousBinding, All>::type;

}  // namespace melee::games
