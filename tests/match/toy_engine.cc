// toy_engine: the protocol's command loop over the toy games (Nim, Pennies), as a process the
// match runner can drive. Deterministic for a given Seed.
#include <iostream>
#include <mutex>
#include <string>
#include <string_view>

#include "protocol/command_loop.h"
#include "tests/protocol/toy_registry.h"

int main() {
  std::ios::sync_with_stdio(false);
  // Untied: reading stdin must not flush stdout behind the writers' mutex (a data race that
  // duplicates lines, e.g. a second `bestmove` the runner would take for the next answer).
  std::cin.tie(nullptr);
  std::mutex mutex;
  melee::CommandLoop loop(melee::testing::ToyGames(), [&](std::string_view line) {
    std::lock_guard lock(mutex);
    std::cout << line << '\n' << std::flush;
  });
  for (std::string line; std::getline(std::cin, line);) {
    if (!loop.HandleLine(line)) return 0;
  }
  loop.HandleLine("quit");
  return 0;
}
