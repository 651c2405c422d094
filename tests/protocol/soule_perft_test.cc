// Soule `go perft` refuses a root with too many tactic pairs before listing them: the count
// is the product of the players' order sets, never wrapping, so a shipped opening answers at
// once and `stop` / `quit` are heard. It used to list every tactic to count them (4-9 s on
// openings 44, 55 and 62 of positions/soule/openings.txt) and the product a*b could wrap
// below the limit: the position below then ran for over 13 minutes, deaf to `stop`.
// The waits are bounds on a hang, not speed figures: the answer takes milliseconds.
#include <gtest/gtest.h>

#include <chrono>
#include <fstream>
#include <string>
#include <vector>

#include "protocol/command_loop.h"
#include "protocol/registry.h"
#include "tests/engine/line_recorder.h"

namespace melee::testing {
namespace {

using namespace std::chrono_literals;

class SoulePerftTest : public ::testing::Test {
 protected:
  void SetUp() override { loop.HandleLine("setoption name UCI_Variant value soule"); }

  // Sends `go perft <depth>` on `fen`, then `stop`; the index of the refusal, or -1.
  int Refusal(const std::string& fen, int depth, std::chrono::seconds bound) {
    const std::size_t from = out.size();
    loop.HandleLine("position fen " + fen);
    loop.HandleLine("go perft " + std::to_string(depth));
    loop.HandleLine("stop");
    return out.WaitFor("info string error perft: ", from, bound);
  }

  LineRecorder out;
  CommandLoop loop{RegisteredGames(), [this](std::string_view line) { out.Add(line); }};
};

TEST_F(SoulePerftTest, APairCountBeyondSixtyFourBitsIsRefusedAndTheEngineQuits) {
  const std::size_t from = out.size();
  ASSERT_GE(Refusal("44243344443/34434444444 44445344444/44444244444 4 5 A 7", 1, 60s), 0);
  EXPECT_GE(out.WaitFor("info string error perft: more than 2^64 tactic pairs", from, 0s), 0);
  EXPECT_FALSE(loop.HandleLine("quit"));
}

std::vector<std::string> Openings() {
  std::ifstream in(std::string(MELEE_SOURCE_DIR) + "/positions/soule/openings.txt");
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

TEST_F(SoulePerftTest, ShippedOpeningsWithHugeRootsAreRefusedAtOnce) {
  const std::vector<std::string> openings = Openings();
  ASSERT_GE(openings.size(), 62u);
  for (const int n : {44, 55, 62}) {
    SCOPED_TRACE("opening " + std::to_string(n));
    const std::string& fen = openings[static_cast<std::size_t>(n - 1)];
    // Milliseconds now; 4.4-9.0 s each when every tactic was listed to count them.
    EXPECT_GE(Refusal(fen, 1, 3s), 0);
    loop.WaitForSearch();
  }
  // The engine is free: the next command is answered.
  const std::size_t from = out.size();
  loop.HandleLine("isready");
  EXPECT_GE(out.WaitFor("readyok", from, 10s), 0);
}

// A root under the limit whose perft takes long is still cut short by `stop`.
TEST_F(SoulePerftTest, StopInterruptsALongPerft) {
  const std::size_t from = out.size();
  loop.HandleLine("setoption name Soule Teams value 4");  // perft 2: minutes
  loop.HandleLine("position startpos");
  loop.HandleLine("go perft 2");
  loop.HandleLine("stop");
  EXPECT_GE(out.WaitFor("info string perft interrupted", from, 60s), 0);
  loop.WaitForSearch();
}

}  // namespace
}  // namespace melee::testing
