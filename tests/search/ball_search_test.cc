// The alpha-beta searcher on Ball.
#include <gtest/gtest.h>

#include <functional>
#include <memory>
#include <optional>
#include <set>
#include <string>

#include "eval/ball/ball_eval.h"
#include "search/baseline_searcher.h"
#include "tests/search/game_search_checks.h"

namespace melee::search_test {
namespace {

// `melee bench` for Ball: positions/ball/bench.txt at the depth it names. Update the
// signature (and say why in the commit) whenever generation, evaluation or search changes.
constexpr uint64_t kBenchSignature = 118223;

TEST(BallSearchTest, LegalAnswersFromRandomPositions) {
  ExpectLegalAnswersFromRandomPositions<Ball>(3, 60, 7, 20000, 3);
}

// Ball::TurnOfSteps (the canonical token from a turn's own steps) against GenerateTurns.
TEST(BallSearchTest, TokensOfStepsAreCanonical) {
  ExpectStepTokensAreCanonical<Ball>(2, 30, 97, [](const Ball::Position&, const Ball::Move& m) {
    return std::vector<Ball::Step>(m.steps.begin(), m.steps.begin() + m.count);
  });
}

TEST(BallSearchTest, WinningStepsAreForcing) { ExpectWinningStepsAreForcing<Ball>("ball", 5000); }

// The null turn (null-move pruning) hands the turn over with a consistent key.
TEST(BallSearchTest, NullTurnFlipsTheSideAndKeepsTheKey) {
  Ball::Position pos = StartOf<Ball>();
  const Ball::Position before = pos;
  Ball::PlayNullTurn(pos);
  EXPECT_NE(pos.side_to_move(), before.side_to_move());
  EXPECT_NE(pos.key(), before.key());
  EXPECT_EQ(pos.key(), Ball::ComputeKey(pos));
}

TEST(BallSearchTest, SameSearchTwiceIsIdentical) {
  ExpectDeterministic<Ball>(StartOf<Ball>(), 3, 3);
}

TEST(BallSearchTest, FindsEveryTactic) { ExpectTacticsSolved<Ball>("ball", 200'000, 30); }

// A middle game whose whole-turn listing took greedy 0.15 s on an idle machine (a position
// of a self-play game; most take a few milliseconds, the slowest seen 1.3 s).
Ball::Position LongListing() {
  std::string why;
  const std::optional<Ball::Position> pos =
      Ball::ParsePosition("7/6/7/6/5o1/3s2/2(O*x)4/2o2x/1sX1X_Sx/1S4/6X_/5O/7/6/7/6/7 s 39 60",
                          GameRules::Defaults(Ball::kOptions), why);
  EXPECT_TRUE(pos.has_value()) << why;
  return pos.value_or(StartOf<Ball>());
}

// A partial listing holds distinct legal turns only, at least one, and never stopping lists
// them all (so greedy's choices with time to spare stay those of the fixed yardstick).
TEST(BallSearchTest, TurnListingStopsEarlyWithDistinctLegalTurns) {
  const Ball::Position start = LongListing();
  auto all = std::make_unique<Ball::TurnList>();
  Ball::GenerateTurns(start, *all);
  std::set<uint64_t> successors;
  for (const Ball::Move& m : *all) {
    Ball::Position p = start;
    Ball::Play(p, m);
    successors.insert(p.key());
  }
  auto listed = std::make_unique<Ball::TurnList>();
  Ball::GenerateTurnsUntil(start, *listed, [] { return false; });
  ASSERT_EQ(listed->size(), all->size());
  for (std::size_t i = 0; i < all->size(); ++i) EXPECT_TRUE((*listed)[i] == (*all)[i]);
  for (const int asks : {1, 3}) {
    int asked = 0;
    Ball::GenerateTurnsUntil(start, *listed, [&] { return ++asked >= asks; });
    EXPECT_EQ(asked, asks);
    EXPECT_GE(listed->size(), 1u);
    EXPECT_LT(listed->size(), all->size());
    std::set<uint64_t> seen;
    for (const Ball::Move& m : *listed) {
      Ball::Position p = start;
      Ball::Play(p, m);
      EXPECT_TRUE(successors.contains(p.key())) << Ball::FormatMove(start, m);
      EXPECT_TRUE(seen.insert(p.key()).second) << Ball::FormatMove(start, m);
    }
  }
}

// Ball whose partial listing records what its stop said: greedy must list through it, so
// that a stop or a deadline cuts the listing too (a middle-game listing can outlast a 100 ms
// budget), except for `searchmoves`, which are looked up in the full list.
struct ListingSpyBall : Ball {
  static inline int asked_to_stop = 0;
  static inline int listings = 0;
  static void GenerateTurnsUntil(const Position& pos, TurnList& list,
                                 const std::function<bool()>& stop) {
    ++listings;
    if (stop()) ++asked_to_stop;
    Ball::GenerateTurnsUntil(pos, list, stop);
  }
};

TEST(BallSearchTest, GreedyListsTurnsUnderItsLimits) {
  const Ball::Position start = StartOf<Ball>();
  const search::BaselineSearcher<ListingSpyBall, Eval<Ball>> greedy(search::BaselineKind::kGreedy);
  search::SearchSetup stopped;
  stopped.stop = true;
  ListingSpyBall::listings = ListingSpyBall::asked_to_stop = 0;
  const search::SearchOutcome outcome = greedy.Search({start, {}}, stopped.request());
  EXPECT_TRUE(Ball::ParseMove(start, outcome.best_move).has_value()) << outcome.best_move;
  EXPECT_EQ(ListingSpyBall::listings, 1);
  EXPECT_EQ(ListingSpyBall::asked_to_stop, 1);

  const std::string first = outcome.best_move;
  stopped.limits.searchmoves = {first};
  ListingSpyBall::listings = ListingSpyBall::asked_to_stop = 0;
  EXPECT_EQ(greedy.Search({start, {}}, stopped.request()).best_move, first);
  EXPECT_EQ(ListingSpyBall::asked_to_stop, 0);

  search::SearchSetup unlimited;
  unlimited.limits.depth = 1;
  ListingSpyBall::listings = ListingSpyBall::asked_to_stop = 0;
  greedy.Search({start, {}}, unlimited.request());
  EXPECT_EQ(ListingSpyBall::listings, 1);
  EXPECT_EQ(ListingSpyBall::asked_to_stop, 0);

  const search::BaselineSearcher<ListingSpyBall, Eval<Ball>> random(search::BaselineKind::kRandom);
  ListingSpyBall::listings = ListingSpyBall::asked_to_stop = 0;
  random.Search({start, {}}, stopped.request());
  EXPECT_EQ(ListingSpyBall::asked_to_stop, 0);
}

TEST(BallSearchTest, BenchSignature) { EXPECT_EQ(BenchNodes<Ball>("ball"), kBenchSignature); }

}  // namespace
}  // namespace melee::search_test
