// Turn tokens (spec, "Notation"): `pass`, `b4b6` (single move), `b4b6,d6d8` (double move in
// execution order), `g6g8e10e16` (taker, ball, each kick's destination; a try ends on the goal
// cell the ball enters, rank 16 or 0).
//
// ParseMove accepts exactly the legal spellings: it enumerates every legal spelling of a turn
// (the same enumeration the generator dedupes) and compares tokens, then returns the canonical
// move of the successor that spelling reaches. So the parser cannot disagree with the
// generator, and arbitrary bytes are only ever compared, never interpreted.
#include <cstring>

#include "engine/cannonball/cannonball.h"
#include "engine/cannonball/geometry.h"
#include "engine/cannonball/movegen.h"
#include "engine/cannonball/successor_set.h"

namespace melee {

using namespace cannonball;

namespace {

constexpr std::size_t kMaxTokenChars = 32;  // 10 cells of at most 3 characters, one comma

char* WriteCell(uint8_t cell, char* out) {
  int file = FileOf(cell), rank = RankOf(cell) + 1;
  if (cell >= kBeyondBottom) {
    file = cell - kBeyondBottom;
    rank = 0;
  } else if (cell >= kBeyondTop) {
    file = cell - kBeyondTop;
    rank = kRanks + 1;
  }
  *out++ = static_cast<char>('a' + file);
  if (rank >= 10) *out++ = static_cast<char>('0' + rank / 10);
  *out++ = static_cast<char>('0' + rank % 10);
  return out;
}

// Writes the token of `move` (no terminating zero) and returns its length.
std::size_t WriteToken(const Move& move, char* out) {
  if (move.kind == MoveKind::kPass) {
    std::memcpy(out, "pass", 4);
    return 4;
  }
  char* p = out;
  for (int i = 0; i < move.size; ++i) {
    if (move.kind == MoveKind::kDouble && i == 2) *p++ = ',';
    p = WriteCell(move.cells[i], p);
  }
  return static_cast<std::size_t>(p - out);
}

}  // namespace

namespace cannonball {

bool TokenLess(const Move& a, const Move& b) {
  char ta[kMaxTokenChars], tb[kMaxTokenChars];
  const std::size_t la = WriteToken(a, ta), lb = WriteToken(b, tb);
  if (la != lb) return la < lb;
  return std::memcmp(ta, tb, la) < 0;
}

}  // namespace cannonball

std::string CannonBall::FormatMove(const Position&, const Move& move) {
  char token[kMaxTokenChars];
  return std::string(token, WriteToken(move, token));
}

std::optional<CannonBall::Move> CannonBall::ParseMove(const Position& pos, std::string_view text) {
  if (text.empty() || text.size() >= kMaxTokenChars || pos.first_mover != kNoCell ||
      Status(pos).over()) {
    return std::nullopt;
  }
  // Pass 1: the successor the spelling reaches, if it is a legal spelling.
  bool found = false;
  uint64_t target_hash = 0;
  Successor target;
  auto match = [&](const Move& m, uint64_t hash) {
    char token[kMaxTokenChars];
    if (found) return;
    if (m.size > 0) {  // most spellings differ in their first cell: skip them cheaply
      const std::size_t head = static_cast<std::size_t>(WriteCell(m.cells[0], token) - token);
      if (head > text.size() || std::memcmp(token, text.data(), head) != 0) return;
    }
    if (WriteToken(m, token) != text.size() || std::memcmp(token, text.data(), text.size()) != 0) {
      return;
    }
    found = true;
    target_hash = hash;
    target = SuccessorOf(pos, m);
  };
  ForEachTurn<TurnShape::kEverySpelling>(pos, match);
  if (!found) return std::nullopt;
  // Pass 2: the canonical spelling of that successor.
  std::optional<Move> best;
  auto keep_best = [&](const Move& m, uint64_t hash) {
    if (hash != target_hash || !(SuccessorOf(pos, m) == target)) return;
    if (!best || TokenLess(m, *best)) best = m;
  };
  ForEachTurn<TurnShape::kEverySpelling>(pos, keep_best);
  return best;
}

}  // namespace melee
