// One test per rule of the spec's "Captures" section.
#include <gtest/gtest.h>

#include "tests/bulltricker/test_util.h"

namespace melee::bulltricker_test {
namespace {

using Set = std::set<std::string>;

bool Holds(const Bulltricker::Position& pos, Side s, std::string_view square) {
  const int column = square[0] - 'a', rank = std::stoi(std::string(square.substr(1)));
  return pos.men(s).Test(CellAt(15 - rank, column));
}

TEST(BulltrickerCaptures, PawnRangeeCaptureIsCompulsory) {
  // d5 faces a Black pawn on d7 with d9 free: the jump is White's only legal move.
  const auto pos = Make(With("Kh2 kh14 Pd5 pd7 Pk4", kBlackFiller));
  EXPECT_EQ(Moves(pos), (Set{"d5d9"}));
  const auto after = After(pos, "d5d9");
  EXPECT_FALSE(Holds(after, Side::kP2, "d7"));
  EXPECT_TRUE(Holds(after, Side::kP1, "d9"));
}

TEST(BulltrickerCaptures, PawnCapturesOnlyStraightAhead) {
  // No rangée capture backwards (d3 behind d5) or by a V pawn along its rank (c6 beside e6).
  const auto pos = Make(With("Kh2 kh14 Pd5 pd3 Pe6 pc6", kBlackFiller));
  EXPECT_FALSE(MovesFrom(pos, "d5").count("d5d1"));
  EXPECT_EQ(MovesFrom(pos, "e6"), (Set{"e6d7", "e6e8", "e6f7"}));
}

TEST(BulltrickerCaptures, PawnJumpNeedsKingFreeRoyalSquaresAndAnEmptyLanding) {
  // A king on the royal square behind the enemy (d8) or before it (d6) forbids the jump;
  // so does an occupied landing.
  EXPECT_FALSE(MovesFrom(Make(With("Kh2 kd8 Pd5 pd7", kBlackFiller)), "d5").count("d5d9"));
  EXPECT_FALSE(MovesFrom(Make(With("Kd6 kh14 Pd3 pd5", kBlackFiller)), "d3").count("d3d7"));
  EXPECT_EQ(MovesFrom(Make(With("Kh2 kh14 Pd5 pd7 pd9", kBlackFiller)), "d5"),
            (Set{"d5c6", "d5e6"}));
}

TEST(BulltrickerCaptures, PawnMustGoOnJumpingPiecesSpacedByOneFreeRectangle) {
  // d7 and d11 are spaced by one free rectangle (d9): both are taken, the pawn ends on d13.
  const auto two = Make(With("Kh2 kh14 Pd5 pd7 pd11", kBlackFiller));
  EXPECT_EQ(Moves(two), (Set{"d5d13"}));
  const auto after = After(two, "d5d13");
  EXPECT_FALSE(Holds(after, Side::kP2, "d7"));
  EXPECT_FALSE(Holds(after, Side::kP2, "d11"));
  // d7 and d13 are two free rectangles apart: the pawn takes d7 and stops on d9.
  EXPECT_EQ(Moves(Make(With("Kh2 kh14 Pd5 pd7 pd13", kBlackFiller))), (Set{"d5d9"}));
}

TEST(BulltrickerCaptures, PawnTakingThreeFromItsStartRowPromotes) {
  const auto pos = Make(With("Kh2 kh10 Pd3 pd5 qd9 pd13", "pa14 pc14 pk14"));
  EXPECT_EQ(Moves(pos), (Set{"d3d15"}));
  const auto after = After(pos, "d3d15");
  EXPECT_TRUE(after.queens(Side::kP1).Test(CellAt(0, 3)));
  EXPECT_EQ(after.men(Side::kP2).Count(), 3);
}

TEST(BulltrickerCaptures, PromotionEndsTheCaptureChain) {
  // The pawn lands on d15 and becomes a queen; a Black pawn on b15 next to it along the new
  // queen's colonne is not taken in the same move.
  const auto pos = Make(With("Kh2 kh10 Pd11 pd13 pb15 pa14 pk14 pm14", ""));
  EXPECT_EQ(Moves(pos), (Set{"d11d15"}));
  EXPECT_TRUE(Holds(After(pos, "d11d15"), Side::kP2, "b15"));
}

TEST(BulltrickerCaptures, QueenRangeeCaptureAtAnyDistanceWithAChoiceOfLanding) {
  const auto pos = Make(With("Kh2 kh14 Qf3 pf7", kBlackFiller));
  EXPECT_EQ(Moves(pos), (Set{"f3f9", "f3f11", "f3f13", "f3f15"}));
  EXPECT_FALSE(Holds(After(pos, "f3f13"), Side::kP2, "f7"));
}

TEST(BulltrickerCaptures, QueenMustTakeEveryFurtherEnemyWithSpaceBehind) {
  // f7 and f11 (one free rectangle between), then f15: the queen cannot stop on f9.
  const auto pos = Make(With("Kh2 kh14 Qf3 pf7 qf11", kBlackFiller));
  EXPECT_EQ(Moves(pos), (Set{"f3f13", "f3f15"}));
  const auto after = After(pos, "f3f15");
  EXPECT_EQ(after.men(Side::kP2).Count(), 4);
  // Several free rectangles between captured pieces are allowed too.
  const auto spaced = Make(With("Kh2 kh14 Qf1 pf5 pf11", kBlackFiller));
  EXPECT_EQ(Moves(spaced), (Set{"f1f13", "f1f15"}));
}

TEST(BulltrickerCaptures, QueenCaptureStopsBeforeAPieceWithNoFreeSpaceBehind) {
  // Back to back (f11, f13): the queen takes f7 and lands on f9 only.
  EXPECT_EQ(Moves(Make(With("Kh2 kh14 Qf3 pf7 pf11 pf13", kBlackFiller))), (Set{"f3f9"}));
  // A first enemy with no space behind cannot be taken at all.
  EXPECT_TRUE(MovesFrom(Make(With("Kh2 kh14 Qf3 pf7 pf9", kBlackFiller)), "f3").count("f3f5"));
  // An enemy before a king (king on f12 between f11 and f13): the chain ends before f11.
  EXPECT_EQ(Moves(Make(With("Kh2 kf12 Qf3 pf7 pf11", kBlackFiller))), (Set{"f3f9"}));
  // The edge: nothing behind f15.
  EXPECT_FALSE(MovesFrom(Make(With("Kh2 kh10 Qf13 pf15", kBlackFiller)), "f13").empty());
  EXPECT_FALSE(MovesFrom(Make(With("Kh2 kh10 Qf13 pf15", kBlackFiller)), "f13").count("f13f15"));
}

TEST(BulltrickerCaptures, QueenCaptureNeverPassesAKingOrOwnPiece) {
  EXPECT_FALSE(MovesFrom(Make(With("Kh2 kf6 Qf3 pf9", kBlackFiller)), "f3").count("f3f11"));
  EXPECT_FALSE(MovesFrom(Make(With("Kh2 kh14 Qf3 Pf5 pf9", kBlackFiller)), "f3").count("f3f11"));
}

TEST(BulltrickerCaptures, FourchetteIsOneDirectionPerMove) {
  // Queen f7 between f5 and f9: she takes one side or the other, never both.
  const auto pos = Make(With("Kh2 kh14 Qf7 pf5 pf9", kBlackFiller));
  EXPECT_EQ(Moves(pos), (Set{"f7f1", "f7f3", "f7f11", "f7f13", "f7f15"}));
  EXPECT_TRUE(Holds(After(pos, "f7f3"), Side::kP2, "f9"));
  EXPECT_TRUE(Holds(After(pos, "f7f11"), Side::kP2, "f5"));
}

TEST(BulltrickerCaptures, VPawnColonneCaptureIsOptionalStraightAhead) {
  const auto pos = Make(With("Kh2 kh14 Pc6 pc8", kBlackFiller));
  EXPECT_EQ(Moves(pos), (Set{"c6b7", "c6c8", "c6d7", "h2f2", "h2h4", "h2j2"}));
  const auto after = After(pos, "c6c8");
  EXPECT_TRUE(Holds(after, Side::kP1, "c8"));
  EXPECT_FALSE(Holds(after, Side::kP2, "c8"));
  // An H pawn takes nothing along its colonne (sideways).
  EXPECT_EQ(MovesFrom(Make(With("Kh2 kh14 Pd5 pf5 pb5", kBlackFiller)), "d5"),
            (Set{"d5c6", "d5d7", "d5e6"}));
}

TEST(BulltrickerCaptures, QueenColonneCaptureOnlyOnTheAdjacentRectangle) {
  // d7 is adjacent on the colonne (one butée between); l7 lies beyond free rectangles.
  const auto pos = Make(With("Kh2 kh14 Qf7 pd7 pl7", kBlackFiller));
  const Set moves = MovesFrom(pos, "f7");
  EXPECT_TRUE(moves.count("f7d7"));
  EXPECT_TRUE(moves.count("f7j7"));
  EXPECT_FALSE(moves.count("f7l7"));
  EXPECT_FALSE(moves.count("f7b7"));
  const auto after = After(pos, "f7d7");
  EXPECT_FALSE(Holds(after, Side::kP2, "d7"));
  EXPECT_TRUE(Holds(after, Side::kP2, "l7"));
  // Both directions of her colonne: a V queen takes the piece right above or below.
  const auto v = Make(With("Kh2 kh14 Qe8 pe6 pe10", kBlackFiller));
  EXPECT_TRUE(MovesFrom(v, "e8").count("e8e6"));
  EXPECT_TRUE(MovesFrom(v, "e8").count("e8e10"));
}

TEST(BulltrickerCaptures, QueenRangeeCapturesComeBeforePawnRangeeCaptures) {
  const auto pos = Make(With("Kh2 kh14 Qf3 pf7 Pd5 pd7 pd11", kBlackFiller));
  EXPECT_EQ(Moves(pos), (Set{"f3f9", "f3f11", "f3f13", "f3f15"}));
}

TEST(BulltrickerCaptures, RangeeCapturesComeBeforeColonneCaptures) {
  const auto pos = Make(With("Kh2 kh14 Pd5 pd7 Pc6 pc8", kBlackFiller));
  EXPECT_EQ(Moves(pos), (Set{"d5d9"}));
}

TEST(BulltrickerCaptures, NoMajorityRule) {
  // One pawn takes one piece, another takes two: both captures are legal.
  const auto pos = Make(With("Kh2 kh14 Pd5 pd7 Pj5 pj7 pj11", kBlackFiller));
  EXPECT_EQ(Moves(pos), (Set{"d5d9", "j5j13"}));
}

}  // namespace
}  // namespace melee::bulltricker_test
