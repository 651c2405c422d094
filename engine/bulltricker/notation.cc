#include "engine/bulltricker/notation.h"

#include <array>
#include <cctype>

#include "engine/core/grid.h"

namespace melee::bulltricker {
namespace {

// Counters longer than this are refused (keeps int arithmetic far from overflow).
inline constexpr std::size_t kMaxCounterDigits = 9;

struct Occupant {
  char letter = 0;  // K Q P k q p, or 0 for an empty cell
};

std::optional<int> ParseCounter(std::string_view field) {
  if (field.empty() || field.size() > kMaxCounterDigits) return std::nullopt;
  int value = 0;
  for (char ch : field) {
    if (ch < '0' || ch > '9') return std::nullopt;
    value = value * 10 + (ch - '0');
  }
  if (field.size() > 1 && field[0] == '0') return std::nullopt;
  return value;
}

// Reads the board field into 225 letters; returns an error message or empty on success.
std::string ReadBoard(std::string_view field, std::array<char, kCells>& cells) {
  cells.fill(0);
  int row = 0, column = 0;
  for (std::size_t i = 0; i < field.size(); ++i) {
    const char ch = field[i];
    if (ch == '/') {
      if (column != kSize) return "rank " + std::to_string(kSize - row) + " is not 15 cells";
      if (++row >= kSize) return "more than 15 ranks";
      column = 0;
    } else if (ch >= '1' && ch <= '9') {
      int run = ch - '0';
      if (i + 1 < field.size() && field[i + 1] >= '0' && field[i + 1] <= '9') {
        run = run * 10 + (field[++i] - '0');
      }
      if (run > kSize - column) return "rank " + std::to_string(kSize - row) + " is too long";
      column += run;
    } else if (std::string_view("KQPkqp").find(ch) != std::string_view::npos) {
      if (column >= kSize) return "rank " + std::to_string(kSize - row) + " is too long";
      cells[CellAt(row, column++)] = ch;
    } else {
      return "unexpected character in the board";
    }
  }
  if (row != kSize - 1 || column != kSize) return "the board needs 15 ranks of 15 cells";
  return "";
}

// Checks piece placement; returns an error message or empty.
std::string CheckPlacement(const std::array<char, kCells>& cells, std::array<int, 2>& kings) {
  std::array<int, 2> king_count{};
  for (int cell = 0; cell < kCells; ++cell) {
    const char ch = cells[cell];
    if (!ch) continue;
    const Side side = std::isupper(static_cast<unsigned char>(ch)) ? Side::kP1 : Side::kP2;
    const char kind = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
    if (kind == 'K') {
      if (KindOf(cell) != CellKind::kRoyal) return "a king off a royal square at " + GridName(cell);
      ++king_count[Index(side)];
      kings[Index(side)] = cell;
      continue;
    }
    if (!IsRectangle(cell)) return "a pawn or queen off a rectangle at " + GridName(cell);
    if (kind == 'P' && Row(cell) == PromotionRow(side)) {
      return "a pawn on its promotion row at " + GridName(cell);
    }
  }
  if (king_count[0] != 1 || king_count[1] != 1) return "each side needs exactly one king";
  if (!KingsSeparated(kings[0], kings[1])) return "the kings are too close";
  return "";
}

char LetterAt(const Position& pos, int cell) {
  for (Side s : {Side::kP1, Side::kP2}) {
    const bool white = s == Side::kP1;
    if (pos.pawns(s).Test(cell)) return white ? 'P' : 'p';
    if (pos.queens(s).Test(cell)) return white ? 'Q' : 'q';
    if (pos.king(s) == cell) return white ? 'K' : 'k';
  }
  return 0;
}

std::optional<int> ReadOfficialCell(std::string_view text, std::size_t& p) {
  auto digit_at = [&](std::size_t i, char max) {
    return i < text.size() && text[i] >= '1' && text[i] <= max ? text[i] - '1' : -1;
  };
  int row;
  if (p < text.size() && text[p] == 'H' && digit_at(p + 1, '8') >= 0) {
    row = 2 * digit_at(p + 1, '8');
    p += 2;
  } else if (p < text.size() && text[p] >= 'A' && text[p] <= 'G') {
    row = 2 * (text[p] - 'A') + 1;
    p += 1;
  } else {
    return std::nullopt;
  }
  int column;
  if (p < text.size() && text[p] == 'V' && digit_at(p + 1, '8') >= 0) {
    column = 2 * digit_at(p + 1, '8');
    p += 2;
  } else if (digit_at(p, '7') >= 0) {
    column = 2 * digit_at(p, '7') + 1;
    p += 1;
  } else {
    return std::nullopt;
  }
  return CellAt(row, column);
}

std::optional<int> ReadGridCell(std::string_view text, std::size_t& p) {
  const auto square = ReadSquare(text, p, kSize, 1, kSize);
  if (!square) return std::nullopt;
  return CellAt(kSize - square->rank, square->file);
}

// The empty-cell symbol of each kind in the diagram.
char EmptySymbol(int cell) {
  switch (KindOf(cell)) {
    case CellKind::kButee:
      return '+';
    case CellKind::kHorizontal:
      return '-';
    case CellKind::kVertical:
      return '|';
    case CellKind::kRoyal:
      return '.';
  }
  return '?';
}

std::string PadRight(std::string s, std::size_t width) {
  if (s.size() < width) s.append(width - s.size(), ' ');
  return s;
}

std::string TrimRight(std::string s) {
  s.erase(s.find_last_not_of(' ') + 1);
  return s;
}

}  // namespace

std::string GridName(int cell) { return FormatSquare({Column(cell), kSize - Row(cell)}); }

std::string OfficialRowLabel(int row) {
  // Built char by char: GCC 12 warns falsely (-Wrestrict) on "H" + std::to_string(...).
  if (row % 2 == 0) return {'H', static_cast<char>('1' + row / 2)};
  return {static_cast<char>('A' + row / 2)};
}

std::string OfficialColumnLabel(int column) {
  if (column % 2 == 0) return {'V', static_cast<char>('1' + column / 2)};
  return {static_cast<char>('1' + column / 2)};
}

std::string OfficialName(int cell) {
  return OfficialRowLabel(Row(cell)) + OfficialColumnLabel(Column(cell));
}

std::optional<Position> ParsePositionText(std::string_view text, int no_progress_limit,
                                          std::string& error) {
  std::array<std::string_view, 4> fields;
  std::size_t count = 0, start = 0;
  for (std::size_t i = 0; i <= text.size(); ++i) {
    if (i < text.size() && text[i] != ' ') continue;
    if (count == fields.size()) {
      error = "too many fields";
      return std::nullopt;
    }
    fields[count++] = text.substr(start, i - start);
    start = i + 1;
  }
  if (count != fields.size()) {
    error = "expected board, side, no-progress count and move number";
    return std::nullopt;
  }
  std::array<char, kCells> cells;
  std::array<int, 2> kings{};
  error = ReadBoard(fields[0], cells);
  if (error.empty()) error = CheckPlacement(cells, kings);
  if (!error.empty()) return std::nullopt;
  if (fields[1] != "w" && fields[1] != "b") {
    error = "side to move must be w or b";
    return std::nullopt;
  }
  const auto no_progress = ParseCounter(fields[2]);
  const auto move_number = ParseCounter(fields[3]);
  if (!no_progress || !move_number || *move_number < 1) {
    error = "bad no-progress count or move number";
    return std::nullopt;
  }
  Position pos;
  for (int cell = 0; cell < kCells; ++cell) {
    const char ch = cells[cell];
    if (ch == 'P' || ch == 'Q')
      pos.Place(Side::kP1, ch == 'P' ? Piece::kPawn : Piece::kQueen, cell);
    if (ch == 'p' || ch == 'q')
      pos.Place(Side::kP2, ch == 'p' ? Piece::kPawn : Piece::kQueen, cell);
  }
  pos.SetKing(Side::kP1, kings[0]);
  pos.SetKing(Side::kP2, kings[1]);
  pos.SetSideToMove(fields[1] == "w" ? Side::kP1 : Side::kP2);
  pos.SetCounters(*no_progress, *move_number);
  pos.set_no_progress_limit(no_progress_limit);
  return pos;
}

std::string FormatPositionText(const Position& pos) {
  std::string out;
  for (int row = 0; row < kSize; ++row) {
    if (row > 0) out += '/';
    int run = 0;
    for (int column = 0; column < kSize; ++column) {
      const char letter = LetterAt(pos, CellAt(row, column));
      if (!letter) {
        ++run;
        continue;
      }
      if (run) out += std::to_string(run);
      run = 0;
      out += letter;
    }
    if (run) out += std::to_string(run);
  }
  out += pos.side_to_move() == Side::kP1 ? " w " : " b ";
  out += std::to_string(pos.no_progress()) + " " + std::to_string(pos.move_number());
  return out;
}

std::optional<CellPair> ParseMoveCells(std::string_view token) {
  bool official = false;
  for (char ch : token) official = official || (ch >= 'A' && ch <= 'Z');
  std::size_t p = 0;
  const auto read = official ? ReadOfficialCell : ReadGridCell;
  const auto from = read(token, p);
  if (!from) return std::nullopt;
  if (official && p < token.size() && token[p] == '-') ++p;
  const auto to = read(token, p);
  if (!to || p != token.size()) return std::nullopt;
  return CellPair{*from, *to};
}

std::string FormatMoveToken(const Move& move) {
  return GridName(move.from()) + GridName(move.to());
}

std::string DiagramText(const Position& pos) {
  constexpr std::size_t kLabelWidth = 7, kCellWidth = 3;
  std::string files = PadRight("", kLabelWidth), columns = PadRight("", kLabelWidth);
  for (int column = 0; column < kSize; ++column) {
    files += PadRight(std::string(1, static_cast<char>('a' + column)), kCellWidth);
    columns += PadRight(OfficialColumnLabel(column), kCellWidth);
  }
  std::string out = TrimRight(files) + "\n" + TrimRight(columns) + "\n";
  for (int row = 0; row < kSize; ++row) {
    std::string line =
        PadRight(std::to_string(kSize - row), 3) + PadRight(OfficialRowLabel(row), 4);
    for (int column = 0; column < kSize; ++column) {
      const int cell = CellAt(row, column);
      const char letter = LetterAt(pos, cell);
      line += PadRight(std::string(1, letter ? letter : EmptySymbol(cell)), kCellWidth);
    }
    out += TrimRight(line) + "\n";
  }
  out +=
      "cells: + butee, - H rectangle, | V rectangle, . royal square; "
      "White K Q P, Black k q p\n";
  out += std::string("side to move: ") + (pos.side_to_move() == Side::kP1 ? "White" : "Black") +
         ", no progress " + std::to_string(pos.no_progress()) + ", move " +
         std::to_string(pos.move_number()) + "\n";
  return out;
}

}  // namespace melee::bulltricker
