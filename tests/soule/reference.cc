#include "tests/soule/reference.h"

#include <cstdlib>
#include <sstream>

namespace melee::soule_reference {

State Parse(const std::string& text) {
  std::istringstream in(text);
  std::string team[2], init;
  State s;
  in >> team[0] >> team[1] >> s.ball >> s.turn >> init >> s.maxturns;
  s.initiative = init == "B" ? 1 : 0;
  for (int side = 0; side < 2; ++side) {
    const std::size_t slash = team[side].find('/');
    s.n = static_cast<int>(slash);
    for (int i = 0; i < s.n; ++i) {
      const char c = team[side][i];
      s.cell[side].push_back(c == 'x' ? -1 : c == '?' ? -2 : c - '0');
      s.pp[side].push_back(team[side][slash + 1 + i] - '0');
    }
  }
  return s;
}

std::string Format(const State& s) {
  std::string out;
  for (int side = 0; side < 2; ++side) {
    for (int c : s.cell[side]) out += c == -1 ? 'x' : c == -2 ? '?' : static_cast<char>('0' + c);
    out += "/";
    for (int p : s.pp[side]) out += static_cast<char>('0' + (p < 0 ? 0 : p > 4 ? 4 : p));
    out += " ";
  }
  return out + std::to_string(s.ball) + " " + std::to_string(s.turn) + " " +
         (s.initiative == 0 ? "A" : "B") + " " + std::to_string(s.maxturns);
}

bool Over(const State& s) {
  return s.ball == 0 || s.ball == 6 || (s.maxturns > 0 && s.turn > s.maxturns);
}

namespace {

// "A attacks toward cell 6, B toward cell 0."
int Dir(int side) { return side == 0 ? 1 : -1; }

// One player's action; returns true if a goal was scored.
bool Act(State& s, int side, int i, const std::string& order) {
  int& cell = s.cell[side][i];
  if (cell < 0) return false;            // off the field
  if (s.pp[side][i] <= 0) return false;  // "A player who is KO when his action comes up"
  if (order == "+") {
    const int to = cell + Dir(side);
    if (to < 0 || to > 6) return false;  // "would leave the field: does nothing"
    const bool behind_ball = s.ball == to;
    cell = to;
    if (behind_ball) {
      s.ball += Dir(side);
      if (s.ball == 6 || s.ball == 0) return true;
    }
  } else if (order == "-") {
    const int to = cell - Dir(side);
    if (to >= 0 && to <= 6) cell = to;
  } else if (order != "0" && order != "x" && order != "X") {
    const int k = std::atoi(order.c_str()) - 1;
    const int other = 1 - side;
    if (s.cell[other][k] == cell) s.pp[other][k] -= 1;  // cell >= 0 here: on the field
  }
  return false;
}

}  // namespace

void PlayStage(State& s, const Orders& a, const Orders& b) {
  const Orders* orders[2] = {&a, &b};
  if (s.turn == 0) {  // "an A player stands on cell 3-d, a B player on 3+d"
    for (int i = 0; i < s.n; ++i) {
      s.cell[0][i] = 3 - std::atoi(a[i].c_str());
      s.cell[1][i] = 3 + std::atoi(b[i].c_str());
    }
    s.turn = 1;
    return;
  }
  const int first = s.initiative;
  for (int i = 0; i < s.n; ++i) {
    if (Act(s, first, i, (*orders[first])[i])) return;
    if (Act(s, 1 - first, i, (*orders[1 - first])[i])) return;
  }
  for (int side = 0; side < 2; ++side) {
    for (int i = 0; i < s.n; ++i) {
      if (s.cell[side][i] >= 0 && s.pp[side][i] <= 0) {
        s.cell[side][i] = -1;
        s.pp[side][i] = 0;
      }
    }
  }
  s.turn += 1;
  s.initiative = 1 - s.initiative;
}

std::vector<std::string> UsefulOrders(const State& s, int side, int i) {
  if (s.turn == 0) return {"1", "2", "3"};
  const int c = s.cell[side][i];
  if (c < 0) return {"0"};
  std::vector<std::string> out;
  if (c + Dir(side) >= 0 && c + Dir(side) <= 6) out.push_back("+");
  if (c - Dir(side) >= 0 && c - Dir(side) <= 6) out.push_back("-");
  out.push_back("0");
  for (int k = 0; k < s.n; ++k) {
    const int t = s.cell[1 - side][k];
    if (t >= 0 && std::abs(t - c) <= 1) out.push_back(std::to_string(k + 1));
  }
  return out;
}

namespace {

// Every combination of useful orders of one side.
std::vector<Orders> AllTactics(const State& s, int side) {
  std::vector<Orders> tactics = {{}};
  for (int i = 0; i < s.n; ++i) {
    std::vector<Orders> longer;
    for (const Orders& t : tactics) {
      for (const std::string& o : UsefulOrders(s, side, i)) {
        longer.push_back(t);
        longer.back().push_back(o);
      }
    }
    tactics = longer;
  }
  return tactics;
}

}  // namespace

std::set<std::string> Children(const std::string& position) {
  const State s = Parse(position);
  std::set<std::string> out;
  if (Over(s)) return out;
  const std::vector<Orders> a = AllTactics(s, 0);
  const std::vector<Orders> b = AllTactics(s, 1);
  for (const Orders& x : a) {
    for (const Orders& y : b) {
      State child = s;
      PlayStage(child, x, y);
      out.insert(Format(child));
    }
  }
  return out;
}

uint64_t Perft(const std::string& position, int depth) {
  if (depth == 0) return 1;
  const std::set<std::string> children = Children(position);
  if (depth == 1) return children.size();
  uint64_t total = 0;
  for (const std::string& child : children) total += Perft(child, depth - 1);
  return total;
}

}  // namespace melee::soule_reference
