// A mid-game position of each game: the first line of positions/<game>/openings.txt.
#pragma once

#include <fstream>
#include <string>

namespace melee::testing {

inline std::string FirstOpening(const std::string& game) {
  std::ifstream in(std::string(MELEE_SOURCE_DIR) + "/positions/" + game + "/openings.txt");
  std::string line;
  std::getline(in, line);
  return line;
}

}  // namespace melee::testing
