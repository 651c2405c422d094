#include "tests/ball/reference.h"

#include <cstdlib>
#include <sstream>
#include <vector>

namespace ball_reference {
namespace {

constexpr int W = 13, H = 17;

struct Piece {
  char type = 0;  // 'X', 'O', 'S'
  int side = 0;   // 0 South, 1 North
  bool knocked = false;
};

struct Cell {
  int count = 0;       // 0 empty, 1 one piece, 2 stack
  Piece piece[2];      // piece[0]: the piece or the top; piece[1]: the bottom
  bool fresh = false;  // stack made this turn
};

struct State {
  Cell cell[W][H];
  int bf = -1, br = -1;  // ball
  bool held = false;
  int side = 0, turn = 1, limit = 0;
  int ap = 2;
  bool unblock = false, locked = false;
};

bool Playable(int f, int r) { return f >= 0 && f < W && r >= 0 && r < H && (f + r) % 2 == 0; }
bool Empty(const State& s, int f, int r) { return Playable(f, r) && s.cell[f][r].count == 0; }
bool LoneActive(const State& s, int f, int r) {
  return Playable(f, r) && s.cell[f][r].count == 1 && !s.cell[f][r].piece[0].knocked;
}
bool LoneActiveOf(const State& s, int f, int r, int side) {
  return LoneActive(s, f, r) && s.cell[f][r].piece[0].side == side;
}
bool FreeBallAt(const State& s, int f, int r) { return !s.held && s.bf == f && s.br == r; }
int Dist(int f1, int r1, int f2, int r2) { return std::max(std::abs(f1 - f2), std::abs(r1 - r2)); }

const int kDiag[4][2] = {{1, 1}, {-1, 1}, {1, -1}, {-1, -1}};

std::string Sq(int f, int r) { return std::string(1, char('a' + f)) + std::to_string(r + 1); }

// ---- position text -------------------------------------------------------------------------
std::optional<State> Read(const std::string& text) {
  std::istringstream in(text);
  std::string board, side;
  State s;
  if (!(in >> board >> side >> s.turn >> s.limit)) return std::nullopt;
  s.side = side == "n" ? 1 : 0;
  int r = H - 1, f = r % 2 == 0 ? 0 : 1;
  for (size_t i = 0; i < board.size(); ++i) {
    char c = board[i];
    if (c == '/') {
      --r;
      f = r % 2 == 0 ? 0 : 1;
    } else if (c >= '1' && c <= '9') {
      f += 2 * (c - '0');
    } else if (c == '@') {
      s.bf = f, s.br = r, s.held = false;
      f += 2;
    } else if (c == '(') {
      Cell& cell = s.cell[f][r];
      cell.count = 2;
      cell.piece[0] = {char(toupper(board[i + 1])), islower(board[i + 1]) ? 1 : 0, false};
      i += 2;
      if (board[i] == '*') s.bf = f, s.br = r, s.held = true, ++i;
      cell.piece[1] = {char(toupper(board[i])), islower(board[i]) ? 1 : 0, false};
      ++i;  // ')'
      f += 2;
    } else {
      Cell& cell = s.cell[f][r];
      cell.count = 1;
      cell.piece[0] = {char(toupper(c)), islower(c) ? 1 : 0, false};
      if (i + 1 < board.size() && board[i + 1] == '*') s.bf = f, s.br = r, s.held = true, ++i;
      if (i + 1 < board.size() && board[i + 1] == '_') cell.piece[0].knocked = true, ++i;
      f += 2;
    }
  }
  return s;
}

char Letter(const Piece& p) { return p.side == 0 ? p.type : char(tolower(p.type)); }

std::string Write(const State& s) {
  std::string out;
  for (int r = H - 1; r >= 0; --r) {
    int run = 0;
    for (int f = r % 2; f < W; f += 2) {
      const Cell& c = s.cell[f][r];
      bool ball_here = s.bf == f && s.br == r;
      if (c.count == 0 && !ball_here) {
        ++run;
        continue;
      }
      if (run) out += char('0' + run);
      run = 0;
      if (c.count == 0) {
        out += '@';
      } else if (c.count == 1) {
        out += Letter(c.piece[0]);
        if (ball_here) out += '*';
        if (c.piece[0].knocked) out += '_';
      } else {
        out += '(';
        out += Letter(c.piece[0]);
        if (ball_here) out += '*';
        out += Letter(c.piece[1]);
        out += ')';
      }
    }
    if (run) out += char('0' + run);
    if (r) out += '/';
  }
  out += s.side == 0 ? " s " : " n ";
  out += std::to_string(s.turn) + " " + std::to_string(s.limit);
  return out;
}

// ---- the walk --------------------------------------------------------------------------------
struct Walk {
  std::map<std::string, std::string> best;
  int64_t paths = 0, max_paths = 0;

