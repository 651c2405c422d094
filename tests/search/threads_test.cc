// Lazy SMP (search/shared_search.h): the vote over the threads' best root moves, how the
// threads share out a PV node's steps and the root moves (claims),
// and the cap of Threads at the hardware's threads
// (search/alpha_beta.h).
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <string>
#include <thread>
#include <vector>

#include "search/alpha_beta.h"
#include "search/shared_search.h"
#include "tests/search/toy_stepped_games.h"

namespace melee::search_test {
namespace {

using search::kWinBound;
using search::SharedOutRank;
using search::ThreadSummary;
using search::VoteBestThread;

constexpr uint64_t kMoveA = 11;
constexpr uint64_t kMoveB = 22;
constexpr uint64_t kMoveC = 33;

TEST(ThreadVoteTest, OneThreadIsTheAnswer) {
  const std::vector<ThreadSummary> threads = {{kMoveA, -500, 0}};
  EXPECT_EQ(VoteBestThread(threads), 0U);
}

TEST(ThreadVoteTest, MainThreadStandsOnATie) {
  // Same score and depth for two moves: the main thread's stands.
  const std::vector<ThreadSummary> threads = {{kMoveA, 20, 6}, {kMoveB, 20, 6}};
  EXPECT_EQ(VoteBestThread(threads), 0U);
}

TEST(ThreadVoteTest, DeeperBetterHelperWins) {
  // (40 - 20 + 14) x 7 = 238 votes for B against (20 - 20 + 14) x 6 = 84 for A.
  const std::vector<ThreadSummary> threads = {{kMoveA, 20, 6}, {kMoveB, 40, 7}};
  EXPECT_EQ(VoteBestThread(threads), 1U);
}

TEST(ThreadVoteTest, ShallowerIterationNeverOutvotesADeeperOne) {
  // Main's move looked far better at depth 5; the helper's depth 6 is newer evidence.
  const std::vector<ThreadSummary> threads = {{kMoveA, 100, 5}, {kMoveB, 0, 6}};
  EXPECT_EQ(VoteBestThread(threads), 1U);
  const std::vector<ThreadSummary> main_deeper = {{kMoveA, 0, 6}, {kMoveB, 100, 5}};
  EXPECT_EQ(VoteBestThread(main_deeper), 0U);
}

TEST(ThreadVoteTest, MajorityBeatsOneHigherScore) {
  // A: (0 + 14) x 6 by the main thread and 14 x 6 by thread 2 = 168; C: (10 + 14) x 6 = 144.
  const std::vector<ThreadSummary> threads = {{kMoveA, 0, 6}, {kMoveC, 10, 6}, {kMoveA, 0, 6}};
  EXPECT_EQ(VoteBestThread(threads), 0U);
  // Without the second vote for A, C wins.
  const std::vector<ThreadSummary> two = {{kMoveA, 0, 6}, {kMoveC, 10, 6}};
  EXPECT_EQ(VoteBestThread(two), 1U);
}

TEST(ThreadVoteTest, ThreadsWithoutACompletedIterationDoNotVote) {
  const std::vector<ThreadSummary> threads = {{kMoveA, 0, 5}, {kMoveB, 900, 0}};
  EXPECT_EQ(VoteBestThread(threads), 0U);
}

TEST(ThreadVoteTest, MainStoppedInItsFirstIterationYields) {
  const std::vector<ThreadSummary> threads = {{kMoveA, 0, 0}, {kMoveB, -30, 2}};
  EXPECT_EQ(VoteBestThread(threads), 1U);
}

TEST(ThreadVoteTest, ProvenWinTakesOverAndOnlyAQuickerWinReplacesIt) {
  const int win_in_3 = kWinBound + 900;
  const int win_in_2 = kWinBound + 950;
  // A proven win beats any number of votes.
  const std::vector<ThreadSummary> win = {
      {kMoveA, 300, 12}, {kMoveA, 300, 12}, {kMoveB, win_in_3, 3}};
  EXPECT_EQ(VoteBestThread(win), 2U);
  // Once the main thread wins, only a quicker win replaces it.
  const std::vector<ThreadSummary> quicker = {{kMoveA, win_in_3, 5}, {kMoveB, win_in_2, 4}};
  EXPECT_EQ(VoteBestThread(quicker), 1U);
  const std::vector<ThreadSummary> slower = {{kMoveA, win_in_2, 5}, {kMoveB, win_in_3, 9}};
  EXPECT_EQ(VoteBestThread(slower), 0U);
}

TEST(ThreadVoteTest, ProvenLossNeverOutvotes) {
  // B has more votes by depth but is a proven loss.
  const std::vector<ThreadSummary> threads = {{kMoveA, -200, 3}, {kMoveB, -kWinBound, 30}};
  EXPECT_EQ(VoteBestThread(threads), 0U);
  // Every move proven lost: the longest resistance.
  const std::vector<ThreadSummary> lost = {{kMoveA, -kWinBound - 5, 3}, {kMoveB, -kWinBound, 4}};
  EXPECT_EQ(VoteBestThread(lost), 1U);
}

TEST(SharedOutRankTest, MainThreadAndASingleThreadKeepTheOrder) {
  for (std::size_t n = 0; n < 10; ++n) {
    EXPECT_EQ(SharedOutRank(n, 10, 0, 2), n);
    EXPECT_EQ(SharedOutRank(n, 10, 0, 1), n);
  }
}

TEST(SharedOutRankTest, EveryThreadSearchesEveryStepOnceTheFirstOneFirst) {
  for (int threads = 2; threads <= 4; ++threads) {
    for (int thread = 0; thread < threads; ++thread) {
      for (std::size_t count = 1; count <= 40; ++count) {
        std::vector<int> seen(count, 0);
        for (std::size_t n = 0; n < count; ++n) {
          const std::size_t rank = SharedOutRank(n, count, thread, threads);
          ASSERT_LT(rank, count);
          ++seen[rank];
        }
        EXPECT_EQ(SharedOutRank(0, count, thread, threads), 0U);
        EXPECT_EQ(std::count(seen.begin(), seen.end(), 1), static_cast<std::ptrdiff_t>(count))
            << "thread " << thread << " of " << threads << ", " << count << " steps";
      }
    }
  }
}

TEST(SharedOutRankTest, HelpersStartTheRestAtTheirShare) {
  // 9 steps: the first, then 8 shared out; thread 1 of 2 starts at the 5th of them.
  EXPECT_EQ(SharedOutRank(1, 9, 0, 2), 1U);
  EXPECT_EQ(SharedOutRank(1, 9, 1, 2), 5U);
  EXPECT_EQ(SharedOutRank(4, 9, 1, 2), 8U);
  EXPECT_EQ(SharedOutRank(5, 9, 1, 2), 1U);  // wraps around to the main thread's start
  // 4 threads, 9 steps: the helpers start 2, 4 and 6 steps into the rest.
  EXPECT_EQ(SharedOutRank(1, 9, 1, 4), 3U);
  EXPECT_EQ(SharedOutRank(1, 9, 2, 4), 5U);
  EXPECT_EQ(SharedOutRank(1, 9, 3, 4), 7U);
}

// A SharedSearch of `threads` threads and no limits, for the root-sharing tests.
struct SharedFixture {
  search::TranspositionTable tt{1};
  std::atomic<bool> stop{false};
  search::SharedSearch shared;
  explicit SharedFixture(int threads)
      : shared(tt, stop, nullptr, search::Deadline({}, search::SearchClock::now()), std::nullopt,
               threads) {}
};

TEST(RootClaimsTest, EachRootMoveGoesToTheFirstThreadOfAPass) {
  SharedFixture f(2);
  f.shared.PrepareRootClaims(5);
  EXPECT_TRUE(f.shared.ClaimRootMove(2, 17));
  EXPECT_FALSE(f.shared.ClaimRootMove(2, 17));  // taken in this pass
  EXPECT_TRUE(f.shared.ClaimRootMove(3, 17));   // another move
  EXPECT_TRUE(f.shared.ClaimRootMove(2, 18));   // the next pass (an aspiration re-search)
  EXPECT_FALSE(f.shared.ClaimRootMove(2, 17));  // a thread still in an older pass defers it
}

TEST(RootClaimsTest, ThreadsClaimingAtOnceTakeEveryMoveExactlyOnce) {
  constexpr std::size_t kMoves = 2000;
  SharedFixture f(2);
  f.shared.PrepareRootClaims(kMoves);
  std::vector<int> taken[2];
  auto claim_all = [&](int t) {
    for (std::size_t id = 0; id < kMoves; ++id) {
      if (f.shared.ClaimRootMove(id, 33)) taken[t].push_back(static_cast<int>(id));
    }
  };
  std::thread other(claim_all, 1);
  claim_all(0);
  other.join();
  std::vector<int> all = taken[0];
  all.insert(all.end(), taken[1].begin(), taken[1].end());
  std::sort(all.begin(), all.end());
  ASSERT_EQ(all.size(), kMoves);
  for (std::size_t id = 0; id < kMoves; ++id) EXPECT_EQ(all[id], static_cast<int>(id));
}

TEST(ThreadCapTest, MoreThreadsThanTheHardwareAreCappedAndSaidSo) {
  const int hardware = static_cast<int>(std::max(1U, std::thread::hardware_concurrency()));
  search::AlphaBeta<TreeGame, Eval<TreeGame>> searcher(1);
  search::SearchLimits limits;
  limits.depth = 4;
  search::SearchOptions options;
  options.threads = hardware + 3;
  std::vector<std::string> texts;
  search::SearchCallbacks callbacks;
  callbacks.on_text = [&texts](std::string_view text) { texts.emplace_back(text); };
  const std::atomic<bool> stop{false};
  const TreeGame::Position root = TreeGame::StartPosition({});
  const search::SearchOutcome out =
      searcher.Search({root, {}}, search::SearchRequest{limits, options, callbacks, stop});
  EXPECT_TRUE(TreeGame::ParseMove(root, out.best_move).has_value()) << out.best_move;
  ASSERT_EQ(texts.size(), 1U);
  EXPECT_EQ(texts[0], "Threads " + std::to_string(hardware + 3) + " capped at the " +
                          std::to_string(hardware) + " hardware threads");

  // Within the hardware: nothing to say.
  texts.clear();
  options.threads = hardware;
  searcher.Search({root, {}}, search::SearchRequest{limits, options, callbacks, stop});
  EXPECT_TRUE(texts.empty());
}

}  // namespace
}  // namespace melee::search_test
