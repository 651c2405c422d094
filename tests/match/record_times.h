// Records compared across runs: the moves, scores, depths and nodes of engines at fixed nodes
// and seeds repeat, the times of their moves do not.
#pragma once

#include <string>
#include <vector>

#include "match/records.h"

namespace melee::match::testing {

// A game's record without the times of its moves.
inline std::string RecordWithoutTimes(GameResult r) {
  for (std::vector<MoveComment>& move : r.comments)
    for (MoveComment& c : move) c.time_ms.reset();
  return FormatRecord(r);
}

}  // namespace melee::match::testing
