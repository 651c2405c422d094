// One test per rule of the spec's "Board" and "Pieces and moves" sections.
#include <gtest/gtest.h>

#include "tests/bulltricker/test_util.h"

namespace melee::bulltricker_test {
namespace {

using Set = std::set<std::string>;

TEST(BulltrickerBoard, PiecesStandOnlyOnTheirCellKinds) {
  std::string error;
  const auto rules = DefaultRules();
  // A pawn on a butée (a1), a queen on a royal square (b2), a king on a rectangle (h3).
  EXPECT_FALSE(Bulltricker::ParsePosition(PositionText("Kh2 kh14 Pa1"), rules, error));
  EXPECT_FALSE(Bulltricker::ParsePosition(PositionText("Kh2 kh14 Qb2"), rules, error));
  EXPECT_FALSE(Bulltricker::ParsePosition(PositionText("Kh3 kh14"), rules, error));
  EXPECT_TRUE(Bulltricker::ParsePosition(PositionText("Kh2 kh14 Pb3 Pa4"), rules, error)) << error;
}

TEST(BulltrickerBoard, ButeesNeverBlockAColonneSlide) {
  // H queen f7 slides along its colonne (row) over butées g7, i7, ... to n7.
  const auto pos = Make(With("Kh2 kh14 Qf7", kBlackFiller));
  const Set moves = MovesFrom(pos, "f7");
  for (const char* to : {"f7b7", "f7d7", "f7h7", "f7j7", "f7l7", "f7n7"}) {
    EXPECT_TRUE(moves.count(to)) << to;
  }
}

TEST(BulltrickerBoard, AKingOnARoyalSquareBlocksTheRangee) {
  // The H queen's rangée is the f file; a king on the royal square f10 stops her at f9.
  const auto free_line = Make(With("Kh2 kh14 Qf7", kBlackFiller));
  const auto blocked = Make(With("Kh2 kf10 Qf7", kBlackFiller));
  EXPECT_TRUE(MovesFrom(free_line, "f7").count("f7f11"));
  EXPECT_TRUE(MovesFrom(blocked, "f7").count("f7f9"));
  EXPECT_FALSE(MovesFrom(blocked, "f7").count("f7f11"));
  EXPECT_FALSE(MovesFrom(blocked, "f7").count("f7f15"));
}

TEST(BulltrickerBoard, AnOccupiedRectangleBlocks) {
  const auto pos = Make(With("Kh2 kh14 Qf7 Pf11", kBlackFiller));
  const Set moves = MovesFrom(pos, "f7");
  EXPECT_TRUE(moves.count("f7f9"));
  EXPECT_FALSE(moves.count("f7f11"));
  EXPECT_FALSE(moves.count("f7f13"));
}

TEST(BulltrickerBoard, APivotIsBlockedOnlyByAnOccupiedDestination) {
  // Kings next to the pivoting queen do not block; a piece on the destination does.
  const auto pos = Make(With("Kf8 kh14 Qf7 Pe6", kBlackFiller));
  const Set moves = MovesFrom(pos, "f7");
  EXPECT_TRUE(moves.count("f7e8"));
  EXPECT_TRUE(moves.count("f7g8"));
  EXPECT_TRUE(moves.count("f7g6"));
  EXPECT_FALSE(moves.count("f7e6"));
}

TEST(BulltrickerPieces, WhiteMovesFirstAndSidesAlternate) {
  const auto start = Bulltricker::StartPosition(DefaultRules());
  EXPECT_EQ(start.side_to_move(), Side::kP1);
  const auto after_white = After(start, "d3d5");
  EXPECT_EQ(after_white.side_to_move(), Side::kP2);
  EXPECT_EQ(after_white.move_number(), 1);
  const auto after_black = After(after_white, "d13d11");
  EXPECT_EQ(after_black.side_to_move(), Side::kP1);
  EXPECT_EQ(after_black.move_number(), 2);
}

TEST(BulltrickerPieces, KingMovesOneRoyalSquareOverAnEmptyRectangle) {
  // h8 king: h10 over h9, f8 over g8 (blocked by a pawn), j8 over i8, h6 over h7.
  const auto pos = Make(With("Kh8 kh14 Pg8", kBlackFiller));
  EXPECT_EQ(MovesFrom(pos, "h8"), (Set{"h8h10", "h8h6", "h8j8"}));
}

TEST(BulltrickerPieces, KingsStayOneRoyalSquareApartDiagonalsIncluded) {
  // Black king l12; the White king on h10 may not go to j10 (diagonal neighbour of l12).
  const auto pos = Make(With("Kh10 kl12", kBlackFiller));
  EXPECT_EQ(MovesFrom(pos, "h10"), (Set{"h10f10", "h10h12", "h10h8"}));
}

TEST(BulltrickerPieces, KingNeverCapturesAndIsNeverCaptured) {
  // The king next to an enemy pawn has only its plain moves; a Black pawn's jump over the
  // White king's royal square is impossible (kings stand on royal squares, never jumped).
  const auto pos = Make(With("Kh8 kh14 ph9 ph7", kWhiteFiller), 'w');
  EXPECT_EQ(MovesFrom(pos, "h8"), (Set{"h8f8", "h8j8"}));
  const auto black = Make(With("Kh8 kh14 ph9 Ph7", kWhiteFiller), 'b');
  EXPECT_FALSE(MovesFrom(black, "h9").count("h9h5"));
}

TEST(BulltrickerPieces, PawnMovesForwardOnlyStraightOrPivot) {
  // H pawn d5: d7 straight, pivots c6 and e6; V pawn k6: k8 straight, pivots j7, l7.
  const auto pos = Make(With("Kh2 kh14 Pd5 Pk6", kBlackFiller));
  EXPECT_EQ(MovesFrom(pos, "d5"), (Set{"d5c6", "d5d7", "d5e6"}));
  EXPECT_EQ(MovesFrom(pos, "k6"), (Set{"k6j7", "k6k8", "k6l7"}));
  // Black goes down the board.
  const auto black = Make(With("Kh2 kh14 pd11 pk10", kWhiteFiller), 'b');
  EXPECT_EQ(MovesFrom(black, "d11"), (Set{"d11c10", "d11d9", "d11e10"}));
  EXPECT_EQ(MovesFrom(black, "k10"), (Set{"k10j9", "k10k8", "k10l9"}));
}

TEST(BulltrickerPieces, HPawnCannotCrossAKingOnTheRoyalSquareAhead) {
  const auto pos = Make(With("Kd6 kh14 Pd5", kBlackFiller));
  EXPECT_EQ(MovesFrom(pos, "d5"), (Set{"d5c6", "d5e6"}));
}

TEST(BulltrickerPieces, HPawnOnItsStartRowMayGoTwoCells) {
  EXPECT_EQ(MovesFrom(Make(With("Kh2 kh14 Pd3", kBlackFiller)), "d3"),
            (Set{"d3c4", "d3d5", "d3d7", "d3e4"}));
  // Not from another row, not over a piece, not over a king, not onto a piece.
  EXPECT_FALSE(MovesFrom(Make(With("Kh2 kh14 Pd5", kBlackFiller)), "d5").count("d5d9"));
  EXPECT_EQ(MovesFrom(Make(With("Kh2 kh14 Pd3 Pd5", kBlackFiller)), "d3"), (Set{"d3c4", "d3e4"}));
  EXPECT_FALSE(MovesFrom(Make(With("Kd6 kh14 Pd3", kBlackFiller)), "d3").count("d3d7"));
  EXPECT_FALSE(MovesFrom(Make(With("Kh2 kh14 Pd3 Qd7", kBlackFiller)), "d3").count("d3d7"));
  // V pawns never double-step, Black's H pawns double-step from their own start row.
  EXPECT_EQ(MovesFrom(Make(With("Kh2 kh14 Pc4", kBlackFiller)), "c4"),
            (Set{"c4b5", "c4c6", "c4d5"}));
  EXPECT_TRUE(MovesFrom(Make(With("Kh2 kh14 pd13", kWhiteFiller), 'b'), "d13").count("d13d9"));
}

TEST(BulltrickerPieces, PawnReachingTheFarRowBecomesAQueen) {
  // Straight (d13 -> d15) and by a pivot from a V pawn (e14 -> f15).
  const auto pos = Make("Kh2 kh10 Pd13 Pe14 pa14 pc14 pk14 pm14");
  const auto straight = After(pos, "d13d15");
  EXPECT_TRUE(straight.queens(Side::kP1).Test(CellAt(0, 3)));
  EXPECT_FALSE(straight.pawns(Side::kP1).Test(CellAt(0, 3)));
  const auto pivot = After(pos, "e14f15");
  EXPECT_TRUE(pivot.queens(Side::kP1).Test(CellAt(0, 5)));
  // Black promotes on rank 1.
  const auto black = Make(With("Kh4 kh14 pd3", kWhiteFiller), 'b');
  EXPECT_TRUE(After(black, "d3d1").queens(Side::kP2).Test(CellAt(14, 3)));
}

TEST(BulltrickerPieces, QueenPivotsAndSlidesAlongRangeeAndColonne) {
  const auto pos = Make(With("Kh2 kh14 Qf7", kBlackFiller));
  EXPECT_EQ(MovesFrom(pos, "f7"),
            (Set{"f7e6", "f7e8", "f7g6", "f7g8",                             // pivots
                 "f7f1", "f7f3", "f7f5", "f7f9", "f7f11", "f7f13", "f7f15",  // rangée
                 "f7b7", "f7d7", "f7h7", "f7j7", "f7l7", "f7n7"}));          // colonne
  // A V queen: rangée along the rank, colonne along the file.
  const auto v = Make(With("Kh2 kh14 Qe8", kBlackFiller));
  EXPECT_EQ(MovesFrom(v, "e8"),
            (Set{"e8d7", "e8d9", "e8f7", "e8f9", "e8a8", "e8c8", "e8g8", "e8i8", "e8k8", "e8m8",
                 "e8o8", "e8e2", "e8e4", "e8e6", "e8e10", "e8e12"}));
}

}  // namespace
}  // namespace melee::bulltricker_test
