// SIGINT and SIGTERM while a tournament runs: the handler only sets a flag and writes one byte
// to a pipe (both async-signal-safe); the tournament loop polls the flag and every engine read
// polls the pipe beside the engine's stdout, so a blocked read wakes at once. The tournament
// then stops, writes what it has and ends its engines; a second signal kills the runner the
// default way.
#pragma once

namespace melee::match {

// Installs the handlers for its lifetime and restores the previous ones afterwards; an
// interrupt counts only inside the scope. One at a time per process.
class InterruptScope {
 public:
  InterruptScope();
  ~InterruptScope();
  InterruptScope(const InterruptScope&) = delete;
  InterruptScope& operator=(const InterruptScope&) = delete;
};

// The signal received while an InterruptScope was active (SIGINT, SIGTERM), or 0.
int InterruptSignal();
inline bool Interrupted() { return InterruptSignal() != 0; }
// Readable once a signal has arrived (until the next InterruptScope); -1 before the first scope.
int InterruptFd();

}  // namespace melee::match
