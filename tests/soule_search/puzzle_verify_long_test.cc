// The 11-a-side puzzles of positions/soule/puzzles.txt are beyond the brute force. Checked here
// as independently as is feasible (ctest label `long`): the answer's tactic is played by the
// referee (Soule::Resolve, not the solver's SlotBoard) against "everybody waits", "everybody
// advances" and random replies; each must score at once (mate 1) or leave a position from
// which the solver still forces a goal within k - 1 stages with a tactic that passes the same
// check, down to a goal the referee scores. "none" answers are not checked
// here (a proof needs every tactic of the side; the solver's own search is the only one).
#include <gtest/gtest.h>

#include <fstream>
#include <optional>
#include <string>
#include <vector>

#include "engine/core/random.h"
#include "solve/soule/forced_goal.h"
#include "solve/soule/puzzle.h"
#include "tests/soule_search/mate_check.h"

namespace melee::soule {
namespace {

constexpr int kRandomReplies = 40;
constexpr int kDeeperReplies = 10;  // at the later stages of a mate

// Every puzzle line of positions/soule/<file> that `solve` (a Puzzle -> ForcedGoal) proves a
// mate: its first tactic replayed against sampled replies (StillWins). Returns how many.
template <class Solve>
int CheckMatesOf(const std::string& file, Solve solve, uint64_t seed) {
  std::ifstream in(std::string(SOULE_POSITIONS_DIR) + "/" + file);
  EXPECT_TRUE(in.good()) << file;
  std::string line;
  int checked = 0;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::string error;
    const std::optional<Puzzle> p = ParsePuzzle(line, error);
    EXPECT_TRUE(p.has_value()) << error;
    if (!p) continue;
    const std::optional<ForcedGoal> r = solve(*p);
    if (!r) continue;
    Rng rng(seed + static_cast<uint64_t>(checked));
    const Side them = Opponent(p->side);
    for (const Tactic& reply : SampledReplies(p->position, them, kRandomReplies, rng)) {
      EXPECT_TRUE(StillWins(p->position, p->side, r->tactic, reply, r->stages, kDeeperReplies, rng))
          << line << " against " << Soule::FormatTactic(p->position, them, reply);
    }
    ++checked;
  }
  return checked;
}

TEST(PuzzlesLong, LargeMatesWinAgainstSampledReplies) {
  const int checked = CheckMatesOf(
      "puzzles.txt",
      [](const Puzzle& p) -> std::optional<ForcedGoal> {
        if (p.position.players() < 11 || p.answer.rfind("mate", 0) != 0) return std::nullopt;
        const ForcedGoal r = SolveForcedGoal(p.position, p.side, p.max_stages);
        EXPECT_EQ(r.verdict, ForcedGoal::Verdict::kGoal) << p.answer;
        return r;
      },
      1);
  EXPECT_GE(checked, 10);
}

// A solver for CheckMatesOf: the puzzle's goal within `stages` found within `max_nodes` slots
// (with `only_longest`, only those that need all `stages`).
auto MatesWithin(int stages, uint64_t max_nodes, bool only_longest) {
  return [=](const Puzzle& p) -> std::optional<ForcedGoal> {
    SolveBudget budget;
    budget.max_nodes = max_nodes;
    const ForcedGoal r = SolveForcedGoal(p.position, p.side, stages, budget);
    if (r.verdict != ForcedGoal::Verdict::kGoal || (only_longest && r.stages != stages)) {
      return std::nullopt;
    }
    return r;
  };
}

// The mates of the dense bench (positions/soule/dense_bench.txt, all 22 players on the field)
// within 2 stages, each found within a slot budget, checked the same way: the sure-goal tests
// answer most of their last stages, and here the referee plays those stages out.
TEST(PuzzlesLong, DenseBenchMatesWinAgainstSampledReplies) {
  const int checked =
      CheckMatesOf("dense_bench.txt", MatesWithin(2, 20'000'000, /*only_longest=*/false), 7);
  EXPECT_GE(checked, 18);  // 13 mates in 1 and at least 5 of the mates in 2
}

// The dense bench's mates in 3 found within a slot budget (line 28, B: 4.8 M slots), checked
// the same way down to the referee's goal.
TEST(PuzzlesLong, DenseBenchMatesInThreeWinAgainstSampledReplies) {
  const int checked =
      CheckMatesOf("dense_bench.txt", MatesWithin(3, 10'000'000, /*only_longest=*/true), 11);
  EXPECT_GE(checked, 1);
}

}  // namespace
}  // namespace melee::soule
