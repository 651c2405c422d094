// A hash of a SlotBoard kept up to date action by action: the XOR of one mixed word per
// (side, player, cell), (side, player, PP) and the (ball, goal) pair, so that playing a slot
// rehashes only what an action can change (the actors' cells, their hit targets' PP, the
// ball and the goal) instead of the whole board. The forced-goal solver memoises on it at
// every slot of its searches, where hashing the whole board was half the time.
#pragma once

#include <cstdint>

#include "engine/soule/slot_board.h"

namespace melee::soule {

// The hash of `board` with players 0..players-1 a side.
uint64_t BoardHash(const SlotBoard& board, int players);

// Plays `side`'s `order` for `player` on `board`, whose hash was `hash`; returns the new hash.
uint64_t ActHashed(SlotBoard& board, uint64_t hash, Side side, int player, int order);

}  // namespace melee::soule
