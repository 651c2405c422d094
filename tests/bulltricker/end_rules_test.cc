// One test per rule of the spec's "End of the game" section.
#include <gtest/gtest.h>

#include "tests/bulltricker/test_util.h"

namespace melee::bulltricker_test {
namespace {

GameStatus StatusOf(const Bulltricker::Position& pos) { return Bulltricker::Status(pos); }
bool NoMoves(const Bulltricker::Position& pos) { return Moves(pos).empty(); }

// Black king d12 enclosed by three Black pawns and White's d11.
constexpr std::string_view kBlackKingEnclosed = "kd12 pd13 pc12 pe12 Pd11";
// White king h4 enclosed by White's h3, g4, i4 and Black's h5.
constexpr std::string_view kWhiteKingEnclosed = "Kh4 Ph3 Pg4 Pi4 ph5";

TEST(BulltrickerEnd, MatOfTheOpponentWinsForTheMover) {
  // White closes the last side of the Black king with d9-d11.
  const auto pos = Make(With("Kh2 kd12 pd13 pc12 pe12 Pd9", kWhiteFiller));
  EXPECT_EQ(StatusOf(pos), GameStatus{});
  const auto after = After(pos, "d9d11");
  EXPECT_EQ(StatusOf(after), (GameStatus{Outcome::kP1Win, "mat"}));
  EXPECT_TRUE(NoMoves(after));
}

TEST(BulltrickerEnd, KingEnclosedByItsOwnPiecesOnlyIsNotMat) {
  const auto pos = Make(With("Kh2 kd12 pd13 pc12 pe12 pd11", kWhiteFiller), 'b');
  EXPECT_EQ(StatusOf(pos), GameStatus{});
  EXPECT_FALSE(NoMoves(pos));
}

TEST(BulltrickerEnd, BothKingsMatWinsForTheMover) {
  const auto pos = Make(With(kBlackKingEnclosed, With(kWhiteKingEnclosed, "Pa2 pa14")), 'b');
  EXPECT_EQ(StatusOf(pos), (GameStatus{Outcome::kP1Win, "mat"}));
}

TEST(BulltrickerEnd, TrickCompulsoryCaptureEnclosingTheOwnKingLoses) {
  // White's only legal move is the queen capture a4xe4 landing on g4, next to her own king.
  const auto pos = Make(With("Kh4 Ph3 Pi4 ph5 Qa4 pe4 kh14", kBlackFiller));
  EXPECT_EQ(Moves(pos), (std::set<std::string>{"a4g4"}));
  const auto after = After(pos, "a4g4");
  EXPECT_EQ(StatusOf(after), (GameStatus{Outcome::kP2Win, "trick"}));
  EXPECT_TRUE(NoMoves(after));
}

TEST(BulltrickerEnd, VoluntarySelfMatIsLegalAndLoses) {
  const auto pos = Make(With("Kh4 Ph3 Pi4 ph5 kh14 Pa2 Pc2 Pg2", kBlackFiller));
  const auto after = After(pos, "g2g4");
  EXPECT_EQ(StatusOf(after), (GameStatus{Outcome::kP2Win, "trick"}));
}

TEST(BulltrickerEnd, PositionGivenByTheUserJudgesTheSideNotToMoveAsMover) {
  // The same board: with Black to move White just moved and mated; with White to move Black
  // just moved and enclosed its own king.
  const std::string board = With("Kh2", With(kBlackKingEnclosed, kWhiteFiller));
  EXPECT_EQ(StatusOf(Make(board, 'b')), (GameStatus{Outcome::kP1Win, "mat"}));
  EXPECT_EQ(StatusOf(Make(board, 'w')), (GameStatus{Outcome::kP1Win, "trick"}));
}

TEST(BulltrickerEnd, PatByMaterialAtThreeMenEachEvenOverAMat) {
  const auto mat = Make(With("Kh2", kBlackKingEnclosed), 'b');  // 1 White man, 3 Black men
  EXPECT_EQ(StatusOf(mat), (GameStatus{Outcome::kDraw, "material"}));
  EXPECT_TRUE(NoMoves(mat));
  // Four men on one side: the game goes on.
  EXPECT_EQ(StatusOf(Make("Kh2 kh14 Pa2 Pc2 Pe2 Pg2 pa14", 'w')), GameStatus{});
  EXPECT_EQ(StatusOf(Make("Kh2 kh14 Pa2 Pc2 Pe2 pa14 pc14 pe14", 'w')),
            (GameStatus{Outcome::kDraw, "material"}));
}

TEST(BulltrickerEnd, PatByImmobilisation) {
  // Black has only its king, hemmed in by two White pawns (b13, c14), not enclosed.
  const auto walled = Make(With("Kh2 kb14 Pb13 Pc14", kWhiteFiller), 'b');
  EXPECT_EQ(StatusOf(walled), (GameStatus{Outcome::kDraw, "immobile"}));
  EXPECT_TRUE(NoMoves(walled));
  // The kings' separation freezes it too: d14 is diagonal to the White king on f12.
  const auto separated = Make(With("Kf12 kb14 Pb13", kWhiteFiller), 'b');
  EXPECT_EQ(StatusOf(separated), (GameStatus{Outcome::kDraw, "immobile"}));
}

TEST(BulltrickerEnd, RepetitionComparesBoardAndSideToMoveOnly) {
  EXPECT_EQ(Bulltricker::kRepetitionLimit, 7);
  const auto start = Make(With("Kh2 kh14 Qf7", kBlackFiller));
  auto pos = start;
  for (const char* token : {"h2h4", "h14j14", "h4h2", "j14h14"}) pos = After(pos, token);
  EXPECT_NE(pos.no_progress(), start.no_progress());
  EXPECT_EQ(Bulltricker::RepetitionKey(pos), Bulltricker::RepetitionKey(start));
  EXPECT_NE(Bulltricker::RepetitionKey(After(start, "h2h4")), Bulltricker::RepetitionKey(start));
  EXPECT_EQ(Bulltricker::RepetitionStatus(pos), (GameStatus{Outcome::kDraw, "repetition"}));
  // Same board, other side to move: a different position.
  EXPECT_NE(Bulltricker::RepetitionKey(Make(With("Kh2 kh14 Qf7", kBlackFiller), 'b')),
            Bulltricker::RepetitionKey(start));
}

TEST(BulltrickerEnd, NoProgressAfter200PliesWithoutCaptureOrPawnMove) {
  const auto pos = Make(With("Kh2 kh14 Qf7 Pb3", kBlackFiller), 'w', 199);
  EXPECT_EQ(StatusOf(pos), GameStatus{});
  const auto queen_move = After(pos, "f7f9");
  EXPECT_EQ(queen_move.no_progress(), 200);
  EXPECT_EQ(StatusOf(queen_move), (GameStatus{Outcome::kDraw, "noprogress"}));
  EXPECT_TRUE(NoMoves(queen_move));
  EXPECT_EQ(After(pos, "h2h4").no_progress(), 200);  // king moves count too
  EXPECT_EQ(After(pos, "b3b5").no_progress(), 0);    // a pawn move resets
  const auto capture = Make(With("Kh2 kh14 Qf7 pf11", kBlackFiller), 'w', 150);
  EXPECT_EQ(After(capture, "f7f13").no_progress(), 0);  // a capture resets
}

TEST(BulltrickerEnd, NoProgressOptionZeroTurnsTheRuleOff) {
  GameRules off = DefaultRules();
  off.values[0] = 0;
  const auto pos = Parse(PositionText(With("Kh2 kh14 Qf7", kBlackFiller), 'w', 5000), off);
  EXPECT_EQ(StatusOf(pos), GameStatus{});
  GameRules short_limit = DefaultRules();
  short_limit.values[0] = 10;
  const auto early = Parse(PositionText(With("Kh2 kh14 Qf7", kBlackFiller), 'w', 10), short_limit);
  EXPECT_EQ(StatusOf(early), (GameStatus{Outcome::kDraw, "noprogress"}));
}

TEST(BulltrickerEnd, ImmobilisationComesBeforeNoProgress) {
  const auto pos = Make(With("Kh2 kb14 Pb13 Pc14", kWhiteFiller), 'b', 250);
  EXPECT_EQ(StatusOf(pos), (GameStatus{Outcome::kDraw, "immobile"}));
}

TEST(BulltrickerEnd, MatComesBeforeNoProgress) {
  const auto pos = Make(With("Kh2 kd12 pd13 pc12 pe12 Qd9", kWhiteFiller), 'w', 199);
  EXPECT_EQ(StatusOf(After(pos, "d9d11")), (GameStatus{Outcome::kP1Win, "mat"}));
}

}  // namespace
}  // namespace melee::bulltricker_test
