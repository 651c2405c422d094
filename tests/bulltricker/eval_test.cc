#include <gtest/gtest.h>

#include <cstdlib>
#include <utility>

#include "engine/core/random_playout.h"
#include "eval/bulltricker/bulltricker_eval.h"
#include "tests/bulltricker/test_util.h"

namespace melee::bulltricker_test {
namespace {

using BulltrickerEval = Eval<Bulltricker>;

TEST(BulltrickerEval, StartIsBalancedAndExplainSumsToEvaluate) {
  const auto start = Bulltricker::StartPosition(DefaultRules());
  EXPECT_EQ(BulltrickerEval::Evaluate(start), 0);
  int sum = 0;
  for (const auto& term : BulltrickerEval::Explain(start)) sum += term.p1 - term.p2;
  EXPECT_EQ(sum, 0);
}

TEST(BulltrickerEval, ExtraMaterialIsGoodForItsOwnerFromEitherSide) {
  const std::string board = With("Kh2 kh14 Qf7 Pb3 Pd3", kBlackFiller);
  const int white_view = BulltrickerEval::Evaluate(Make(board, 'w'));
  EXPECT_GT(white_view, 0);
  EXPECT_EQ(BulltrickerEval::Evaluate(Make(board, 'b')), -white_view);
}

TEST(BulltrickerEval, AdvancedPawnsAndFreeKingsScoreHigher) {
  const auto back = Make(With("Kh2 kh14 Pd3", kBlackFiller));
  const auto forward = Make(With("Kh2 kh14 Pd11", kBlackFiller));
  EXPECT_GT(BulltrickerEval::Evaluate(forward), BulltrickerEval::Evaluate(back));
  const auto walled = Make(With("Kh4 kh14 Ph3 Pg4 Pi4", kBlackFiller));
  const auto open = Make(With("Kh4 kh14 Pb3 Pa4 Pc4", kBlackFiller));
  EXPECT_LT(BulltrickerEval::Evaluate(walled), BulltrickerEval::Evaluate(open));
}

// Every feature is computed set-wise on the board's words (pawn progress from per-word row
// planes, the men's steps as word shifts, the king's surroundings from a 64-cell window); each
// must equal its definition, man by man on the grid, on positions along random games.
TEST(BulltrickerEval, FeaturesEqualTheirDefinitionsOnPlayouts) {
  namespace be = bulltricker_eval;
  using bulltricker::Board;
  using bulltricker::kSize;
  int checked = 0;
  for (uint64_t seed = 1; seed <= 200; ++seed) {
    for (int turns = 0; turns <= 120; turns += 8) {
      const auto pos = RandomPlayoutPosition<Bulltricker>(turns, seed);
      const FeatureTable<be::kFeatureCount> features = be::ComputeFeatures(pos);
      for (Side side : {Side::kP1, Side::kP2}) {
        const std::array<int, be::kFeatureCount>& f = features[Index(side)];
        const int back_row = side == Side::kP1 ? kSize - 1 : 0;
        int progress = 0;
        pos.pawns(side).ForEach(
            [&](int cell) { progress += std::abs(bulltricker::Row(cell) - back_row); });
        const int king = pos.king(side);
        int walls = 0, enemy_walls = 0, escapes = 0;
        for (int step : {-kSize, kSize, -1, 1}) {
          walls += pos.occupied().Test(king + step);
          enemy_walls += pos.men(Opponent(side)).Test(king + step);
          const int beyond = king + 2 * step, row = bulltricker::Row(beyond);
          const bool on_grid =
              beyond > 0 && beyond < bulltricker::kCells && row > 0 && row < kSize - 1 &&
              std::abs(bulltricker::Column(beyond) - bulltricker::Column(king)) <= 2;
          escapes += !pos.occupied().Test(king + step) && on_grid &&
                     bulltricker::Column(beyond) > 0 && bulltricker::Column(beyond) < kSize - 1 &&
                     !pos.kings().Test(beyond);
        }
        // Mobility: the empty rectangles a pawn reaches by a forward pivot or its straight step,
        // or a queen by a pivot. Capture threats: the enemy men one rectangle from a pawn
        // straight ahead or from a queen in the four directions.
        const int up = side == Side::kP1 ? -1 : 1;
        const Board enemy = pos.men(Opponent(side));
        Board reach, contact;
        auto add = [](Board& set, int row, int column) {
          if (bulltricker::OnGrid(row, column)) set.Set(bulltricker::CellAt(row, column));
        };
        pos.men(side).ForEach([&](int cell) {
          const int row = bulltricker::Row(cell), column = bulltricker::Column(cell);
          const bool queen = pos.queens(side).Test(cell);
          for (int dr : {-1, 1}) {
            if (!queen && dr != up) continue;
            add(reach, row + dr, column - 1);
            add(reach, row + dr, column + 1);
          }
          if (!queen) {
            add(reach, row + 2 * up, column);
            add(contact, row + 2 * up, column);
            return;
          }
          for (const auto& [dr, dc] : {std::pair{-2, 0}, {2, 0}, {0, -2}, {0, 2}}) {
            add(contact, row + dr, column + dc);
          }
        });
        const Board empty = bulltricker::kRectangleCells & ~pos.occupied();
        // King attackers: enemy men in the 5 x 5 grid box around the king but not on its walls.
        int attackers = 0;
        enemy.ForEach([&](int cell) {
          const int dr = bulltricker::Row(cell) - bulltricker::Row(king);
          const int dc = bulltricker::Column(cell) - bulltricker::Column(king);
          attackers += std::abs(dr) <= 2 && std::abs(dc) <= 2 && std::abs(dr) + std::abs(dc) > 1;
        });
        const std::string text = Bulltricker::FormatPosition(pos);
        ASSERT_EQ(f[be::kPawns], pos.pawns(side).Count()) << text;
        ASSERT_EQ(f[be::kQueens], pos.queens(side).Count()) << text;
        ASSERT_EQ(f[be::kMobility], (reach & empty).Count()) << text;
        ASSERT_EQ(f[be::kCaptureThreats], (contact & enemy).Count()) << text;
        ASSERT_EQ(f[be::kKingAttackers], attackers) << text;
        ASSERT_EQ(f[be::kPawnProgress], progress) << text;
        ASSERT_EQ(f[be::kKingWalls], walls) << text;
        ASSERT_EQ(f[be::kKingEnemyWalls], enemy_walls) << text;
        ASSERT_EQ(f[be::kKingThreeWalls], walls == 3) << text;
        ASSERT_EQ(f[be::kKingEscapes], escapes) << text;
        ++checked;
      }
    }
  }
  EXPECT_EQ(checked, 200 * 16 * 2);
}

}  // namespace
}  // namespace melee::bulltricker_test
