// Position strings and the diagram of Cannon Ball (spec, "Notation").
#include <charconv>
#include <string>
#include <vector>

#include "engine/cannonball/cannonball.h"
#include "engine/cannonball/geometry.h"

namespace melee {

using namespace cannonball;

namespace {

// Digits only, at most 9 of them (so no overflow), no sign.
bool ParseCount(std::string_view text, int& value) {
  if (text.empty() || text.size() > 9) return false;
  for (char c : text) {
    if (c < '0' || c > '9') return false;
  }
  std::from_chars(text.data(), text.data() + text.size(), value);
  return true;
}

std::vector<std::string_view> SplitFields(std::string_view text) {
  std::vector<std::string_view> fields;
  std::size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && (text[i] == ' ' || text[i] == '\t')) ++i;
    const std::size_t start = i;
    while (i < text.size() && text[i] != ' ' && text[i] != '\t') ++i;
    if (i > start) fields.push_back(text.substr(start, i - start));
  }
  return fields;
}

// Fills players and ball from the board field; returns an error reason or empty.
std::string ParseBoard(std::string_view board, CannonBall::Position& pos) {
  int rank = kRanks - 1, file = 0, balls = 0;
  std::size_t i = 0;
  while (i < board.size()) {
    const char c = board[i];
    if (c == '/') {
      if (file != kFiles) return "rank " + std::to_string(rank + 1) + " does not have 13 cells";
      if (--rank < 0) return "more than 15 ranks";
      file = 0;
      ++i;
      continue;
    }
    if (c >= '0' && c <= '9') {
      int run = 0;
      while (i < board.size() && board[i] >= '0' && board[i] <= '9' && run <= kFiles) {
        run = run * 10 + (board[i++] - '0');
      }
      if (run < 1 || run > kFiles) return "empty run outside 1..13";
      if (file + run > kFiles) return "rank " + std::to_string(rank + 1) + " is too long";
      file += run;
      continue;
    }
    if (file >= kFiles) return "rank " + std::to_string(rank + 1) + " is too long";
    const int cell = CellAt(file, rank);
    if (c == 'P') {
      pos.players[0].Set(cell);
    } else if (c == 'p') {
      pos.players[1].Set(cell);
    } else if (c == '*') {
      ++balls;
      pos.ball = static_cast<uint8_t>(cell);
    } else {
      return std::string("unexpected character in the board");
    }
    ++file;
    ++i;
  }
  if (rank != 0 || file != kFiles) return "the board needs 15 ranks of 13 cells";
  if (balls != 1) return "the board needs exactly one ball";
  if (pos.players[0].Count() > kPlayersPerSide || pos.players[1].Count() > kPlayersPerSide) {
    return "more than 7 players on a side";
  }
  return "";
}

}  // namespace

std::optional<CannonBall::Position> CannonBall::ParsePosition(std::string_view text,
                                                              const GameRules& rules,
                                                              std::string& error) {
  const std::vector<std::string_view> fields = SplitFields(text);
  if (fields.size() != 5) {
    error = "expected 5 fields: board side score turns-since-try turn";
    return std::nullopt;
  }
  Position pos = StartPosition(rules);
  pos.players = {};
  if (std::string why = ParseBoard(fields[0], pos); !why.empty()) {
    error = why;
    return std::nullopt;
  }
  if (fields[1] != "s" && fields[1] != "n") {
    error = "side to move must be s or n";
    return std::nullopt;
  }
  pos.side = fields[1] == "s" ? Side::kP1 : Side::kP2;
  const std::size_t dash = fields[2].find('-');
  int south = 0, north = 0;
  if (dash == std::string_view::npos || !ParseCount(fields[2].substr(0, dash), south) ||
      !ParseCount(fields[2].substr(dash + 1), north)) {
    error = "score must be <south>-<north>";
    return std::nullopt;
  }
  if (south > pos.tries_to_win || north > pos.tries_to_win ||
      (south == pos.tries_to_win && north == pos.tries_to_win)) {
    error = "score impossible with CannonBall TriesToWin " + std::to_string(pos.tries_to_win);
    return std::nullopt;
  }
  pos.score = {static_cast<uint8_t>(south), static_cast<uint8_t>(north)};
  if (!ParseCount(fields[3], pos.no_try_turns)) {
    error = "turns since the last try must be a number";
    return std::nullopt;
  }
  if (!ParseCount(fields[4], pos.turn) || pos.turn < 1) {
    error = "turn number must be a number from 1";
    return std::nullopt;
  }
  pos.zobrist = ComputeKey(pos);
  return pos;
}

std::string CannonBall::FormatPosition(const Position& pos) {
  std::string out;
  for (int rank = kRanks - 1; rank >= 0; --rank) {
    int empty = 0;
    for (int file = 0; file < kFiles; ++file) {
      const int cell = CellAt(file, rank);
      char c = 0;
      if (pos.players[0].Test(cell)) c = 'P';
      if (pos.players[1].Test(cell)) c = 'p';
      if (pos.ball == cell) c = '*';
      if (c == 0) {
        ++empty;
        continue;
      }
      if (empty > 0) out += std::to_string(empty);
      empty = 0;
      out += c;
    }
    if (empty > 0) out += std::to_string(empty);
    if (rank > 0) out += '/';
  }
  out += pos.side == Side::kP1 ? " s " : " n ";
  out += std::to_string(pos.score[0]);
  out += '-';
  out += std::to_string(pos.score[1]);
  out += ' ';
  out += std::to_string(pos.no_try_turns);
  out += ' ';
  out += std::to_string(pos.turn);
  return out;
}

// The field with the goal mouths (`=` under files e..i beyond each end line) and the attack
// zones (`|` beside the ranks of each zone, South's on the right, North's on the left).
std::string CannonBall::Diagram(const Position& pos) {
  const std::string files = "      a b c d e f g h i j k l m\n";
  const std::string mouth = "              = = = = =\n";
  std::string out = files;
  out += "   North defends (South scores here)\n";
  out += mouth;
  for (int rank = kRanks - 1; rank >= 0; --rank) {
    const bool north_zone = InAttackZone(Side::kP2, CellAt(0, rank));
    const bool south_zone = InAttackZone(Side::kP1, CellAt(0, rank));
    std::string row(rank + 1 < 10 ? " " : "");
    row += std::to_string(rank + 1);
    row += north_zone ? " n| " : "    ";
    for (int file = 0; file < kFiles; ++file) {
      const int cell = CellAt(file, rank);
      char c = '.';
      if (pos.players[0].Test(cell)) c = 'P';
      if (pos.players[1].Test(cell)) c = 'p';
      if (pos.ball == cell) c = '*';
      row += c;
      if (file + 1 < kFiles) row += ' ';
    }
    row += south_zone ? " |s" : "";
    out += row + "\n";
  }
  out += mouth + "   South defends (North scores here)\n" + files;
  out += "   n| North's attack zone, |s South's attack zone\n";
  out += std::string("   to move: ") + (pos.side == Side::kP1 ? "South (P)" : "North (p)");
  out += "  score ";
  out += std::to_string(pos.score[0]);
  out += '-';
  out += std::to_string(pos.score[1]);
  out += "  turns without try ";
  out += std::to_string(pos.no_try_turns);
  out += "  turn ";
  out += std::to_string(pos.turn);
  out += '\n';
  return out;
}

}  // namespace melee
