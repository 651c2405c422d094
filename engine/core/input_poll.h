// The searches' yield point. Where a search, perft or bench polls its stop flag it first calls
// PollInput(). Natively nothing is installed and the call is one untaken branch: the command
// loop's input thread sets the flag. A build with one thread (WebAssembly, docs/wasm.md) has no
// input thread, so it installs a poll that lets the host deliver the lines sent meanwhile and
// hands them to the command loop, which answers `isready` and sets the flag on `stop` or
// `quit` before the search reads it.
#pragma once

#include <atomic>

namespace melee {

using InputPoll = void (*)();

// The installed poll (null: none). Set before the searches that use it start (an atomic only
// so that a test may install one beside the native threads).
inline std::atomic<InputPoll> g_input_poll{nullptr};

inline void PollInput() {
  if (const InputPoll poll = g_input_poll.load(std::memory_order_relaxed)) [[unlikely]] {
    poll();
  }
}

}  // namespace melee
