#include "tests/bulltricker/reference_rules.h"

#include <cctype>
#include <cstdlib>
#include <sstream>

namespace melee::bulltricker_reference {
namespace {

bool Inside(int r, int c) { return r >= 0 && r < 15 && c >= 0 && c < 15; }
bool IsH(int r, int c) { return r % 2 == 0 && c % 2 == 1; }
bool IsWhite(char p) { return p == 'K' || p == 'Q' || p == 'P'; }
bool IsKing(char p) { return p == 'K' || p == 'k'; }
bool IsMan(char p) { return p != '.' && !IsKing(p); }  // a pawn or a queen

std::string Square(int r, int c) {
  return std::string(1, static_cast<char>('a' + c)) + std::to_string(15 - r);
}

struct Cell {
  int r, c;
};

Cell FindKing(const Board& b, bool white) {
  for (int r = 0; r < 15; ++r)
    for (int c = 0; c < 15; ++c)
      if (b.cell[r][c] == (white ? 'K' : 'k')) return {r, c};
  return {-1, -1};
}

// "A king is MAT when its 4 neighbouring rectangles are all occupied and at least one of
// those pieces belongs to its opponent."
bool KingIsMat(const Board& b, bool white) {
  const Cell k = FindKing(b, white);
  const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
  bool opponent_piece = false;
  for (int i = 0; i < 4; ++i) {
    const char p = b.cell[k.r + dr[i]][k.c + dc[i]];
    if (p == '.') return false;
    if (IsWhite(p) != white) opponent_piece = true;
  }
  return opponent_piece;
}

int CountMen(const Board& b, bool white) {
  int n = 0;
  for (auto& row : b.cell)
    for (char p : row)
      if (IsMan(p) && IsWhite(p) == white) ++n;
  return n;
}

struct Generator {
  const Board& b;
  bool white;
  int f;  // forward row direction
  std::vector<Successor> queen_rangee, pawn_rangee, others;

  explicit Generator(const Board& board)
      : b(board), white(board.white_to_move), f(board.white_to_move ? -1 : 1) {}

  bool Enemy(int r, int c) const { return IsMan(b.cell[r][c]) && IsWhite(b.cell[r][c]) != white; }
  bool Empty(int r, int c) const { return b.cell[r][c] == '.'; }

  void Emit(std::vector<Successor>& out, int fr, int fc, int tr, int tc,
            const std::vector<Cell>& taken) {
    Board n = b;
    char piece = n.cell[fr][fc];
    const bool pawn = piece == 'P' || piece == 'p';
    n.cell[fr][fc] = '.';
    for (const Cell& t : taken) n.cell[t.r][t.c] = '.';
    if (pawn && tr == (white ? 0 : 14)) piece = white ? 'Q' : 'q';
    n.cell[tr][tc] = piece;
    n.no_progress = (pawn || !taken.empty()) ? 0 : b.no_progress + 1;
    if (!white) ++n.move_number;
    n.white_to_move = !white;
    out.push_back({Square(fr, fc) + Square(tr, tc), n});
  }

