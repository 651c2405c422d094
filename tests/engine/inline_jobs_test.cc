// CommandLoop::Jobs::kInline, the one-thread mode of the WebAssembly build (docs/wasm.md), on
// the real games natively: the search runs inside HandleLine, and a scripted PollInput hands
// the loop the lines "sent" during it, as wasm/wasm_main.cc does with the host's lines.
#include <gtest/gtest.h>

#include <deque>
#include <string>
#include <vector>

#include "engine/core/input_poll.h"
#include "protocol/command_loop.h"
#include "protocol/registry.h"

namespace melee::testing {
namespace {

class InlineJobsTest : public ::testing::Test {
 protected:
  void SetUp() override {
    current_ = this;
    g_input_poll = [] { current_->Poll(); };
  }
  void TearDown() override { g_input_poll = nullptr; }

  // Each poll hands over the next scripted line once the search has polled `polls_per_line`
  // times since the last one; nothing once the script is done.
  void Poll() {
    ++polls_;
    if (script_.empty() || polls_ < polls_per_line_) return;
    polls_ = 0;
    const std::string line = script_.front();
    script_.pop_front();
    lines_at_poll_.push_back(out_.size());
    if (!loop_.HandleLine(line)) quit_ = true;
  }
  // The index of the first output line starting with `prefix` at or after `from`, or -1.
  int Find(const std::string& prefix, std::size_t from = 0) const {
    for (std::size_t i = from; i < out_.size(); ++i) {
      if (out_[i].starts_with(prefix)) return static_cast<int>(i);
    }
    return -1;
  }

  static inline InlineJobsTest* current_ = nullptr;
  std::vector<std::string> out_;
  std::deque<std::string> script_;
  std::vector<std::size_t> lines_at_poll_;  // out_.size() when each scripted line came
  int polls_ = 0;
  int polls_per_line_ = 50;
  bool quit_ = false;
  CommandLoop loop_{RegisteredGames(), [this](std::string_view line) { out_.emplace_back(line); },
                    CommandLoop::Jobs::kInline};
};

TEST_F(InlineJobsTest, AFiniteSearchAnswersBeforeHandleLineReturns) {
  for (const char* game : {"bulltricker", "ball", "cannonball", "soule"}) {
    out_.clear();
    loop_.HandleLine(std::string("setoption name UCI_Variant value ") + game);
    loop_.HandleLine("position startpos");
    loop_.HandleLine("go depth 1");
    EXPECT_GE(Find("bestmove "), 0) << game;
  }
}

// The wasm build's `stop` and `isready` during `go infinite`, and what queues behind it.
TEST_F(InlineJobsTest, LinesPolledDuringASearchAreAnsweredOrQueued) {
  loop_.HandleLine("position startpos");
  script_ = {"isready", "position startpos moves h3h7", "query fen", "stop"};
  loop_.HandleLine("go infinite");
  ASSERT_TRUE(script_.empty()) << "the search stopped polling";
  const int ready = Find("readyok");
  const int best = Find("bestmove ");
  ASSERT_GE(ready, 0);
  ASSERT_GE(best, 0);
  EXPECT_LT(ready, best) << "readyok waited for the search";
  EXPECT_EQ(Find("bestmove ", static_cast<std::size_t>(best) + 1), -1);
  // `query fen` was queued behind the `position` and answered after the search, from it.
  const int fen = Find("response ");
  ASSERT_GT(fen, best);
  loop_.HandleLine("query fen");
  EXPECT_EQ(out_.back(), out_[static_cast<std::size_t>(fen)]);
  loop_.HandleLine("position startpos");
  loop_.HandleLine("query fen");
  EXPECT_NE(out_.back(), out_[static_cast<std::size_t>(fen)]) << "the queued position was lost";
}

TEST_F(InlineJobsTest, QuitDuringASearchEndsItAndDropsTheQueue) {
  loop_.HandleLine("setoption name UCI_Variant value ball");
  loop_.HandleLine("position startpos");
  script_ = {"go depth 1", "quit"};
  loop_.HandleLine("go depth 100");
  EXPECT_TRUE(quit_);
  int answers = 0;
  for (const std::string& line : out_) answers += line.starts_with("bestmove ") ? 1 : 0;
  EXPECT_EQ(answers, 1) << "the `go` queued before `quit` ran";
}

TEST_F(InlineJobsTest, BenchAndPerftAreInterruptible) {
  script_ = {"isready", "stop"};
  loop_.HandleLine("bench");
  EXPECT_GE(Find("readyok"), 0);
  EXPECT_GE(Find("info string bench interrupted"), 0);
  out_.clear();
  script_ = {"stop"};
  loop_.HandleLine("setoption name UCI_Variant value cannonball");
  loop_.HandleLine("position startpos");
  loop_.HandleLine("go perft 4");
  EXPECT_TRUE(script_.empty());
  EXPECT_EQ(Find("Nodes searched"), -1) << "a stopped perft printed a total";
}

}  // namespace
}  // namespace melee::testing
