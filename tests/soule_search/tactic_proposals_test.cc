// SM-MCTS's proposals (solve/soule/tactic_proposals.h): always relevant tactics, weighted
// toward pushing, coming back to the ball and hitting the opponents who can push.
#include "solve/soule/tactic_proposals.h"

#include <gtest/gtest.h>

#include <set>
#include <string>

#include "engine/soule/random_positions.h"
#include "tests/soule/soule_test_util.h"

namespace melee::soule {
namespace {

TEST(TacticProposals, EveryOrderIsRelevant) {
  Rng positions(3), draws(4);
  for (int k = 0; k < 400; ++k) {
    const int players = 1 + static_cast<int>(positions.Below(11));
    const Position pos = RandomTurnPosition(positions, players, 3, k % 2 == 0);
    for (Side side : {Side::kP1, Side::kP2}) {
      const TeamOrders team = RelevantTeamOrders(pos, side);
      for (int d = 0; d < 5; ++d) {
        const Tactic t = ProposeTactic(pos, side, team, draws);
        for (int i = 0; i < pos.players(); ++i) {
          EXPECT_TRUE(soule_test::Contains(team.sets[static_cast<std::size_t>(i)],
                                           t.orders[static_cast<std::size_t>(i)]))
              << Soule::FormatPosition(pos) << " player " << i + 1;
        }
        EXPECT_TRUE(Soule::ParseTactic(pos, side, Soule::FormatTactic(pos, side, t)));
      }
    }
  }
}

TEST(TacticProposals, PlacementsAreDistances) {
  const Position pos = soule_test::Pos("???????????/44444444444 ???????????/44444444444 3 0 A 7");
  Rng rng(1);
  std::set<std::string> seen;
  for (int d = 0; d < 50; ++d) {
    const Tactic t = ProposeTactic(pos, Side::kP2, RelevantTeamOrders(pos, Side::kP2), rng);
    for (int i = 0; i < pos.players(); ++i) {
      const int order = t.orders[static_cast<std::size_t>(i)];
      EXPECT_TRUE(order >= 1 && order <= 3) << order;
    }
    seen.insert(Soule::FormatTactic(pos, Side::kP2, t));
  }
  EXPECT_GT(seen.size(), 40u);  // varied, not one placement
}

// A 1 stands behind the ball (cell 2, ball 3); A 2 shares cell 4 with B 1, who stands behind
// the ball from his side; A 3 shares cell 5 with B 2 and B 3, who cannot push. The pusher
// pushes in most draws (a uniform draw over his three relevant orders: a third), and A 2's
// hit on the opposing pusher is drawn far more often than A 3's on either harmless opponent.
TEST(TacticProposals, PushersPushAndHitsGoToTheOpposingPusher) {
  const Position pos = soule_test::Pos("245/444 455/444 3 1 A 7");
  const TeamOrders team = RelevantTeamOrders(pos, Side::kP1);
  Rng rng(9);
  int pushes = 0, on_pusher = 0, on_b2 = 0, on_b3 = 0;
  constexpr int kDraws = 2000;
  for (int d = 0; d < kDraws; ++d) {
    const Tactic t = ProposeTactic(pos, Side::kP1, team, rng);
    pushes += t.orders[0] == kAdvance;
    on_pusher += t.orders[1] == 1;
    on_b2 += t.orders[2] == 2;
    on_b3 += t.orders[2] == 3;
  }
  EXPECT_GT(pushes, kDraws * 3 / 4);
  EXPECT_GT(on_pusher, kDraws * 2 / 5);
  EXPECT_LT(on_b2, kDraws * 3 / 20);
  EXPECT_LT(on_b3, kDraws * 3 / 20);
  EXPECT_GT(on_b2 + on_b3, 0);  // still proposed
}

}  // namespace
}  // namespace melee::soule
