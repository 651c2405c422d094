// Runs the built `melee` binary (MELEE_ENGINE, from tests/engine/CMakeLists.txt) as a child
// process, for the tests of its command line: argv parsing happens only in protocol/main.cc,
// so only the real binary can show what a shell user gets.
#pragma once

#include <fcntl.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <string>
#include <vector>

namespace melee::testing {

// A started `melee <args>` in `dir`, stdin from `input` (then EOF), stdout and stderr both into
// one pipe.
class MeleeProcess {
 public:
  MeleeProcess(const std::vector<std::string>& args, const std::string& input,
               const std::string& dir = MELEE_SOURCE_DIR) {
    int in[2], out[2];
    if (pipe(in) != 0 || pipe(out) != 0) std::abort();
    pid_ = fork();
    if (pid_ < 0) std::abort();
    if (pid_ == 0) {
      dup2(in[0], 0);
      dup2(out[1], 1);
      dup2(out[1], 2);
      close(in[0]);
      close(in[1]);
      close(out[0]);
      close(out[1]);
      if (chdir(dir.c_str()) != 0) _exit(126);
      std::vector<char*> argv;
      std::string program = MELEE_ENGINE;
      argv.push_back(program.data());
      std::vector<std::string> copy = args;
      for (std::string& a : copy) argv.push_back(a.data());
      argv.push_back(nullptr);
      execv(program.c_str(), argv.data());
      _exit(127);
    }
    close(in[0]);
    close(out[1]);
    out_ = out[0];
    // A child that exits before reading its input (`melee --version`) must not kill the test:
    // its status and output say whether it did right.
    signal(SIGPIPE, SIG_IGN);
    // Small inputs only (below the pipe's buffer), so writing all first cannot block.
    if (!input.empty() && write(in[1], input.data(), input.size()) < 0 && errno != EPIPE)
      std::abort();
    close(in[1]);
  }
  ~MeleeProcess() {
    if (pid_ > 0) {
      kill(pid_, SIGKILL);
      Wait();
    }
    if (out_ >= 0) close(out_);
  }
  MeleeProcess(const MeleeProcess&) = delete;
  MeleeProcess& operator=(const MeleeProcess&) = delete;

  // The output up to and including the next newline ("" at EOF).
  std::string ReadLine() {
    std::string line;
    char c;
    while (read(out_, &c, 1) == 1) {
      line += c;
      if (c == '\n') break;
    }
    return line;
  }

  // The rest of the output, until the process closes it.
  std::string ReadAll() {
    std::string text;
    char buffer[4096];
    for (ssize_t n; (n = read(out_, buffer, sizeof buffer)) != 0;) {
      if (n < 0 && errno == EINTR) continue;
      if (n < 0) break;
      text.append(buffer, static_cast<std::size_t>(n));
    }
    return text;
  }

  bool Running() {
    if (pid_ <= 0) return false;
    if (waitpid(pid_, &status_, WNOHANG) == 0) return true;
    pid_ = -1;
    return false;
  }

  // The exit status, or 128 + the signal that ended it.
  int Wait() {
    while (pid_ > 0 && waitpid(pid_, &status_, 0) < 0 && errno == EINTR) {
    }
    pid_ = -1;
    return WIFEXITED(status_) ? WEXITSTATUS(status_) : 128 + WTERMSIG(status_);
  }

 private:
  pid_t pid_ = -1;
  int out_ = -1;
  int status_ = 0;
};

struct MeleeRun {
  int status = 0;
  std::string output;
};

inline MeleeRun RunMelee(const std::vector<std::string>& args, const std::string& input = "") {
  MeleeProcess process(args, input);
  MeleeRun run;
  run.output = process.ReadAll();
  run.status = process.Wait();
  return run;
}

}  // namespace melee::testing
