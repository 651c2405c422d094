// Comparing the fast generator with the naive reference referee (reference.h) on one
// position: the same distinct successors, each under the same canonical token.
#pragma once

#include <gtest/gtest.h>

#include <map>
#include <memory>
#include <string>

#include "engine/cannonball/cannonball.h"
#include "tests/cannonball/random_positions.h"
#include "tests/cannonball/reference.h"
#include "tests/cannonball/test_util.h"

namespace melee::cannonball_test {

inline cannonball_reference::Options ReferenceOptions(const Pos& pos) {
  return {pos.no_try_limit, pos.tries_to_win};
}

// successor position string -> canonical token, from the fast generator; also checks that no
// two listed moves reach the same successor.
inline std::map<std::string, std::string> FastTurns(const Pos& pos) {
  auto list = std::make_unique<CannonBall::TurnList>();
  CannonBall::GenerateTurns(pos, *list);
  std::map<std::string, std::string> out;
  for (const auto& move : *list) {
    Pos child = pos;
    CannonBall::Play(child, move);
    const bool fresh =
        out.emplace(CannonBall::FormatPosition(child), CannonBall::FormatMove(pos, move)).second;
    EXPECT_TRUE(fresh) << "two moves reach one successor from " << CannonBall::FormatPosition(pos);
  }
  return out;
}

inline void ExpectSameAsReference(const Pos& pos) {
  const std::string fen = CannonBall::FormatPosition(pos);
  const auto reference = cannonball_reference::Turns(fen, ReferenceOptions(pos));
  const auto fast = FastTurns(pos);
  EXPECT_EQ(fast.size(), reference.size()) << fen;
  for (const auto& [child, token] : reference) {
    auto it = fast.find(child);
    if (it == fast.end()) {
      ADD_FAILURE() << fen << ": missing " << token;
    } else {
      EXPECT_EQ(it->second, token) << fen;
    }
  }
  for (const auto& [child, token] : fast) {
    if (!reference.count(child)) ADD_FAILURE() << fen << ": extra " << token;
  }
}

// The comparisons of reference_test.cc, sized by the caller (the long suite runs more).
inline void CompareOnRandomCrowdedPositions(uint64_t seed, int count) {
  Rng rng(seed);
  for (int i = 0; i < count; ++i) ExpectSameAsReference(Parse(RandomFen(rng)));
}

inline void CompareOnPlayouts(uint64_t seed, int games, int turns, int every) {
  Rng rng(seed);
  for (int game = 0; game < games; ++game) {
    const auto positions = Playout(rng, turns);
    for (std::size_t i = 0; i < positions.size(); i += every) ExpectSameAsReference(positions[i]);
  }
}

// TriesToWin 1 and no NoTryTurns limit, on random positions at 0-0.
inline void CompareWithOtherOptions(uint64_t seed, int count) {
  GameRules rules = DefaultRules();
  rules.values[0] = 0;
  rules.values[1] = 1;
  Rng rng(seed);
  for (int i = 0; i < count; ++i) {
    std::string fen = RandomFen(rng);
    fen.replace(fen.find(' ', fen.find(' ') + 1) + 1, 3, "0-0");
    ExpectSameAsReference(Parse(fen, rules));
  }
}

}  // namespace melee::cannonball_test
