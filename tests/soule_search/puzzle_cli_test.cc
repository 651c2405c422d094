// `melee solve` as a tool over untrusted files and long runs (issue 15): a per-puzzle time
// limit, every line flushed as it is written, error lines that quote at most a bounded,
// printable part of the offending input.
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <sstream>
#include <string>
#include <vector>

#include "solve/soule/puzzle.h"

namespace melee::soule {
namespace {

constexpr char kQuickPuzzle[] = "4/4 6/4 5 1 A 7 ; A ; 2 ; mate 1 + proof 2";
// 11 a side, 60 turns, up to 20 stages: the solver runs for minutes without a limit.
constexpr char kSlowPuzzle[] =
    "20002012200/44444444444 55455545644/44444444444 3 1 A 60 ; A ; 20 ; none";

std::vector<std::string> Lines(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

TEST(SolvePuzzlesMovetime, APuzzleThatRunsOutOfTimeSaysTimeout) {
  std::istringstream in(std::string(kSlowPuzzle) + "\n" + kQuickPuzzle + "\n");
  std::ostringstream out;
  const auto start = std::chrono::steady_clock::now();
  // A timeout is not a failure: the limit says nothing about whether the answer is right.
  EXPECT_EQ(SolvePuzzles(in, out, nullptr, /*movetime_ms=*/100), 0);
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  EXPECT_LT(seconds, 30.0);  // generous for sanitizer builds; unlimited it takes minutes
  const std::vector<std::string> lines = Lines(out.str());
  ASSERT_EQ(lines.size(), 3u) << out.str();
  EXPECT_EQ(lines[0].rfind("timeout ; expected none ; TIMEOUT ; ", 0), 0u) << lines[0];
  // The next puzzle gets its own full time, and the quick one is solved within it.
  EXPECT_EQ(lines[1].rfind("mate 1 + proof 2 ; expected mate 1 + proof 2 ; ok ; ", 0), 0u)
      << lines[1];
  EXPECT_EQ(lines[2], "puzzles 2 failures 0 timeouts 1");
}

TEST(SolvePuzzlesMovetime, TheOuterStopStillStopsATimedPuzzle) {
  std::istringstream in(std::string(kSlowPuzzle) + "\n");
  std::ostringstream out;
  const std::atomic<bool> stop = true;
  // A limit of an hour: only the outer flag can end this puzzle within the test's time.
  EXPECT_EQ(SolvePuzzles(in, out, &stop, 3'600'000), 1);
  EXPECT_EQ(out.str().rfind("unknown ; expected none ; MISMATCH ; ", 0), 0u) << out.str();
}

// Records the text written so far at every flush.
class FlushRecorder : public std::stringbuf {
 public:
  const std::vector<std::string>& flushed() const { return flushed_; }

 protected:
  int sync() override {
    flushed_.push_back(str());
    return 0;
  }

 private:
  std::vector<std::string> flushed_;
};

TEST(SolvePuzzlesFlush, EveryLineIsFlushedAsItIsWritten) {
  std::istringstream in(std::string(kQuickPuzzle) + "\nnot a puzzle\n" + kQuickPuzzle + "\n");
  FlushRecorder buffer;
  std::ostream out(&buffer);
  SolvePuzzles(in, out);
  const std::string text = buffer.str();
  ASSERT_EQ(Lines(text).size(), 4u) << text;
  // Each prefix ending a line must have been flushed: a killed run keeps what it printed.
  for (std::size_t end = text.find('\n'); end != std::string::npos;
       end = text.find('\n', end + 1)) {
    const std::string prefix = text.substr(0, end + 1);
    EXPECT_NE(std::find(buffer.flushed().begin(), buffer.flushed().end(), prefix),
              buffer.flushed().end())
        << "not flushed after: " << prefix;
  }
}

TEST(SolvePuzzlesErrors, NonPrintableBytesAreEscaped) {
  std::istringstream in(std::string("4/4 6/4 5 1 A 7 ; \x01\x7f\xff\\ ; 2\n"));
  std::ostringstream out;
  EXPECT_EQ(SolvePuzzles(in, out), 1);
  const std::string text = out.str();
  EXPECT_NE(
      text.find("error: side must be A or B in: 4/4 6/4 5 1 A 7 ; \\x01\\x7F\\xFF\\x5C ; 2\n"),
      std::string::npos)
      << text;
  for (const char c : text) {
    const auto byte = static_cast<unsigned char>(c);
    EXPECT_TRUE(c == '\n' || (byte >= 0x20 && byte < 0x7F)) << static_cast<int>(byte);
  }
}

TEST(SolvePuzzlesErrors, AHugeLineIsQuotedCut) {
  const std::string huge(10'000'000, 'x');
  const std::string with_fields = huge + " ; A ; 2";  // an invalid position this time
  std::istringstream in(huge + "\n" + with_fields + "\n");
  std::ostringstream out;
  EXPECT_EQ(SolvePuzzles(in, out), 2);
  const std::vector<std::string> lines = Lines(out.str());
  ASSERT_EQ(lines.size(), 3u);
  const std::string cut = std::string(kMaxQuotedBytes, 'x') + "... (";
  EXPECT_EQ(lines[0],
            "error: expected <position> ; <side> ; <n> [; <answer> [; effort <slots> ; "
            "<theme>]] in: " +
                cut + "10000000 bytes)");
  EXPECT_EQ(lines[1].rfind("error: invalid position: ", 0), 0u) << lines[1].substr(0, 300);
  EXPECT_LT(lines[1].size(), 400u);
  EXPECT_TRUE(lines[1].ends_with(" in: " + cut + "10000008 bytes)")) << lines[1].substr(0, 400);
}

TEST(SolvePuzzlesErrors, QuoteInputKeepsShortPrintableTextAsItIs) {
  EXPECT_EQ(QuoteInput("4/4 6/4 5 1 A 7 ; C ; 2"), "4/4 6/4 5 1 A 7 ; C ; 2");
  EXPECT_EQ(QuoteInput(std::string(kMaxQuotedBytes, 'a')), std::string(kMaxQuotedBytes, 'a'));
  EXPECT_EQ(QuoteInput(std::string(kMaxQuotedBytes + 1, 'a')),
            std::string(kMaxQuotedBytes, 'a') + "... (201 bytes)");
  EXPECT_EQ(QuoteInput(std::string("a\tb\0c", 5)), "a\\x09b\\x00c");
}

}  // namespace
}  // namespace melee::soule
