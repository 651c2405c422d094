// Bad input never crashes, asserts or hangs (the ASan+UBSan build runs this too): random
// bytes and mutated valid strings into ParsePosition and ParseTactic. Whatever is accepted
// is a consistent position: it prints canonically and parses back to itself.
#include <gtest/gtest.h>

#include <string>

#include "engine/core/random.h"
#include "engine/soule/soule.h"
#include "tests/soule/soule_test_util.h"

namespace melee {
namespace {

constexpr const char* kSeeds[] = {
    "???????????/44444444444 ???????????/44444444444 3 0 A 7",
    "22122112211/44444444444 44455665544/44444444444 3 1 A 7",
    "x3/04 33/14 3 2 B 7",
    "335/444 366/044 6 1 A 7",
    "3/4 4/4 1 8 B 0",
};

// Flips, inserts or deletes a few bytes, mostly from the notation's own alphabet.
std::string Mutate(std::string text, Rng& rng) {
  static constexpr std::string_view kAlphabet = "0123456789?x/ ABX+-,\n\t";
  const int edits = 1 + static_cast<int>(rng.Below(4));
  for (int e = 0; e < edits; ++e) {
    const std::size_t at = text.empty() ? 0 : rng.Below(text.size());
    const char c = rng.Below(4) == 0 ? static_cast<char>(rng.Below(256))
                                     : kAlphabet[rng.Below(kAlphabet.size())];
    switch (rng.Below(3)) {
      case 0:
        if (!text.empty()) text[at] = c;
        break;
      case 1:
        text.insert(text.begin() + static_cast<std::ptrdiff_t>(at), c);
        break;
      default:
        if (!text.empty()) text.erase(at, 1);
    }
  }
  return text;
}

void CheckAccepted(const std::string& text) {
  std::string error;
  const auto pos = Soule::ParsePosition(text, GameRules{}, error);
  if (!pos) {
    EXPECT_FALSE(error.empty()) << text;
    return;
  }
  const std::string canonical = Soule::FormatPosition(*pos);
  EXPECT_EQ(canonical, text);  // the notation has exactly one spelling per position
  EXPECT_EQ(pos->key(), Soule::ComputeKey(*pos));
  Soule::Diagram(*pos);
  Soule::OrderSets(*pos, Side::kP1);
}

TEST(SouleRobustness, ParsePositionSurvivesRandomBytes) {
  Rng rng(99);
  for (int i = 0; i < 20000; ++i) {
    std::string text(rng.Below(80), ' ');
    for (char& c : text) c = static_cast<char>(rng.Below(256));
    CheckAccepted(text);
  }
}

TEST(SouleRobustness, ParsePositionSurvivesMutatedPositions) {
  Rng rng(100);
  for (int i = 0; i < 50000; ++i) CheckAccepted(Mutate(kSeeds[rng.Below(5)], rng));
}

TEST(SouleRobustness, ParseTacticSurvivesMutatedTactics) {
  Rng rng(101);
  const Soule::Position placement = soule_test::Pos(kSeeds[0]);
  const Soule::Position turn = soule_test::Pos(kSeeds[1]);
  for (int i = 0; i < 50000; ++i) {
    const bool placing = rng.Below(2) == 0;
    const Soule::Position& pos = placing ? placement : turn;
    const std::string seed = placing ? "11211221122" : "+,0,-,3,+,+,0,+,11,0,x";
    const std::string text = Mutate(seed, rng);
    const auto tactic = Soule::ParseTactic(pos, Side::kP2, text);
    if (!tactic) continue;
    const std::string canonical = Soule::FormatTactic(pos, Side::kP2, *tactic);
    const auto again = Soule::ParseTactic(pos, Side::kP2, canonical);
    ASSERT_TRUE(again) << text;
    EXPECT_EQ(*again, *tactic) << text;
    Soule::Position child = pos;
    Soule::Resolve(child, Soule::RandomTactic(pos, Side::kP1, rng), *tactic);
    EXPECT_EQ(child.key(), Soule::ComputeKey(child));
  }
}

}  // namespace
}  // namespace melee
