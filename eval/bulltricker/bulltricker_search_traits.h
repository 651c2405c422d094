// The alpha-beta switches for Bulltricker (search/search_traits.h), next to the evaluation they
// depend on; docs/search.md gives the matches behind them. Included wherever
// AlphaBeta<Bulltricker> is instantiated (the session, the search tests and benches).
#pragma once

#include "engine/bulltricker/bulltricker.h"
#include "search/search_traits.h"

namespace melee::search {

template <>
struct SearchTraits<Bulltricker> {
  static constexpr bool kLateMoveReductions = true;
  // Not measured better at match speed; the material swing of a capture is already exempt.
  static constexpr bool kFutility = false;
  static constexpr int kFutilityMargin = 150;
  // No PlayNullTurn: compulsory captures and immobilisation draws make passing a real loss.
  static constexpr bool kNullMove = false;
  // Captures and king-net moves (Bulltricker::IsForcing): +35 Elo over the plain search with
  // captures only (2-18-0), +95 more with the king-net moves (8-22-0).
  static constexpr bool kQuiescence = true;
};

}  // namespace melee::search
