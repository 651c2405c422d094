// Order relevance: the orders of one player worth searching. The referee's effective set
// (soule.h: moves that stay on the field, `0`, hits on opponents within one cell) already
// collapses a move off the field and a hit on an opponent two cells away to `0`. This adds the
// one timing argument the referee leaves out: a hit on an opponent on a NEIGHBOURING cell
// lands only if he steps onto the hitter's cell before the hitter acts, so only if he acts
// earlier in the turn (a lower number, or the same number with the initiative). Every order
// dropped here is exactly equivalent to `0`, so game values and forced goals are unchanged.
#pragma once

#include <array>

#include "engine/soule/soule.h"

namespace melee::soule {

OrderSet RelevantOrders(const Position& pos, Side side, int player);

// The relevant sets of every player of `side`.
struct TeamOrders {
  std::array<OrderSet, kMaxPlayers> sets;
  int players = 0;
};
TeamOrders RelevantTeamOrders(const Position& pos, Side side);

// True when opposing player `target` acts before `player` of `side` in the turn.
constexpr bool ActsBefore(const Position& pos, Side side, int player, int target) {
  return target < player || (target == player && pos.initiative() != side);
}

}  // namespace melee::soule