  // Rangée capture landing on the k-th rectangle (k >= 2) along (dr, dc) from (r, c): the
  // line up to the landing holds no own piece and crosses no king; the enemies met are never
  // back to back, the first must be met (for a pawn: right away, and every other cell holds an
  // enemy); and the capture could not go on from the landing (no stopping between two
  // capturable pieces). Returns the captured cells, empty when this landing is not a capture.
  std::vector<Cell> RangeeCapture(int r, int c, int dr, int dc, int k, bool pawn) const {
    std::vector<Cell> taken;
    bool previous_enemy = false;
    for (int i = 1; i <= k; ++i) {
      const int cr = r + (2 * i - 1) * dr, cc = c + (2 * i - 1) * dc;  // crossed royal square
      const int tr = r + 2 * i * dr, tc = c + 2 * i * dc;
      if (!Inside(tr, tc) || IsKing(b.cell[cr][cc])) return {};
      const bool enemy = Enemy(tr, tc);
      if (!enemy && !Empty(tr, tc)) return {};
      if (i == k && enemy) return {};
      if (enemy && previous_enemy) return {};
      if (pawn && enemy != (i % 2 == 1)) return {};
      if (enemy) taken.push_back({tr, tc});
      previous_enemy = enemy;
    }
    if (taken.empty()) return {};
    // Could the capture go on past the landing?
    for (int i = k + 1;; ++i) {
      const int cr = r + (2 * i - 1) * dr, cc = c + (2 * i - 1) * dc;
      const int tr = r + 2 * i * dr, tc = c + 2 * i * dc;
      if (!Inside(tr, tc) || IsKing(b.cell[cr][cc])) break;
      if (Enemy(tr, tc)) {
        const int br = tr + 2 * dr, bc = tc + 2 * dc;
        const bool behind_free =
            Inside(br, bc) && !IsKing(b.cell[tr + dr][tc + dc]) && Empty(br, bc);
        if (behind_free && (!pawn || i == k + 1)) return {};
        break;
      }
      if (!Empty(tr, tc) || pawn) break;
    }
    return taken;
  }

  void RangeeCaptures(std::vector<Successor>& out, int r, int c, int dr, int dc, bool pawn) {
    for (int k = 2; Inside(r + 2 * k * dr, c + 2 * k * dc); ++k) {
      if (pawn && k % 2 == 1) continue;
      const auto taken = RangeeCapture(r, c, dr, dc, k, pawn);
      if (!taken.empty()) Emit(out, r, c, r + 2 * k * dr, c + 2 * k * dc, taken);
    }
  }

  // Slides (any distance, or one step for a pawn) along (dr, dc), never over a king, plus the
  // colonne capture of an adjacent enemy when allowed.
  void Line(int r, int c, int dr, int dc, int max_steps, bool colonne_capture) {
    for (int i = 1; i <= max_steps; ++i) {
      const int tr = r + 2 * i * dr, tc = c + 2 * i * dc;
      if (!Inside(tr, tc) || IsKing(b.cell[r + (2 * i - 1) * dr][c + (2 * i - 1) * dc])) return;
      if (Empty(tr, tc)) {
        Emit(others, r, c, tr, tc, {});
        continue;
      }
      if (i == 1 && colonne_capture && Enemy(tr, tc)) Emit(others, r, c, tr, tc, {{tr, tc}});
      return;
    }
  }

  void Pivot(int r, int c, int dr, int dc) {
    if (Inside(r + dr, c + dc) && Empty(r + dr, c + dc)) Emit(others, r, c, r + dr, c + dc, {});
  }

  void Pawn(int r, int c) {
    const bool h = IsH(r, c);
    Line(r, c, f, 0, 1, /*colonne_capture=*/!h);
    if (h && r == (white ? 12 : 2) && Empty(r + 2 * f, c) && !IsKing(b.cell[r + f][c])) {
      if (!IsKing(b.cell[r + 3 * f][c]) && Empty(r + 4 * f, c))
        Emit(others, r, c, r + 4 * f, c, {});
    }
    Pivot(r, c, f, -1);
    Pivot(r, c, f, 1);
    if (h) RangeeCaptures(pawn_rangee, r, c, f, 0, true);
  }

  void Queen(int r, int c) {
    const bool h = IsH(r, c);
    for (int dr : {-1, 1})
      for (int dc : {-1, 1}) Pivot(r, c, dr, dc);
    // H: rangée vertical, colonne horizontal; V: the other way round.
    for (int s : {-1, 1}) {
      const int rangee_dr = h ? s : 0, rangee_dc = h ? 0 : s;
      Line(r, c, rangee_dr, rangee_dc, 7, false);
      Line(r, c, rangee_dc, rangee_dr, 7, true);
      RangeeCaptures(queen_rangee, r, c, rangee_dr, rangee_dc, false);
    }
  }

