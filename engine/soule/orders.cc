// The orders that can have an effect (protocol "query moves"): `+` and `-` when they stay on
// the field, `0`, and hits on opposing players on the field within one cell (the target moves
// at most once before the hitter acts, so a player two cells away can never be hit).
#include <bit>

#include "engine/soule/soule.h"

namespace melee {
namespace soule {
namespace {

// The effective orders of one side's players, from a per-cell table of the opponents on the
// field (O(n) to build, then O(1) per player instead of a scan of all opponents).
class OrderOptions {
 public:
  OrderOptions(const Position& pos, Side side) : pos_(pos), side_(side) {
    const Side opponent = Opponent(side);
    for (int k = 0; k < pos.players(); ++k) {
      const int cell = pos.cell(opponent, k);
      if (OnField(cell)) opponents_by_cell_[cell + 1] |= 1u << k;
    }
  }

  // Writes the orders other than hits, in canonical order (`+`, `-`, `0`); returns how many.
  int Moves(int player, std::array<int8_t, 3>& out) const {
    const int cell = pos_.cell(side_, player);
    int count = 0;
    if (OnField(cell)) {
      if (OnField(cell + Forward(side_))) out[count++] = kAdvance;
      if (OnField(cell - Forward(side_))) out[count++] = kRetreat;
    }
    out[count++] = kStay;
    return count;
  }

  // Bit k: opposing player k + 1 is on the field within one cell of `player`.
  uint32_t Targets(int player) const {
    const int cell = pos_.cell(side_, player);
    if (!OnField(cell)) return 0;
    return opponents_by_cell_[cell] | opponents_by_cell_[cell + 1] | opponents_by_cell_[cell + 2];
  }

 private:
  const Position& pos_;
  Side side_;
  std::array<uint32_t, kCells + 2> opponents_by_cell_{};  // cell c at index c + 1
};

}  // namespace

OrderSet EffectiveOrders(const Position& pos, Side side, int player) {
  OrderSet set;
  if (pos.turn() == 0) {
    set.orders = {1, 2, 3};
    set.size = 3;
    return set;
  }
  const OrderOptions options(pos, side);
  std::array<int8_t, 3> moves;
  const int count = options.Moves(player, moves);
  for (int i = 0; i < count; ++i) set.orders[set.size++] = moves[i];
  for (uint32_t m = options.Targets(player); m != 0; m &= m - 1) {
    set.orders[set.size++] = static_cast<int8_t>(std::countr_zero(m) + 1);
  }
  return set;
}

}  // namespace soule

Soule::Tactic Soule::RandomTactic(const Position& pos, Side side, Rng& rng) {
  Tactic tactic;
  if (Status(pos).over()) return tactic;
  if (pos.turn() == 0) {
    for (int i = 0; i < pos.players(); ++i)
      tactic.orders[i] = static_cast<int8_t>(1 + rng.Below(3));
    return tactic;
  }
  const soule::OrderOptions options(pos, side);
  for (int i = 0; i < pos.players(); ++i) {
    std::array<int8_t, 3> moves;
    const int count = options.Moves(i, moves);
    uint32_t targets = options.Targets(i);
    const int pick =
        static_cast<int>(rng.Below(static_cast<uint64_t>(count + std::popcount(targets))));
    if (pick < count) {
      tactic.orders[i] = moves[pick];
      continue;
    }
    for (int skip = pick - count; skip > 0; --skip) targets &= targets - 1;  // the pick-th hit
    tactic.orders[i] = static_cast<int8_t>(std::countr_zero(targets) + 1);
  }
  return tactic;
}

}  // namespace melee
