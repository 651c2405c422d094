// Tests of the plain build only (the sanitizers' allocators abort on a 64 GB request by
// design, and the bench takes minutes under them).
//
// The table is made when `Hash` is set, never inside a timed search; a size the machine
// cannot give is refused with an error and the previous table kept (it used to abort with
// std::bad_alloc on the search thread).
#include <gtest/gtest.h>

#include <fstream>
#include <string>

#include "protocol/command_loop.h"
#include "protocol/registry.h"
#include "tests/engine/line_recorder.h"

namespace melee::testing {
namespace {

using namespace std::chrono_literals;

// Whether the kernel refuses an allocation far beyond the machine (heuristic or strict
// overcommit); with "always overcommit" a 64 GB table would be granted and then filled.
bool KernelRefusesHugeAllocations() {
  std::ifstream in("/proc/sys/vm/overcommit_memory");
  int mode = -1;
  in >> mode;
  return mode == 0 || mode == 2;
}

TEST(HashAllocationTest, TooLargeAHashIsRefusedAndThePreviousSizeKept) {
  if (!KernelRefusesHugeAllocations()) GTEST_SKIP() << "the kernel would overcommit";
  LineRecorder out;
  CommandLoop loop(RegisteredGames(), [&out](std::string_view line) { out.Add(line); });
  loop.HandleLine("setoption name Hash value 8");
  const std::size_t from = out.size();
  loop.HandleLine("setoption name Hash value 65536");
  const int error = out.WaitFor("info string error", from, 60s);
  ASSERT_GE(error, 0);
  EXPECT_NE(out.Lines()[static_cast<std::size_t>(error)].find("keeping 8 MB"), std::string::npos);
  loop.HandleLine("ugi");
  ASSERT_GE(out.WaitFor("ugiok", from, 10s), 0);
  EXPECT_GE(out.WaitFor("option name Hash type spin default 8 ", from, 0s), 0);
  // The engine still searches.
  const std::size_t go_at = out.size();
  loop.HandleLine("position startpos");
  loop.HandleLine("go depth 2");
  EXPECT_GE(out.WaitFor("bestmove", go_at, 60s), 0);
  loop.WaitForSearch();
}

// Soule makes no table, so any `Hash` is taken there; a game switched to then cannot have it.
// The error said nothing of what was kept, and `ugi` went on advertising 64 GB while the new
// game's 16 MB table was the one in use.
TEST(HashAllocationTest, AHashTheNewGameCannotHaveKeepsItsTableAndAdvertisesItsSize) {
  if (!KernelRefusesHugeAllocations()) GTEST_SKIP() << "the kernel would overcommit";
  LineRecorder out;
  CommandLoop loop(RegisteredGames(), [&out](std::string_view line) { out.Add(line); });
  loop.HandleLine("setoption name UCI_Variant value soule");
  loop.HandleLine("setoption name Hash value 65536");
  const std::size_t from = out.size();
  loop.HandleLine("setoption name UCI_Variant value bulltricker");
  const int error = out.WaitFor("info string error", from, 60s);
  ASSERT_GE(error, 0);
  EXPECT_NE(out.Lines()[static_cast<std::size_t>(error)].find("keeping 16 MB"), std::string::npos)
      << out.Lines()[static_cast<std::size_t>(error)];
  loop.HandleLine("ugi");
  ASSERT_GE(out.WaitFor("ugiok", from, 10s), 0);
  EXPECT_GE(out.WaitFor("option name Hash type spin default 16 ", from, 0s), 0);
}

// `bench` ran on the input thread: `isready` waited for it.
TEST(BenchOnTheWorkerTest, IsreadyIsAnsweredDuringABench) {
  LineRecorder out;
  CommandLoop loop(RegisteredGames(), [&out](std::string_view line) { out.Add(line); });
  const std::size_t from = out.size();
  loop.HandleLine("bench");
  const std::size_t ready_at = out.size();
  loop.HandleLine("isready");
  const int ready = out.WaitFor("readyok", ready_at, 10s);
  ASSERT_GE(ready, 0);
  const int total = out.WaitFor("Nodes searched: ", from, 600s);
  ASSERT_GE(total, 0);
  EXPECT_LT(ready, total) << "readyok came only after the bench";
  loop.WaitForSearch();
}

}  // namespace
}  // namespace melee::testing
