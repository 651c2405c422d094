// Helpers for the BALL tests: positions from a list of occupied squares, legal tokens, and the
// successor of a token.
#pragma once

#include <gtest/gtest.h>

#include <map>
#include <set>
#include <string>

#include "engine/ball/ball.h"
#include "engine/ball/step_token.h"

namespace ball_test {

using melee::Ball;
using Position = Ball::Position;

inline melee::GameRules Rules() { return melee::GameRules::Defaults(Ball::kOptions); }

// A position string from square -> cell text (`X`, `o_`, `S*`, `@`, `(X*o)`); side `s` or `n`.
inline std::string Text(const std::map<std::string, std::string>& cells, char side = 's',
                        int turn = 1, int limit = 60) {
  std::string out;
  for (int rank = 17; rank >= 1; --rank) {
    int run = 0;
    for (char file = rank % 2 ? 'a' : 'b'; file <= 'm'; file += 2) {
      auto it = cells.find(std::string(1, file) + std::to_string(rank));
      if (it == cells.end()) {
        ++run;
        continue;
      }
      if (run) out += std::to_string(run);
      run = 0;
      out += it->second;
    }
    if (run) out += std::to_string(run);
    if (rank > 1) out += '/';
  }
  return out + ' ' + side + ' ' + std::to_string(turn) + ' ' + std::to_string(limit);
}

inline Position Parse(const std::string& text) {
  std::string error;
  auto pos = Ball::ParsePosition(text, Rules(), error);
  EXPECT_TRUE(pos.has_value()) << text << ": " << error;
  return pos.value_or(Position());
}

inline Position Pos(const std::map<std::string, std::string>& cells, char side = 's', int turn = 1,
                    int limit = 60) {
  return Parse(Text(cells, side, turn, limit));
}

// Canonical tokens of every whole turn.
inline std::set<std::string> Turns(const Position& pos) {
  Ball::TurnList list;
  Ball::GenerateTurns(pos, list);
  std::set<std::string> tokens;
  for (const auto& m : list) tokens.insert(Ball::FormatMove(pos, m));
  return tokens;
}

// Tokens of the steps available now (the end of the action phase left out).
inline std::set<std::string> Steps(const Position& pos) {
  Ball::StepList steps;
  Ball::GenerateSteps(pos, steps);
  std::set<std::string> tokens;
  for (const auto& s : steps) {
    std::string t;
    melee::ball::AppendStepToken(s, t);
    if (!t.empty()) tokens.insert(t);
  }
  return tokens;
}

// Step tokens of the given kind letter (`x`, `t`, `b`, ...; 0 for plain moves).
inline std::set<std::string> StepsOfKind(const Position& pos, char letter) {
  std::set<std::string> out;
  for (const auto& t : Steps(pos)) {
    const bool plain = t.size() > 1 && t[1] >= '0' && t[1] <= '9';
    if ((letter == 0 && plain) || (!plain && t[0] == letter)) out.insert(t);
  }
  return out;
}

inline bool Legal(const Position& pos, const std::string& token) {
  return Ball::ParseMove(pos, token).has_value();
}

// The position after a whole-turn token (the test fails if the token is illegal).
inline Position After(const Position& pos, const std::string& token) {
  auto move = Ball::ParseMove(pos, token);
  EXPECT_TRUE(move.has_value()) << "illegal: " << token << " in " << Ball::FormatPosition(pos);
  Position next = pos;
  if (move) Ball::Play(next, *move);
  return next;
}

inline std::string AfterText(const Position& pos, const std::string& token) {
  return Ball::FormatPosition(After(pos, token));
}

// Plays one step given by its token on an in-turn position.
inline void PlayStepToken(Position& pos, const std::string& token) {
  Ball::StepList steps;
  Ball::GenerateSteps(pos, steps);
  for (const auto& s : steps) {
    std::string t;
    melee::ball::AppendStepToken(s, t);
    if (t == token) {
      Ball::PlayStep(pos, s);
      return;
    }
  }
  ADD_FAILURE() << "no step " << token << " in " << Ball::FormatPosition(pos);
}

}  // namespace ball_test
