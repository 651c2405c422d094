// positions/ball/perft.txt (format: tests/common/perft_file.h).
#pragma once

#include <string>
#include <vector>

#include "tests/common/perft_file.h"

namespace ball_test {

using PerftCase = melee::testing::PerftRecord;

inline std::vector<PerftCase> ReadPerftTable() {
  return melee::testing::ReadPerftFile(std::string(BALL_POSITIONS_DIR) + "/perft.txt");
}

}  // namespace ball_test
