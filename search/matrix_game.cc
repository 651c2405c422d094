#include "search/matrix_game.h"

#include <algorithm>
#include <cassert>
#include <vector>

namespace melee::search {
namespace {

// Reduced-cost and ratio tolerance: payoffs are O(1) and tableaus a few hundred wide.
constexpr double kEps = 1e-11;
// The smallest pivot: dividing by entries rounding left near zero blows the tableau up (a
// 7 x 9 Soule game ended with probabilities summing to 4 at 1e-11).
constexpr double kPivotEps = 1e-9;

}  // namespace

MatrixGameSolution SolveMatrixGame(std::span<const double> payoff, int rows, int cols) {
  assert(rows >= 1 && cols >= 1 && payoff.size() == static_cast<std::size_t>(rows * cols));
  const double low = *std::min_element(payoff.begin(), payoff.end());
  const double shift = 1 - low;  // every shifted payoff >= 1, so the game value is > 0
  // Tableau: `rows` constraint rows then the objective row; columns z (cols), slacks (rows),
  // right-hand side.
  const int width = cols + rows + 1;
  std::vector<double> t(static_cast<std::size_t>((rows + 1) * width), 0.0);
  auto at = [&](int r, int c) -> double& { return t[static_cast<std::size_t>(r * width + c)]; };
  std::vector<int> basis(static_cast<std::size_t>(rows));
  for (int r = 0; r < rows; ++r) {
    for (int c = 0; c < cols; ++c)
      at(r, c) = payoff[static_cast<std::size_t>(r * cols + c)] + shift;
    at(r, cols + r) = 1;
    at(r, width - 1) = 1;
    basis[static_cast<std::size_t>(r)] = cols + r;
  }
  for (int c = 0; c < cols; ++c) at(rows, c) = -1;

  // A column whose every entry rounding has made non-positive cannot enter (the LP is bounded
  // in exact arithmetic: rounding, not the game, left it without a pivot); it is passed over.
  // Without this a pivot row of -1 wrote outside the tableau (Soule, 7 x 9, deep searches).
  std::vector<bool> passed_over(static_cast<std::size_t>(width), false);
  while (true) {
    int enter = -1;  // Bland: the lowest-index improving column
    for (int c = 0; c < width - 1 && enter < 0; ++c) {
      if (at(rows, c) < -kEps && !passed_over[static_cast<std::size_t>(c)]) enter = c;
    }
    if (enter < 0) break;
    int leave = -1;
    double best_ratio = 0;
    for (int r = 0; r < rows; ++r) {
      if (at(r, enter) <= kPivotEps) continue;
      const double ratio = at(r, width - 1) / at(r, enter);
      if (leave < 0 || ratio < best_ratio - kEps ||
          (ratio <= best_ratio + kEps &&
           basis[static_cast<std::size_t>(r)] < basis[static_cast<std::size_t>(leave)])) {
        leave = r;
        best_ratio = ratio;
      }
    }
    if (leave < 0) {
      passed_over[static_cast<std::size_t>(enter)] = true;
      continue;
    }
    const double pivot = at(leave, enter);
    for (int c = 0; c < width; ++c) at(leave, c) /= pivot;
    for (int r = 0; r <= rows; ++r) {
      const double factor = at(r, enter);
      if (r == leave || factor == 0) continue;
      for (int c = 0; c < width; ++c) at(r, c) -= factor * at(leave, c);
    }
    basis[static_cast<std::size_t>(leave)] = enter;
  }

  MatrixGameSolution solution;
  solution.row.assign(static_cast<std::size_t>(rows), 0.0);
  solution.column.assign(static_cast<std::size_t>(cols), 0.0);
  const double total = at(rows, width - 1);  // = 1 / shifted value
  if (!(total > kEps)) {  // no pivot was possible at all: fall back to uniform play
    solution.row.assign(static_cast<std::size_t>(rows), 1.0 / rows);
    solution.column.assign(static_cast<std::size_t>(cols), 1.0 / cols);
    double sum = 0;
    for (double v : payoff) sum += v;
    solution.value = sum / static_cast<double>(payoff.size());
    return solution;
  }
  for (int r = 0; r < rows; ++r) {
    const int var = basis[static_cast<std::size_t>(r)];
    if (var < cols) solution.column[static_cast<std::size_t>(var)] = at(r, width - 1) / total;
  }
  for (int r = 0; r < rows; ++r) {
    solution.row[static_cast<std::size_t>(r)] = std::max(0.0, at(rows, cols + r)) / total;
  }
  solution.value = 1 / total - shift;
  return solution;
}

}  // namespace melee::search
