// Reads positions/bulltricker/perft.txt: `<position> ; D1 <n> ; D2 <n> ...`, `#` comments.
#pragma once

#include <cstdint>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace melee::bulltricker_test {

struct PerftEntry {
  std::string position;
  std::vector<uint64_t> counts;  // counts[d - 1] = perft(d)
};

inline std::vector<PerftEntry> ReadPerftFile() {
  std::vector<PerftEntry> entries;
  std::ifstream in(BULLTRICKER_PERFT_FILE);
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream fields(line);
    PerftEntry entry;
    std::getline(fields, entry.position, ';');
    while (!entry.position.empty() && entry.position.back() == ' ') entry.position.pop_back();
    std::string field;
    while (std::getline(fields, field, ';')) {
      std::istringstream depth(field);
      std::string label;
      uint64_t count = 0;
      depth >> label >> count;
      entry.counts.push_back(count);
    }
    entries.push_back(entry);
  }
  return entries;
}

}  // namespace melee::bulltricker_test
