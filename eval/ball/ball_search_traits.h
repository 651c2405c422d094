// The alpha-beta switches for BALL (search/search_traits.h), next to the evaluation they depend
// on; docs/search.md gives the matches behind them. Included wherever AlphaBeta<Ball> is
// instantiated (the session, the search tests and benches).
#pragma once

#include "engine/ball/ball.h"
#include "search/search_traits.h"

namespace melee::search {

template <>
struct SearchTraits<Ball> {
  static constexpr bool kLateMoveReductions = true;
  // Neither measured better than quiescence alone (within +-80 Elo over 60-80 games); the null
  // turn also skips the mandatory unblock phase and hid a win in 2 of the tactics file.
  static constexpr bool kFutility = false;
  static constexpr int kFutilityMargin = 150;
  static constexpr bool kNullMove = false;
  // Ball-winning and scoring steps (Ball::IsForcing): +40 to +160 Elo over the plain search.
  static constexpr bool kQuiescence = true;
};

}  // namespace melee::search
