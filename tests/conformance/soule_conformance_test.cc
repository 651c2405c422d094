// The SimultaneousGame contract checked on seeded random Soule matches of several team sizes.
#include <string>

#include <gtest/gtest.h>

#include "engine/core/random.h"
#include "engine/soule/soule.h"

namespace melee {
namespace {

TEST(SouleConformance, RandomMatchesKeepKeysRoundTripsAndEndCleanly) {
  for (int n : {1, 2, 3, 5, 11, 22}) {
    for (int turns : {0, 7}) {
      GameRules rules = GameRules::Defaults(Soule::kOptions);
      rules.values[0] = n;
      rules.values[1] = turns;
      Rng rng(n * 100 + turns);
      auto pos = Soule::StartPosition(rules);
      for (int stage = 0; stage < 60 && !Soule::Status(pos).over(); ++stage) {
        const std::string text = Soule::FormatPosition(pos);
        std::string error;
        const auto parsed = Soule::ParsePosition(text, rules, error);
        ASSERT_TRUE(parsed) << text << ": " << error;
        ASSERT_EQ(Soule::FormatPosition(*parsed), text);
        ASSERT_EQ(pos.key(), Soule::ComputeKey(pos)) << text;
        ASSERT_EQ(parsed->key(), pos.key()) << text;
        const auto a = Soule::RandomTactic(pos, Side::kP1, rng);
        const auto b = Soule::RandomTactic(pos, Side::kP2, rng);
        for (auto [side, tactic] : {std::pair{Side::kP1, a}, std::pair{Side::kP2, b}}) {
          const std::string token = Soule::FormatTactic(pos, side, tactic);
          const auto reparsed = Soule::ParseTactic(pos, side, token);
          ASSERT_TRUE(reparsed) << token;
          ASSERT_EQ(*reparsed, tactic) << token;
        }
        Soule::Resolve(pos, a, b);
      }
      ASSERT_EQ(pos.key(), Soule::ComputeKey(pos));
      if (turns > 0) {
        EXPECT_TRUE(Soule::Status(pos).over()) << Soule::FormatPosition(pos);
      }
    }
  }
}

}  // namespace
}  // namespace melee
