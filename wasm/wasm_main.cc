// melee for the browser and Node.js (docs/wasm.md): protocol/main.cc's command loop with one
// thread. The host (wasm/melee_pre.js: a Web Worker's messages, or Node's stdin) queues the
// lines it is sent; the lines written go to stdout, which the host turns into one message per
// line. A search runs inline, and every kSliceMs its stop polls (PollInput) yield to the
// host's event loop (ASYNCIFY) and hand the lines sent meanwhile to the loop: `stop`, `isready`
// and `quit` act at once, the rest queue as natively (docs/protocol.md, "Never deaf").
#include <emscripten.h>

#include <cstdio>
#include <optional>
#include <string>
#include <string_view>

#include "engine/core/input_poll.h"
#include "protocol/command_loop.h"
#include "protocol/registry.h"

namespace {

// Resolves once the host has a line queued.
EM_ASYNC_JS(void, melee_wait_for_line, (), { await Module['meleeInput'].wait(); });
// Lets the host's event loop run (a macrotask, not a timer: browsers clamp timers to 4 ms).
EM_ASYNC_JS(void, melee_yield_to_host, (), { await Module['meleeInput'].yieldToHost(); });
// The next line's length in UTF-8 bytes, or -1 if none is queued.
EM_JS(int, melee_next_line_size, (), { return Module['meleeInput'].nextSize(); });
// Moves the next line into `buffer` (`size` bytes with the terminating NUL).
EM_JS(void, melee_take_line, (char* buffer, int size),
      { Module['meleeInput'].take(buffer, size); });
// Tells the host the engine has ended (`quit`).
EM_JS(void, melee_ended, (), { Module['meleeInput'].ended(); });

// How long a search runs between two looks at the input: the latency of `stop` and `isready`
// during a search, against the cost of a yield (unwinding and rewinding the search's stack).
constexpr double kSliceMs = 10;

melee::CommandLoop* g_loop = nullptr;
bool g_quit = false;
double g_last_yield_ms = 0;

std::optional<std::string> TakeLine() {
  const int size = melee_next_line_size();
  if (size < 0) return std::nullopt;
  std::string line(static_cast<std::size_t>(size), '\0');
  melee_take_line(line.data(), size + 1);  // a std::string has room for its NUL
  return line;
}

void HandleQueuedLines() {
  while (!g_quit) {
    const std::optional<std::string> line = TakeLine();
    if (!line) return;
    if (!g_loop->HandleLine(*line)) g_quit = true;
  }
}

// The searches' PollInput: a line handled here never starts a search (the loop queues what
// is not answered at once), so this does not recurse.
void PollDuringSearch() {
  const double now = emscripten_get_now();
  if (now - g_last_yield_ms < kSliceMs) return;
  melee_yield_to_host();
  g_last_yield_ms = emscripten_get_now();
  HandleQueuedLines();
}

void WriteLine(std::string_view line) {
  std::fwrite(line.data(), 1, line.size(), stdout);
  std::fputc('\n', stdout);
  std::fflush(stdout);
}

}  // namespace

int main() {
  melee::CommandLoop loop(melee::RegisteredGames(), WriteLine, melee::CommandLoop::Jobs::kInline);
  g_loop = &loop;
  melee::g_input_poll = PollDuringSearch;
  WriteLine("info string Melee for WebAssembly: one thread (Threads 1), Hash at most 1024 MB");
  while (!g_quit) {
    g_last_yield_ms = emscripten_get_now();
    HandleQueuedLines();
    if (!g_quit) melee_wait_for_line();
  }
  melee::g_input_poll = nullptr;
  melee_ended();
  return 0;
}
