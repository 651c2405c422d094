// libFuzzer target: arbitrary bytes, split into lines, through the real command loop with every
// registered game. Any crash, sanitizer report or hang (libFuzzer's -timeout) is a bug.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "protocol/command_loop.h"
#include "protocol/registry.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  melee::CommandLoop loop(melee::RegisteredGames(), [](std::string_view) {});
  std::string_view input(reinterpret_cast<const char*>(data), size);
  while (!input.empty()) {
    const std::size_t end = input.find('\n');
    std::string_view line = input.substr(0, end);
    // Deep perft or bench from fuzzed text would only measure patience, not robustness.
    const bool slow = line.find("perft") != std::string_view::npos ||
                      line.find("bench") != std::string_view::npos;
    if (!slow && !loop.HandleLine(line)) break;
    loop.HandleLine("stop");
    if (end == std::string_view::npos) break;
    input.remove_prefix(end + 1);
  }
  return 0;
}
