// Every game the engine registers (protocol/registry.cc) is covered by every cross-game suite
// of this binary that applies to it: the suites are typed over games/games.h, and this test
// reads the instantiated suites back from GoogleTest, so a suite whose type list drops a game
// (or a registry entry without a binding) fails here.
#include <gtest/gtest.h>

#include <filesystem>
#include <set>
#include <string>
#include <string_view>

#include "games/games.h"
#include "protocol/registry.h"
#include "tests/conformance/game_positions.h"

namespace melee::conformance {
namespace {

// The binding type names of the instantiations of a typed suite, e.g. "PerftFileTest".
std::set<std::string> InstantiatedTypes(std::string_view suite) {
  std::set<std::string> types;
  const ::testing::UnitTest& unit = *::testing::UnitTest::GetInstance();
  for (int i = 0; i < unit.total_test_suite_count(); ++i) {
    const ::testing::TestSuite& s = *unit.GetTestSuite(i);
    const std::string name = s.name();
    if (name.starts_with(std::string(suite) + "/") && s.type_param() != nullptr) {
      types.insert(s.type_param());
    }
  }
  return types;
}

bool Covers(const std::set<std::string>& types, std::string_view game) {
  const std::string binding = "games::" + std::string(game) + "::Binding";
  for (const std::string& type : types) {
    if (type.find(binding) != std::string::npos) return true;
  }
  return false;
}

struct Kinds {
  bool known = false;
  bool turn = false;
  bool stepped = false;
  bool simultaneous = false;
};

Kinds KindsOf(std::string_view name) {
  Kinds kinds;
  ForEachType(games::All{}, [&]<class B>() {
    using G = typename B::Game;
    if (G::kName != name) return;
    kinds = {true, TurnGame<G>, SteppedGame<G>, SimultaneousGame<G>};
  });
  return kinds;
}

TEST(RegistryCoverage, EveryRegisteredGameIsInEveryCrossGameSuite) {
  ASSERT_FALSE(RegisteredGames().empty());
  for (const GameEntry& entry : RegisteredGames()) {
    const Kinds kinds = KindsOf(entry.name);
    ASSERT_TRUE(kinds.known) << entry.name << " is registered but has no games/ binding";
    EXPECT_NE(kinds.turn, kinds.simultaneous) << entry.name;
    EXPECT_TRUE(Covers(InstantiatedTypes("PerftFileTest"), entry.name)) << entry.name;
    EXPECT_TRUE(std::filesystem::exists(PerftFile(entry.name))) << PerftFile(entry.name);
    if (kinds.turn) {
      EXPECT_TRUE(Covers(InstantiatedTypes("TurnGameConformance"), entry.name)) << entry.name;
    }
    if (kinds.stepped) {
      EXPECT_TRUE(Covers(InstantiatedTypes("SteppedGameConformance"), entry.name)) << entry.name;
    }
    if (kinds.simultaneous) {
      EXPECT_TRUE(Covers(InstantiatedTypes("SimultaneousGameConformance"), entry.name))
          << entry.name;
    }
  }
}

// The registry lists exactly the games of the build, in the list's order.
TEST(RegistryCoverage, RegistryIsTheListOfGames) {
  std::vector<std::string_view> listed;
  ForEachType(games::All{}, [&]<class B>() { listed.push_back(B::Game::kName); });
  std::vector<std::string_view> registered;
  for (const GameEntry& entry : RegisteredGames()) registered.push_back(entry.name);
  EXPECT_EQ(registered, listed);
}

}  // namespace
}  // namespace melee::conformance
