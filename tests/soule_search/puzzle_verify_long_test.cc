// The 11-a-side puzzles of positions/soule/puzzles.txt are beyond the brute force. Checked here
// as independently as is feasible (ctest label `long`): the answer's tactic is played by the
// referee (Soule::Resolve, not the solver's SlotBoard) against "everybody waits", "everybody
// advances" and random replies; each must score at once (mate 1) or leave a position from
// which the solver still forces a goal within k - 1 stages. "none" answers are not checked
// here (a proof needs every tactic of the side; the solver's own search is the only one).
#include <gtest/gtest.h>

#include <fstream>
#include <string>

#include "engine/core/random.h"
#include "solve/soule/forced_goal.h"
#include "solve/soule/puzzle.h"

namespace melee::soule {
namespace {

constexpr int kRandomReplies = 40;

// Plays `ours` against `theirs` with the referee; true when the side still wins in time.
bool StillWins(const Puzzle& p, const Tactic& ours, const Tactic& theirs, int stages) {
  Position child = p.position;
  if (p.side == Side::kP1) {
    Soule::Resolve(child, ours, theirs);
  } else {
    Soule::Resolve(child, theirs, ours);
  }
  const GameStatus status = Soule::Status(child);
  if (status.over()) return status.outcome == WinFor(p.side);
  if (stages == 1) return false;
  return SolveForcedGoal(child, p.side, stages - 1).verdict == ForcedGoal::Verdict::kGoal;
}

TEST(PuzzlesLong, LargeMatesWinAgainstSampledReplies) {
  std::ifstream in(std::string(SOULE_POSITIONS_DIR) + "/puzzles.txt");
  ASSERT_TRUE(in.good());
  std::string line;
  int checked = 0;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::string error;
    const std::optional<Puzzle> p = ParsePuzzle(line, error);
    ASSERT_TRUE(p.has_value()) << error;
    if (p->position.players() < 11 || p->answer.rfind("mate", 0) != 0) continue;
    const ForcedGoal r = SolveForcedGoal(p->position, p->side, p->max_stages);
    ASSERT_EQ(r.verdict, ForcedGoal::Verdict::kGoal) << line;
    const Side them = Opponent(p->side);
    Tactic advance;  // whoever stands behind the ball pushes it back
    for (int i = 0; i < p->position.players(); ++i) {
      if (OnField(p->position.cell(them, i)))
        advance.orders[static_cast<std::size_t>(i)] = kAdvance;
    }
    EXPECT_TRUE(StillWins(*p, r.tactic, Tactic{}, r.stages)) << line << " against waiting";
    EXPECT_TRUE(StillWins(*p, r.tactic, advance, r.stages)) << line << " against advancing";
    Rng rng(static_cast<uint64_t>(checked) + 1);
    for (int k = 0; k < kRandomReplies; ++k) {
      const Tactic reply = Soule::RandomTactic(p->position, them, rng);
      ASSERT_TRUE(StillWins(*p, r.tactic, reply, r.stages))
          << line << " against " << Soule::FormatTactic(p->position, them, reply);
    }
    ++checked;
  }
  EXPECT_GE(checked, 10);
}

}  // namespace
}  // namespace melee::soule
