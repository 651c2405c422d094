// Seeded random playouts and random positions: the incremental key, the text round trips,
// Status against the order sets, and the engine against the naive reference referee
// (tests/soule/reference.h), which shares no code with engine/soule.
#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

#include "engine/core/perft.h"
#include "engine/core/random.h"
#include "engine/soule/soule.h"
#include "tests/soule/reference.h"
#include "tests/soule/soule_test_util.h"

namespace melee {
namespace {

namespace ref = soule_reference;

// A random valid position at a turn boundary (turn >= 1, not over) with n players a side.
std::string RandomPositionText(Rng& rng, int n) {
  std::string teams[2];
  for (auto& team : teams) {
    std::string cells, pps;
    for (int i = 0; i < n; ++i) {
      const bool off = rng.Below(5) == 0;
      cells += off ? 'x' : static_cast<char>('0' + rng.Below(7));
      pps += off ? '0' : static_cast<char>('1' + rng.Below(4));
    }
    team = cells + "/" + pps;
  }
  const int max_turns = static_cast<int>(rng.Below(10));
  const int turn = 1 + static_cast<int>(rng.Below(max_turns == 0 ? 20 : max_turns));
  return teams[0] + " " + teams[1] + " " + std::to_string(1 + rng.Below(5)) + " " +
         std::to_string(turn) + (rng.Below(2) ? " A " : " B ") + std::to_string(max_turns);
}

// Any syntactically valid order, effective or not.
std::string RandomOrder(Rng& rng, int n) {
  static const char* kWords[] = {"+", "-", "0", "x", "X"};
  const uint64_t pick = rng.Below(5 + static_cast<uint64_t>(n));
  return pick < 5 ? kWords[pick] : std::to_string(pick - 4);
}

ref::Orders RandomOrders(Rng& rng, int n) {
  ref::Orders orders;
  for (int i = 0; i < n; ++i) orders.push_back(RandomOrder(rng, n));
  return orders;
}

std::string Join(const ref::Orders& orders) {
  std::string out;
  for (const std::string& o : orders) {
    if (!out.empty()) out += ',';
    out += o;
  }
  return out;
}

// Checks the invariants of one position reached in play.
void CheckPosition(const Soule::Position& pos) {
  ASSERT_EQ(pos.key(), Soule::ComputeKey(pos));
  const std::string text = Soule::FormatPosition(pos);
  std::string error;
  const auto parsed = Soule::ParsePosition(text, GameRules{}, error);
  ASSERT_TRUE(parsed) << text << ": " << error;
  EXPECT_EQ(*parsed, pos) << text;
  const bool over = Soule::Status(pos).over();
  EXPECT_EQ(over, Soule::OrderSets(pos, Side::kP1).empty()) << text;
  EXPECT_EQ(over, ref::Over(ref::Parse(text))) << text;
}

TEST(SoulePlayout, KeyTextAndTacticRoundTripsAlongRandomGames) {
  Rng rng(2026);
  for (int game = 0; game < 300; ++game) {
    GameRules rules;
    rules.values = {1 + static_cast<int>(rng.Below(22)), static_cast<int>(rng.Below(12))};
    Soule::Position pos = Soule::StartPosition(rules);
    for (int stage = 0; stage < 40 && !Soule::Status(pos).over(); ++stage) {
      CheckPosition(pos);
      Soule::Tactic parts[2];
      for (Side s : {Side::kP1, Side::kP2}) {
        parts[Index(s)] = Soule::RandomTactic(pos, s, rng);
        const std::string text = Soule::FormatTactic(pos, s, parts[Index(s)]);
        const auto back = Soule::ParseTactic(pos, s, text);
        ASSERT_TRUE(back) << text;
        EXPECT_EQ(*back, parts[Index(s)]) << text;
      }
      Soule::Resolve(pos, parts[0], parts[1]);
    }
    CheckPosition(pos);
  }
}

TEST(SoulePlayout, StatusOverExactlyWhenNoTactics) {
  Rng rng(5);
  for (int i = 0; i < 200; ++i) {
    Soule::Position pos = soule_test::Pos(RandomPositionText(rng, 2));
    // A T = 0 match with everybody off the field never ends: give up after 100 turns.
    for (int turn = 0; turn < 100 && !Soule::Status(pos).over(); ++turn) {
      Soule::Resolve(pos, Soule::RandomTactic(pos, Side::kP1, rng),
                     Soule::RandomTactic(pos, Side::kP2, rng));
    }
    if (!Soule::Status(pos).over()) continue;
    int calls = 0;
    Soule::ForEachTactic(pos, Side::kP1, [&](const Soule::Tactic&) { ++calls; });
    EXPECT_EQ(calls, 0);
    EXPECT_FALSE(Soule::ParseTactic(pos, Side::kP1, "0,0"));
  }
}

TEST(SoulePlayout, ResolveAgreesWithReferenceOnRandomPositionsAndAnyOrders) {
  Rng rng(11);
  for (int i = 0; i < 60000; ++i) {
    const int n = 1 + static_cast<int>(rng.Below(i % 10 == 0 ? 22 : 4));
    const std::string text = RandomPositionText(rng, n);
    Soule::Position pos = soule_test::Pos(text);
    if (Soule::Status(pos).over()) continue;
    const ref::Orders a = RandomOrders(rng, n);
    const ref::Orders b = RandomOrders(rng, n);
    ref::State state = ref::Parse(text);
    ref::PlayStage(state, a, b);
    const auto a_part = Soule::ParseTactic(pos, Side::kP1, Join(a));
    const auto b_part = Soule::ParseTactic(pos, Side::kP2, Join(b));
    ASSERT_TRUE(a_part && b_part);
    Soule::Resolve(pos, *a_part, *b_part);
    ASSERT_EQ(Soule::FormatPosition(pos), ref::Format(state))
        << text << " with " << Join(a) << "/" << Join(b);
    ASSERT_EQ(pos.key(), Soule::ComputeKey(pos));
  }
}

TEST(SoulePlayout, OrderSetsAgreeWithReference) {
  Rng rng(12);
  for (int i = 0; i < 3000; ++i) {
    const int n = 1 + static_cast<int>(rng.Below(22));
    const std::string text = RandomPositionText(rng, n);
    const Soule::Position pos = soule_test::Pos(text);
    if (Soule::Status(pos).over()) continue;
    const ref::State state = ref::Parse(text);
    for (Side s : {Side::kP1, Side::kP2}) {
      std::string expected;
      for (int p = 0; p < n; ++p) {
        if (p > 0) expected += ' ';
        expected += std::to_string(p + 1);
        expected += ':';
        expected += Join(ref::UsefulOrders(state, Index(s), p));
      }
      ASSERT_EQ(Soule::OrderSets(pos, s), expected) << text;
    }
  }
}

TEST(SoulePlayout, ChildrenAgreeWithReferenceOnRandomSmallPositions) {
  Rng rng(13);
  for (int i = 0; i < 500; ++i) {
    const int n = 1 + static_cast<int>(rng.Below(i % 4 == 0 ? 3 : 2));
    const std::string text = RandomPositionText(rng, n);
    std::set<std::string> engine;
    for (const auto& child : SimultaneousChildren<Soule>(soule_test::Pos(text))) {
      engine.insert(Soule::FormatPosition(child));
    }
    ASSERT_EQ(engine, ref::Children(text)) << text;
  }
}

TEST(SoulePlayout, RandomTacticIsUniformPerPlayerOverTheEffectiveSet) {
  const Soule::Position pos = soule_test::Pos("2/4 3/4 3 1 A 7");  // A1: +,-,0,1
  Rng rng(3);
  std::vector<int> counts(4);
  for (int i = 0; i < 40000; ++i) {
    const int8_t order = Soule::RandomTactic(pos, Side::kP1, rng).orders[0];
    ++counts[order == soule::kAdvance ? 0 : order == soule::kRetreat ? 1 : order == 0 ? 2 : 3];
  }
  for (int c : counts) EXPECT_NEAR(c, 10000, 500);
}

TEST(SoulePlayout, ForEachTacticEnumeratesTheProductOfTheSets) {
  const Soule::Position pos = soule_test::Pos("26x/440 3x4/404 5 2 A 7");  // 4 x 2 x 1
  std::set<std::string> seen;
  Soule::ForEachTactic(pos, Side::kP1, [&](const Soule::Tactic& t) {
    seen.insert(Soule::FormatTactic(pos, Side::kP1, t));
  });
  EXPECT_EQ(seen, (std::set<std::string>{"+,-,0", "+,0,0", "-,-,0", "-,0,0", "0,-,0", "0,0,0",
                                         "1,-,0", "1,0,0"}));
}

}  // namespace
}  // namespace melee
