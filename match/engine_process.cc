#include "match/engine_process.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <thread>

#include "match/interrupt.h"

namespace melee::match {
namespace {

// A line longer than this is returned as it stands: an engine must not grow our memory.
constexpr std::size_t kMaxLineBytes = 1 << 20;

// Writing to an engine that has died must fail with EPIPE, not kill the runner.
void IgnoreSigpipeOnce() {
  static const bool done = [] {
    signal(SIGPIPE, SIG_IGN);
    return true;
  }();
  (void)done;
}

// The PATH lookup happens before fork: only async-signal-safe calls may follow fork in a
// multithreaded process, and execvp may allocate.
std::string ResolveCommand(const std::string& command) {
  if (command.find('/') != std::string::npos) return command;
  const char* path = std::getenv("PATH");
  std::string dirs = path ? path : "/usr/local/bin:/usr/bin:/bin";
  std::size_t start = 0;
  while (start <= dirs.size()) {
    std::size_t end = dirs.find(':', start);
    if (end == std::string::npos) end = dirs.size();
    std::string candidate = dirs.substr(start, end - start);
    candidate = (candidate.empty() ? "." : candidate) + "/" + command;
    if (access(candidate.c_str(), X_OK) == 0) return candidate;
    start = end + 1;
  }
  return command;
}

void CloseFd(int& fd) {
  if (fd >= 0) close(fd);
  fd = -1;
}

}  // namespace

EngineProcess::EngineProcess(const ProcessSpec& spec, const std::string& stderr_path) {
  IgnoreSigpipeOnce();
  const std::string program = ResolveCommand(spec.command);
  std::vector<std::string> argv_storage{spec.command};
  argv_storage.insert(argv_storage.end(), spec.args.begin(), spec.args.end());
  std::vector<char*> argv;
  for (std::string& a : argv_storage) argv.push_back(a.data());
  argv.push_back(nullptr);
  const std::string err_path = stderr_path.empty() ? "/dev/null" : stderr_path;

  // Every descriptor is close-on-exec so that engines started by other threads at the same
  // time never inherit our pipes (an inherited write end would hide this engine's EOF).
  int in_pipe[2], out_pipe[2], exec_pipe[2];
  if (pipe2(in_pipe, O_CLOEXEC) != 0) {
    error_ = std::string("pipe: ") + std::strerror(errno);
    return;
  }
  if (pipe2(out_pipe, O_CLOEXEC) != 0 || pipe2(exec_pipe, O_CLOEXEC) != 0) {
    error_ = std::string("pipe: ") + std::strerror(errno);
    close(in_pipe[0]);
    close(in_pipe[1]);
    return;
  }
  const pid_t pid = fork();
  if (pid == 0) {
    // Child: async-signal-safe calls only. Its own process group, so that whatever the engine
    // starts (a wrapper script's real engine, helpers) ends with it: see Reap.
    setpgid(0, 0);
    dup2(in_pipe[0], STDIN_FILENO);
    dup2(out_pipe[1], STDOUT_FILENO);
    const int err_fd = open(err_path.c_str(), O_WRONLY | O_CREAT | O_APPEND, 0644);
    if (err_fd >= 0) dup2(err_fd, STDERR_FILENO);
    int code = 0;
    if (!spec.working_dir.empty() && chdir(spec.working_dir.c_str()) != 0) {
      code = errno;
    } else {
      execv(program.c_str(), argv.data());
      code = errno;
    }
    [[maybe_unused]] ssize_t n = write(exec_pipe[1], &code, sizeof code);
    _exit(127);
  }
  // Also from this side: a kill of the group must not race the child's own setpgid. After the
  // exec this fails (EACCES), and then the child has done it.
  if (pid > 0) setpgid(pid, pid);
  close(in_pipe[0]);
  close(out_pipe[1]);
  close(exec_pipe[1]);
  if (pid < 0) {
    error_ = std::string("fork: ") + std::strerror(errno);
    close(in_pipe[1]);
    close(out_pipe[0]);
    close(exec_pipe[0]);
    return;
  }
  // The exec pipe closes on a successful exec; otherwise it carries the child's errno.
  int code = 0;
  ssize_t n;
  do {
    n = read(exec_pipe[0], &code, sizeof code);
  } while (n < 0 && errno == EINTR);
  close(exec_pipe[0]);
  pid_ = pid;
  to_engine_ = in_pipe[1];
  from_engine_ = out_pipe[0];
  if (n == static_cast<ssize_t>(sizeof code)) {
    error_ = "cannot start " + spec.command + ": " + std::strerror(code);
    Reap(std::chrono::milliseconds(0));
  }
}

EngineProcess::~EngineProcess() {
  CloseFd(to_engine_);  // EOF on stdin means quit
  Reap(std::chrono::milliseconds(200));
}

bool EngineProcess::WriteLine(std::string_view line) {
  if (to_engine_ < 0) return false;
  std::string data(line);
  data += '\n';
  std::size_t done = 0;
  while (done < data.size()) {
    const ssize_t n = write(to_engine_, data.data() + done, data.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    done += static_cast<std::size_t>(n);
  }
  return true;
}

EngineProcess::ReadResult EngineProcess::ReadLine(SteadyClock::time_point deadline) {
  while (true) {
    // An interrupted tournament stops waiting for anyone: it cuts every deadline short.
    if (Interrupted()) return {ReadStatus::kTimeout, {}};
    const std::size_t newline = buffer_.find('\n');
    if (newline != std::string::npos || buffer_.size() >= kMaxLineBytes ||
        (eof_ && !buffer_.empty())) {
      const std::size_t len = std::min({newline, buffer_.size(), kMaxLineBytes});
      std::string line = buffer_.substr(0, len);
      buffer_.erase(0, std::min(buffer_.size(), len + 1));
      if (!line.empty() && line.back() == '\r') line.pop_back();
      return {ReadStatus::kLine, std::move(line)};
    }
    if (eof_ || from_engine_ < 0) return {ReadStatus::kEof, {}};
    const auto left =
        std::chrono::duration_cast<std::chrono::milliseconds>(deadline - SteadyClock::now());
    if (left.count() < 0) return {ReadStatus::kTimeout, {}};
    pollfd fds[2] = {{from_engine_, POLLIN, 0}, {InterruptFd(), POLLIN, 0}};
    // Round up so that a deadline less than a millisecond away still waits once.
    const int r = poll(fds, InterruptFd() >= 0 ? 2 : 1,
                       static_cast<int>(std::min<int64_t>(left.count() + 1, 1 << 30)));
    if (r < 0 && errno == EINTR) continue;
    // A timeout or an interrupt: the checks at the top end the wait.
    if (r == 0 || (r > 0 && fds[0].revents == 0)) continue;
    char chunk[4096];
    const ssize_t n = read(from_engine_, chunk, sizeof chunk);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      eof_ = true;
      continue;
    }
    buffer_.append(chunk, static_cast<std::size_t>(n));
  }
}

void EngineProcess::Kill() { Reap(std::chrono::milliseconds(0)); }

void EngineProcess::Reap(std::chrono::milliseconds grace) {
  CloseFd(to_engine_);
  CloseFd(from_engine_);
  if (pid_ <= 0) return;
  // Wait for the engine without reaping it: while it is a zombie its pid, which names the
  // group, cannot be reused, so the group kill below cannot hit a stranger.
  const auto until = SteadyClock::now() + grace;
  while (SteadyClock::now() < until) {
    siginfo_t info{};
    if (waitid(P_PID, static_cast<id_t>(pid_), &info, WEXITED | WNOHANG | WNOWAIT) != 0 ||
        info.si_pid != 0) {
      break;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
  // The whole group, whether the engine quit or hangs: a wrapper's real engine or a helper it
  // started would otherwise outlive the tournament.
  kill(-pid_, SIGKILL);
  while (waitpid(pid_, nullptr, 0) < 0 && errno == EINTR) {
  }
  pid_ = -1;
}

}  // namespace melee::match
