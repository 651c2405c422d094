// The game struct: the concept-facing glue over position, movegen, status and notation.
#include "engine/bulltricker/bulltricker.h"

#include "engine/bulltricker/notation.h"
#include "engine/bulltricker/status.h"
#include "engine/core/game.h"

namespace melee {

static_assert(TurnGame<Bulltricker>);
static_assert(SteppedGame<Bulltricker>);

Bulltricker::Position Bulltricker::StartPosition(const GameRules& rules) {
  std::string error;
  return *ParsePosition(bulltricker::kStartPosition, rules, error);
}

std::optional<Bulltricker::Position> Bulltricker::ParsePosition(std::string_view text,
                                                                const GameRules& rules,
                                                                std::string& error) {
  return bulltricker::ParsePositionText(text, rules.values[0], error);
}

std::string Bulltricker::FormatPosition(const Position& pos) {
  return bulltricker::FormatPositionText(pos);
}

std::string Bulltricker::Diagram(const Position& pos) { return bulltricker::DiagramText(pos); }

GameStatus Bulltricker::Status(const Position& pos) {
  if (const GameStatus s = bulltricker::StatusBeforeMoves(pos); s.over()) return s;
  // One list a thread: a TurnList's constructor writes all its 900 moves (7 KB) every call.
  thread_local TurnList scratch;
  if (!bulltricker::HasLegalMove(pos, scratch)) return {Outcome::kDraw, "immobile"};
  if (bulltricker::NoProgressReached(pos)) return {Outcome::kDraw, "noprogress"};
  return {};
}

void Bulltricker::GenerateTurns(const Position& pos, TurnList& list) {
  list.Clear();
  if (bulltricker::StatusBeforeMoves(pos).over() || bulltricker::NoProgressReached(pos)) return;
  bulltricker::GenerateMoves(pos, list);
}

std::string Bulltricker::FormatMove(const Position&, const Move& move) {
  return bulltricker::FormatMoveToken(move);
}

std::optional<Bulltricker::Move> Bulltricker::ParseMove(const Position& pos,
                                                        std::string_view text) {
  const auto cells = bulltricker::ParseMoveCells(text);
  if (!cells) return std::nullopt;
  TurnList list;
  GenerateTurns(pos, list);
  for (const Move& move : list) {
    if (move.from() == cells->from && move.to() == cells->to) return move;
  }
  return std::nullopt;
}

}  // namespace melee
