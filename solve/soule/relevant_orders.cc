#include "solve/soule/relevant_orders.h"

namespace melee::soule {

OrderSet RelevantOrders(const Position& pos, Side side, int player) {
  const OrderSet effective = EffectiveOrders(pos, side, player);
  if (pos.turn() == 0) return effective;
  OrderSet relevant;
  const int cell = pos.cell(side, player);
  for (int i = 0; i < effective.size; ++i) {
    const int order = effective.orders[i];
    if (order > 0 && pos.cell(Opponent(side), order - 1) != cell &&
        !ActsBefore(pos, side, player, order - 1)) {
      continue;  // an adjacent target that moves only after the hitter acts: never lands
    }
    relevant.orders[relevant.size++] = effective.orders[i];
  }
  return relevant;
}

TeamOrders RelevantTeamOrders(const Position& pos, Side side) {
  TeamOrders team;
  team.players = pos.players();
  for (int i = 0; i < team.players; ++i) team.sets[i] = RelevantOrders(pos, side, i);
  return team;
}

}  // namespace melee::soule
