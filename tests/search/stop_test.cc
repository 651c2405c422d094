// `stop` from another thread ends even an infinite search promptly with a legal move (no timing
// assertion: the test only needs to return).
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <thread>

#include "search/alpha_beta.h"
#include "search/shared_search.h"
#include "search/tt.h"
#include "tests/search/toy_stepped_games.h"

namespace melee::search_test {
namespace {

template <class G>
void ExpectStopEndsInfiniteSearch(const typename G::Position& root, int threads) {
  search::AlphaBeta<G, Eval<G>> searcher(4);
  search::SearchLimits limits;
  limits.infinite = true;
  search::SearchOptions options;
  options.threads = threads;
  std::atomic<bool> stop{false};
  std::thread stopper([&stop] {
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
    stop.store(true);
  });
  const search::SearchOutcome out =
      searcher.Search({root, {}}, search::SearchRequest{limits, options, {}, stop});
  stopper.join();
  EXPECT_TRUE(G::ParseMove(root, out.best_move).has_value()) << out.best_move;
}

TEST(StopTest, InfiniteSearchAnswersStop) {
  ExpectStopEndsInfiniteSearch<TreeGame>(TreeGame::StartPosition({}), 1);
  ExpectStopEndsInfiniteSearch<TreeGame>(TreeGame::StartPosition({}), 2);
  std::string error;
  ExpectStopEndsInfiniteSearch<StepNim>(*StepNim::ParsePosition("40p", {}, error), 1);
}

TEST(StopTest, StopAlreadySetStillAnswersLegally) {
  search::AlphaBeta<TreeGame, Eval<TreeGame>> searcher(1);
  const std::atomic<bool> stop{true};
  const TreeGame::Position root = TreeGame::StartPosition({});
  const search::SearchOutcome out =
      searcher.Search({root, {}}, search::SearchRequest{{}, {}, {}, stop});
  EXPECT_TRUE(TreeGame::ParseMove(root, out.best_move).has_value());
}

// A ponder search ignores its clock until ponderhit, then answers within its movetime without
// any `stop` (a watchdog would stop it after 20 s and fail the test).
TEST(StopTest, PonderhitTurnsTheClockOn) {
  search::AlphaBeta<TreeGame, Eval<TreeGame>> searcher(4);
  search::SearchLimits limits;
  limits.ponder = true;
  limits.movetime = 100;
  std::atomic<bool> stop{false};
  std::atomic<bool> ponderhit{false};
  std::atomic<bool> done{false};
  std::thread helper([&] {
    std::this_thread::sleep_for(std::chrono::milliseconds(150));
    ponderhit.store(true);
    for (int ms = 0; ms < 20'000 && !done.load(); ++ms) {
      std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    stop.store(!done.load());
  });
  const TreeGame::Position root = TreeGame::StartPosition({});
  const search::SearchOutcome out =
      searcher.Search({root, {}}, search::SearchRequest{limits, {}, {}, stop, &ponderhit});
  done.store(true);
  helper.join();
  EXPECT_FALSE(stop.load());
  EXPECT_TRUE(TreeGame::ParseMove(root, out.best_move).has_value());
}

// A stop after a generation is seen once kPollSteps steps were generated since the last check,
// never later: the check is spared per node, not per unit of work.
TEST(StopTest, GenerationsPollTheStopEveryThousandStepsOrSooner) {
  search::TranspositionTable tt(1);
  std::atomic<bool> stop{false};
  search::SharedSearch shared(tt, stop, nullptr, search::Deadline({}, search::SearchClock::now()),
                              std::nullopt, 1);
  EXPECT_TRUE(shared.PollAfterGeneration(0, 1000));
  stop.store(true);
  EXPECT_TRUE(shared.PollAfterGeneration(0, 23));  // 1,023 steps since the last check
  EXPECT_FALSE(shared.PollAfterGeneration(0, 1));  // 1,024: checked, stopped
  EXPECT_FALSE(shared.PollAfterGeneration(0, 1));  // and it stays stopped

  search::SharedSearch big(tt, stop, nullptr, search::Deadline({}, search::SearchClock::now()),
                           std::nullopt, 1);
  EXPECT_FALSE(big.PollAfterGeneration(0, 5000));  // one large generation is checked at once
}

}  // namespace
}  // namespace melee::search_test
