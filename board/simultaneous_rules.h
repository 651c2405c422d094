// SimultaneousRules: BoardRules for a simultaneous game (Soule Royale), entirely through the
// protocol's session. A stage is A's part then B's part; the page keeps whole stages as joint
// tokens `A/B` (the referee's spelling), so both parts stay hidden until both are in. There are
// no steps: each player's order is picked from the session's `query moves`.
#pragma once

#include <memory>

#include "board/board_rules.h"

namespace melee::board {

std::unique_ptr<BoardRules> MakeSimultaneousRules(const GameEntry& entry);

}  // namespace melee::board
