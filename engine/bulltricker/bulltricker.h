// Bulltricker (David Jonca, 1992) — rules as implemented (spec: shared/spec/bulltricker.md).
//  * 15 x 15 grid: butées (even, even) hold nothing, H (even, odd) and V (odd, even)
//    rectangles hold pawns and queens, royal squares (odd, odd) hold kings only.
//  * A rectangle's rangée crosses royal squares (a king there blocks); its colonne crosses
//    butées (never block). A pivot goes to a diagonal neighbour; only an occupied target blocks.
//  * King: one royal square orthogonally over an empty rectangle; the kings stay at least one
//    royal square apart (diagonals included). Never captures, never captured.
//  * Pawn: forward straight (one rectangle), two pivots forward; H pawns on their start row
//    may go two rectangles straight; promotion to queen on the far row, also at the end of a
//    capture, which then ends.
//  * Queen: 4 pivots, any distance along her rangée and colonne.
//  * Rangée capture (compulsory, jumping): H pawns straight ahead, chains of jumps spaced by
//    exactly one free rectangle; queens at any distance, taking every further enemy with free
//    space behind it, landing anywhere after the last one up to the next obstacle; one
//    direction per move. Colonne capture (optional): replace the adjacent enemy on the colonne
//    (V pawn straight ahead; queen both ways), one piece.
//  * Priorities: queen rangée captures, else pawn rangée captures, else everything else.
//  * End, in order: PAT by material (both sides <= 3 pawns+queens, even over a MAT), MAT of
//    the mover's opponent (mover wins, "mat"; house: also when both kings are MAT), MAT of the
//    mover's own king only (mover loses, "trick"; house: a voluntary self-MAT is legal and
//    loses the same way), immobilisation (draw), repetition (7th occurrence, by the record),
//    house no-progress: 200 plies without capture or pawn move (option, 0 = off).
//  * House: the key (and repetition key) covers board + side to move, not the counters.
//  * House: Status on any position judges the side not to move as the mover.
// Move token: grid from-square then to-square (`b3b5`); the official labels (`G4-E4`) are
// also read. See docs/bulltricker.md for every interpretation.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>

#include "engine/bulltricker/movegen.h"
#include "engine/bulltricker/position.h"
#include "engine/core/rules.h"
#include "engine/core/types.h"

namespace melee {

struct Bulltricker {
  using Position = bulltricker::Position;
  using Move = bulltricker::Move;
  using TurnList = bulltricker::TurnList;
  // A turn is one step: the whole move with its capture chain.
  using Step = Move;
  using StepList = TurnList;

  static constexpr std::string_view kName = "bulltricker";
  static constexpr std::array<OptionSpec, 1> kOptions = {
      {{"Bulltricker NoProgress", OptionKind::kSpin, 200, 0, 100000}}};
  static constexpr int kRepetitionLimit = 7;

  static Position StartPosition(const GameRules& rules);
  static std::optional<Position> ParsePosition(std::string_view text, const GameRules& rules,
                                               std::string& error);
  static std::string FormatPosition(const Position& pos);
  static std::string Diagram(const Position& pos);
  static GameStatus Status(const Position& pos);
  static uint64_t ComputeKey(const Position& pos) { return bulltricker::ComputeKey(pos); }

  static void GenerateTurns(const Position& pos, TurnList& list);
  static void Play(Position& pos, const Move& move) { bulltricker::PlayMove(pos, move); }
  static std::string FormatMove(const Position& pos, const Move& move);
  static std::optional<Move> ParseMove(const Position& pos, std::string_view text);
  static uint64_t RepetitionKey(const Position& pos) { return pos.key(); }
  static GameStatus RepetitionStatus(const Position&) { return {Outcome::kDraw, "repetition"}; }

  static void GenerateSteps(const Position& pos, StepList& steps) { GenerateTurns(pos, steps); }
  static void PlayStep(Position& pos, const Step& step) { Play(pos, step); }

  // Alpha-beta hook (search/search_traits.h): a capture, or a move onto a rectangle around the
  // opponent's king (a MAT fills all four: bulltricker::KingNeighbours, one row or one column
  // away), is forcing. No null turn: with compulsory captures, immobilisation draws and self-MAT
  // losses, "passing is never best" does not hold. Inline: move ordering asks for every step
  // (10 % of a search's instructions when it was a call).
  static bool IsForcing(const Position& pos, const Step& step) {
    if (step.capture_count() > 0) return true;
    const int offset = step.to() - pos.king(Opponent(pos.side_to_move()));
    return offset == bulltricker::kSize || offset == -bulltricker::kSize || offset == 1 ||
           offset == -1;
  }
};

}  // namespace melee
