#include "search/matrix_game.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

#include "engine/core/random.h"

namespace melee::search {
namespace {

constexpr double kTol = 1e-9;

// The row strategy guarantees at least the value, the column strategy at most.
void ExpectOptimal(const std::vector<double>& a, int rows, int cols, const MatrixGameSolution& s) {
  double sum_row = 0, sum_col = 0;
  for (double p : s.row) {
    EXPECT_GE(p, -kTol);
    sum_row += p;
  }
  for (double p : s.column) {
    EXPECT_GE(p, -kTol);
    sum_col += p;
  }
  EXPECT_NEAR(sum_row, 1, 1e-9);
  EXPECT_NEAR(sum_col, 1, 1e-9);
  for (int c = 0; c < cols; ++c) {
    double v = 0;
    for (int r = 0; r < rows; ++r)
      v += s.row[static_cast<std::size_t>(r)] * a[static_cast<std::size_t>(r * cols + c)];
    EXPECT_GE(v, s.value - 1e-8);
  }
  for (int r = 0; r < rows; ++r) {
    double v = 0;
    for (int c = 0; c < cols; ++c)
      v += s.column[static_cast<std::size_t>(c)] * a[static_cast<std::size_t>(r * cols + c)];
    EXPECT_LE(v, s.value + 1e-8);
  }
}

TEST(MatrixGame, MatchingPennies) {
  const std::vector<double> a = {1, -1, -1, 1};
  const MatrixGameSolution s = SolveMatrixGame(a, 2, 2);
  EXPECT_NEAR(s.value, 0, kTol);
  EXPECT_NEAR(s.row[0], 0.5, kTol);
  EXPECT_NEAR(s.column[0], 0.5, kTol);
}

TEST(MatrixGame, RockPaperScissorsWithBiasedPayoffs) {
  // Rock beating scissors pays 2: a mixed equilibrium of value 1/12.
  const std::vector<double> a = {0, -1, 2, 1, 0, -1, -1, 1, 0};
  const MatrixGameSolution s = SolveMatrixGame(a, 3, 3);
  ExpectOptimal(a, 3, 3, s);
  EXPECT_NEAR(s.value, 1.0 / 12, 1e-9);
}

TEST(MatrixGame, SaddlePointAndSingleRowOrColumn) {
  // Row 2 dominates row 1, then column 2 is the column player's best: a saddle point of 2.
  const std::vector<double> a = {3, 1, 4, 2};
  const MatrixGameSolution s = SolveMatrixGame(a, 2, 2);
  ExpectOptimal(a, 2, 2, s);
  EXPECT_NEAR(s.value, 2, kTol);
  const std::vector<double> row = {0.5, -0.25, 1};
  EXPECT_NEAR(SolveMatrixGame(row, 1, 3).value, -0.25, kTol);
  EXPECT_NEAR(SolveMatrixGame(row, 3, 1).value, 1, kTol);
}

TEST(MatrixGame, RandomGamesAreSolvedOptimally) {
  Rng rng(3);
  for (int k = 0; k < 400; ++k) {
    const int rows = 1 + static_cast<int>(rng.Below(12));
    const int cols = 1 + static_cast<int>(rng.Below(12));
    std::vector<double> a(static_cast<std::size_t>(rows * cols));
    // Few distinct payoffs (as in Soule: -1, 0, 1 and a few evaluations) make degeneracy.
    for (double& x : a) x = static_cast<double>(rng.Below(5)) / 2 - 1;
    ExpectOptimal(a, rows, cols, SolveMatrixGame(a, rows, cols));
  }
}

// A 7 x 9 game from a Soule placement search (movetime 3000): rounding left an improving
// column with no positive entry, and the pivot row of -1 wrote outside the tableau (a heap
// corruption, then a crash). Solved now, and optimal within the rounding.
TEST(MatrixGame, RoundingNeverLeavesAColumnWithoutPivotOutsideTheTableau) {
  const std::vector<double> a = {0.056603773584905662,
                                 -0.090909090909090912,
                                 0.019607843137254902,
                                 -0.090909090909090912,
                                 -0.090909090909090912,
                                 0,
                                 0.090909090909090912,
                                 0.090909090909090912,
                                 0.090909090909090912,
                                 -0.38271604938271603,
                                 0.10714285714285714,
                                 -1,
                                 -0.21875,
                                 -0.19354838709677419,
                                 0.39759036144578314,
                                 -1,
                                 -1,
                                 0.3902439024390244,
                                 -0.45054945054945056,
                                 0.45652173913043476,
                                 0.47368421052631576,
                                 0.45652173913043476,
                                 -0.36708860759493672,
                                 0.23076923076923078,
                                 0.30555555555555558,
                                 0.2857142857142857,
                                 0.24242424242424243,
                                 0.50495049504950495,
                                 0.45652173913043476,
                                 0.47368421052631576,
                                 0.45652173913043476,
                                 0.46236559139784944,
                                 0.23076923076923078,
                                 0.30555555555555558,
                                 0.2857142857142857,
                                 0.24242424242424243,
                                 0.50980392156862742,
                                 0.45054945054945056,
                                 0.47368421052631576,
                                 0.45054945054945056,
                                 0.47368421052631576,
                                 0.2537313432835821,
                                 0.32432432432432434,
                                 0.2857142857142857,
                                 0.24242424242424243,
                                 0.50980392156862742,
                                 0.45054945054945056,
                                 0.45054945054945056,
                                 0.45054945054945056,
                                 0.47368421052631576,
                                 0.2537313432835821,
                                 0.2857142857142857,
                                 0.32432432432432434,
                                 0.2857142857142857,
                                 0.50980392156862742,
                                 0.45054945054945056,
                                 0.46236559139784944,
                                 0.45054945054945056,
                                 0.47368421052631576,
                                 0.2537313432835821,
                                 0.30555555555555558,
                                 0.30555555555555558,
                                 0.26470588235294118};
  const MatrixGameSolution s = SolveMatrixGame(a, 7, 9);
  ASSERT_EQ(s.row.size(), 7u);
  ASSERT_EQ(s.column.size(), 9u);
  double sum_row = 0, sum_col = 0;
  for (double p : s.row) sum_row += p;
  for (double p : s.column) sum_col += p;
  EXPECT_NEAR(sum_row, 1, 1e-6);
  EXPECT_NEAR(sum_col, 1, 1e-6);
  EXPECT_GE(s.value, -1);
  EXPECT_LE(s.value, 1);
  ExpectOptimal(a, 7, 9, s);
}

}  // namespace
}  // namespace melee::search
