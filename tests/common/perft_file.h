// Reads a positions/<game>/perft.txt table, the one format every game uses:
//   <position string> ; D1 <n> ; D2 <n> ...
// with `#` lines as comments (they say how the shallow counts were checked).
#pragma once

#include <cstdint>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace melee::testing {

struct PerftRecord {
  std::string position;
  std::vector<uint64_t> counts;  // counts[d - 1] = perft(d)
};

inline std::vector<PerftRecord> ReadPerftFile(const std::string& path) {
  std::vector<PerftRecord> records;
  std::ifstream in(path);
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream fields(line);
    PerftRecord record;
    std::getline(fields, record.position, ';');
    while (!record.position.empty() && record.position.back() == ' ') record.position.pop_back();
    for (std::string field; std::getline(fields, field, ';');) {
      std::istringstream words(field);
      std::string depth_label;
      uint64_t count = 0;
      words >> depth_label >> count;
      record.counts.push_back(count);
    }
    records.push_back(record);
  }
  return records;
}

}  // namespace melee::testing
