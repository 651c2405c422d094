// Position strings, the start position and the diagram of the `d` command.
#include <algorithm>
#include <array>
#include <string>

#include "engine/ball/ball.h"

namespace melee {
namespace {

using ball::Position;
namespace content = ball::content;

constexpr std::string_view kStartBoard = "7/6/7/6/1o1x*1o1/1xssx1/7/6/7/6/7/1XSSX1/1O1X1O1/6/7/6/7";
constexpr int kMaxTurnNumber = 1000000;

// Cells of a rank (0-based): 7 on odd rank numbers, 6 on even ones; the first cell's index.
constexpr int RankSize(int rank0) { return rank0 % 2 == 0 ? 7 : 6; }
constexpr int RankBase(int rank0) { return ball::CellAt(rank0 % 2, rank0); }

char PieceLetter(uint8_t code) {
  constexpr std::string_view kLetters = "XOSxos";
  return kLetters[code - 1];
}

uint8_t PieceFromLetter(char c) {
  constexpr std::string_view kLetters = "XOSxos";
  const auto at = kLetters.find(c);
  return at == std::string_view::npos ? 0 : static_cast<uint8_t>(at + 1);
}

// A cell as the position string writes it: "" (empty), `@`, `X*`, `o_`, `(S*x)`.
std::string CellText(const Position& pos, int cell) {
  const uint8_t value = pos.content(cell);
  if (value == content::kEmpty) return pos.HasFreeBallAt(cell) ? "@" : "";
  const bool held = pos.ball_held() && pos.ball() == cell;
  std::string text(1, PieceLetter(content::Top(value)));
  if (held) text += '*';
  if (content::Bottom(value)) {
    text.insert(text.begin(), '(');
    text += PieceLetter(content::Bottom(value));
    text += ')';
    return text;
  }
  if (content::Knocked(value)) text += '_';
  return text;
}

// A decimal number without leading zeros, within [min, max].
bool ReadNumber(std::string_view text, int min, int max, int& value) {
  if (text.empty() || text.size() > 7 || (text.size() > 1 && text[0] == '0')) return false;
  value = 0;
  for (char c : text) {
    if (c < '0' || c > '9') return false;
    value = value * 10 + (c - '0');
  }
  return value >= min && value <= max;
}

struct BoardReader {
  Position& pos;
  std::string& error;
  std::array<int, 7> piece_count{};
  int balls = 0;

  bool Fail(const char* why) {
    error = why;
    return false;
  }

  bool Place(int cell, uint8_t value, bool holds_ball) {
    for (uint8_t code : {content::Top(value), content::Bottom(value)}) {
      if (code && ++piece_count[code] > ball::kRoster[static_cast<int>(ball::TypeOf(code))]) {
        return Fail("more pieces of a type than the roster allows");
      }
    }
    pos.SetContent(cell, value);
    if (holds_ball) {
      ++balls;
      pos.SetBall(cell, true);
    }
    return true;
  }

  // One piece, `*` or `_` suffix included, or a `(top bottom)` stack starting at row[p].
  bool ReadOccupant(std::string_view row, std::size_t& p, int cell) {
    if (row[p] == '(') {
      if (p + 3 >= row.size()) return Fail("unterminated stack");
      const uint8_t top = PieceFromLetter(row[p + 1]);
      const bool star = row[p + 2] == '*';
      const std::size_t b = p + (star ? 3 : 2);
      if (b + 1 >= row.size() || row[b + 1] != ')') return Fail("bad stack");
      const uint8_t bottom = PieceFromLetter(row[b]);
      if (!top || !bottom) return Fail("bad piece letter in stack");
      p = b + 2;
      return Place(cell, content::Stack(top, bottom), star);
    }
    const uint8_t code = PieceFromLetter(row[p++]);
    if (!code) return Fail("bad character in board");
    const bool star = p < row.size() && row[p] == '*';
    const bool knocked = p < row.size() && row[p] == '_';
    if (star || knocked) ++p;
    return Place(cell, content::Single(code, knocked), star);
  }

