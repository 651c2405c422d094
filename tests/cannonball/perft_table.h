// Reads positions/cannonball/perft.txt: `<position string> ; D1 <n> ; D2 <n> ...`, `#` lines
// are comments.
#pragma once

#include <cstdint>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace melee::cannonball_test {

struct PerftEntry {
  std::string fen;
  std::vector<uint64_t> counts;  // counts[d - 1] = perft(d)
};

inline std::vector<PerftEntry> ReadPerftTable() {
  std::vector<PerftEntry> entries;
  std::ifstream in(CANNONBALL_PERFT_FILE);
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream fields(line);
    PerftEntry entry;
    std::getline(fields, entry.fen, ';');
    entry.fen.erase(entry.fen.find_last_not_of(' ') + 1);
    std::string part;
    while (std::getline(fields, part, ';')) {
      std::istringstream depth(part);
      std::string label;
      uint64_t count = 0;
      depth >> label >> count;
      entry.counts.push_back(count);
    }
    entries.push_back(entry);
  }
  return entries;
}

}  // namespace melee::cannonball_test
