// Exact solution of a two-player zero-sum matrix game: the value and an optimal mixed
// strategy for each player. Used at every simultaneous node of the Soule searches (double
// oracle) and by the brute-force verifier. A dense simplex on the classic reduction: with
// every payoff shifted to be positive, the column player's LP  max 1.z  s.t.  A z <= 1, z >= 0
// has optimum 1/value; its solution is the column strategy and its dual the row strategy.
// Bland's rule makes degenerate games (common: many equal payoffs) terminate.
#pragma once

#include <span>
#include <vector>

namespace melee::search {

struct MatrixGameSolution {
  std::vector<double> row;     // the maximiser's probabilities, one per row
  std::vector<double> column;  // the minimiser's probabilities, one per column
  double value = 0;            // to the row player
};

// `payoff` is row-major, rows x cols (both >= 1), payoffs to the row player.
MatrixGameSolution SolveMatrixGame(std::span<const double> payoff, int rows, int cols);

}  // namespace melee::search
