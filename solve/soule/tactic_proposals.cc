#include "solve/soule/tactic_proposals.h"

#include <array>

namespace melee::soule {
namespace {

// Weights of one player's orders, by where the ball is for him (`ahead` > 0: in front).
double MoveWeight(int8_t order, int ahead) {
  if (order == kAdvance) return ahead == 1 ? 12 : ahead >= 2 ? 5 : ahead == 0 ? 1 : 0.5;
  if (order == kRetreat) return ahead < 0 ? 4 : ahead == 0 ? 2 : 0.3;
  return 1.5;  // kStay
}

// A hit on opposing player `target`: worth most on a player who can push next (the ball right
// in front of him) or who is one hit from a knock-out.
double HitWeight(const Position& pos, Side side, int target) {
  const Side them = Opponent(side);
  const int their_ahead = Forward(them) * (pos.ball() - pos.cell(them, target));
  double weight = their_ahead == 1 ? 6 : 0.7;
  if (pos.pp(them, target) == 1) weight += 4;
  return weight;
}

Tactic ProposePlacement(const Position& pos, Rng& rng) {
  Tactic tactic;
  const auto favoured = static_cast<int8_t>(1 + rng.Below(3));
  for (int i = 0; i < pos.players(); ++i) {
    tactic.orders[static_cast<std::size_t>(i)] =
        rng.Unit() < 0.6 ? favoured : static_cast<int8_t>(1 + rng.Below(3));
  }
  return tactic;
}

}  // namespace

Tactic ProposeTactic(const Position& pos, Side side, const TeamOrders& team, Rng& rng) {
  if (pos.turn() == 0) return ProposePlacement(pos, rng);
  Tactic tactic;
  std::array<double, 3 + kMaxPlayers> weights;
  for (int i = 0; i < team.players; ++i) {
    const OrderSet& set = team.sets[static_cast<std::size_t>(i)];
    if (set.size == 0) continue;
    const int ahead = Forward(side) * (pos.ball() - pos.cell(side, i));
    double total = 0;
    for (int k = 0; k < set.size; ++k) {
      const int8_t order = set.orders[static_cast<std::size_t>(k)];
      const double w = order > 0 ? HitWeight(pos, side, order - 1) : MoveWeight(order, ahead);
      weights[static_cast<std::size_t>(k)] = w;
      total += w;
    }
    double u = rng.Unit() * total;
    int pick = set.size - 1;
    for (int k = 0; k + 1 < set.size; ++k) {
      u -= weights[static_cast<std::size_t>(k)];
      if (u < 0) {
        pick = k;
        break;
      }
    }
    tactic.orders[static_cast<std::size_t>(i)] = set.orders[static_cast<std::size_t>(pick)];
  }
  return tactic;
}

}  // namespace melee::soule
