// The alpha-beta switches for Cannon Ball (search/search_traits.h), next to the evaluation they
// depend on; docs/search.md gives the matches behind them. Included wherever
// AlphaBeta<CannonBall> is instantiated (the session, the search tests and benches).
#pragma once

#include "engine/cannonball/cannonball.h"
#include "search/search_traits.h"

namespace melee::search {

template <>
struct SearchTraits<CannonBall> {
  static constexpr bool kLateMoveReductions = true;
  // Futility -47 Elo and null move no better than without, both next to quiescence.
  static constexpr bool kFutility = false;
  static constexpr int kFutilityMargin = 150;
  static constexpr bool kNullMove = false;
  // Takes and kicks (CannonBall::IsForcing): +325 Elo over the plain search, 26-0-4.
  static constexpr bool kQuiescence = true;
};

}  // namespace melee::search
