// Reads positions/soule/perft.txt: `<position> ; D1 <n> ; D2 <n> ...`, `#` comments.
// SOULE_POSITIONS_DIR comes from tests/soule/CMakeLists.txt.
#pragma once

#include <cstdint>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace melee::soule_test {

struct PerftLine {
  std::string position;
  std::vector<uint64_t> counts;  // counts[d - 1] = perft(d)
};

inline std::vector<PerftLine> ReadPerftFile() {
  std::ifstream in(std::string(SOULE_POSITIONS_DIR) + "/perft.txt");
  std::vector<PerftLine> lines;
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream fields(line);
    PerftLine entry;
    std::getline(fields, entry.position, ';');
    while (!entry.position.empty() && entry.position.back() == ' ') entry.position.pop_back();
    std::string depth_field;
    while (std::getline(fields, depth_field, ';')) {
      std::istringstream depth(depth_field);
      std::string name;
      uint64_t count = 0;
      depth >> name >> count;
      entry.counts.push_back(count);
    }
    lines.push_back(entry);
  }
  return lines;
}

}  // namespace melee::soule_test
