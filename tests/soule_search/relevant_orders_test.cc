// Order relevance: every order the solver drops has exactly the effect of `0`.
#include "solve/soule/relevant_orders.h"

#include <gtest/gtest.h>

#include "engine/soule/random_positions.h"
#include "tests/soule/soule_test_util.h"

namespace melee::soule {
namespace {

using soule_test::Contains;

TEST(RelevantOrders, DropsHitsOnNeighboursWhoActLater) {
  // A1 on 3 with the initiative; B1 on 3, B2 on 4 (acts after A1), B3 on 2 (acts after A1).
  const Position pos = soule_test::Pos("333/444 342/444 3 1 A 7");
  const OrderSet a1 = RelevantOrders(pos, Side::kP1, 0);
  EXPECT_TRUE(Contains(a1, 1));   // same cell
  EXPECT_FALSE(Contains(a1, 2));  // B2 moves only after A1 has acted
  EXPECT_FALSE(Contains(a1, 3));
  // A3 acts after B1 and B2 (lower numbers) but before B3 (same number, A has the
  // initiative): B2 may step onto cell 3 first, B3 may not.
  const OrderSet a3 = RelevantOrders(pos, Side::kP1, 2);
  EXPECT_TRUE(Contains(a3, 1));
  EXPECT_TRUE(Contains(a3, 2));
  EXPECT_FALSE(Contains(a3, 3));
  // Without the initiative, B3 acts before A3.
  const Position b_first = soule_test::Pos("333/444 342/444 3 1 B 7");
  EXPECT_TRUE(Contains(RelevantOrders(b_first, Side::kP1, 2), 3));
}

TEST(RelevantOrders, KeepsMovesAndWaitingLikeTheReferee) {
  const Position pos = soule_test::Pos("06x/440 3xx/400 3 1 A 7");
  const OrderSet a1 = RelevantOrders(pos, Side::kP1, 0);
  EXPECT_TRUE(Contains(a1, kAdvance));
  EXPECT_FALSE(Contains(a1, kRetreat));  // off the field
  EXPECT_TRUE(Contains(a1, kStay));
  EXPECT_EQ(RelevantOrders(pos, Side::kP1, 2).size, 1);  // knocked out: `0` only
}

// Replacing any dropped order by `0` in random tactics never changes the stage.
TEST(RelevantOrders, DroppedOrdersActLikeWaiting) {
  Rng rng(11);
  int dropped = 0;
  for (int k = 0; k < 20000; ++k) {
    const Position pos = soule::RandomTurnPosition(rng, 1 + static_cast<int>(rng.Below(8)), 2);
    Tactic parts[2] = {Soule::RandomTactic(pos, Side::kP1, rng),
                       Soule::RandomTactic(pos, Side::kP2, rng)};
    for (Side s : {Side::kP1, Side::kP2}) {
      for (int i = 0; i < pos.players(); ++i) {
        const OrderSet effective = EffectiveOrders(pos, s, i);
        const OrderSet relevant = RelevantOrders(pos, s, i);
        for (int e = 0; e < effective.size; ++e) {
          const int order = effective.orders[static_cast<std::size_t>(e)];
          if (Contains(relevant, order)) continue;
          ++dropped;
          Tactic with = parts[Index(s)];
          with.orders[static_cast<std::size_t>(i)] = static_cast<int8_t>(order);
          Tactic without = with;
          without.orders[static_cast<std::size_t>(i)] = kStay;
          Position x = pos, y = pos;
          Soule::Resolve(x, s == Side::kP1 ? with : parts[0], s == Side::kP2 ? with : parts[1]);
          Soule::Resolve(y, s == Side::kP1 ? without : parts[0],
                         s == Side::kP2 ? without : parts[1]);
          ASSERT_EQ(x, y) << Soule::FormatPosition(pos) << " side " << Index(s) << " player "
                          << i + 1 << " order " << order;
        }
      }
    }
  }
  EXPECT_GT(dropped, 1000);
}

// The team's sets (built from one table of the opponents by cell) are the players' sets, order
// for order, on sparse and dense positions of every size, both sides and initiatives.
TEST(RelevantOrders, TeamSetsEqualThePlayersSets) {
  Rng rng(5150);
  for (int k = 0; k < 2000; ++k) {
    const int players = 1 + static_cast<int>(rng.Below(kMaxPlayers));
    const Position pos = soule::RandomTurnPosition(rng, players, 2, k % 2 == 0);
    for (Side side : {Side::kP1, Side::kP2}) {
      const TeamOrders team = RelevantTeamOrders(pos, side);
      ASSERT_EQ(team.players, players);
      for (int i = 0; i < players; ++i) {
        const OrderSet one = RelevantOrders(pos, side, i);
        const OrderSet& set = team.sets[static_cast<std::size_t>(i)];
        ASSERT_EQ(set.size, one.size) << Soule::FormatPosition(pos) << " player " << i;
        for (int o = 0; o < one.size; ++o) {
          ASSERT_EQ(set.orders[static_cast<std::size_t>(o)],
                    one.orders[static_cast<std::size_t>(o)])
              << Soule::FormatPosition(pos) << " player " << i;
        }
      }
    }
  }
}

}  // namespace
}  // namespace melee::soule
