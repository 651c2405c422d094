// Helpers shared by the Cannon Ball tests: building positions cell by cell, listing the legal
// tokens and successors of a position.
#pragma once

#include <gtest/gtest.h>

#include <initializer_list>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <string_view>

#include "engine/cannonball/cannonball.h"

namespace melee::cannonball_test {

using Pos = CannonBall::Position;

inline GameRules DefaultRules() { return GameRules::Defaults(CannonBall::kOptions); }

inline Pos Parse(std::string_view text, GameRules rules = DefaultRules()) {
  std::string error;
  auto pos = CannonBall::ParsePosition(text, rules, error);
  EXPECT_TRUE(pos.has_value()) << text << ": " << error;
  return pos.value_or(CannonBall::StartPosition(rules));
}

// The board field of a position string from a grid of cells ('.' empty), rank 15 first.
inline std::string BoardField(const char (&grid)[15][13]) {
  std::string field;
  for (int rank = 14; rank >= 0; --rank) {
    int empty = 0;
    for (int file = 0; file < 13; ++file) {
      if (grid[rank][file] == '.') {
        ++empty;
        continue;
      }
      if (empty) field += std::to_string(empty);
      empty = 0;
      field += grid[rank][file];
    }
    if (empty) field += std::to_string(empty);
    if (rank) field += '/';
  }
  return field;
}

// A position string from pieces like "Pg6" (South), "pd10" (North), "*g8" (ball), then the
// side, score, turns since the last try and turn number.
inline std::string Fen(std::initializer_list<std::string_view> pieces, char side = 's',
                       std::string_view rest = "0-0 0 1") {
  char grid[15][13];
  for (auto& row : grid)
    for (char& c : row) c = '.';
  for (std::string_view piece : pieces) {
    const int file = piece[1] - 'a';
    const int rank = std::stoi(std::string(piece.substr(2))) - 1;
    grid[rank][file] = piece[0];
  }
  std::string out = BoardField(grid);
  out += ' ';
  out += side;
  out += ' ';
  out += rest;
  return out;
}

inline Pos Make(std::initializer_list<std::string_view> pieces, char side = 's',
                std::string_view rest = "0-0 0 1", GameRules rules = DefaultRules()) {
  return Parse(Fen(pieces, side, rest), rules);
}

// canonical token -> successor position string.
inline std::map<std::string, std::string> Successors(const Pos& pos) {
  auto list = std::make_unique<CannonBall::TurnList>();
  CannonBall::GenerateTurns(pos, *list);
  std::map<std::string, std::string> out;
  for (const auto& move : *list) {
    Pos child = pos;
    CannonBall::Play(child, move);
    out[CannonBall::FormatMove(pos, move)] = CannonBall::FormatPosition(child);
  }
  return out;
}

inline std::set<std::string> Tokens(const Pos& pos) {
  std::set<std::string> tokens;
  for (const auto& [token, child] : Successors(pos)) tokens.insert(token);
  return tokens;
}

inline bool IsLegal(const Pos& pos, std::string_view token) {
  return CannonBall::ParseMove(pos, token).has_value();
}

// The position after a legal token (any spelling).
inline Pos After(const Pos& pos, std::string_view token) {
  auto move = CannonBall::ParseMove(pos, token);
  EXPECT_TRUE(move.has_value()) << token;
  Pos child = pos;
  if (move) CannonBall::Play(child, *move);
  return child;
}

// How many canonical tokens start with `prefix`.
inline int CountWithPrefix(const Pos& pos, std::string_view prefix) {
  int n = 0;
  for (const auto& token : Tokens(pos)) n += token.rfind(prefix, 0) == 0;
  return n;
}

}  // namespace melee::cannonball_test
