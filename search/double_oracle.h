// Double oracle for one zero-sum simultaneous node: grow a restricted matrix game (a few
// actions a side) until neither side's best response against the other's restricted
// equilibrium gains more than `epsilon`. The restricted game is solved exactly
// (matrix_game.h). Generic over the action type; the game supplies the payoff (usually the
// value of the child position, searched deeper) and the two best-response oracles (exact
// enumeration on small nodes, coordinate ascent over a side's players on large ones).
#pragma once

#include <algorithm>
#include <vector>

#include "search/matrix_game.h"

namespace melee::search {

template <class Action>
struct MixedStrategy {
  std::vector<Action> actions;
  std::vector<double> probabilities;  // same length, sums to 1
};

template <class Action>
struct DoubleOracleResult {
  MixedStrategy<Action> row;
  MixedStrategy<Action> column;
  double value = 0;  // of the restricted game, to the row player
  // Row best response minus column best response at the end: what the oracles could still
  // gain (0 when they are exact and the loop converged).
  double gap = 0;
  int iterations = 0;
};

// payoff(row, column) -> double, to the row player (called once per matrix cell).
// row_oracle(columns, y, best) -> double: a row action `best` (written) and its payoff
//   against the column mix; column_oracle(rows, x, best) likewise (its payoff, to the row
//   player, which the column player minimises).
// `keep_going()` is polled once per iteration (limits).
template <class Action, class Payoff, class RowOracle, class ColumnOracle, class KeepGoing>
DoubleOracleResult<Action> DoubleOracle(std::vector<Action> rows, std::vector<Action> columns,
                                        Payoff&& payoff, RowOracle&& row_oracle,
                                        ColumnOracle&& column_oracle, KeepGoing&& keep_going,
                                        int max_iterations, double epsilon) {
  std::vector<std::vector<double>> cells;  // cells[r][c]
  auto fill = [&] {
    cells.resize(rows.size());
    for (std::size_t r = 0; r < rows.size(); ++r) {
      for (std::size_t c = cells[r].size(); c < columns.size(); ++c) {
        cells[r].push_back(payoff(rows[r], columns[c]));
      }
    }
  };
  DoubleOracleResult<Action> result;
  std::vector<double> flat;
  while (true) {
    fill();
    flat.clear();
    for (const auto& row : cells) flat.insert(flat.end(), row.begin(), row.end());
    const MatrixGameSolution solution =
        SolveMatrixGame(flat, static_cast<int>(rows.size()), static_cast<int>(columns.size()));
    result.row = {rows, solution.row};
    result.column = {columns, solution.column};
    result.value = solution.value;
    ++result.iterations;
    if (result.iterations > max_iterations || !keep_going()) break;
    Action row_best{}, column_best{};
    const double row_gain = row_oracle(columns, solution.column, row_best);
    const double column_gain = column_oracle(rows, solution.row, column_best);
    result.gap = std::max(0.0, row_gain - column_gain);
    bool grown = false;
    if (row_gain > solution.value + epsilon &&
        std::find(rows.begin(), rows.end(), row_best) == rows.end()) {
      rows.push_back(row_best);
      grown = true;
    }
    if (column_gain < solution.value - epsilon &&
        std::find(columns.begin(), columns.end(), column_best) == columns.end()) {
      columns.push_back(column_best);
      grown = true;
    }
    if (!grown) break;
  }
  return result;
}

}  // namespace melee::search