  bool ReadRank(std::string_view row, int rank0) {
    const int size = RankSize(rank0);
    int index = 0;
    std::size_t p = 0;
    while (p < row.size()) {
      if (index >= size) return Fail("too many cells in a rank");
      const char c = row[p];
      if (c >= '1' && c <= '9') {
        int run = 0;
        while (p < row.size() && row[p] >= '0' && row[p] <= '9' && run <= size) {
          run = run * 10 + (row[p++] - '0');
        }
        if (index + run > size) return Fail("too many cells in a rank");
        index += run;
      } else if (c == '@') {
        ++balls;
        pos.SetBall(RankBase(rank0) + index++, false);
        ++p;
      } else if (!ReadOccupant(row, p, RankBase(rank0) + index++)) {
        return false;
      }
    }
    if (index != size) return Fail("too few cells in a rank");
    return true;
  }
};

}  // namespace

std::optional<Ball::Position> Ball::ParsePosition(std::string_view text, const GameRules&,
                                                  std::string& error) {
  std::array<std::string_view, 4> fields;
  std::size_t start = 0;
  for (int f = 0; f < 4; ++f) {
    const std::size_t end = f < 3 ? text.find(' ', start) : text.size();
    if (end == std::string_view::npos) {
      error = "expected: board side turn limit";
      return std::nullopt;
    }
    fields[f] = text.substr(start, end - start);
    start = end + 1;
  }
  if (fields[3].find(' ') != std::string_view::npos) {
    error = "trailing fields";
    return std::nullopt;
  }
  int turn = 0, limit = 0;
  if (!ReadNumber(fields[2], 1, kMaxTurnNumber, turn)) {
    error = "bad turn number";
    return std::nullopt;
  }
  if (!ReadNumber(fields[3], kOptions[0].min, kOptions[0].max, limit)) {
    error = "bad turn limit";
    return std::nullopt;
  }
  if (fields[1] != "s" && fields[1] != "n") {
    error = "side must be s or n";
    return std::nullopt;
  }
  Position pos(turn, limit);
  pos.SetSideToMove(fields[1] == "s" ? Side::kP1 : Side::kP2);
  BoardReader reader{pos, error};
  std::string_view board = fields[0];
  for (int rank0 = ball::kRanks - 1; rank0 >= 0; --rank0) {
    const std::size_t slash = board.find('/');
    if ((rank0 > 0) == (slash == std::string_view::npos)) {
      error = "the board needs 17 ranks";
      return std::nullopt;
    }
    if (!reader.ReadRank(board.substr(0, slash), rank0)) return std::nullopt;
    if (rank0 > 0) board.remove_prefix(slash + 1);
  }
  if (reader.balls != 1) {
    error = "exactly one ball is needed";
    return std::nullopt;
  }
  return pos;
}

std::string Ball::FormatPosition(const Position& pos) {
  std::string out;
  for (int rank0 = ball::kRanks - 1; rank0 >= 0; --rank0) {
    int run = 0;
    for (int cell = RankBase(rank0); cell < RankBase(rank0) + RankSize(rank0); ++cell) {
      const std::string text = CellText(pos, cell);
      if (text.empty()) {
        ++run;
        continue;
      }
      if (run) out += static_cast<char>('0' + run);
      run = 0;
      out += text;
    }
    if (run) out += static_cast<char>('0' + run);
    if (rank0 > 0) out += '/';
  }
  out += pos.side_to_move() == Side::kP1 ? " s " : " n ";
  out += std::to_string(pos.turn()) + ' ' + std::to_string(pos.turn_limit());
  return out;
}

Ball::Position Ball::StartPosition(const GameRules& rules) {
  std::string error;
  const int limit = std::clamp(rules.values[0], kOptions[0].min, kOptions[0].max);
  const std::string text = std::string(kStartBoard) + " s 1 " + std::to_string(limit);
  return *ParsePosition(text, rules, error);
}

std::string Ball::Diagram(const Position& pos) {
  constexpr int kWidth = 5;  // fits a stack with the ball: (X*o)
  std::string out = "    ";
  for (int f = 0; f < ball::kFiles; ++f) {
    out += "  ";
    out += static_cast<char>('a' + f);
    out += "  ";
  }
  out += '\n';
  for (int rank0 = ball::kRanks - 1; rank0 >= 0; --rank0) {
    std::string line(rank0 < 9 ? " " : "");
    line += std::to_string(rank0 + 1);
    line += "  ";
    for (int f = 0; f < ball::kFiles; ++f) {
      const int cell = ball::CellAt(f, rank0);
      std::string text = cell == ball::kNoCell ? std::string() : CellText(pos, cell);
      if (cell != ball::kNoCell && text.empty()) text.push_back('.');
      const int pad = kWidth - static_cast<int>(text.size());
      line.append(pad / 2, ' ');
      line += text;
      line.append(pad - pad / 2, ' ');
    }
    while (!line.empty() && line.back() == ' ') line.pop_back();
    if (rank0 >= 15) line += "   == North end zone (South scores here)";
    if (rank0 <= 1) line += "   == South end zone (North scores here)";
    out += line + '\n';
  }
  out += "side to move: ";
  out += pos.side_to_move() == Side::kP1 ? "s (DEF, p1)" : "n (ATK, p2)";
  out += ", turn " + std::to_string(pos.turn());
  out += pos.turn_limit() ? " of " + std::to_string(pos.turn_limit()) : std::string(" (no limit)");
  if (!pos.AtTurnStart()) {
    out += pos.phase() == ball::Phase::kAction
               ? ", action phase, " + std::to_string(pos.action_points()) + " AP left"
               : std::string(", unblock phase");
  }
  out += '\n';
  return out;
}

}  // namespace melee