  static bool Better(const std::string& a, const std::string& b) {
    return a.size() != b.size() ? a.size() < b.size() : a < b;
  }

  bool Touchdown(const State& s) const {
    if (!s.held) return false;
    const Piece& holder = s.cell[s.bf][s.br].piece[0];
    if (holder.side != s.side) return false;
    return s.side == 0 ? s.br >= 15 : s.br <= 1;
  }

  void Record(State s, const std::string& token) {
    ++paths;
    s.side = 1 - s.side;
    ++s.turn;
    s.ap = 2;
    s.unblock = false;
    s.locked = false;
    for (auto& column : s.cell)
      for (auto& c : column) c.fresh = false;
    const std::string key = Write(s);
    const std::string t = token.empty() ? "pass" : token;
    auto it = best.find(key);
    if (it == best.end() || Better(t, it->second)) best[key] = t;
  }

  static std::string Join(const std::string& a, const std::string& b) {
    return a.empty() ? b : a + "," + b;
  }

  // A piece ends an action or task on (f, r): it takes a free ball there.
  static void Arrive(State& s, int f, int r) {
    if (FreeBallAt(s, f, r)) {
      s.held = true;
      if (!s.unblock) s.locked = true;
    }
  }

  void AfterAction(State s, const std::string& token) {
    if (paths > max_paths) return;
    --s.ap;
    if (Touchdown(s)) return Record(s, token);
    if (s.ap == 0) return Unblock(s, token);
    Actions(s, token);
  }

  void Unblock(State s, const std::string& token) {
    s.unblock = true;
    Tasks(s, token);
  }

  void Tasks(const State& s, const std::string& token) {
    if (paths > max_paths) return;
    bool any = false;
    for (int f = 0; f < W; ++f) {
      for (int r = 0; r < H; ++r) {
        if (!Playable(f, r)) continue;
        const Cell& c = s.cell[f][r];
        // Stand up an own knocked piece onto an empty diagonal neighbour.
        if (c.count == 1 && c.piece[0].knocked && c.piece[0].side == s.side) {
          for (auto& d : kDiag) {
            int tf = f + d[0], tr = r + d[1];
            if (!Empty(s, tf, tr)) continue;
            any = true;
            State n = s;
            n.cell[tf][tr] = c;
            n.cell[tf][tr].piece[0].knocked = false;
            n.cell[f][r] = Cell();
            Arrive(n, tf, tr);
            AfterTask(n, Join(token, "u" + Sq(f, r) + Sq(tf, tr)));
          }
        }
        // Release an own-topped stack not made this turn onto two distinct empty neighbours.
        if (c.count == 2 && c.piece[0].side == s.side && !c.fresh) {
          for (auto& d1 : kDiag) {
            for (auto& d2 : kDiag) {
              int af = f + d1[0], ar = r + d1[1], bf = f + d2[0], br = r + d2[1];
              if (&d1 == &d2 || !Empty(s, af, ar) || !Empty(s, bf, br)) continue;
              any = true;
              bool top_held = s.held && s.bf == f && s.br == r;
              for (int keeper = 0; keeper < (top_held ? 2 : 1); ++keeper) {
                State n = s;
                n.cell[f][r] = Cell();
                n.cell[af][ar].count = 1;
                n.cell[af][ar].piece[0] = c.piece[0];
                n.cell[bf][br].count = 1;
                n.cell[bf][br].piece[0] = c.piece[1];
                if (top_held) {
                  n.bf = keeper ? bf : af;
                  n.br = keeper ? br : ar;
                } else {
                  Arrive(n, af, ar);
                  Arrive(n, bf, br);
                }
                AfterTask(
                    n, Join(token, "r" + Sq(f, r) + Sq(af, ar) + Sq(bf, br) + (keeper ? "!" : "")));
              }
            }
          }
        }
      }
    }
    if (!any) Record(s, token);
  }

