// melee's command line, run as a shell user runs it (issue 12, issue 15): --variant and
// --setoption work before and after the subcommand, and `melee solve` flushes each puzzle's
// line at once (a killed run keeps the puzzles it solved).
#include <gtest/gtest.h>

#include <chrono>
#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

#include "tests/engine/run_melee.h"

namespace melee::testing {
namespace {

void ExpectOutput(const std::vector<std::string>& args, const std::string& expected) {
  std::string shown = "melee";
  for (const std::string& a : args) shown += " '" + a + "'";
  const MeleeRun run = RunMelee(args);
  EXPECT_EQ(run.status, 0) << shown << "\n" << run.output;
  EXPECT_NE(run.output.find(expected), std::string::npos) << shown << "\n" << run.output;
}

// BALL's start position has 1730 distinct turns (positions/ball/perft.txt).
constexpr char kBallPerft1[] = "Nodes searched: 1730\n";

TEST(MeleeCli, VariantBeforeOrAfterPerft) {
  ExpectOutput({"--variant", "ball", "perft", "--depth", "1"}, kBallPerft1);
  ExpectOutput({"perft", "--variant", "ball", "--depth", "1"}, kBallPerft1);  // README's form
  ExpectOutput({"perft", "--depth", "1", "--variant", "ball"}, kBallPerft1);
}

TEST(MeleeCli, SetoptionBeforeOrAfterPerft) {
  // 2 a side: 9 placements each (3 cells per player, 3^2), 81 joint ones.
  const std::string two_a_side = "Nodes searched: 81\n";
  ExpectOutput({"--variant", "soule", "--setoption", "Soule Teams=2", "perft", "--depth", "1"},
               two_a_side);
  ExpectOutput({"perft", "--variant", "soule", "--setoption", "Soule Teams=2", "--depth", "1"},
               two_a_side);
  ExpectOutput({"--setoption", "Soule Teams=2", "perft", "--depth", "1", "--variant", "soule"},
               two_a_side);
}

TEST(MeleeCli, BenchTakesItsVariantAnyWay) {
  // One game only: the per-game line of ball and no other game's. (Few runs: each is a real
  // bench, seconds under the sanitizers.)
  const std::vector<std::vector<std::string>> orders = {
      {"bench", "ball", "--depth", "3"},
      {"bench", "--depth", "3", "ball"},
      {"bench", "--variant", "ball"},
      {"--variant", "ball", "bench", "--setoption", "Hash=1"}};
  for (const std::vector<std::string>& args : orders) {
    const MeleeRun run = RunMelee(args);
    EXPECT_EQ(run.status, 0) << args[0] << " " << args[1] << "\n" << run.output;
    EXPECT_NE(run.output.find("info string bench ball "), std::string::npos) << run.output;
    EXPECT_EQ(run.output.find("info string bench cannonball "), std::string::npos) << run.output;
  }
}

TEST(MeleeCli, UnknownOptionsAreStillRefused) {
  EXPECT_NE(RunMelee({"perft", "--bogus"}).status, 0);
  EXPECT_NE(RunMelee({"bench", "--variant"}).status, 0);
  EXPECT_EQ(RunMelee({"perft", "--variant", "nosuchgame"}).status, 2);
}

std::string TempFile(const std::string& name, const std::string& text) {
  const std::string path = ::testing::TempDir() + "melee_cli_" + name;
  std::ofstream(path) << text;
  return path;
}

TEST(MeleeCliSolve, MovetimeLimitsEachPuzzle) {
  const std::string file =
      TempFile("timeout.txt",
               "20002012200/44444444444 55455545644/44444444444 3 1 A 60 ; A ; 20 ; none\n"
               "4/4 6/4 5 1 A 7 ; A ; 2 ; mate 1 + proof 2\n");
  const MeleeRun run = RunMelee({"solve", file, "--movetime", "100"});
  EXPECT_EQ(run.status, 0) << run.output;
  EXPECT_NE(run.output.find("timeout ; expected none ; TIMEOUT ; "), std::string::npos)
      << run.output;
  EXPECT_NE(run.output.find("puzzles 2 failures 0 timeouts 1\n"), std::string::npos) << run.output;
}

TEST(MeleeCliSolve, EachPuzzleLineReachesThePipeAtOnce) {
  // A quick puzzle, then one the solver needs minutes for (11 a side, 60 turns, 20 stages).
  const std::string file =
      TempFile("flush.txt",
               "4/4 6/4 5 1 A 7 ; A ; 2 ; mate 1 + proof 2\n"
               "20002012200/44444444444 55455545644/44444444444 3 1 A 60 ; A ; 20 ; none\n");
  MeleeProcess melee({"solve", file, "--movetime", "30000"}, "");
  const std::string first = melee.ReadLine();
  EXPECT_EQ(first.rfind("mate 1 + proof 2 ; expected mate 1 + proof 2 ; ok ; ", 0), 0u) << first;
  // Buffered output would only arrive when the process ends, 30 s from now.
  EXPECT_TRUE(melee.Running());
}  // the destructor kills it

TEST(MeleeCliSolve, AHugeBadLineIsNotEchoed) {
  const std::string file = TempFile("huge.txt", std::string(10'000'000, '\x01') + "\n");
  const MeleeRun run = RunMelee({"solve", file});
  EXPECT_EQ(run.status, 1);
  EXPECT_LT(run.output.size(), 2000u);
  EXPECT_NE(run.output.find("in: \\x01\\x01"), std::string::npos) << run.output.substr(0, 500);
  EXPECT_NE(run.output.find("... (10000000 bytes)\n"), std::string::npos)
      << run.output.substr(0, 2000);
}

}  // namespace
}  // namespace melee::testing
