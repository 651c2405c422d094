// Helpers for the Bulltricker tests: build positions from a list of pieces on grid squares,
// and list legal moves as token sets.
#pragma once

#include <gtest/gtest.h>

#include <array>
#include <set>
#include <sstream>
#include <string>
#include <string_view>

#include "engine/bulltricker/bulltricker.h"

namespace melee::bulltricker_test {

using bulltricker::CellAt;

inline GameRules DefaultRules() { return GameRules::Defaults(Bulltricker::kOptions); }

// Four Black pawns in Black's top-left corner: not on White's path, they keep Black above
// the PAT-by-material threshold (3 men) in tests about White's pieces.
inline constexpr std::string_view kBlackFiller = "pa14 pc14 pe14 pg14";
// White's mirror of the filler.
inline constexpr std::string_view kWhiteFiller = "Pa2 Pc2 Pe2 Pg2";

// Two piece lists joined.
inline std::string With(std::string_view a, std::string_view b) {
  return std::string(a) + " " + std::string(b);
}

// A position string from "Kh2 kh14 Pd5 ..." (letter then grid square), side and counters.
inline std::string PositionText(std::string_view pieces, char side = 'w', int no_progress = 0,
                                int move_number = 1) {
  std::array<std::array<char, 15>, 15> grid{};
  std::istringstream in{std::string(pieces)};
  std::string item;
  while (in >> item) {
    const int column = item[1] - 'a', rank = std::stoi(item.substr(2));
    grid[15 - rank][column] = item[0];
  }
  std::string out;
  for (int r = 0; r < 15; ++r) {
    int empty = 0;
    for (int c = 0; c < 15; ++c) {
      if (!grid[r][c]) {
        ++empty;
        continue;
      }
      if (empty) out += std::to_string(empty);
      empty = 0;
      out += grid[r][c];
    }
    if (empty) out += std::to_string(empty);
    if (r < 14) out += '/';
  }
  return out + ' ' + side + ' ' + std::to_string(no_progress) + ' ' + std::to_string(move_number);
}

inline Bulltricker::Position Parse(const std::string& text, GameRules rules = DefaultRules()) {
  std::string error;
  const auto pos = Bulltricker::ParsePosition(text, rules, error);
  EXPECT_TRUE(pos.has_value()) << text << ": " << error;
  return pos.value_or(Bulltricker::StartPosition(rules));
}

inline Bulltricker::Position Make(std::string_view pieces, char side = 'w', int no_progress = 0) {
  return Parse(PositionText(pieces, side, no_progress));
}

inline std::set<std::string> Moves(const Bulltricker::Position& pos) {
  Bulltricker::TurnList list;
  Bulltricker::GenerateTurns(pos, list);
  std::set<std::string> tokens;
  for (const auto& move : list) tokens.insert(Bulltricker::FormatMove(pos, move));
  return tokens;
}

// The legal tokens starting on `square`.
inline std::set<std::string> MovesFrom(const Bulltricker::Position& pos, std::string_view square) {
  std::set<std::string> tokens;
  for (const auto& token : Moves(pos)) {
    const std::size_t digits = token.find_first_not_of("0123456789", 1);
    if (token.substr(0, digits) == square) tokens.insert(token);
  }
  return tokens;
}

// The position after a legal token (fails the test if illegal).
inline Bulltricker::Position After(const Bulltricker::Position& pos, std::string_view token) {
  const auto move = Bulltricker::ParseMove(pos, token);
  EXPECT_TRUE(move.has_value()) << token;
  Bulltricker::Position next = pos;
  if (move) Bulltricker::Play(next, *move);
  return next;
}

}  // namespace melee::bulltricker_test
