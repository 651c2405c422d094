// Candidate tactics for Soule's SM-MCTS: where the tree's candidates and the playouts come
// from. A uniformly random relevant tactic at 11 a side is mostly noise (hits spread over
// players who cannot push, pushers retreating), so few of SM-MCTS's 8 candidates a node were
// ever worth playing. A proposal draws each player's order from his relevant set (order
// relevance: solve/soule/relevant_orders.h) with weights read off the board:
//   * a player who can push (directly behind the ball) pushes;
//   * one behind the ball further back walks up to it; one past the ball comes back;
//   * hits go to the opponents who can push next (the ball in front of them) and to those
//     one hit from a knock-out;
// every relevant order keeps a small weight, so any relevant tactic can still be proposed.
#pragma once

#include "engine/core/random.h"
#include "engine/soule/soule.h"
#include "solve/soule/relevant_orders.h"

namespace melee::soule {

// One weighted draw per player from `team` (RelevantTeamOrders(pos, side)); at the placement
// a distance per player with the players sharing one bias (1, 2 or 3 favoured).
Tactic ProposeTactic(const Position& pos, Side side, const TeamOrders& team, Rng& rng);

}  // namespace melee::soule