  void AfterTask(const State& s, const std::string& token) {
    if (Touchdown(s)) return Record(s, token);
    Tasks(s, token);
  }

  void Actions(const State& s, const std::string& token) {
    if (paths > max_paths) return;
    Unblock(s, token);  // end the action phase now
    for (int f = 0; f < W; ++f)
      for (int r = 0; r < H; ++r)
        if (LoneActiveOf(s, f, r, s.side)) PieceActions(s, f, r, token);
  }

  void PieceActions(const State& s, int f, int r, const std::string& token) {
    const bool carrier = s.held && s.bf == f && s.br == r;
    if (carrier && s.locked) return;
    const char type = s.cell[f][r].piece[0].type;
    struct Pattern {
      int df, dr;
    };
    std::vector<Pattern> patterns;
    for (auto& d : kDiag) patterns.push_back({d[0], d[1]});
    if (type != 'O')
      for (auto& d : kDiag) patterns.push_back({2 * d[0], 2 * d[1]});
    if (type != 'X') {
      for (Pattern p : {Pattern{2, 0}, Pattern{-2, 0}, Pattern{0, 2}, Pattern{0, -2}})
        patterns.push_back(p);
    }
    for (const Pattern& p : patterns) {
      const int tf = f + p.df, tr = r + p.dr;
      if (!Playable(tf, tr)) continue;
      const bool one_step = std::abs(p.df) == 1;
      const bool diagonal = p.df != 0 && p.dr != 0;
      if (one_step) {
        if (Empty(s, tf, tr)) Move(s, f, r, tf, tr, token);
        if (LoneActive(s, tf, tr)) Block(s, f, r, tf, tr, token);
        continue;
      }
      const int mf = f + p.df / 2, mr = r + p.dr / 2;
      const bool open = !diagonal || Empty(s, mf, mr) || LoneActiveOf(s, mf, mr, s.side);
      if (open && Empty(s, tf, tr)) Move(s, f, r, tf, tr, token);
      if (open && LoneActiveOf(s, tf, tr, 1 - s.side)) Esquive(s, f, r, tf, tr, token);
      if (diagonal && LoneActiveOf(s, mf, mr, 1 - s.side) && Empty(s, tf, tr))
        Tactical(s, f, r, mf, mr, tf, tr, token);
    }
    if (carrier) BallActions(s, f, r, token);
  }

  void Move(const State& s, int f, int r, int tf, int tr, const std::string& token) {
    State n = s;
    n.cell[tf][tr] = n.cell[f][r];
    n.cell[f][r] = Cell();
    if (n.held && n.bf == f && n.br == r) n.bf = tf, n.br = tr;
    Arrive(n, tf, tr);
    AfterAction(n, Join(token, Sq(f, r) + Sq(tf, tr)));
  }

  void Block(const State& s, int f, int r, int tf, int tr, const std::string& token) {
    State n = s;
    Cell stack;
    stack.count = 2;
    stack.piece[0] = s.cell[f][r].piece[0];
    stack.piece[1] = s.cell[tf][tr].piece[0];
    stack.fresh = true;
    n.cell[tf][tr] = stack;
    n.cell[f][r] = Cell();
    if (n.held && ((n.bf == f && n.br == r) || (n.bf == tf && n.br == tr))) n.bf = tf, n.br = tr;
    AfterAction(n, Join(token, "b" + Sq(f, r) + Sq(tf, tr)));
  }

  void Esquive(const State& s, int f, int r, int tf, int tr, const std::string& token) {
    State n = s;
    const bool fumble = n.held && n.bf == tf && n.br == tr;
    const bool carried = n.held && n.bf == f && n.br == r;
    Cell mover = n.cell[f][r];
    n.cell[f][r] = Cell();
    n.cell[tf][tr].piece[0].knocked = true;
    for (auto& d : kDiag) {
      const int ef = tf + d[0], er = tr + d[1];
      if (!Empty(n, ef, er)) continue;
      State e = n;
      e.cell[ef][er] = mover;
      if (fumble || carried) {
        e.bf = ef, e.br = er, e.held = true;
        if (fumble) e.locked = true;
      }
      Arrive(e, ef, er);
      AfterAction(e, Join(token, "x" + Sq(f, r) + Sq(tf, tr) + Sq(ef, er)));
    }
  }

