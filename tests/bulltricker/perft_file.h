// positions/bulltricker/perft.txt (format: tests/common/perft_file.h).
#pragma once

#include <vector>

#include "tests/common/perft_file.h"

namespace melee::bulltricker_test {

using PerftEntry = testing::PerftRecord;

inline std::vector<PerftEntry> ReadPerftFile() {
  return testing::ReadPerftFile(BULLTRICKER_PERFT_FILE);
}

}  // namespace melee::bulltricker_test
