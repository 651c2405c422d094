// Soak (ctest label `long`): 10,000 protocol cycles of random commands at random times over
// the four games. Every `go` gets exactly one bestmove and every `isready` one readyok,
// whatever came between them.
#include <gtest/gtest.h>

#include <chrono>
#include <string>
#include <thread>
#include <vector>

#include "engine/core/random.h"
#include "protocol/command_loop.h"
#include "protocol/registry.h"
#include "tests/engine/line_recorder.h"

namespace melee::testing {
namespace {

using namespace std::chrono_literals;

std::size_t Count(const std::vector<std::string>& lines, const std::string& prefix) {
  std::size_t n = 0;
  for (const std::string& line : lines) n += line.rfind(prefix, 0) == 0 ? 1 : 0;
  return n;
}

TEST(ProtocolSoakTest, EveryGoOneBestmoveEveryIsreadyOneReadyok) {
  const std::vector<std::string> commands = {"position startpos",
                                             "go depth 1",
                                             "go nodes 200",
                                             "go movetime 3",
                                             "go infinite",
                                             "go ponder movetime 3",
                                             "stop",
                                             "ponderhit",
                                             "isready",
                                             "query p1turn",
                                             "query gameover",
                                             "uginewgame",
                                             "setoption name Threads value 2",
                                             "setoption name Threads value 1",
                                             "setoption name Search value mcts",
                                             "setoption name Search value alphabeta",
                                             "setoption name Search value greedy",
                                             "setoption name UCI_Variant value bulltricker",
                                             "setoption name UCI_Variant value ball",
                                             "setoption name UCI_Variant value cannonball",
                                             "setoption name UCI_Variant value soule",
                                             "setoption name Hash value 2",
                                             "d",
                                             "position startpos moves junk"};
  LineRecorder out;
  std::size_t gos = 0, readies = 0;
  {
    CommandLoop loop(RegisteredGames(), [&out](std::string_view line) { out.Add(line); });
    Rng rng(2026);
    for (int cycle = 0; cycle < 10'000; ++cycle) {
      const std::string& command = commands[rng.Below(commands.size())];
      if (command.rfind("go", 0) == 0) ++gos;
      if (command == "isready") ++readies;
      ASSERT_TRUE(loop.HandleLine(command));
      if (rng.Below(4) == 0)
        std::this_thread::sleep_for(std::chrono::microseconds(rng.Below(2000)));
    }
    loop.HandleLine("stop");
    loop.WaitForSearch();
    EXPECT_FALSE(loop.HandleLine("quit"));
  }
  const std::vector<std::string> lines = out.Lines();
  EXPECT_EQ(Count(lines, "bestmove"), gos);
  EXPECT_EQ(Count(lines, "readyok"), readies);
}

}  // namespace
}  // namespace melee::testing
