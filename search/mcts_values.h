// The MCTS searcher's values: evaluations squashed into [-1, 1] for averaging, and proven
// scores (search/score.h units, counted in turns from the node that holds them) moved from a
// child to its parent across the sticky side.
#pragma once

#include <algorithm>
#include <cmath>

#include "search/score.h"

namespace melee::search {

// tanh(cp / 400): a piece up (~100) is worth 0.24, four pieces 0.76; the slope stays useful
// over the evaluations' working range while wins and losses sit at +-1.
inline constexpr double kMctsValueScale = 400.0;

inline double SquashEval(int centi_units) { return std::tanh(centi_units / kMctsValueScale); }

inline int UnsquashValue(double value) {
  const double v = std::clamp(value, -0.999, 0.999);
  return ClampEval(static_cast<int>(std::lround(std::atanh(v) * kMctsValueScale)));
}

// A child's proven score seen from its parent: taken as is when the side to move stays (the
// same turn goes on), negated and one turn further away when the step ended a turn.
constexpr int ProvenToParent(int score, bool same_side) {
  if (same_side) return score;
  if (score >= kWinBound) return -(score - 1);
  if (score <= -kWinBound) return -(score + 1);
  return -score;
}

// The value a proven score backs up: a win, a loss or (a proven draw) zero.
constexpr double ProvenValue(int score) {
  return score >= kWinBound ? 1.0 : score <= -kWinBound ? -1.0 : 0.0;
}

}  // namespace melee::search
