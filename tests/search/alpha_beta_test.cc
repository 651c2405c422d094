// The searcher on toy games solved by brute force: exactness, decisions in turns, repetition,
// MultiPV, determinism, whole-turn pvs.
#include "search/alpha_beta.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tests/search/search_test_util.h"
#include "tests/search/toy_stepped_games.h"

namespace melee::search_test {
namespace {

using search::IterationInfo;
using search::SearchOutcome;

TreeGame::Position TreeRoot(std::string_view steps) {
  std::string error;
  return *TreeGame::ParsePosition(steps, {}, error);
}

StepNim::Position Nim(std::string_view text) {
  std::string error;
  return *StepNim::ParsePosition(text, {}, error);
}

// The root made of steps (the default): the value is the step minimax of the root, and the
// answer's first step is a best one.
int StepMinimax(const TreeGame::Position& root, int depth) {
  return Minimax<TreeGame>(root, depth, 0, true);
}

int FirstStepValue(const TreeGame::Position& root, const std::string& token, int depth) {
  return RootStepValue<TreeGame>(root, static_cast<TreeGame::Step>(token.at(0) - 'a'), depth);
}

// The root made of whole turns (MultiPV, searchmoves): the best turn's minimax value.
int TurnMinimax(const TreeGame::Position& root, int depth) {
  TreeGame::TurnList turns;
  TreeGame::GenerateTurns(root, turns);
  int best = -search::kInfinite;
  for (const auto& turn : turns) best = std::max(best, RootTurnValue<TreeGame>(root, turn, depth));
  return best;
}

int TokenValue(const TreeGame::Position& root, const std::string& token, int depth) {
  return RootTurnValue<TreeGame>(root, *TreeGame::ParseMove(root, token), depth);
}

std::vector<std::string> AllTokens(const TreeGame::Position& root) {
  TreeGame::TurnList turns;
  TreeGame::GenerateTurns(root, turns);
  std::vector<std::string> tokens;
  for (const auto& turn : turns) tokens.push_back(TreeGame::FormatMove(root, turn));
  return tokens;
}

const std::vector<std::string_view> kTreeRoots = {"", "a", "bc", "cab", "bbba", "acac"};

TEST(AlphaBetaTest, StepRootEqualsStepMinimaxAtEveryDepth) {
  for (std::string_view steps : kTreeRoots) {
    const TreeGame::Position root = TreeRoot(steps);
    for (int depth = 1; depth <= 7; ++depth) {
      const SearchOutcome out = SearchDepth<TreeGame, ExactEval<TreeGame>>(root, depth);
      const int expected = StepMinimax(root, depth);
      EXPECT_EQ(ScoreText(out.last), ScoreText(expected)) << "root " << steps << " depth " << depth;
      ASSERT_TRUE(TreeGame::ParseMove(root, out.best_move).has_value()) << out.best_move;
      EXPECT_EQ(FirstStepValue(root, out.best_move, depth), expected)
          << "root " << steps << " depth " << depth << " move " << out.best_move;
    }
  }
}

// The whole-turn root (here through searchmoves naming every turn) keeps the old semantics:
// the root edge is a whole turn.
TEST(AlphaBetaTest, TurnRootEqualsTurnMinimaxAtEveryDepth) {
  for (std::string_view steps : kTreeRoots) {
    const TreeGame::Position root = TreeRoot(steps);
    for (int depth = 1; depth <= 7; ++depth) {
      search::AlphaBeta<TreeGame, ExactEval<TreeGame>> searcher(4);
      search::SearchLimits limits;
      limits.depth = depth;
      limits.searchmoves = AllTokens(root);
      const std::atomic<bool> stop{false};
      const SearchOutcome out =
          searcher.Search({root, {}}, search::SearchRequest{limits, {}, {}, stop});
      const int expected = TurnMinimax(root, depth);
      EXPECT_EQ(ScoreText(out.last), ScoreText(expected)) << "root " << steps << " depth " << depth;
      EXPECT_EQ(TokenValue(root, out.best_move, depth), expected)
          << "root " << steps << " depth " << depth << " move " << out.best_move;
    }
  }
}

// Searched to the end of the game (TreeGame stops after 14 steps) both roots give the game's
// value, the plain minimax one.
TEST(AlphaBetaTest, BothRootsGiveTheSolvedValue) {
  for (std::string_view steps : {"bbba", "acac", "cabca"}) {
    const TreeGame::Position root = TreeRoot(steps);
    const int solved = StepMinimax(root, 20);
    EXPECT_EQ(solved, TurnMinimax(root, 20)) << steps;
    const SearchOutcome by_steps = SearchDepth<TreeGame, ExactEval<TreeGame>>(root, 20);
    search::AlphaBeta<TreeGame, ExactEval<TreeGame>> searcher(4);
    search::SearchLimits limits;
    limits.depth = 20;
    limits.searchmoves = AllTokens(root);
    const std::atomic<bool> stop{false};
    const SearchOutcome by_turns =
        searcher.Search({root, {}}, search::SearchRequest{limits, {}, {}, stop});
    EXPECT_EQ(ScoreText(by_steps.last), ScoreText(solved)) << steps;
    EXPECT_EQ(ScoreText(by_turns.last), ScoreText(solved)) << steps;
    EXPECT_EQ(TokenValue(root, by_steps.best_move, 20), solved) << steps;
  }
}

TEST(AlphaBetaTest, TableSizeDoesNotChangeFixedDepthValue) {
  for (std::string_view steps : kTreeRoots) {
    const TreeGame::Position root = TreeRoot(steps);
    const SearchOutcome big = SearchDepth<TreeGame, ExactEval<TreeGame>>(root, 6, 16);
    const SearchOutcome tiny = SearchDepth<TreeGame, ExactEval<TreeGame>>(root, 6, 0);
    EXPECT_EQ(ScoreText(big.last), ScoreText(tiny.last)) << steps;
    EXPECT_EQ(FirstStepValue(root, big.best_move, 6), FirstStepValue(root, tiny.best_move, 6))
        << steps;
  }
}

TEST(AlphaBetaTest, MultiPvLinesAreTheBestRootTurnsInOrder) {
  const TreeGame::Position root = TreeRoot("");
  std::vector<IterationInfo> infos;
  SearchDepth<TreeGame, ExactEval<TreeGame>>(root, 5, 4, 1, 3, &infos);
  ASSERT_GE(infos.size(), 3u);
  TreeGame::TurnList turns;
  TreeGame::GenerateTurns(root, turns);
  std::vector<int> values;
  for (const auto& turn : turns) values.push_back(RootTurnValue<TreeGame>(root, turn, 5));
  std::sort(values.rbegin(), values.rend());
  for (int line = 0; line < 3; ++line) {
    const IterationInfo& info = infos[infos.size() - 3 + static_cast<std::size_t>(line)];
    EXPECT_EQ(info.multipv, line + 1);
    EXPECT_EQ(ScoreText(info), ScoreText(values[static_cast<std::size_t>(line)])) << line;
    EXPECT_EQ(TokenValue(root, info.pv[0], 5), values[static_cast<std::size_t>(line)]) << line;
  }
}

TEST(AlphaBetaTest, PvIsALegalLineOfWholeTurns) {
  for (std::string_view steps : kTreeRoots) {
    const TreeGame::Position root = TreeRoot(steps);
    std::vector<IterationInfo> infos;
    SearchDepth<TreeGame>(root, 8, 4, 1, 1, &infos);
    ASSERT_FALSE(infos.empty());
    for (const IterationInfo& info : infos) {
      EXPECT_TRUE(IsLegalLine<TreeGame>(root, info.pv)) << steps << " depth " << info.depth;
    }
    TreeGame::Position after = root;
    TreeGame::Play(after, *TreeGame::ParseMove(root, infos.back().pv[0]));
    if (!TreeGame::Status(after).over()) {
      EXPECT_GE(infos.back().pv.size(), 2u) << steps;
    }
  }
}

// Without passes a pile of 3k + r (r = 1, 2) is won on the mover's (k + 1)-th turn, a pile of
// 3k lost on the opponent's k-th.
TEST(AlphaBetaTest, DecisionsAreCountedInTheMoversTurns) {
  for (int pile = 1; pile <= 12; ++pile) {
    const SearchOutcome out = SearchDepth<StepNim>(Nim(std::to_string(pile)), 40);
    const int k = pile / 3;
    const std::string expected =
        pile % 3 == 0 ? "mate -" + std::to_string(k) : "mate " + std::to_string(k + 1);
    EXPECT_EQ(ScoreText(out.last), expected) << "pile " << pile;
    if (pile % 3 != 0) {
      EXPECT_EQ(out.best_move, pile % 3 == 1 ? "t" : "tt") << "pile " << pile;
    }
  }
}

// With passes, the side facing 3k passes back until the position repeats: a draw.
TEST(AlphaBetaTest, RepetitionOnTheSearchPathScoresItsStatus) {
  for (int pile : {3, 4, 6}) {
    const SearchOutcome out = SearchDepth<StepNim>(Nim(std::to_string(pile) + "p"), 20);
    EXPECT_EQ(ScoreText(out.last), "cp 0") << "pile " << pile;
  }
  EXPECT_EQ(ScoreText(SearchDepth<StepNim>(Nim("2p"), 20).last), "mate 1");
}

// StepNim where a repetition wins for p1 (like Cannon Ball's "more tries wins").
struct RepetitionWinsNim : StepNim {
  static GameStatus RepetitionStatus(const Position&) { return {Outcome::kP1Win, "repetition"}; }
};

// p1 at 3 with passes: passing twice repeats (p1 wins on the 2nd turn) so p2 takes instead and
// p1 wins on its 2nd turn. With the record holding p2's position twice, p1's pass is at once
// the third occurrence: a win in 1.
TEST(AlphaBetaTest, RecordKeysCountTowardsTheRepetitionLimit) {
  const StepNim::Position root = Nim("3p");
  StepNim::Position after_pass = root;
  StepNim::Play(after_pass, "p");
  const uint64_t key = StepNim::RepetitionKey(after_pass);
  const std::vector<uint64_t> record = {key, StepNim::RepetitionKey(root), key};
  search::AlphaBeta<RepetitionWinsNim, Eval<StepNim>> searcher(1);
  search::SearchLimits limits;
  limits.depth = 20;
  const std::atomic<bool> stop{false};
  const SearchOutcome fresh =
      searcher.Search({root, {}}, search::SearchRequest{limits, {}, {}, stop});
  EXPECT_EQ(ScoreText(fresh.last), "mate 2");
  searcher.Clear();
  const SearchOutcome with_record =
      searcher.Search({root, record}, search::SearchRequest{limits, {}, {}, stop});
  EXPECT_EQ(ScoreText(with_record.last), "mate 1");
  EXPECT_EQ(with_record.best_move, "p");
}

TEST(AlphaBetaTest, SameSearchTwiceGivesTheSameNodesAndMove) {
  for (std::string_view steps : kTreeRoots) {
    const SearchOutcome a = SearchDepth<TreeGame>(TreeRoot(steps), 9);
    const SearchOutcome b = SearchDepth<TreeGame>(TreeRoot(steps), 9);
    EXPECT_EQ(a.last.nodes, b.last.nodes) << steps;
    EXPECT_EQ(a.best_move, b.best_move) << steps;
  }
}

TEST(AlphaBetaTest, NodeLimitIsExactWithOneThreadAndDeterministic) {
  const TreeGame::Position root = TreeRoot("b");
  search::SearchLimits limits;
  limits.nodes = 3000;
  const std::atomic<bool> stop{false};
  uint64_t nodes[2];
  std::string moves[2];
  for (int run = 0; run < 2; ++run) {
    search::AlphaBeta<TreeGame, Eval<TreeGame>> searcher(4);
    uint64_t last_nodes = 0;
    search::SearchCallbacks callbacks;
    callbacks.on_iteration = [&](const IterationInfo& i) { last_nodes = i.nodes; };
    const SearchOutcome out =
        searcher.Search({root, {}}, search::SearchRequest{limits, {}, callbacks, stop});
    nodes[run] = last_nodes;
    moves[run] = out.best_move;
    EXPECT_LE(last_nodes, 3000u);
    EXPECT_TRUE(TreeGame::ParseMove(root, out.best_move).has_value());
  }
  EXPECT_EQ(nodes[0], nodes[1]);
  EXPECT_EQ(moves[0], moves[1]);
}

TEST(AlphaBetaTest, SearchMovesRestrictTheRoot) {
  const TreeGame::Position root = TreeRoot("");
  search::AlphaBeta<TreeGame, Eval<TreeGame>> searcher(1);
  search::SearchLimits limits;
  limits.depth = 4;
  TreeGame::TurnList turns;
  TreeGame::GenerateTurns(root, turns);
  const std::string only = TreeGame::FormatMove(root, turns[turns.size() - 1]);
  limits.searchmoves = {"zz", only};
  const std::atomic<bool> stop{false};
  EXPECT_EQ(searcher.Search({root, {}}, search::SearchRequest{limits, {}, {}, stop}).best_move,
            only);
}

// A single root move answers after the first iteration under a clock (the time is the game's,
// as Stockfish spends none on a forced move), but a movetime is the time the user gave: a GUI
// analysing one move through searchmoves wants it searched.
TEST(AlphaBetaTest, ASingleRootMoveIsSearchedForTheMovetimeButNotUnderAClock) {
  const TreeGame::Position root = TreeRoot("");
  TreeGame::TurnList turns;
  TreeGame::GenerateTurns(root, turns);
  const std::string only = TreeGame::FormatMove(root, turns[0]);
  const std::atomic<bool> stop{false};
  auto last_depth = [&](search::SearchLimits limits) {
    search::AlphaBeta<TreeGame, Eval<TreeGame>> searcher(1);
    limits.searchmoves = {only};
    const SearchOutcome out =
        searcher.Search({root, {}}, search::SearchRequest{limits, {}, {}, stop});
    EXPECT_EQ(out.best_move, only);
    return out.last.depth;
  };
  search::SearchLimits movetime;
  movetime.movetime = 100;
  EXPECT_GT(last_depth(movetime), 1);
  search::SearchLimits clock;
  clock.time[0] = clock.time[1] = 60'000;
  EXPECT_EQ(last_depth(clock), 1);
}

TEST(AlphaBetaTest, FinishedRootHasNoMove) {
  const std::atomic<bool> stop{false};
  search::AlphaBeta<StepNim, Eval<StepNim>> searcher(1);
  StepNim::Position over = Nim("1");
  StepNim::Play(over, "t");
  EXPECT_EQ(searcher.Search({over, {}}, search::SearchRequest{{}, {}, {}, stop}).best_move,
            "(none)");
}

// With two threads the helper takes the root moves in another order and may be the one
// whose move is played: that move must still be a best one at the requested depth.
TEST(AlphaBetaTest, TwoThreadsPlayABestStepAtEveryDepth) {
  for (int repeat = 0; repeat < 3; ++repeat) {
    for (std::string_view steps : kTreeRoots) {
      const TreeGame::Position root = TreeRoot(steps);
      for (int depth = 1; depth <= 7; ++depth) {
        const SearchOutcome out =
            SearchDepth<TreeGame, ExactEval<TreeGame>>(root, depth, 4, /*threads=*/2);
        ASSERT_TRUE(TreeGame::ParseMove(root, out.best_move).has_value()) << out.best_move;
        EXPECT_EQ(FirstStepValue(root, out.best_move, depth), StepMinimax(root, depth))
            << "root " << steps << " depth " << depth << " move " << out.best_move;
      }
    }
  }
}

TEST(AlphaBetaTest, HelperThreadsStillAnswerLegally) {
  for (std::string_view steps : kTreeRoots) {
    const TreeGame::Position root = TreeRoot(steps);
    const SearchOutcome out = SearchDepth<TreeGame>(root, 9, 4, 3);
    EXPECT_TRUE(TreeGame::ParseMove(root, out.best_move).has_value()) << steps;
  }
}

}  // namespace
}  // namespace melee::search_test
