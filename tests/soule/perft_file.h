// positions/soule/perft.txt (format: tests/common/perft_file.h). SOULE_POSITIONS_DIR comes
// from tests/soule/CMakeLists.txt.
#pragma once

#include <string>
#include <vector>

#include "tests/common/perft_file.h"

namespace melee::soule_test {

using PerftLine = testing::PerftRecord;

inline std::vector<PerftLine> ReadPerftFile() {
  return testing::ReadPerftFile(std::string(SOULE_POSITIONS_DIR) + "/perft.txt");
}

}  // namespace melee::soule_test
