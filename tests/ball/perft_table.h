// Reads positions/ball/perft.txt: `<position> ; D1 <n> ; D2 <n> ...`, `#` lines are comments.
#pragma once

#include <cstdint>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace ball_test {

struct PerftCase {
  std::string position;
  std::vector<uint64_t> counts;  // counts[d - 1] = perft(d)
};

inline std::vector<PerftCase> ReadPerftTable() {
  std::ifstream in(std::string(BALL_POSITIONS_DIR) + "/perft.txt");
  std::vector<PerftCase> cases;
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream fields(line);
    PerftCase c;
    std::getline(fields, c.position, ';');
    while (!c.position.empty() && c.position.back() == ' ') c.position.pop_back();
    for (std::string field; std::getline(fields, field, ';');) {
      std::istringstream words(field);
      std::string depth;
      uint64_t count = 0;
      words >> depth >> count;
      c.counts.push_back(count);
    }
    cases.push_back(c);
  }
  return cases;
}

}  // namespace ball_test
