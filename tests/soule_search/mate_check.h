// An independent check of the solver's mates on positions beyond the brute force: the
// referee (Soule::Resolve, not the solver's SlotBoard) plays the answer against sampled
// replies, down to a goal it scores itself.
#pragma once

#include <vector>

#include "engine/core/random.h"
#include "engine/soule/soule.h"

namespace melee::soule {

// The opponent's replies a check samples: everybody waits, everybody advances (whoever stands
// behind the ball pushes it back) and `random` random ones.
std::vector<Tactic> SampledReplies(const Position& pos, Side them, int random, Rng& rng);

// Plays `ours` against `theirs` with the referee from `pos`; true when `side` scores at once,
// or when the solver still forces a goal within stages - 1 from the position left and its
// tactic there passes the same check against sampled replies (`deeper_replies` random ones),
// down to the goal: every goal is the referee's.
bool StillWins(const Position& pos, Side side, const Tactic& ours, const Tactic& theirs, int stages,
               int deeper_replies, Rng& rng);

}  // namespace melee::soule
