// The alpha-beta hook of Bulltricker (declared in bulltricker.h, documented in docs/search.md).
#include <algorithm>

#include "engine/bulltricker/bulltricker.h"

namespace melee {

bool Bulltricker::IsForcing(const Position& pos, const Step& step) {
  if (step.capture_count() > 0) return true;
  // Closing in on the opponent's king: a MAT is four occupied rectangles around it.
  const std::array<int, 4> around =
      bulltricker::KingNeighbours(pos.king(Opponent(pos.side_to_move())));
  return std::find(around.begin(), around.end(), step.to()) != around.end();
}

}  // namespace melee
