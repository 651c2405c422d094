// The alpha-beta searcher on CannonBall.
#include <gtest/gtest.h>

#include <sstream>
#include <string>

#include "eval/cannonball/cannonball_eval.h"
#include "tests/search/game_search_checks.h"

namespace melee::search_test {
namespace {

// `melee bench` for CannonBall: positions/cannonball/bench.txt at the depth it names. Update the
// signature (and say why in the commit) whenever generation, evaluation or search changes.
constexpr uint64_t kBenchSignature = 471952;

TEST(CannonBallSearchTest, LegalAnswersFromRandomPositions) {
  ExpectLegalAnswersFromRandomPositions<CannonBall>(2, 40, 10, 5000, 2);
}

// CannonBall::CanonicalTurn (a double move is two steps) against GenerateTurns.
TEST(CannonBallSearchTest, TokensOfStepsAreCanonical) {
  using cannonball::MoveKind;
  ExpectStepTokensAreCanonical<CannonBall>(
      2, 30, 251, [](const CannonBall::Position&, const CannonBall::Move& m) {
        if (m.kind != MoveKind::kDouble) return std::vector<CannonBall::Step>{m};
        CannonBall::Step first{MoveKind::kFirstHalf, 2, {m.cells[0], m.cells[1]}};
        CannonBall::Step second{MoveKind::kSecondHalf, 2, {m.cells[2], m.cells[3]}};
        return std::vector<CannonBall::Step>{first, second};
      });
}

TEST(CannonBallSearchTest, WinningStepsAreForcing) {
  ExpectWinningStepsAreForcing<CannonBall>("cannonball", 5000);
}

// The null turn (null-move pruning) hands the turn over with a consistent key.
TEST(CannonBallSearchTest, NullTurnFlipsTheSideAndKeepsTheKey) {
  CannonBall::Position pos = StartOf<CannonBall>();
  const CannonBall::Position before = pos;
  CannonBall::PlayNullTurn(pos);
  EXPECT_NE(pos.side_to_move(), before.side_to_move());
  EXPECT_NE(pos.key(), before.key());
  EXPECT_EQ(pos.key(), CannonBall::ComputeKey(pos));
}

TEST(CannonBallSearchTest, SameSearchTwiceIsIdentical) {
  ExpectDeterministic<CannonBall>(StartOf<CannonBall>(), 2, 2);
}

TEST(CannonBallSearchTest, FindsEveryTactic) {
  ExpectTacticsSolved<CannonBall>("cannonball", 200'000, 30);
}

// The answer of a `go depth` search from `fen` (default rules), and the position after it.
struct DepthAnswer {
  search::SearchOutcome outcome;
  CannonBall::Position before;
  CannonBall::Position after;
};
DepthAnswer AnswerAtDepth(const std::string& fen, int depth) {
  std::string why;
  const std::optional<CannonBall::Position> pos =
      CannonBall::ParsePosition(fen, GameRules::Defaults(CannonBall::kOptions), why);
  EXPECT_TRUE(pos.has_value()) << fen << ": " << why;
  if (!pos) return {};
  DepthAnswer answer{SearchDepth<CannonBall>(*pos, depth, 16), *pos, *pos};
  const std::optional<CannonBall::Move> move =
      CannonBall::ParseMove(*pos, answer.outcome.best_move);
  EXPECT_TRUE(move.has_value()) << fen << " -> " << answer.outcome.best_move;
  if (move) CannonBall::Play(answer.after, *move);
  return answer;
}

int TriesOf(const CannonBall::Position& pos, Side side) { return pos.score[Index(side)]; }

// Every try leads to the same restart, so one available now is scored now, at every depth
// (search/score.h, RestartScore); searched past the restart, deeper searches put it off.
TEST(CannonBallSearchTest, ScoresATryAtOnce) {
  std::istringstream lines(ReadPositionsFile("cannonball", "restarts.txt"));
  int count = 0;
  for (std::string fen; std::getline(lines, fen);) {
    if (fen.empty() || fen[0] == '#') continue;
    for (int depth = 1; depth <= 4; ++depth) {
      const DepthAnswer a = AnswerAtDepth(fen, depth);
      const Side mover = a.before.side_to_move();
      EXPECT_EQ(TriesOf(a.after, mover), TriesOf(a.before, mover) + 1)
          << fen << " depth " << depth << " -> " << a.outcome.best_move;
    }
    ++count;
  }
  EXPECT_GE(count, 8);
}

// One turn before the no-progress limit the leader wins by playing any turn but a try; a try
// would restart the game.
TEST(CannonBallSearchTest, TheLeaderWinsByTheNoProgressRuleRatherThanScore) {
  const DepthAnswer a = AnswerAtDepth(
      "13/13/13/13/13/13/13/10p2/13/2P4p2Pp1/3p3P3pP/3pPp5*1/5P4P2/13/13 n 0-1 99 160", 3);
  EXPECT_EQ(TriesOf(a.after, Side::kP2), 1) << a.outcome.best_move;
  EXPECT_EQ(CannonBall::Status(a.after).outcome, Outcome::kP2Win) << a.outcome.best_move;
  EXPECT_TRUE(a.outcome.last.is_mate && a.outcome.last.score == 1) << ScoreText(a.outcome.last);
}

TEST(CannonBallSearchTest, BenchSignature) {
  EXPECT_EQ(BenchNodes<CannonBall>("cannonball"), kBenchSignature);
}

}  // namespace
}  // namespace melee::search_test
