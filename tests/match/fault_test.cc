// melee-match under faults: the hang timeout never shortens a clock, engines run in process
// groups that end as a whole (behind wrapper scripts too), and SIGTERM stops a tournament with
// its summary written and every engine gone.
#include <fcntl.h>
#include <gtest/gtest.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "match/game_runner.h"
#include "match/records.h"
#include "tests/match/test_engines.h"
#include "tests/protocol/toy_registry.h"

extern char** environ;

namespace melee::match {
namespace {

using std::chrono::milliseconds;
using testing::BadEngine;
using testing::ForVariant;
using testing::kStart;
using testing::Slurp;
using testing::TempFile;
using testing::ToyEngine;

// How long a killed process may take to disappear on a loaded machine.
constexpr milliseconds kGoneWithin{10000};

// Gone or a zombie: an orphan is reaped by whoever adopted it, which may be slow to do so.
bool ProcessGone(pid_t pid) {
  std::ifstream stat("/proc/" + std::to_string(pid) + "/stat");
  std::string text;
  if (!std::getline(stat, text)) return true;
  const std::size_t paren = text.rfind(')');
  return paren != std::string::npos && paren + 2 < text.size() && text[paren + 2] == 'Z';
}

bool GoneWithin(pid_t pid, milliseconds limit) {
  const auto until = std::chrono::steady_clock::now() + limit;
  while (!ProcessGone(pid)) {
    if (std::chrono::steady_clock::now() > until) return false;
    std::this_thread::sleep_for(milliseconds(20));
  }
  return true;
}

// The pid a process wrote to `path` (bad_engine --pid-file), once it is there.
pid_t WaitForPidFile(const std::string& path) {
  const auto until = std::chrono::steady_clock::now() + kStart;
  while (std::chrono::steady_clock::now() < until) {
    std::ifstream in(path);
    pid_t pid = 0;
    if (in >> pid && pid > 0) return pid;
    std::this_thread::sleep_for(milliseconds(10));
  }
  return 0;
}

// Kills a process the test is responsible for if the runner failed to: a failing test must not
// leave strays behind.
void KillStray(pid_t pid) {
  if (pid > 0 && !ProcessGone(pid)) kill(pid, SIGKILL);
}

// `sh -c` running `program args...` as its child, not exec'd: the engine is the runner's
// grandchild, as behind a real wrapper script.
EngineSpec Wrapped(EngineSpec inner) {
  EngineSpec spec = inner;
  spec.process.command = "/bin/sh";
  spec.process.args = {"-c", "\"$0\" \"$@\"; exit 0", inner.process.command};
  spec.process.args.insert(spec.process.args.end(), inner.process.args.begin(),
                           inner.process.args.end());
  return spec;
}

GameSetup NimSetup() {
  GameSetup setup;
  setup.game = FindGame(melee::testing::ToyGames(), "nim");
  setup.rules = GameRules::Defaults(setup.game->options);
  return setup;
}

TEST(HangTimeout, NeverShortensAClock) {
  GameSetup setup = NimSetup();
  setup.time_controls[0].base_ms = setup.time_controls[1].base_ms = 60000;
  setup.time_controls[0].hang_timeout_ms = setup.time_controls[1].hang_timeout_ms = 200;
  // 1.5 s is far past the hang timeout and far within the clock.
  EngineClient slow(ForVariant(BadEngine("slow", 1, 1500), "nim"), kStart);
  EngineClient good(ForVariant(ToyEngine("good"), "nim"), kStart);
  const GameResult r = PlayGame(setup, {&slow, &good});
  EXPECT_EQ(r.termination, Termination::kRules) << r.reason;
}

TEST(HangTimeout, StillEndsAMoveWithoutATimeLimit) {
  GameSetup setup = NimSetup();
  setup.time_controls[0].depth = setup.time_controls[1].depth = 2;
  setup.time_controls[0].hang_timeout_ms = setup.time_controls[1].hang_timeout_ms = 200;
  EngineClient slow(ForVariant(BadEngine("slow", 1, 3000), "nim"), kStart);
  EngineClient good(ForVariant(ToyEngine("good"), "nim"), kStart);
  const GameResult r = PlayGame(setup, {&slow, &good});
  EXPECT_EQ(r.termination, Termination::kTimeout) << r.reason;
  EXPECT_EQ(r.outcome, Outcome::kP2Win);
}

TEST(ProcessGroup, AHungEngineBehindAWrapperIsKilledWithItsChild) {
  const std::string pid_file = TempFile("hung.pid");
  std::remove(pid_file.c_str());
  EngineSpec hung = BadEngine("hang");
  hung.process.args.insert(hung.process.args.end(), {"--pid-file", pid_file});
  GameSetup setup = NimSetup();
  setup.time_controls[0].depth = setup.time_controls[1].depth = 1;
  setup.time_controls[0].hang_timeout_ms = setup.time_controls[1].hang_timeout_ms = 300;
  pid_t grandchild = 0;
  {
    EngineClient wrapped(ForVariant(Wrapped(hung), "nim"), kStart);
    EngineClient good(ForVariant(ToyEngine("good"), "nim"), kStart);
    grandchild = WaitForPidFile(pid_file);
    ASSERT_GT(grandchild, 0);
    const GameResult r = PlayGame(setup, {&wrapped, &good});
    EXPECT_EQ(r.termination, Termination::kTimeout) << r.reason;
    // Adjudicated: the engine is ended at once, not only when its client goes.
    EXPECT_TRUE(GoneWithin(grandchild, kGoneWithin)) << "the hung engine outlived its loss";
  }
  EXPECT_TRUE(GoneWithin(grandchild, kGoneWithin));
  KillStray(grandchild);
}

TEST(ProcessGroup, AHelperOfAHealthyEngineEndsWithIt) {
  const std::string pid_file = TempFile("helper.pid");
  std::remove(pid_file.c_str());
  EngineSpec spec = ToyEngine("helped");
  spec.process.args = {"-c", "sleep 600 </dev/null >/dev/null 2>&1 & echo $! > \"$1\"; exec \"$0\"",
                       spec.process.command, pid_file};
  spec.process.command = "/bin/sh";
  pid_t helper = 0;
  {
    EngineClient engine(ForVariant(spec, "nim"), kStart);
    ASSERT_FALSE(engine.failure()) << engine.failure()->detail;
    helper = WaitForPidFile(pid_file);
    ASSERT_GT(helper, 0);
    EXPECT_TRUE(engine.NewGame(kStart));
  }  // quits normally
  EXPECT_TRUE(GoneWithin(helper, kGoneWithin)) << "the engine's helper outlived it";
  KillStray(helper);
}

// Runs the toy melee-match with `args`; returns its pid (stdout and stderr to `log`).
pid_t SpawnToyMatch(const std::vector<std::string>& args, const std::string& log) {
  std::vector<std::string> all = {MELEE_TOY_CLI};
  all.insert(all.end(), args.begin(), args.end());
  std::vector<char*> argv;
  for (std::string& a : all) argv.push_back(a.data());
  argv.push_back(nullptr);
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, log.c_str(),
                                   O_WRONLY | O_CREAT | O_TRUNC, 0644);
  posix_spawn_file_actions_adddup2(&actions, STDOUT_FILENO, STDERR_FILENO);
  pid_t pid = 0;
  const int error = posix_spawn(&pid, argv[0], &actions, nullptr, argv.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  return error == 0 ? pid : 0;
}

// The exit status of `pid`, or nullopt if it is still running after `limit` (then killed).
std::optional<int> WaitExit(pid_t pid, milliseconds limit) {
  const auto until = std::chrono::steady_clock::now() + limit;
  int status = 0;
  while (waitpid(pid, &status, WNOHANG) == 0) {
    if (std::chrono::steady_clock::now() > until) {
      kill(pid, SIGKILL);
      waitpid(pid, &status, 0);
      return std::nullopt;
    }
    std::this_thread::sleep_for(milliseconds(20));
  }
  return status;
}

int CountRecords(const std::string& path) {
  std::string error;
  return static_cast<int>(ParseRecords(Slurp(path), error).size());
}

TEST(Signals, SigtermWritesTheSummaryAndEndsEveryEngine) {
  const std::string pid_file = TempFile("sig.pid"), records = TempFile("sig.rec"),
                    json = TempFile("sig.json");
  for (const std::string& f : {pid_file, records, json}) std::remove(f.c_str());
  // A pile of one: p1 wins at once, so each game is one `go`. The wrapped engine hangs (even to
  // end of input) at its third `go`: after four or five finished games the tournament is stuck
  // until the signal.
  const std::string toy = MELEE_TOY_ENGINE, bad = MELEE_BAD_ENGINE;
  std::vector<std::string> args = {"--variant", "nim", "--rule", "Nim Pile=1", "--games", "20"};
  args.insert(args.end(), {"--quiet", "--records", records, "--json", json});
  args.insert(args.end(), {"--each", "option.Search=greedy", "--engine", "name=Toy", "cmd=" + toy});
  args.insert(args.end(), {"--engine", "name=Hung", "cmd=/bin/sh", "arg=-c"});
  args.insert(args.end(), {"arg=\"$0\" \"$@\"; exit 0", "arg=" + bad, "arg=--mode", "arg=hang"});
  args.insert(args.end(), {"arg=--at", "arg=3", "arg=--pid-file", "arg=" + pid_file});
  const pid_t runner = SpawnToyMatch(args, TempFile("sig.log"));
  ASSERT_GT(runner, 0);
  const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(30);
  while (CountRecords(records) < 4 && std::chrono::steady_clock::now() < until)
    std::this_thread::sleep_for(milliseconds(20));
  std::this_thread::sleep_for(milliseconds(300));  // into the hang
  const pid_t engine = WaitForPidFile(pid_file);
  kill(runner, SIGTERM);
  const std::optional<int> status = WaitExit(runner, std::chrono::seconds(20));
  ASSERT_TRUE(status) << "melee-match did not stop on SIGTERM\n" << Slurp(TempFile("sig.log"));
  EXPECT_TRUE(WIFEXITED(*status)) << "killed by the signal instead of handling it";
  EXPECT_EQ(WEXITSTATUS(*status), 128 + SIGTERM) << Slurp(TempFile("sig.log"));
  const int finished = CountRecords(records);
  EXPECT_GE(finished, 4);
  const std::string summary = Slurp(json);
  EXPECT_NE(summary.find("\"games\": " + std::to_string(finished) + ","), std::string::npos)
      << summary;
  EXPECT_NE(summary.find("\"interrupted\": true"), std::string::npos) << summary;
  EXPECT_TRUE(GoneWithin(engine, kGoneWithin)) << "the hung engine outlived the runner";
  KillStray(engine);
}

}  // namespace
}  // namespace melee::match
