// Lazy SMP's answer: the vote over the threads' best root moves (search/shared_search.h), and
// the cap of Threads at the hardware's threads (search/alpha_beta.h).
#include <gtest/gtest.h>

#include <atomic>
#include <string>
#include <thread>
#include <vector>

#include "search/alpha_beta.h"
#include "search/shared_search.h"
#include "tests/search/toy_stepped_games.h"

namespace melee::search_test {
namespace {

using search::kWinBound;
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
