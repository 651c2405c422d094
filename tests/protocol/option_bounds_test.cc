// Every option `ugi` advertises, under every game: a value at each bound is accepted and is
// then the option's advertised default; a value past a bound (or not of the option's type) is
// refused with exactly one `info string error` line and the previous value kept.
#include <gtest/gtest.h>

#include <cstdint>
#include <optional>
#include <span>
#include <sstream>
#include <string>
#include <vector>

#include "protocol/registry.h"
#include "tests/protocol/toy_registry.h"
#include "tests/protocol/transcript.h"

namespace melee::testing {
namespace {

// One `option name <id> type <t> default <d> [min <a> max <b>] [var <v>]...` line.
struct Advertised {
  std::string name, type, value;
  int64_t min = 0, max = 0;
  std::vector<std::string> vars;
};

std::vector<Advertised> Parse(const std::string& ugi) {
  std::vector<Advertised> options;
  std::istringstream lines(ugi);
  for (std::string line; std::getline(lines, line);) {
    if (line.rfind("option name ", 0) != 0) continue;
    const std::size_t type_at = line.find(" type ");
    Advertised o;
    o.name = line.substr(12, type_at - 12);
    std::istringstream words(line.substr(type_at + 6));
    words >> o.type;
    for (std::string word; words >> word;) {
      if (word == "default") {
        words >> o.value;
      } else if (word == "min") {
        words >> o.min;
      } else if (word == "max") {
        words >> o.max;
      } else if (word == "var") {
        o.vars.emplace_back();
        words >> o.vars.back();
      }
    }
    options.push_back(o);
  }
  return options;
}

class OptionChecker {
 public:
  explicit OptionChecker(std::span<const GameEntry> games) : t_(games) {}

  // The option's advertised value now.
  std::optional<std::string> Current(const std::string& name) {
    for (const Advertised& o : Parse(t_.Run("ugi")))
      if (o.name == name) return o.value;
    return std::nullopt;
  }

  void Accepts(const std::string& name, const std::string& value) {
    EXPECT_EQ(t_.Run("setoption name " + name + " value " + value), "") << name << "=" << value;
    EXPECT_EQ(Current(name), value) << name;
  }

  void Refuses(const std::string& name, const std::string& value) {
    const std::optional<std::string> before = Current(name);
    const std::string out = t_.Run("setoption name " + name + " value " + value);
    EXPECT_EQ(out.rfind("info string error ", 0), 0u) << name << "=" << value << ": " << out;
    EXPECT_EQ(std::count(out.begin(), out.end(), '\n'), 1) << name << "=" << value << ": " << out;
    EXPECT_EQ(Current(name), before) << name << "=" << value;
  }

  // Every option under the selected game; `tables` says whether the game's searchers make a
  // table at `Hash` (then its maximum, 64 GB, is not asked for: the machine may give it).
  void CheckAll(bool tables) {
    for (const Advertised& o : Parse(t_.Run("ugi"))) {
      SCOPED_TRACE(o.name);
      if (o.type == "spin") {
        Accepts(o.name, std::to_string(o.min));
        if (!(tables && o.name == "Hash")) Accepts(o.name, std::to_string(o.max));
        Refuses(o.name, std::to_string(o.max + 1));
        Refuses(o.name, std::to_string(o.min - 1));
        Refuses(o.name, "x");
        Accepts(o.name, o.value);
      } else if (o.type == "check") {
        Accepts(o.name, o.value == "true" ? "false" : "true");
        Refuses(o.name, "maybe");
        Accepts(o.name, o.value);
      } else if (o.type == "combo") {
        ASSERT_FALSE(o.vars.empty());
        Refuses(o.name, "no-such-value");
        if (o.name == "UCI_Variant") continue;  // each game is visited by the caller
        // A searcher the game lacks is refused (one error line, previous value kept).
        for (const std::string& var : o.vars) {
          const std::string out = t_.Run("setoption name " + o.name + " value " + var);
          if (out.empty()) {
            EXPECT_EQ(Current(o.name), var);
          } else {
            EXPECT_EQ(out.rfind("info string error ", 0), 0u) << out;
          }
        }
      } else {
        EXPECT_EQ(o.type, "button");
        EXPECT_EQ(t_.Run("setoption name " + o.name), "");
      }
    }
    Refuses("No Such Option", "1");
  }

  Transcript& transcript() { return t_; }

 private:
  Transcript t_;
};

void CheckEveryGame(std::span<const GameEntry> games, bool tables) {
  OptionChecker checker(games);
  for (const GameEntry& g : games) {
    SCOPED_TRACE(g.name);
    checker.Accepts("UCI_Variant", std::string(g.name));
    checker.CheckAll(tables && g.name != "soule");
  }
}

TEST(OptionBoundsTest, EveryToyGameOptionTakesItsBoundsAndRefusesBeyond) {
  CheckEveryGame(ToyGames(), /*tables=*/false);
}

TEST(OptionBoundsTest, EveryRegisteredGameOptionTakesItsBoundsAndRefusesBeyond) {
  CheckEveryGame(RegisteredGames(), /*tables=*/true);
}

// The game's session declares its own options: the generic loop knows no Soule option.
TEST(OptionBoundsTest, BlindIsTheSimultaneousGamesOwnOption) {
  OptionChecker toys(ToyGames());
  EXPECT_TRUE(toys.Current("Pennies Blind"));
  EXPECT_FALSE(toys.Current("Soule Blind"));
}

}  // namespace
}  // namespace melee::testing
