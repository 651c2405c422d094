#include "solve/soule/relevant_orders.h"

#include <bit>
#include <cstdint>

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

// The same sets as RelevantOrders player by player (tests/soule_search/relevant_orders_test.cc
// holds them equal), from one per-cell table of the opponents instead of one per player: the
// solver builds these sets at every node it searches.
TeamOrders RelevantTeamOrders(const Position& pos, Side side) {
  TeamOrders team;
  team.players = pos.players();
  if (pos.turn() == 0) {
    for (int i = 0; i < team.players; ++i) team.sets[i] = RelevantOrders(pos, side, i);
    return team;
  }
  const Side opponent = Opponent(side);
  std::array<uint32_t, kCells + 2> by_cell{};  // opponents on cell c at index c + 1
  for (int k = 0; k < team.players; ++k) {
    const int cell = pos.cell(opponent, k);
    if (OnField(cell)) by_cell[static_cast<std::size_t>(cell + 1)] |= 1u << k;
  }
  // Opponents acting before player i: 0..i-1, and i too without the initiative.
  const bool initiative = pos.initiative() == side;
  for (int i = 0; i < team.players; ++i) {
    OrderSet& set = team.sets[static_cast<std::size_t>(i)];
    const int cell = pos.cell(side, i);
    if (OnField(cell)) {
      if (OnField(cell + Forward(side))) set.orders[set.size++] = kAdvance;
      if (OnField(cell - Forward(side))) set.orders[set.size++] = kRetreat;
    }
    set.orders[set.size++] = kStay;
    if (!OnField(cell)) continue;
    const uint32_t before = (1u << (initiative ? i : i + 1)) - 1;
    const auto c = static_cast<std::size_t>(cell);
    uint32_t targets = by_cell[c + 1] | ((by_cell[c] | by_cell[c + 2]) & before);
    for (; targets != 0; targets &= targets - 1) {
      set.orders[set.size++] = static_cast<int8_t>(std::countr_zero(targets) + 1);
    }
  }
  return team;
}

}  // namespace melee::soule
