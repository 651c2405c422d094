// Never deaf, never a wrong result (issue 15), on the real games through the command loop:
// each test reproduces a fault found from outside.
#include <gtest/gtest.h>

#include <chrono>
#include <condition_variable>
#include <fstream>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "protocol/command_loop.h"
#include "protocol/registry.h"
#include "tests/engine/line_recorder.h"

namespace melee::testing {
namespace {

using namespace std::chrono_literals;

class NeverDeafTest : public ::testing::Test {
 protected:
  // Sends `line` and waits for the first line starting with `prefix` after it (-1: none).
  int SendAndWait(const std::string& line, const std::string& prefix,
                  std::chrono::seconds timeout = 30s) {
    const std::size_t from = out.size();
    loop.HandleLine(line);
    return out.WaitFor(prefix, from, timeout);
  }
  std::string Line(int index) { return out.Lines().at(static_cast<std::size_t>(index)); }

  LineRecorder out;
  CommandLoop loop{RegisteredGames(), [this](std::string_view line) { out.Add(line); }};
};

// `printf 'go depth 100\nposition startpos\nisready\nstop\nquit\n' | melee` never answered:
// the input thread waited for the search before `position`.
TEST_F(NeverDeafTest, IsreadyAndStopAreReadBehindAQueuedPosition) {
  loop.HandleLine("position startpos");
  const std::size_t go_at = out.size();
  loop.HandleLine("go depth 100");
  loop.HandleLine("position startpos");
  const int ready = SendAndWait("isready", "readyok", 10s);
  ASSERT_GE(ready, 0);
  EXPECT_EQ(out.WaitFor("bestmove", go_at, 0s), -1) << "the search was still running";
  ASSERT_GE(SendAndWait("stop", "bestmove", 10s), 0);
  EXPECT_FALSE(loop.HandleLine("quit"));
}

// Under load an outside client's `go infinite` then `isready` never got `readyok`: the `go`
// came while the worker was still finishing the previous search, so both queued, and the
// `isready` stayed queued behind the infinite search it had started. The sink holds the
// worker at the first search's bestmove until both lines are queued, as the load did.
TEST(NeverDeafQueueTest, IsreadyQueuedBehindAGoInfiniteIsAnswered) {
  LineRecorder out;
  std::mutex mutex;
  std::condition_variable cv;
  bool holding = false;
  bool released = false;
  CommandLoop loop{RegisteredGames(), [&](std::string_view line) {
                     std::unique_lock lock(mutex);
                     if (line.starts_with("bestmove") && !released) {
                       holding = true;
                       cv.notify_all();
                       cv.wait(lock, [&] { return released; });
                     }
                     lock.unlock();
                     out.Add(line);
                   }};
  for (const char* tail : {"", "position startpos"}) {
    holding = released = false;
    loop.HandleLine("position startpos");
    loop.HandleLine("go depth 1");
    {
      std::unique_lock lock(mutex);
      ASSERT_TRUE(cv.wait_for(lock, 30s, [&] { return holding; }));
    }
    const std::size_t from = out.size();
    loop.HandleLine("go infinite");
    if (*tail != '\0') loop.HandleLine(tail);  // an `isready` behind a state change, too
    loop.HandleLine("isready");
    {
      std::lock_guard lock(mutex);
      released = true;
    }
    cv.notify_all();
    const int held = out.WaitFor("bestmove", from, 10s);
    ASSERT_GE(held, 0);
    const auto after_held = static_cast<std::size_t>(held) + 1;
    EXPECT_GE(out.WaitFor("readyok", from, 10s), 0) << "behind '" << tail << "'";
    EXPECT_EQ(out.WaitFor("bestmove", after_held, 0s), -1) << "the infinite search answered";
    loop.HandleLine("stop");
    EXPECT_GE(out.WaitFor("bestmove", after_held, 10s), 0);
    loop.WaitForSearch();
  }
}

TEST_F(NeverDeafTest, QuitEndsARunningSearchAndItsQueue) {
  loop.HandleLine("setoption name UCI_Variant value ball");
  loop.HandleLine("position startpos");
  loop.HandleLine("go depth 100");
  loop.HandleLine("go depth 100");
  loop.HandleLine("position startpos");
  const auto start = std::chrono::steady_clock::now();
  EXPECT_FALSE(loop.HandleLine("quit"));
  EXPECT_LT(std::chrono::steady_clock::now() - start, 10s);
  loop.WaitForSearch();
}

// A `go mate` that has no mate used to run for ever.
TEST_F(NeverDeafTest, GoMateWithoutAMateEnds) {
  for (const char* game : {"bulltricker", "ball"}) {
    loop.HandleLine(std::string("setoption name UCI_Variant value ") + game);
    loop.HandleLine("position startpos");
    EXPECT_GE(SendAndWait("go mate 1", "bestmove", 120s), 0) << game;
  }
}

// A go sent on reading the bestmove that ponderhit produced was refused in about half the
// cases ("a search is running until 'stop'") and the client waited for ever.
TEST_F(NeverDeafTest, GoRightAfterAPonderhitBestmoveIsAnswered) {
  loop.HandleLine("setoption name Ponder value true");
  for (int cycle = 0; cycle < 200; ++cycle) {  // the race hit about every other cycle
    loop.HandleLine("position startpos");
    const std::size_t from = out.size();
    loop.HandleLine("go ponder movetime 5");
    loop.HandleLine("ponderhit");
    const int first = out.WaitFor("bestmove", from, 30s);
    ASSERT_GE(first, 0) << "cycle " << cycle;
    const int second = SendAndWait("go depth 1", "bestmove", 30s);
    ASSERT_GE(second, 0) << "cycle " << cycle;
    ASSERT_GT(second, first);
  }
  for (const std::string& line : out.Lines()) EXPECT_EQ(line.find("error"), std::string::npos);
}

// `go perft` checked `stop` only between root moves (BALL perft 4 ran 300 s after stop), and
// a cut-short perft printed its partial count as a result.
TEST_F(NeverDeafTest, StoppedPerftSaysSoAndPrintsNoTotal) {
  loop.HandleLine("setoption name UCI_Variant value ball");
  loop.HandleLine("position startpos");
  const std::size_t from = out.size();
  loop.HandleLine("go perft 6");
  std::this_thread::sleep_for(100ms);
  loop.HandleLine("stop");
  const int said = out.WaitFor("info string perft interrupted", from, 10s);
  ASSERT_GE(said, 0);
  loop.WaitForSearch();
  for (std::size_t i = from; i < out.size(); ++i) {
    EXPECT_EQ(out.Lines()[i].find("Nodes searched"), std::string::npos);
  }
}

// `stop` (and `quit`) end a bench; a cut-short bench prints no total that could pass for the
// signature.
TEST_F(NeverDeafTest, StoppedBenchSaysSoAndPrintsNoTotal) {
  const std::size_t from = out.size();
  loop.HandleLine("bench");
  std::this_thread::sleep_for(50ms);
  loop.HandleLine("stop");
  ASSERT_GE(out.WaitFor("info string bench interrupted", from, 30s), 0);
  loop.WaitForSearch();
  EXPECT_EQ(out.WaitFor("Nodes searched: ", from, 0s), -1);
}

// `bench depth|nodes <n>` replace the files' limits (they were parsed and ignored).
TEST_F(NeverDeafTest, BenchDepthAndNodesChangeTheCount) {
  std::vector<std::string> totals;
  for (const char* args : {"bench ball depth 2", "bench ball depth 3", "bench ball nodes 3000"}) {
    const int total = SendAndWait(args, "Nodes searched: ", 300s);
    ASSERT_GE(total, 0) << args;
    totals.push_back(Line(total));
    loop.WaitForSearch();
  }
  EXPECT_NE(totals[0], totals[1]);
  EXPECT_NE(totals[0], totals[2]);
  EXPECT_GE(SendAndWait("bench depth 0", "info string error bench:", 10s), 0);
}

// Values near the top of what `go` accepts overflowed the time manager (UBSan abort).
TEST_F(NeverDeafTest, HugeTimesAreSaturated) {
  loop.HandleLine("position startpos");
  const std::string big = "2305843009213693951";  // int64 max / 4, the largest accepted
  for (const std::string& go :
       {"go movetime " + big, "go wtime " + big + " btime " + big + " winc " + big,
        "go p1time -" + big + " p2time 1000"}) {
    const std::size_t from = out.size();
    loop.HandleLine(go);
    std::this_thread::sleep_for(20ms);
    loop.HandleLine("stop");
    EXPECT_GE(out.WaitFor("bestmove", from, 30s), 0) << go;
    loop.WaitForSearch();
  }
}

// Error lines quote at most 200 characters of what they were sent.
TEST_F(NeverDeafTest, ErrorsQuoteAtMost200Characters) {
  const int error = SendAndWait("position fen " + std::string(1'000'000, 'x'), "info string error");
  ASSERT_GE(error, 0);
  EXPECT_LT(Line(error).size(), 300u);
}

// Option defaults in `ugi` are the current values.
TEST_F(NeverDeafTest, UgiShowsCurrentValues) {
  loop.HandleLine("setoption name UCI_Variant value soule");
  loop.HandleLine("setoption name Hash value 32");
  loop.HandleLine("setoption name Soule Teams value 5");
  loop.HandleLine("ugi");
  ASSERT_GE(out.WaitFor("ugiok", 0, 10s), 0);
  std::string text;
  for (const std::string& line : out.Lines()) text += line + "\n";
  EXPECT_NE(text.find("option name UCI_Variant type combo default soule "), std::string::npos);
  EXPECT_NE(text.find("option name Hash type spin default 32 "), std::string::npos);
  EXPECT_NE(text.find("option name Soule Teams type spin default 5 "), std::string::npos);
}

// Lazy SMP on every game while the input thread sends `isready`, a query, `stop` and
// `ponderhit`: the helper threads share the table and the counters with the main one. The
// ThreadSanitizer step of ./test.sh runs this (on one hardware thread Threads is capped at 1).
TEST_F(NeverDeafTest, LazySmpAnswersStopAndPonderhitOnEveryGame) {
  loop.HandleLine("setoption name Threads value 2");
  for (const char* game : {"bulltricker", "ball", "cannonball", "soule"}) {
    loop.HandleLine(std::string("setoption name UCI_Variant value ") + game);
    loop.HandleLine("position startpos");
    loop.HandleLine("go infinite");
    std::this_thread::sleep_for(100ms);
    EXPECT_GE(SendAndWait("isready", "readyok", 10s), 0) << game;
    EXPECT_GE(SendAndWait("query p1turn", "response", 10s), 0) << game;
    EXPECT_GE(SendAndWait("stop", "bestmove", 10s), 0) << game;
    loop.WaitForSearch();
    loop.HandleLine("go ponder p1time 1000 p2time 1000");
    std::this_thread::sleep_for(50ms);
    EXPECT_GE(SendAndWait("ponderhit", "bestmove", 30s), 0) << game;
    loop.WaitForSearch();
  }
}

}  // namespace
}  // namespace melee::testing
