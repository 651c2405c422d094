// bad_engine: the toy engine, misbehaving on request, to test the runner's adjudication.
//   bad_engine --mode <m> [--at <n>] [--delay-ms <ms>] [--pid-file <path>]
// Modes take effect at the n-th `go` (default 1) of the process:
//   illegal  answers `bestmove zz`          crash    exits at once
//   silence  never answers again            garbage  junk lines and a bestmove without a move
//   slow     waits delay-ms before going    liar     answers every `query` about the game wrongly
//   slowstart  waits delay-ms before reading anything (a slow starter), then plays well
//   double   prints every bestmove twice from the n-th `go` on (stale output)
//   slowall  waits delay-ms before every `go` from the n-th on
//   hang     stops reading and answering for good, even at end of input (only a kill ends it)
//   nopv     prints no `info ... pv` line from the n-th `go` on
//   pvlie    prints pvs that start with `zz`, not with the bestmove, from the n-th `go` on
// --pid-file writes the process id at start, so that a test can tell whether it outlived the
// runner (behind a wrapper script, say). --log appends every line the engine reads to a file
// (the `go` lines a runner sent). --score CP reports every `score cp` as CP (adjudication by
// score).
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <mutex>
#include <string>
#include <string_view>
#include <thread>

#include "protocol/command_loop.h"
#include "tests/protocol/toy_registry.h"

namespace {

std::mutex out_mutex;

void Say(std::string_view line) {
  std::lock_guard lock(out_mutex);
  std::cout << line << '\n' << std::flush;
}

}  // namespace

int main(int argc, char** argv) {
  std::ios::sync_with_stdio(false);
  // Untied: reading stdin must not flush stdout behind the writers' mutex (a data race that
  // duplicates lines, e.g. a second `bestmove` the runner would take for the next answer).
  std::cin.tie(nullptr);
  std::string mode = "none";
  int at = 1;
  int delay_ms = 0;
  std::ofstream log;
  std::string score;
  for (int i = 1; i + 1 < argc; i += 2) {
    const std::string_view key = argv[i];
    if (key == "--mode") mode = argv[i + 1];
    if (key == "--at") at = std::atoi(argv[i + 1]);
    if (key == "--delay-ms") delay_ms = std::atoi(argv[i + 1]);
    if (key == "--pid-file") std::ofstream(argv[i + 1]) << getpid() << '\n';
    if (key == "--log") log.open(argv[i + 1], std::ios::app);
    if (key == "--score") score = argv[i + 1];
  }
  if (mode == "slowstart") std::this_thread::sleep_for(std::chrono::milliseconds(delay_ms));

  std::atomic<bool> misbehaving{false};
  melee::CommandLoop loop(melee::testing::ToyGames(), [&](std::string_view line) {
    if (mode == "liar" && line.starts_with("response ")) {
      if (line.ends_with("win") || line.ends_with("draw"))
        return Say(line == "response draw" ? "response p1win" : "response draw");
      if (line == "response true" || line == "response false")
        return Say(line == "response true" ? "response false" : "response true");
    }
    if (const std::size_t pv = line.find(" pv "); misbehaving && pv != std::string_view::npos) {
      if (mode == "nopv") return;
      if (mode == "pvlie") return Say(std::string(line.substr(0, pv)) + " pv zz");
    }
    if (const std::size_t cp = line.find(" score cp "); !score.empty() && cp != line.npos) {
      const std::size_t from = cp + 10, to = std::min(line.find(' ', from), line.size());
      return Say(std::string(line.substr(0, from)) + score + std::string(line.substr(to)));
    }
    if (!misbehaving || !line.starts_with("bestmove")) return Say(line);
    if (mode == "illegal") return Say("bestmove zz");
    // Both copies in one write, as a stdout buffer flushed twice delivers them: a copy that
    // came after the next `readyok` could not be told from an answer by any runner.
    if (mode == "double") return Say(std::string(line) + "\n" + std::string(line));
    if (mode == "garbage") {
      Say("\x01\x02\x03 hello?");
      return Say("bestmove");
    }
    Say(line);
  });
  int gos = 0;
  for (std::string line; std::getline(std::cin, line);) {
    if (log.is_open()) log << line << std::endl;
    if (line.starts_with("go") && ++gos == at && mode != "liar" && mode != "slowstart") {
      misbehaving = true;
      if (mode == "crash") _exit(3);
      if (mode == "silence") {
        while (std::getline(std::cin, line)) {
        }
        return 0;
      }
      if (mode == "slow") std::this_thread::sleep_for(std::chrono::milliseconds(delay_ms));
      if (mode == "hang") {
        while (true) pause();
      }
    }
    if (line.starts_with("go") && gos >= at && mode == "slowall")
      std::this_thread::sleep_for(std::chrono::milliseconds(delay_ms));
    if (!loop.HandleLine(line)) return 0;
  }
  loop.HandleLine("quit");
  return 0;
}
