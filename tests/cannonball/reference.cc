// The reference referee: naive on purpose (char board, copies everywhere, strings as keys).
#include "tests/cannonball/reference.h"

#include <set>
#include <sstream>
#include <utility>

namespace melee::cannonball_reference {
namespace {

constexpr int kW = 13, kH = 15;
constexpr int kDf[8] = {1, 1, 0, -1, -1, -1, 0, 1};
constexpr int kDr[8] = {0, 1, 1, 1, 0, -1, -1, -1};

struct Game {
  char cell[kH][kW];  // [rank][file]: '.', 'P' (South) or 'p' (North)
  int ball_f = 0, ball_r = 0;
  char side = 's';
  int south = 0, north = 0, quiet = 0, turn = 1;
};

Game Read(const std::string& fen) {
  Game g;
  std::istringstream in(fen);
  std::string board, side, score;
  in >> board >> side >> score >> g.quiet >> g.turn;
  int r = kH - 1, f = 0;
  for (std::size_t i = 0; i < board.size(); ++i) {
    const char c = board[i];
    if (c == '/') {
      --r;
      f = 0;
    } else if (c >= '0' && c <= '9') {
      int n = c - '0';
      if (i + 1 < board.size() && board[i + 1] >= '0' && board[i + 1] <= '9') {
        n = n * 10 + (board[++i] - '0');
      }
      for (int k = 0; k < n; ++k) g.cell[r][f++] = '.';
    } else if (c == '*') {
      g.cell[r][f] = '.';
      g.ball_f = f++;
      g.ball_r = r;
    } else {
      g.cell[r][f++] = c;
    }
  }
  g.side = side[0];
  g.south = std::stoi(score.substr(0, score.find('-')));
  g.north = std::stoi(score.substr(score.find('-') + 1));
  return g;
}

std::string Write(const Game& g) {
  std::string out;
  for (int r = kH - 1; r >= 0; --r) {
    int empty = 0;
    for (int f = 0; f < kW; ++f) {
      char c = g.cell[r][f];
      if (f == g.ball_f && r == g.ball_r) c = '*';
      if (c == '.') {
        ++empty;
        continue;
      }
      if (empty) out += std::to_string(empty);
      empty = 0;
      out += c;
    }
    if (empty) out += std::to_string(empty);
    if (r) out += '/';
  }
  std::ostringstream tail;
  tail << ' ' << g.side << ' ' << g.south << '-' << g.north << ' ' << g.quiet << ' ' << g.turn;
  return out + tail.str();
}

std::string Name(int f, int r) {
  return std::string(1, static_cast<char>('a' + f)) + std::to_string(r + 1);
}

bool Inside(int f, int r) { return f >= 0 && f < kW && r >= 0 && r < kH; }

// Empty for a player move: no player and not the ball.
bool Free(const Game& g, int f, int r) {
  return Inside(f, r) && g.cell[r][f] == '.' && !(f == g.ball_f && r == g.ball_r);
}

// The turn is over: the other side moves, one more turn without a try.
Game Next(Game g) {
  g.side = g.side == 's' ? 'n' : 's';
  ++g.quiet;
  ++g.turn;
  return g;
}

// After a try: every player on his start cell, the ball on g8, the conceder to move.
Game AfterTry(const Game& g) {
  Game t = g;
  for (auto& row : t.cell)
    for (char& c : row) c = '.';
  const int south[7][2] = {{1, 3}, {3, 5}, {5, 4}, {7, 4}, {9, 5}, {11, 3}, {6, 1}};
  for (const auto& fr : south) {
    t.cell[fr[1]][fr[0]] = 'P';
    t.cell[kH - 1 - fr[1]][fr[0]] = 'p';
  }
  t.ball_f = 6;
  t.ball_r = 7;
  (g.side == 's' ? t.south : t.north) += 1;
  t.side = g.side == 's' ? 'n' : 's';
  t.quiet = 0;
  ++t.turn;
  return t;
}

struct Collector {
  std::map<std::string, std::string> best;
  void Add(const Game& successor, const std::string& token) {
    const std::string fen = Write(successor);
    auto it = best.find(fen);
    if (it == best.end() || token.size() < it->second.size() ||
        (token.size() == it->second.size() && token < it->second)) {
      best[fen] = token;
    }
  }
};

char Own(const Game& g) { return g.side == 's' ? 'P' : 'p'; }

void Kick(const Game& g, int kf, int kr, std::set<std::pair<int, int>> received, bool first,
          bool strict, const std::string& token, Collector& out) {
  const char own = Own(g);
  for (int d = 0; d < 8; ++d) {
    for (int k = 1;; ++k) {
      const int x = kf + k * kDf[d], y = kr + k * kDr[d];
      if (!Inside(x, y)) {
        const int goal_rank = g.side == 's' ? kH : -1;
        const bool in_zone = g.side == 's' ? kr >= 9 : kr <= 5;
        if (y == goal_rank && x >= 4 && x <= 8 && in_zone) {
          out.Add(AfterTry(g), token + Name(x, y));
        }
        break;
      }
      if (g.cell[y][x] != '.') {
        if (g.cell[y][x] == own && !received.count({x, y})) {
          auto more = received;
          more.insert({x, y});
          Kick(g, x, y, more, false, strict, token + Name(x, y), out);
        }
        break;
      }
      if (!(first && strict)) {
        Game w = g;
        w.ball_f = x;
        w.ball_r = y;
        out.Add(Next(w), token + Name(x, y));
      }
    }
  }
}

void TakeKicks(const Game& g, bool strict, Collector& out) {
  const char own = Own(g);
  for (int r = 0; r < kH; ++r) {
    for (int f = 0; f < kW; ++f) {
      if (g.cell[r][f] != own) continue;
      for (int d = 0; d < 8; ++d) {
        for (int k = 1;; ++k) {
          const int x = f + k * kDf[d], y = r + k * kDr[d];
          if (!Inside(x, y)) break;
          if (x == g.ball_f && y == g.ball_r) {
            Game q = g;
            q.cell[r][f] = '.';
            q.cell[y][x] = own;
            Kick(q, x, y, {}, true, strict, Name(f, r) + Name(x, y), out);
            break;
          }
          if (g.cell[y][x] != '.') break;
        }
      }
    }
  }
}

// Calls f(from_f, from_r, to_f, to_r) for every queen move of the side to move's players.
template <class F>
void PlayerMoves(const Game& g, F f) {
  for (int r = 0; r < kH; ++r) {
    for (int c = 0; c < kW; ++c) {
      if (g.cell[r][c] != Own(g)) continue;
      for (int d = 0; d < 8; ++d) {
        for (int k = 1; Free(g, c + k * kDf[d], r + k * kDr[d]); ++k) {
          f(c, r, c + k * kDf[d], r + k * kDr[d]);
        }
      }
    }
  }
}

Game Moved(const Game& g, int f, int r, int x, int y) {
  Game q = g;
  q.cell[r][f] = '.';
  q.cell[y][x] = Own(g);
  return q;
}

bool Doubles(const Game& g, Collector& out) {
  bool any = false;
  PlayerMoves(g, [&](int f, int r, int x, int y) {
    const Game q = Moved(g, f, r, x, y);
    PlayerMoves(q, [&](int f2, int r2, int x2, int y2) {
      if (f2 == x && r2 == y) return;  // the same player again
      any = true;
      out.Add(Next(Moved(q, f2, r2, x2, y2)),
              Name(f, r) + Name(x, y) + "," + Name(f2, r2) + Name(x2, y2));
    });
  });
  return any;
}

}  // namespace

std::map<std::string, std::string> Turns(const std::string& fen, const Options& options) {
  const Game g = Read(fen);
  if (g.south >= options.tries_to_win || g.north >= options.tries_to_win) return {};
  if (options.no_try_turns > 0 && g.quiet >= options.no_try_turns) return {};
  Collector out;
  int contact = 0;
  for (int d = 0; d < 8; ++d) {
    const int x = g.ball_f + kDf[d], y = g.ball_r + kDr[d];
    contact += Inside(x, y) && g.cell[y][x] == Own(g);
  }
  TakeKicks(g, /*strict=*/true, out);
  if (contact >= 3) {
    if (!out.best.empty()) return out.best;
    TakeKicks(g, /*strict=*/false, out);
    if (!out.best.empty()) return out.best;
  }
  if (!Doubles(g, out)) {
    PlayerMoves(g, [&](int f, int r, int x, int y) {
      out.Add(Next(Moved(g, f, r, x, y)), Name(f, r) + Name(x, y));
    });
  }
  if (out.best.empty()) out.Add(Next(g), "pass");
  return out.best;
}

}  // namespace melee::cannonball_reference
