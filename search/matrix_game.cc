#include "search/matrix_game.h"

#include <algorithm>
#include <cassert>

namespace melee::search {
namespace {

// Pivot and ratio tolerances: payoffs are O(1) and tableaus a few hundred wide.
constexpr double kEps = 1e-11;

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

  while (true) {
    int enter = -1;  // Bland: the lowest-index improving column
    for (int c = 0; c < width - 1 && enter < 0; ++c) {
      if (at(rows, c) < -kEps) enter = c;
    }
    if (enter < 0) break;
    int leave = -1;
    double best_ratio = 0;
    for (int r = 0; r < rows; ++r) {
      if (at(r, enter) <= kEps) continue;
      const double ratio = at(r, width - 1) / at(r, enter);
      if (leave < 0 || ratio < best_ratio - kEps ||
          (ratio <= best_ratio + kEps &&
           basis[static_cast<std::size_t>(r)] < basis[static_cast<std::size_t>(leave)])) {
        leave = r;
        best_ratio = ratio;
      }
    }
    assert(leave >= 0);  // bounded: every payoff is positive
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
