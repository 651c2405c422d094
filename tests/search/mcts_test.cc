// The MCTS searcher on the toy games: the solver against brute force, wins in one and two
// turns, the sticky side, searchmoves, determinism, tree reuse, a full pool and `stop`.
#include "search/mcts.h"

#include <gtest/gtest.h>

#include <array>
#include <atomic>
#include <optional>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "engine/core/random.h"
#include "tests/search/search_test_util.h"
#include "tests/search/toy_stepped_games.h"

namespace melee::search_test {

// The sticky-side trap: p1's turn is `a` (worth +10 for p1), or `b` (a first step that looks
// bad: -300) followed by `c` (+500) or `d` (-400). After the turn the game goes on for ever by
// passes (`z`) that keep the value, so only the evaluation decides: the best turn is `bc`.
struct TrapGame {
  struct Position {
    int value = 0;  // p1's view
    int stage = 0;  // 0: turn start, 1: after `b`, 2: p1's turn is over
    Side side = Side::kP1;
    uint64_t key() const {
      return Mix(static_cast<uint64_t>(value + 1000) * 8 + stage * 2 + Index(side));
    }
    Side side_to_move() const { return side; }
    friend bool operator==(const Position&, const Position&) = default;
  };
  using Step = char;
  using Move = std::string_view;
  using StepList = MoveList<Step, 2>;
  using TurnList = MoveList<Move, 3>;
  static constexpr std::string_view kName = "trap";
  static constexpr std::array<OptionSpec, 0> kOptions{};
  static constexpr int kRepetitionLimit = 0;

  static Position StartPosition(const GameRules&) { return {}; }
  static std::optional<Position> ParsePosition(std::string_view, const GameRules&, std::string&) {
    return Position{};
  }
  static std::string FormatPosition(const Position& p) { return std::to_string(p.key()); }
  static std::string Diagram(const Position& p) { return FormatPosition(p); }
  static GameStatus Status(const Position&) { return {}; }
  static uint64_t ComputeKey(const Position& p) { return p.key(); }
  static uint64_t RepetitionKey(const Position& p) { return p.key(); }
  static GameStatus RepetitionStatus(const Position&) { return {Outcome::kDraw, "repetition"}; }

  static void GenerateSteps(const Position& p, StepList& steps) {
    steps.Clear();
    if (p.stage == 0) steps.Add('a'), steps.Add('b');
    if (p.stage == 1) steps.Add('c'), steps.Add('d');
    if (p.stage == 2) steps.Add('z');
  }
  static void PlayStep(Position& p, Step s) {
    if (s == 'b') {
      p.value = -300;
      p.stage = 1;
      return;
    }
    if (s == 'a') p.value = 10;
    if (s == 'c') p.value = 500;
    if (s == 'd') p.value = -400;
    p.stage = 2;
    p.side = Opponent(p.side);
  }
  static void GenerateTurns(const Position& p, TurnList& list) {
    list.Clear();
    if (p.stage == 0) list.Add("a"), list.Add("bc"), list.Add("bd");
    if (p.stage == 2) list.Add("z");
  }
  static void Play(Position& p, Move m) {
    for (char s : m) PlayStep(p, s);
  }
  static std::string FormatMove(const Position&, Move m) { return std::string(m); }
  static std::optional<Move> ParseMove(const Position& p, std::string_view text) {
    return TurnSpelled<TrapGame>(p, text);
  }
};
static_assert(SteppedGame<TrapGame>);

}  // namespace melee::search_test

namespace melee {
template <>
struct Eval<search_test::TrapGame> {
  static int Evaluate(const search_test::TrapGame::Position& p) {
    return p.side == Side::kP1 ? p.value : -p.value;
  }
  static std::vector<EvalTerm> Explain(const search_test::TrapGame::Position&) { return {}; }
};
}  // namespace melee

