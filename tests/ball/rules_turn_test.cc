// One test per rule of the turn structure, the unblock phase, the game end and the canonical
// turn tokens.
#include <gtest/gtest.h>

#include "tests/ball/test_util.h"

namespace ball_test {
namespace {

using melee::Outcome;
using Set = std::set<std::string>;

TEST(BallTurn, ZeroOneOrTwoActionsOfOneAPEach) {
  const auto pos = Pos({{"g9", "X"}, {"c3", "O"}, {"a17", "@"}});
  EXPECT_TRUE(Legal(pos, "pass"));
  EXPECT_TRUE(Legal(pos, "g9h10"));
  EXPECT_TRUE(Legal(pos, "g9h10,c3c5"));
  EXPECT_FALSE(Legal(pos, "g9h10,c3c5,c5c7"));
}

TEST(BallTurn, TheSamePieceMayActTwice) {
  const auto pos = Pos({{"g9", "X"}, {"a17", "@"}});
  EXPECT_EQ(AfterText(pos, "g9h10,h10j12"), Text({{"j12", "X"}, {"a17", "@"}}, 'n', 2));
}

TEST(BallTurn, StepsEndTheActionPhaseByThemselvesAfterTwoActions) {
  auto pos = Pos({{"g9", "X"}, {"c3", "X_"}, {"a17", "@"}});
  PlayStepToken(pos, "g9h10");
  EXPECT_EQ(pos.phase(), melee::ball::Phase::kAction);
  PlayStepToken(pos, "h10i11");
  EXPECT_EQ(pos.phase(), melee::ball::Phase::kUnblock);  // no AP left
  EXPECT_EQ(Steps(pos), (Set{"uc3b2", "uc3b4", "uc3d2", "uc3d4"}));
  PlayStepToken(pos, "uc3d4");
  EXPECT_EQ(pos.side_to_move(), melee::Side::kP2);  // no task left: the turn ended
}

TEST(BallTurn, AnActionIsAvailableOnlyIfItCanBeCompleted) {
  // A Block onto a lone piece is fine, but an Esquive needs an exit: from e7 onto g9 every
  // exit is taken, so neither the Esquive nor a Tactical Esquive appears.
  const auto pos = Pos({{"e7", "S"},
                        {"f8", "X"},
                        {"g9", "x"},
                        {"h8", "o"},
                        {"f10", "o"},
                        {"h10", "s"},
                        {"a17", "@"}});
  for (const auto& t : Steps(pos)) EXPECT_NE(t.substr(0, 5), "xe7g9") << t;
}

TEST(BallUnblock, StandingUpAKnockedPieceIsMandatory) {
  const auto pos = Pos({{"g9", "X_"}, {"a17", "@"}});
  EXPECT_FALSE(Legal(pos, "pass"));
  EXPECT_EQ(Turns(pos), (Set{"ug9f10", "ug9f8", "ug9h10", "ug9h8"}));
  EXPECT_EQ(AfterText(pos, "ug9h10"), Text({{"h10", "X"}, {"a17", "@"}}, 'n', 2));
}

TEST(BallUnblock, KnockedPieceWithoutAnEmptyNeighbourStaysKnocked) {
  const auto pos =
      Pos({{"g9", "X_"}, {"f8", "x"}, {"h8", "x"}, {"f10", "x"}, {"h10", "o"}, {"a17", "@"}});
  EXPECT_EQ(Turns(pos), (Set{"pass"}));
  EXPECT_EQ(AfterText(pos, "pass"),
            Text({{"g9", "X_"}, {"f8", "x"}, {"h8", "x"}, {"f10", "x"}, {"h10", "o"}, {"a17", "@"}},
                 'n', 2));
}

TEST(BallUnblock, StandUpOntoTheFreeBallTakesIt) {
  const auto pos = Pos({{"g9", "X_"}, {"h10", "@"}, {"f8", "x"}, {"h8", "x"}, {"f10", "x"}});
  EXPECT_EQ(Turns(pos), (Set{"ug9h10"}));
  EXPECT_EQ(AfterText(pos, "ug9h10"),
            Text({{"h10", "X*"}, {"f8", "x"}, {"h8", "x"}, {"f10", "x"}}, 'n', 2));
}

TEST(BallUnblock, ReleaseMovesTopAndBottomToTwoDistinctEmptyNeighbours) {
  const auto pos = Pos({{"g9", "(Xo)"}, {"a17", "@"}});
  EXPECT_FALSE(Legal(pos, "pass"));
  EXPECT_EQ(Turns(pos).size(), 12u);  // ordered pairs of the 4 neighbours
  EXPECT_FALSE(Legal(pos, "rg9f10f10"));
  // The bottom piece is active again.
  EXPECT_EQ(AfterText(pos, "rg9f10h8"), Text({{"f10", "X"}, {"h8", "o"}, {"a17", "@"}}, 'n', 2));
}

TEST(BallUnblock, NoReleaseWithFewerThanTwoEmptyNeighbours) {
  const auto pos = Pos({{"g9", "(Xo)"}, {"f8", "x"}, {"h8", "x"}, {"f10", "x"}, {"a17", "@"}});
  EXPECT_EQ(Turns(pos), (Set{"pass"}));
}

TEST(BallUnblock, ReleasingCoachChoosesWhichPieceKeepsTheBall) {
  const auto pos = Pos({{"g9", "(X*o)"}});
  EXPECT_EQ(Turns(pos).size(), 24u);
  EXPECT_EQ(AfterText(pos, "rg9f10h8"), Text({{"f10", "X*"}, {"h8", "o"}}, 'n', 2));
  EXPECT_EQ(AfterText(pos, "rg9f10h8!"), Text({{"f10", "X"}, {"h8", "o*"}}, 'n', 2));
}

TEST(BallUnblock, ReleasedPieceOnTheFreeBallTakesIt) {
  const auto pos = Pos({{"g9", "(Xo)"}, {"h8", "@"}});
  EXPECT_EQ(AfterText(pos, "rg9f10h8"), Text({{"f10", "X"}, {"h8", "o*"}}, 'n', 2));
}

TEST(BallUnblock, StackCreatedThisTurnIsNotReleased) {
  const auto pos = Pos({{"e7", "X"}, {"f8", "x"}, {"a17", "@"}});
  EXPECT_TRUE(Legal(pos, "be7f8"));
  EXPECT_FALSE(Legal(pos, "be7f8,rf8e7g9"));
  // The next South turn must release it.
  const auto later = Parse(Text({{"f8", "(Xx)"}, {"a17", "@"}}, 's', 3));
  EXPECT_FALSE(Legal(later, "pass"));
  EXPECT_TRUE(Legal(later, "rf8e7g9"));
}

TEST(BallUnblock, OnlyTheCoachOfTheTopPieceReleases) {
  const auto pos = Pos({{"g9", "(xO)"}, {"c3", "O"}, {"a17", "@"}});
  EXPECT_TRUE(Legal(pos, "pass"));
  for (const auto& t : Turns(pos)) EXPECT_EQ(t.find('r'), std::string::npos) << t;
}

TEST(BallUnblock, TasksAreLookedAtAgainAfterEachTask) {
  // h10 must stand up to i11 first; only then can g9 stand up, onto the freed h10.
  const auto unlocks = Pos({{"g9", "X_"},
                            {"h10", "X_"},
                            {"f8", "x"},
                            {"h8", "x"},
                            {"f10", "x"},
                            {"i9", "o"},
                            {"g11", "o"},
                            {"a17", "@"}});
  EXPECT_EQ(Turns(unlocks), (Set{"uh10i11,ug9h10"}));
  // Two knocked pieces share their only free cell: whoever stands up first takes it and the
  // other is no longer a task.
  const auto shares = Pos({{"g9", "X_"},
                           {"i11", "X_"},
                           {"f8", "x"},
                           {"h8", "x"},
                           {"f10", "x"},
                           {"j10", "o"},
                           {"h12", "o"},
                           {"j12", "s"},
                           {"a17", "@"}});
  EXPECT_EQ(Turns(shares), (Set{"ug9h10", "ui11h10"}));
}

TEST(BallUnblock, TasksAreResolvedInAnyOrder) {
  const auto pos = Pos({{"c3", "X_"}, {"k3", "X_"}, {"a17", "@"}});
  EXPECT_TRUE(Legal(pos, "uk3l4,uc3b4"));
  EXPECT_TRUE(Legal(pos, "uc3b4,uk3l4"));
  EXPECT_FALSE(Legal(pos, "uc3b4"));  // the other task is still open
  EXPECT_EQ(Ball::FormatMove(pos, *Ball::ParseMove(pos, "uk3l4,uc3b4")), "uc3b4,uk3l4");
}

TEST(BallUnblock, TasksFollowTheActions) {
  const auto pos = Pos({{"c3", "X_"}, {"g9", "O"}, {"a17", "@"}});
  EXPECT_TRUE(Legal(pos, "g9g11,uc3d4"));
  EXPECT_FALSE(Legal(pos, "uc3d4,g9g11"));
}

TEST(BallEnd, TouchdownByMovingTheCarrierIntoTheEndZoneEndsTheTurnAtOnce) {
  const auto pos = Pos({{"g15", "X*"}, {"c3", "O"}, {"a5", "X_"}});
  const auto after = After(pos, "g15f16");  // the stand-up task is skipped
  EXPECT_EQ(Ball::Status(after), (melee::GameStatus{Outcome::kP1Win, "touchdown"}));
  EXPECT_EQ(Ball::FormatPosition(after), Text({{"f16", "X*"}, {"c3", "O"}, {"a5", "X_"}}, 'n', 2));
  EXPECT_FALSE(Legal(pos, "g15f16,c3c5"));
  EXPECT_TRUE(Turns(after).empty());
}

TEST(BallEnd, TouchdownByAHandOffReceiverInTheEndZone) {
  const auto pos = Pos({{"g15", "X*"}, {"h16", "O"}});
  EXPECT_EQ(Ball::Status(After(pos, "hg15h16")).outcome, Outcome::kP1Win);
}

TEST(BallEnd, TouchdownByAStackTopTakingTheBallInTheEndZone) {
  const auto pos = Pos({{"g15", "X"}, {"h16", "x*"}});
  EXPECT_EQ(Ball::Status(After(pos, "bg15h16")).outcome, Outcome::kP1Win);
}

TEST(BallEnd, TouchdownByAnUnblockTask) {
  const auto stand = Pos({{"g15", "X_"}, {"h16", "@"}, {"a5", "X_"}});
  const auto after = After(stand, "ug15h16");  // the a5 stand-up is not needed any more
  EXPECT_EQ(Ball::Status(after).outcome, Outcome::kP1Win);
  const auto release = Pos({{"g15", "(X*o)"}});
  EXPECT_EQ(Ball::Status(After(release, "rg15h16f14")).outcome, Outcome::kP1Win);
  EXPECT_EQ(Ball::Status(After(release, "rg15h16f14!")).outcome, Outcome::kNone);
}

TEST(BallEnd, NorthScoresInTheSouthEndZone) {
  const auto pos = Pos({{"g3", "x*"}, {"m17", "X"}}, 'n', 2);
  EXPECT_EQ(Ball::Status(After(pos, "g3f2")), (melee::GameStatus{Outcome::kP2Win, "touchdown"}));
  // North carrying the ball in its own end zone scores nothing.
  const auto own = Pos({{"g15", "x*"}, {"a1", "X"}}, 'n', 2);
  EXPECT_EQ(Ball::Status(After(own, "g15f16")).outcome, Outcome::kNone);
}

TEST(BallEnd, StatusReadsTheTouchdownOfTheSideThatJustMoved) {
  EXPECT_EQ(Ball::Status(Pos({{"g1", "x*"}, {"a17", "X"}}, 's', 2)).outcome, Outcome::kP2Win);
  // The side to move holding the ball in its target zone has not scored yet.
  EXPECT_EQ(Ball::Status(Pos({{"g17", "X*"}, {"a1", "x"}}, 's', 2)).outcome, Outcome::kNone);
}

TEST(BallEnd, TurnLimitMakesLaterPositionsDrawn) {
  const auto last = Pos({{"g9", "X"}, {"a17", "@"}}, 's', 60, 60);
  EXPECT_FALSE(Ball::Status(last).over());
  EXPECT_EQ(Ball::Status(After(last, "pass")), (melee::GameStatus{Outcome::kDraw, "maxturns"}));
  EXPECT_FALSE(Ball::Status(Pos({{"g9", "X"}, {"a17", "@"}}, 's', 5000, 0)).over());
  // A touchdown in the last turn still wins.
  const auto scoring = Pos({{"g15", "X*"}}, 's', 60, 60);
  EXPECT_EQ(Ball::Status(After(scoring, "g15f16")).outcome, Outcome::kP1Win);
}

TEST(BallEnd, RepetitionIgnoresTheTurnNumber) {
  const auto a = Pos({{"g9", "X"}, {"a17", "@"}}, 's', 3);
  const auto b = Pos({{"g9", "X"}, {"a17", "@"}}, 's', 9);
  const auto c = Pos({{"g9", "X"}, {"a17", "@"}}, 'n', 9);
  EXPECT_EQ(Ball::RepetitionKey(a), Ball::RepetitionKey(b));
  EXPECT_NE(Ball::RepetitionKey(a), Ball::RepetitionKey(c));
  EXPECT_NE(a.key(), b.key());
  EXPECT_EQ(Ball::kRepetitionLimit, 3);
  EXPECT_EQ(Ball::RepetitionStatus(a), (melee::GameStatus{Outcome::kDraw, "repetition"}));
}

TEST(BallEnd, ThereIsNoStalemate) {
  // South has only a walled-in knocked piece: it still plays `pass`.
  const auto pos =
      Pos({{"g9", "X_"}, {"f8", "x"}, {"h8", "x"}, {"f10", "x"}, {"h10", "o"}, {"a17", "@"}});
  EXPECT_EQ(Turns(pos), (Set{"pass"}));
}

TEST(BallCanonical, ThereAndBackIsPass) {
  const auto pos = Pos({{"g9", "X"}, {"a17", "@"}});
  EXPECT_EQ(Ball::FormatMove(pos, *Ball::ParseMove(pos, "g9h10,h10g9")), "pass");
}

TEST(BallCanonical, ShortestSpellingWinsThenByteOrder) {
  // Short pass via either receiver reaches f8: `sc3e7f8`, `sc3g7f8`; the byte-wise smaller
  // one is canonical.
  const auto pos = Pos({{"c3", "X*"}, {"e7", "O"}, {"g7", "S"}, {"m17", "x"}});
  EXPECT_EQ(Ball::FormatMove(pos, *Ball::ParseMove(pos, "sc3g7f8")), "sc3e7f8");
  // A there-and-back pair reaches the start position again: `pass`.
  EXPECT_EQ(Ball::FormatMove(pos, *Ball::ParseMove(pos, "e7e9,e9e7")), "pass");
}

TEST(BallCanonical, MirrorReleasesOfIdenticalPiecesAreOneTurn) {
  const auto pos = Pos({{"g9", "(X*X)"}});
  EXPECT_EQ(Turns(pos).size(), 12u);  // ball holder's cell x other cell
  EXPECT_EQ(Ball::FormatMove(pos, *Ball::ParseMove(pos, "rg9h8f10!")), "rg9f10h8");
  const auto no_ball = Pos({{"g9", "(XX)"}, {"a17", "@"}});
  EXPECT_EQ(Turns(no_ball).size(), 6u);  // unordered pairs
  EXPECT_EQ(Ball::FormatMove(no_ball, *Ball::ParseMove(no_ball, "rg9h8f10")), "rg9f10h8");
}

}  // namespace
}  // namespace ball_test
