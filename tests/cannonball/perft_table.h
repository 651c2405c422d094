// positions/cannonball/perft.txt (format: tests/common/perft_file.h).
#pragma once

#include <vector>

#include "tests/common/perft_file.h"

namespace melee::cannonball_test {

using PerftEntry = testing::PerftRecord;

inline std::vector<PerftEntry> ReadPerftTable() {
  return testing::ReadPerftFile(CANNONBALL_PERFT_FILE);
}

}  // namespace melee::cannonball_test