namespace melee::search_test {
namespace {

template <SteppedGame G>
search::SearchOutcome MctsSearch(search::Mcts<G, Eval<G>>& mcts, const typename G::Position& root,
                                 int64_t nodes, std::vector<std::string> searchmoves = {}) {
  search::SearchLimits limits;
  limits.nodes = nodes;
  limits.searchmoves = std::move(searchmoves);
  const std::atomic<bool> stop{false};
  return mcts.Search({root, {}}, search::SearchRequest{limits, {}, {}, stop});
}

template <SteppedGame G>
typename G::Position Parse(std::string_view text) {
  std::string why;
  return *G::ParsePosition(text, {}, why);
}

TEST(MctsTest, StepNimWinsAndLossesAreProvenInExactTurns) {
  for (int pile = 1; pile <= 12; ++pile) {
    search::Mcts<StepNim, Eval<StepNim>> mcts(4);
    const search::SearchOutcome out =
        MctsSearch<StepNim>(mcts, Parse<StepNim>(std::to_string(pile)), 200'000);
    const int k = pile / 3;
    ASSERT_TRUE(out.last.is_mate) << pile << ": " << ScoreText(out.last);
    if (pile % 3 == 0) {
      EXPECT_EQ(out.last.score, -k) << pile;
    } else {
      EXPECT_EQ(out.last.score, k + 1) << pile;
      EXPECT_EQ(out.best_move, pile % 3 == 1 ? "t" : "tt") << pile;
    }
  }
}

TEST(MctsTest, WinsInOneAndTwoTurnsNeedFewIterations) {
  for (int pile : {1, 2, 4, 5}) {
    search::Mcts<StepNim, Eval<StepNim>> mcts(1);
    const search::SearchOutcome out =
        MctsSearch<StepNim>(mcts, Parse<StepNim>(std::to_string(pile)), 100);
    EXPECT_TRUE(out.last.is_mate) << pile;
    EXPECT_EQ(out.last.score, pile < 3 ? 1 : 2) << pile;
  }
}

// Roots 8 to 10 steps into TreeGame (at most 6 steps from the 14-step draw): the whole tree
// fits, so the root is proven with the minimax outcome. A proven win may be longer than the
// shortest one (the solver stops at the first winning child), never shorter.
TEST(MctsTest, SolverAgreesWithMinimaxOnTreeGameRoots) {
  Rng rng(5);
  int decisive = 0;
  for (int sample = 0; sample < 40; ++sample) {
    TreeGame::Position root;
    const int steps = 8 + static_cast<int>(rng.Below(3));
    for (int i = 0; i < steps && !TreeGame::Status(root).over(); ++i) {
      TreeGame::PlayStep(root, static_cast<TreeGame::Step>(rng.Below(3)));
    }
    if (TreeGame::Status(root).over() || root.mid_turn) continue;
    const int exact = Minimax<TreeGame>(root, 100, 0, true);
    search::Mcts<TreeGame, Eval<TreeGame>> mcts(4);
    const search::SearchOutcome out = MctsSearch<TreeGame>(mcts, root, 100'000);
    const auto turn = TreeGame::ParseMove(root, out.best_move);
    ASSERT_TRUE(turn.has_value()) << out.best_move;
    const int chosen = RootTurnValue<TreeGame>(root, *turn, 100);
    if (search::IsDecisive(exact)) {
      ++decisive;
      ASSERT_TRUE(out.last.is_mate) << sample << " " << ScoreText(exact);
      EXPECT_EQ(out.last.score > 0, exact > 0) << sample;
      EXPECT_GE(std::abs(out.last.score), std::abs(search::MateInTurns(exact))) << sample;
      EXPECT_EQ(chosen > 0, exact > 0) << sample << " " << out.best_move;
    } else {
      EXPECT_FALSE(out.last.is_mate) << sample << " " << ScoreText(out.last);
      EXPECT_EQ(out.last.score, 0) << sample;  // a proven draw
      EXPECT_EQ(chosen, 0) << sample << " " << out.best_move;
    }
  }
  EXPECT_GE(decisive, 5);
}

TEST(MctsTest, TwoStepTurnWhoseFirstStepLooksBadIsFound) {
  search::Mcts<TrapGame, Eval<TrapGame>> mcts(1);
  const search::SearchOutcome out = MctsSearch<TrapGame>(mcts, TrapGame::Position{}, 2000);
  EXPECT_EQ(out.best_move, "bc");
  EXPECT_GT(out.last.score, 300) << ScoreText(out.last);
  EXPECT_EQ(out.ponder_move, "z");
}

TEST(MctsTest, ATurnLeftUnfinishedByTheTreeIsCompleted) {
  search::Mcts<TrapGame, Eval<TrapGame>> mcts(1);
  // Two iterations expand the root only: the answer must still be a whole turn.
  const search::SearchOutcome out = MctsSearch<TrapGame>(mcts, TrapGame::Position{}, 2);
  EXPECT_TRUE(TrapGame::ParseMove(TrapGame::Position{}, out.best_move).has_value())
      << out.best_move;
}

TEST(MctsTest, SearchmovesRestrictTheRootTurns) {
  search::Mcts<StepNim, Eval<StepNim>> mcts(1);
  const StepNim::Position pile4 = Parse<StepNim>("4");
  EXPECT_EQ(MctsSearch<StepNim>(mcts, pile4, 5000).best_move, "t");
  EXPECT_EQ(MctsSearch<StepNim>(mcts, pile4, 5000, {"tt"}).best_move, "tt");
  EXPECT_EQ(MctsSearch<StepNim>(mcts, pile4, 5000, {"zz", "tt"}).best_move, "tt");
  search::Mcts<TrapGame, Eval<TrapGame>> trap(1);
  EXPECT_EQ(MctsSearch<TrapGame>(trap, TrapGame::Position{}, 2000, {"bd", "a"}).best_move, "a");
}

// A forced turn (here the pass after p1's turn) answers at once under a clock, but a movetime
// is the time the user gave: a GUI shows the analysis it asked for.
TEST(MctsTest, AForcedTurnIsSearchedForTheMovetimeButNotUnderAClock) {
  const std::atomic<bool> stop{false};
  TrapGame::Position forced;
  forced.stage = 2;
  auto nodes = [&](search::SearchLimits limits) {
    search::Mcts<TrapGame, Eval<TrapGame>> mcts(1);
    const search::SearchOutcome out =
        mcts.Search({forced, {}}, search::SearchRequest{limits, {}, {}, stop});
    EXPECT_EQ(out.best_move, "z");
    return out.last.nodes;
  };
  search::SearchLimits movetime;
  movetime.movetime = 100;
  EXPECT_GT(nodes(movetime), 100u);
  search::SearchLimits clock;
  clock.time[0] = clock.time[1] = 60'000;
  EXPECT_LE(nodes(clock), 2u);
}

TEST(MctsTest, SameSeedAndNodeLimitGiveTheSameSearch) {
  const TreeGame::Position root = Parse<TreeGame>("ab");
  for (int rollout : {0, 4}) {
    search::MctsConfig config;
    config.rollout_steps = rollout;
    config.seed = 3;
    search::Mcts<TreeGame, Eval<TreeGame>> a(4, config), b(4, config);
    const search::SearchOutcome x = MctsSearch<TreeGame>(a, root, 3000);
    const search::SearchOutcome y = MctsSearch<TreeGame>(b, root, 3000);
    EXPECT_EQ(x.best_move, y.best_move);
    EXPECT_EQ(x.last.score, y.last.score);
    EXPECT_EQ(x.last.pv, y.last.pv);
    EXPECT_EQ(x.last.nodes, 3000u);
    EXPECT_EQ(x.last.seldepth, y.last.seldepth);
  }
}

TEST(MctsTest, TreeIsReusedWhenTheNewRootIsTwoTurnsDown) {
  search::Mcts<TreeGame, Eval<TreeGame>> mcts(4);
  const TreeGame::Position root{};
  const search::SearchOutcome first = MctsSearch<TreeGame>(mcts, root, 5000);
  EXPECT_EQ(mcts.reused_visits(), 0u);
  ASSERT_GE(first.last.pv.size(), 2u);
  TreeGame::Position next = root;
  for (int i = 0; i < 2; ++i) TreeGame::Play(next, *TreeGame::ParseMove(next, first.last.pv[i]));
  MctsSearch<TreeGame>(mcts, next, 10);
  EXPECT_GT(mcts.reused_visits(), 10u);
  MctsSearch<TreeGame>(mcts, next, 10);  // the same root again: everything is kept
  EXPECT_GT(mcts.reused_visits(), 20u);
  mcts.Clear();
  MctsSearch<TreeGame>(mcts, next, 10);
  EXPECT_EQ(mcts.reused_visits(), 0u);
  MctsSearch<TreeGame>(mcts, Parse<TreeGame>("cccc"), 10);  // unrelated: a fresh tree
  EXPECT_EQ(mcts.reused_visits(), 0u);
}

TEST(MctsTest, AFullPoolStillAnswersLegally) {
  search::Mcts<TreeGame, Eval<TreeGame>> mcts(0);  // the smallest pool
  const search::SearchOutcome out = MctsSearch<TreeGame>(mcts, TreeGame::Position{}, 100'000);
  EXPECT_TRUE(TreeGame::ParseMove(TreeGame::Position{}, out.best_move).has_value());
  EXPECT_EQ(out.last.hashfull, 1000);
}

TEST(MctsTest, InfiniteSearchAnswersAfterStop) {
  search::Mcts<TreeGame, Eval<TreeGame>> mcts(4);
  search::SearchLimits limits;
  limits.infinite = true;
  std::atomic<bool> stop{false};
  std::thread stopper([&stop] {
    std::this_thread::sleep_for(std::chrono::milliseconds(30));
    stop = true;
  });
  const search::SearchOutcome out =
      mcts.Search({TreeGame::Position{}, {}}, search::SearchRequest{limits, {}, {}, stop});
  stopper.join();
  EXPECT_TRUE(TreeGame::ParseMove(TreeGame::Position{}, out.best_move).has_value());
}

TEST(MctsTest, RepetitionInTheRecordEndsTheGame) {
  // Pile 3 with passes is lost without them; passing three times repeats the start position
  // (limit 3), which the record already holds twice: the pass is a proven draw at once.
  search::Mcts<StepNim, Eval<StepNim>> mcts(4);
  const StepNim::Position pile = Parse<StepNim>("3p");
  const uint64_t key = StepNim::RepetitionKey(pile);
  StepNim::Position after_pass = pile;
  StepNim::Play(after_pass, "p");
  const std::vector<uint64_t> record{key, StepNim::RepetitionKey(after_pass), key,
                                     StepNim::RepetitionKey(after_pass)};
  search::SearchLimits limits;
  limits.nodes = 50'000;
  const std::atomic<bool> stop{false};
  const search::SearchOutcome out =
      mcts.Search({pile, record}, search::SearchRequest{limits, {}, {}, stop});
  EXPECT_EQ(out.best_move, "p");
  EXPECT_FALSE(out.last.is_mate) << ScoreText(out.last);
}

}  // namespace
}  // namespace melee::search_test