  void King(int r, int c) {
    const Cell other = FindKing(b, !white);
    for (auto [dr, dc] : {std::pair{-1, 0}, {1, 0}, {0, -1}, {0, 1}}) {
      const int tr = r + 2 * dr, tc = c + 2 * dc;
      if (!Inside(tr, tc) || !Empty(r + dr, c + dc) || !Empty(tr, tc)) continue;
      const int royal_dr = std::abs(tr - other.r) / 2, royal_dc = std::abs(tc - other.c) / 2;
      if (std::max(royal_dr, royal_dc) < 2) continue;
      Emit(others, r, c, tr, tc, {});
    }
  }

  std::vector<Successor> Run() {
    for (int r = 0; r < 15; ++r) {
      for (int c = 0; c < 15; ++c) {
        const char p = b.cell[r][c];
        if (p == '.' || IsWhite(p) != white) continue;
        const char kind = static_cast<char>(std::toupper(p));
        if (kind == 'P') Pawn(r, c);
        if (kind == 'Q') Queen(r, c);
        if (kind == 'K') King(r, c);
      }
    }
    if (!queen_rangee.empty()) return queen_rangee;
    if (!pawn_rangee.empty()) return pawn_rangee;
    return others;
  }
};

std::string ReasonBeforeMoves(const Board& b) {
  if (CountMen(b, true) <= 3 && CountMen(b, false) <= 3) return "material";
  if (KingIsMat(b, b.white_to_move)) return "mat";
  if (KingIsMat(b, !b.white_to_move)) return "trick";
  return "none";
}

bool NoProgressOver(const Board& b) {
  return b.no_progress_limit > 0 && b.no_progress >= b.no_progress_limit;
}

}  // namespace

Board ReadBoard(const std::string& text, int no_progress_limit) {
  Board b;
  for (auto& row : b.cell) row.fill('.');
  std::istringstream in(text);
  std::string board, side;
  in >> board >> side >> b.no_progress >> b.move_number;
  int r = 0, c = 0;
  for (std::size_t i = 0; i < board.size(); ++i) {
    const char ch = board[i];
    if (ch == '/') {
      ++r;
      c = 0;
    } else if (std::isdigit(static_cast<unsigned char>(ch))) {
      int n = ch - '0';
      while (i + 1 < board.size() && std::isdigit(static_cast<unsigned char>(board[i + 1])))
        n = n * 10 + (board[++i] - '0');
      c += n;
    } else {
      b.cell[r][c++] = ch;
    }
  }
  b.white_to_move = side == "w";
  b.no_progress_limit = no_progress_limit;
  return b;
}

std::string WriteBoard(const Board& b) {
  std::string out;
  for (int r = 0; r < 15; ++r) {
    int empty = 0;
    for (int c = 0; c < 15; ++c) {
      if (b.cell[r][c] == '.') {
        ++empty;
        continue;
      }
      if (empty) out += std::to_string(empty);
      empty = 0;
      out += b.cell[r][c];
    }
    if (empty) out += std::to_string(empty);
    if (r < 14) out += '/';
  }
  return out + (b.white_to_move ? " w " : " b ") + std::to_string(b.no_progress) + " " +
         std::to_string(b.move_number);
}

std::string Reason(const Board& b) {
  const std::string before = ReasonBeforeMoves(b);
  if (before != "none") return before;
  if (Generator(b).Run().empty()) return "immobile";
  if (NoProgressOver(b)) return "noprogress";
  return "none";
}

std::string Result(const Board& b) {
  const std::string reason = Reason(b);
  if (reason == "none") return "none";
  const bool white_mover = !b.white_to_move;
  if (reason == "mat") return white_mover ? "p1win" : "p2win";
  if (reason == "trick") return white_mover ? "p2win" : "p1win";
  return "draw";
}

std::vector<Successor> Successors(const Board& b) {
  if (ReasonBeforeMoves(b) != "none" || NoProgressOver(b)) return {};
  return Generator(b).Run();
}

unsigned long long ReferencePerft(const Board& board, int depth) {
  if (depth == 0) return 1;
  const auto successors = Successors(board);
  if (depth == 1) return successors.size();
  unsigned long long n = 0;
  for (const auto& s : successors) n += ReferencePerft(s.board, depth - 1);
  return n;
}

}  // namespace melee::bulltricker_reference
