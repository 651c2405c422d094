// A deliberately naive Soule referee written straight from the spec's words, sharing no code
// with engine/soule: positions are parsed from and printed to text, tactics are lists of
// order strings, PP really goes below 0. Slow on purpose; the tests compare the engine with it.
#pragma once

#include <cstdint>
#include <set>
#include <string>
#include <vector>

namespace melee::soule_reference {

struct State {
  int n = 0;
  std::vector<int> cell[2];  // 0..6 on the field, -1 off the field, -2 not placed
  std::vector<int> pp[2];    // may be negative
  int ball = 3;
  int turn = 0;
  int initiative = 0;  // 0 = A, 1 = B
  int maxturns = 7;
};

// Parses a (valid) position string; no validation beyond what it needs.
State Parse(const std::string& text);
std::string Format(const State& state);
bool Over(const State& state);

// Order tokens per player: a placement is "1".."3", a turn order "+", "-", "0" or a number.
using Orders = std::vector<std::string>;
// Plays one stage with A's and B's orders.
void PlayStage(State& state, const Orders& a, const Orders& b);
// The orders of one player that can have an effect (the protocol's `query moves` words).
std::vector<std::string> UsefulOrders(const State& state, int side, int player);
// The distinct positions (as text) after one stage.
std::set<std::string> Children(const std::string& position);
uint64_t Perft(const std::string& position, int depth);

}  // namespace melee::soule_reference
