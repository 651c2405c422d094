// EngineProcess: one engine as a child process (fork/exec, no shell) whose stdin and stdout are
// pipes, in a process group of its own that is killed as a whole when the engine ends. Reads
// take a deadline so that a hung engine costs its side the game, never the tournament; a dead
// engine shows as end-of-file; an interrupt (see interrupt.h) ends every read at once.
#pragma once

#include <sys/types.h>

#include <chrono>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace melee::match {

using SteadyClock = std::chrono::steady_clock;

struct ProcessSpec {
  std::string command;            // the program; a bare name is looked up in PATH
  std::vector<std::string> args;  // argv[1..]
  std::string working_dir;        // empty: the runner's
};

class EngineProcess {
 public:
  // The outcome of one read.
  enum class ReadStatus { kLine, kTimeout, kEof };
  struct ReadResult {
    ReadStatus status;
    std::string line;  // without the newline; only for kLine
  };

  // Starts the process; on failure ok() is false and error() says why. Engine stderr goes to
  // `stderr_path` (empty: /dev/null) so that engine logs never mix with the runner's output.
  EngineProcess(const ProcessSpec& spec, const std::string& stderr_path = "");
  // Closes stdin, gives the engine a moment to quit, then kills its process group.
  ~EngineProcess();
  EngineProcess(const EngineProcess&) = delete;
  EngineProcess& operator=(const EngineProcess&) = delete;

  bool ok() const { return pid_ > 0; }
  const std::string& error() const { return error_; }

  // Writes one line (a newline is appended); false if the engine is gone.
  bool WriteLine(std::string_view line);
  // Reads one line, waiting at most until `deadline` (kTimeout also once interrupted).
  ReadResult ReadLine(SteadyClock::time_point deadline);
  // Ends the process group now (SIGKILL) and reaps the engine.
  void Kill();

 private:
  void Reap(std::chrono::milliseconds grace);

  pid_t pid_ = -1;
  int to_engine_ = -1;    // write end of the engine's stdin
  int from_engine_ = -1;  // read end of the engine's stdout
  std::string buffer_;    // bytes read but not yet returned as lines
  bool eof_ = false;
  std::string error_;
};

}  // namespace melee::match
