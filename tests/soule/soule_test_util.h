// Helpers for the Soule tests: positions and tactics from text, one stage played from text.
#pragma once

#include <gtest/gtest.h>

#include <string>

#include "engine/soule/soule.h"

namespace melee::soule_test {

inline Soule::Position Pos(const std::string& text) {
  std::string error;
  const std::optional<Soule::Position> pos = Soule::ParsePosition(text, GameRules{}, error);
  EXPECT_TRUE(pos.has_value()) << text << ": " << error;
  return pos.value_or(Soule::Position());
}

inline Soule::Tactic Part(const Soule::Position& pos, Side side, const std::string& text) {
  const std::optional<Soule::Tactic> tactic = Soule::ParseTactic(pos, side, text);
  EXPECT_TRUE(tactic.has_value()) << "tactic " << text;
  return tactic.value_or(Soule::Tactic());
}

// The position after one stage, as text.
inline std::string After(const std::string& position, const std::string& a_part,
                         const std::string& b_part) {
  Soule::Position pos = Pos(position);
  const Soule::Tactic a = Part(pos, Side::kP1, a_part);
  const Soule::Tactic b = Part(pos, Side::kP2, b_part);
  Soule::Resolve(pos, a, b);
  EXPECT_EQ(pos.key(), Soule::ComputeKey(pos));
  return Soule::FormatPosition(pos);
}

inline bool Contains(const soule::OrderSet& set, int order) {
  for (int i = 0; i < set.size; ++i) {
    if (set.orders[static_cast<std::size_t>(i)] == order) return true;
  }
  return false;
}

inline bool Rejects(const std::string& text) {
  std::string error;
  return !Soule::ParsePosition(text, GameRules{}, error).has_value();
}

}  // namespace melee::soule_test
