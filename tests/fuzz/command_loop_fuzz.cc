// libFuzzer target: arbitrary bytes, split into lines, through the real command loop with every
// registered game. Any crash, sanitizer report or hang (libFuzzer's -timeout) is a bug.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "protocol/command_loop.h"
#include "protocol/registry.h"

namespace {

bool LargeHash(std::string_view line) {
  constexpr std::size_t kMaxFuzzedHashDigits = 2;  // up to 99 MB
  std::size_t at = line.find("ash");
  if (at == std::string_view::npos) return false;
  std::size_t digits = 0;
  for (at = line.find_first_of("0123456789", at); at < line.size(); ++at) {
    if (line[at] < '0' || line[at] > '9') break;
    ++digits;
  }
  return digits > kMaxFuzzedHashDigits;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  melee::CommandLoop loop(melee::RegisteredGames(), [](std::string_view) {});
  std::string_view input(reinterpret_cast<const char*>(data), size);
  while (!input.empty()) {
    const std::size_t end = input.find('\n');
    std::string_view line = input.substr(0, end);
    // Deep perft or bench from fuzzed text would only measure patience, not robustness; a
    // large `Hash` only the machine's memory (the table is made when the option is set, and
    // libFuzzer counts any allocation over its limit as a crash).
    const bool slow = line.find("perft") != std::string_view::npos ||
                      line.find("bench") != std::string_view::npos || LargeHash(line);
    if (!slow && !loop.HandleLine(line)) break;
    loop.HandleLine("stop");
    if (end == std::string_view::npos) break;
    input.remove_prefix(end + 1);
  }
  return 0;
}
