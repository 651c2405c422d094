#include "match/interrupt.h"

#include <fcntl.h>
#include <signal.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>

namespace melee::match {
namespace {

std::atomic<int> received_signal{0};
static_assert(std::atomic<int>::is_always_lock_free, "the handler may use only lock-free atomics");
// The self-pipe, made once and kept: a descriptor that other threads poll must not close.
int pipe_fds[2] = {-1, -1};
struct sigaction previous_int, previous_term;

void OnSignal(int sig) {
  const int saved_errno = errno;  // the interrupted code may be about to read errno
  received_signal.store(sig);
  const char byte = 1;
  [[maybe_unused]] const ssize_t n = write(pipe_fds[1], &byte, 1);  // non-blocking; full is fine
  errno = saved_errno;
}

void DrainPipe() {
  char buffer[64];
  while (read(pipe_fds[0], buffer, sizeof buffer) > 0) {
  }
}

}  // namespace

InterruptScope::InterruptScope() {
  if (pipe_fds[0] < 0 && pipe2(pipe_fds, O_CLOEXEC | O_NONBLOCK) != 0) pipe_fds[0] = -1;
  if (pipe_fds[0] >= 0) DrainPipe();
  received_signal.store(0);
  struct sigaction action = {};
  action.sa_handler = OnSignal;
  sigemptyset(&action.sa_mask);
  // One-shot: a second Ctrl-C ends the runner at once if the orderly stop takes too long.
  action.sa_flags = SA_RESETHAND;
  sigaction(SIGINT, &action, &previous_int);
  sigaction(SIGTERM, &action, &previous_term);
}

InterruptScope::~InterruptScope() {
  sigaction(SIGINT, &previous_int, nullptr);
  sigaction(SIGTERM, &previous_term, nullptr);
  // Engines read outside a scope (the compliance check, a later tournament in the same
  // process) must not see an old interrupt.
  if (pipe_fds[0] >= 0) DrainPipe();
  received_signal.store(0);
}

int InterruptSignal() { return received_signal.load(); }

int InterruptFd() { return pipe_fds[0]; }

}  // namespace melee::match