  void Tactical(const State& s, int f, int r, int mf, int mr, int lf, int lr,
                const std::string& token) {
    State n = s;
    const bool carried = n.held && n.bf == f && n.br == r;
    n.cell[lf][lr] = n.cell[f][r];
    n.cell[f][r] = Cell();
    if (carried) n.bf = lf, n.br = lr;
    Arrive(n, lf, lr);
    const bool fumble = n.held && n.bf == mf && n.br == mr;
    for (auto& d : kDiag) {
      const int pf = mf + d[0], pr = mr + d[1];
      if (!Empty(n, pf, pr) || (pf == lf && pr == lr) || FreeBallAt(n, pf, pr)) continue;
      State p = n;
      p.cell[pf][pr] = p.cell[mf][mr];
      p.cell[pf][pr].piece[0].knocked = true;
      p.cell[mf][mr] = Cell();
      if (fumble) {
        const int of = mf - d[0], orr = mr - d[1];
        p.held = false;
        if (Empty(p, of, orr)) {
          p.bf = of, p.br = orr;
        } else {
          p.bf = mf, p.br = mr;
        }
      }
      AfterAction(p, Join(token, "t" + Sq(f, r) + Sq(lf, lr) + Sq(pf, pr)));
    }
  }

  void BallActions(const State& s, int f, int r, const std::string& token) {
    // Hand-off to any piece of the network of active allies linked through adjacent cells.
    std::vector<std::pair<int, int>> network{{f, r}};
    for (size_t i = 0; i < network.size(); ++i) {
      for (auto& d : kDiag) {
        const int nf = network[i].first + d[0], nr = network[i].second + d[1];
        if (!LoneActiveOf(s, nf, nr, s.side)) continue;
        bool seen = false;
        for (auto& q : network) seen = seen || (q.first == nf && q.second == nr);
        if (!seen) network.push_back({nf, nr});
      }
    }
    for (size_t i = 1; i < network.size(); ++i) {
      State n = s;
      n.bf = network[i].first, n.br = network[i].second;
      AfterAction(n, Join(token, "h" + Sq(f, r) + Sq(n.bf, n.br)));
    }
    // Short pass: an active ally within 4, the ball free on an empty cell next to it.
    for (int af = 0; af < W; ++af) {
      for (int ar = 0; ar < H; ++ar) {
        if (!LoneActiveOf(s, af, ar, s.side) || (af == f && ar == r)) continue;
        if (Dist(f, r, af, ar) > 4) continue;
        for (auto& d : kDiag) {
          const int cf = af + d[0], cr = ar + d[1];
          if (!Empty(s, cf, cr)) continue;
          State n = s;
          n.bf = cf, n.br = cr, n.held = false;
          AfterAction(n, Join(token, "s" + Sq(f, r) + Sq(af, ar) + Sq(cf, cr)));
        }
      }
    }
    // Long pass: any empty cell at distance >= 2 from every allied piece (all states).
    for (int cf = 0; cf < W; ++cf) {
      for (int cr = 0; cr < H; ++cr) {
        if (!Empty(s, cf, cr)) continue;
        bool far = true;
        for (int af = 0; af < W; ++af)
          for (int ar = 0; ar < H; ++ar) {
            const Cell& c = s.cell[af][ar];
            bool ally = (c.count >= 1 && c.piece[0].side == s.side) ||
                        (c.count == 2 && c.piece[1].side == s.side);
            if (ally && Dist(cf, cr, af, ar) < 2) far = false;
          }
        if (!far) continue;
        State n = s;
        n.bf = cf, n.br = cr, n.held = false;
        AfterAction(n, Join(token, "l" + Sq(f, r) + Sq(cf, cr)));
      }
    }
  }
};

}  // namespace

std::optional<std::map<std::string, std::string>> Successors(const std::string& position,
                                                             int64_t max_paths) {
  auto s = Read(position);
  if (!s) return std::nullopt;
  Walk walk;
  walk.max_paths = max_paths;
  // A finished game has no successors: the side that just moved scored, or the limit passed.
  const int mover = 1 - s->side;
  const bool scored = s->held && s->cell[s->bf][s->br].piece[0].side == mover &&
                      (mover == 0 ? s->br >= 15 : s->br <= 1);
  if (scored || (s->limit > 0 && s->turn > s->limit)) return walk.best;
  walk.Actions(*s, "");
  if (walk.paths > max_paths) return std::nullopt;
  return walk.best;
}

}  // namespace ball_reference
