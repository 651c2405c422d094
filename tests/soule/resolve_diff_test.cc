// Differential test of the turn referee: Soule::Resolve against the oracle kept from before the
// speed work (tests/soule/reference_resolve.h) on more than a million (position, joint tactic)
// pairs: every field of the resulting position (cells, PP, ball, turn, initiative, key) must be
// identical, the key must equal the from-scratch key, and so must the status. Three domains:
// stages of seeded random games (the placement included), odd valid positions (knock-outs, PP
// 1 or 4 everywhere, crowded cells, the ball next to a goal) with effective or arbitrary orders,
// and any state the Zobrist table can describe (cells 0..8, PP 0..4), valid or not.
#include <gtest/gtest.h>

#include <array>
#include <cstdint>
#include <string>

#include "engine/core/random.h"
#include "engine/soule/soule.h"
#include "tests/soule/reference_resolve.h"

namespace melee {
namespace {

using soule::Position;
using soule::Tactic;

std::string Describe(const Position& pos, const Tactic& a, const Tactic& b) {
  std::string text = Soule::FormatPosition(pos) + " with";
  for (const Tactic* part : {&a, &b}) {
    text += ' ';
    for (int i = 0; i < pos.players(); ++i) text += std::to_string(part->orders[i]) + ',';
  }
  return text;
}

::testing::AssertionResult SameAsOracle(const Position& pos, const Tactic& a, const Tactic& b) {
  Position engine = pos;
  Position oracle = pos;
  Soule::Resolve(engine, a, b);
  soule_oracle::ReferenceResolve(oracle, a, b);
  if (engine == oracle && engine.key() == Soule::ComputeKey(engine) &&
      Soule::Status(engine) == Soule::Status(oracle)) {
    return ::testing::AssertionSuccess();
  }
  return ::testing::AssertionFailure()
         << Describe(pos, a, b) << "\n engine " << Soule::FormatPosition(engine) << " key "
         << engine.key() << "\n oracle " << Soule::FormatPosition(oracle) << " key "
         << oracle.key();
}

// Any order a player can be given in a turn: `+`, `-`, `0` or a hit on any opposing number.
int8_t AnyOrder(Rng& rng, int n) {
  return static_cast<int8_t>(static_cast<int>(rng.Below(3 + static_cast<uint64_t>(n))) - 2);
}

// Effective orders (RandomTactic) three times in four, else any orders (off the field: `0`).
Tactic SomeTactic(const Position& pos, Side side, Rng& rng) {
  if (rng.Below(4) != 0) return Soule::RandomTactic(pos, side, rng);
  Tactic tactic;
  for (int i = 0; i < pos.players(); ++i) {
    if (soule::OnField(pos.cell(side, i))) tactic.orders[i] = AnyOrder(rng, pos.players());
  }
  return tactic;
}

int SomePlayerCount(Rng& rng) {
  return 1 + static_cast<int>(rng.Below(rng.Below(8) == 0 ? soule::kMaxPlayers : 11));
}

// A valid turn position that is not over, shaped to reach the corners of the rules.
Position OddPosition(Rng& rng, int n) {
  const uint32_t max_turns = static_cast<uint32_t>(rng.Below(10));
  Position pos(n, max_turns, rng.Below(2) ? Side::kP1 : Side::kP2);
  const uint64_t ko_per_16 = std::array<uint64_t, 4>{0, 3, 8, 15}[rng.Below(4)];
  const int pp_style = static_cast<int>(rng.Below(3));  // any, all 1, all 4
  const bool crowded = rng.Below(3) == 0;               // everybody on two cells
  const int crowd_cell = static_cast<int>(rng.Below(6));
  for (Side s : {Side::kP1, Side::kP2}) {
    for (int i = 0; i < n; ++i) {
      if (rng.Below(16) < ko_per_16) {
        pos.set_cell(s, i, soule::kOffField);
        pos.set_pp(s, i, 0);
        continue;
      }
      pos.set_cell(s, i,
                   crowded ? crowd_cell + static_cast<int>(rng.Below(2))
                           : static_cast<int>(rng.Below(soule::kCells)));
      pos.set_pp(s, i, pp_style == 0 ? 1 + static_cast<int>(rng.Below(4)) : pp_style == 1 ? 1 : 4);
    }
  }
  // The ball next to a goal half of the time.
  pos.set_ball(rng.Below(2) ? (rng.Below(2) ? 1 : 5) : 1 + static_cast<int>(rng.Below(5)));
  pos.set_turn(1 + static_cast<uint32_t>(rng.Below(max_turns == 0 ? 30 : max_turns)));
  return pos;
}

TEST(SouleResolveDiff, StagesOfRandomGamesIncludingThePlacement) {
  Rng rng(20261129);
  int64_t pairs = 0;
  while (pairs < 600000) {
    GameRules rules;
    rules.values = {SomePlayerCount(rng), static_cast<int>(rng.Below(12))};
    Position pos = Soule::StartPosition(rules);
    for (int stage = 0; stage < 30 && !Soule::Status(pos).over(); ++stage, ++pairs) {
      const Tactic a = Soule::RandomTactic(pos, Side::kP1, rng);
      const Tactic b = Soule::RandomTactic(pos, Side::kP2, rng);
      ASSERT_TRUE(SameAsOracle(pos, a, b));
      Soule::Resolve(pos, a, b);
    }
  }
}

TEST(SouleResolveDiff, OddValidPositionsWithEffectiveOrAnyOrders) {
  Rng rng(8);
  for (int pair = 0; pair < 500000; ++pair) {
    const Position pos = OddPosition(rng, SomePlayerCount(rng));
    if (pair % 1000 == 0) {  // the generator stays inside the notation's valid positions
      std::string error;
      const auto parsed = Soule::ParsePosition(Soule::FormatPosition(pos), GameRules{}, error);
      ASSERT_TRUE(parsed.has_value()) << Soule::FormatPosition(pos) << ": " << error;
      ASSERT_EQ(*parsed, pos);
    }
    ASSERT_FALSE(Soule::Status(pos).over());
    ASSERT_TRUE(
        SameAsOracle(pos, SomeTactic(pos, Side::kP1, rng), SomeTactic(pos, Side::kP2, rng)));
  }
}

// States no game reaches (a player with PP 0 on the field, PP on an `x`, `?` after the
// placement): the two referees must still agree, so nothing depends on validity by accident.
TEST(SouleResolveDiff, AnyKeyableTurnState) {
  Rng rng(9);
  for (int pair = 0; pair < 100000; ++pair) {
    const int n = SomePlayerCount(rng);
    Position pos(n, 0, rng.Below(2) ? Side::kP1 : Side::kP2);
    Tactic parts[2];
    for (Side s : {Side::kP1, Side::kP2}) {
      for (int i = 0; i < n; ++i) {
        pos.set_cell(s, i, static_cast<int>(rng.Below(soule::kCellCodes)));
        pos.set_pp(s, i, static_cast<int>(rng.Below(soule::kStartPp + 1)));
        parts[Index(s)].orders[i] = AnyOrder(rng, n);
      }
    }
    pos.set_ball(1 + static_cast<int>(rng.Below(5)));
    pos.set_turn(1 + static_cast<uint32_t>(rng.Below(1000)));
    ASSERT_TRUE(SameAsOracle(pos, parts[0], parts[1]));
  }
}

}  // namespace
}  // namespace melee
