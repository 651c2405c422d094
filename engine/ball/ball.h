// BALL: rules summary as implemented (the law is ../shared/spec/ball.md; docs/ball.md
// lists every reading in full).
//  * Board: files a..m, ranks 1..17; a cell is playable iff (file index from a=1) + rank is
//    even (house), 111 cells. Adjacent = diagonal neighbour; distance = max(|df|, |dr|).
//  * Sides: South = DEF = p1 moves first and attacks ranks 16-17; North = ATK = p2 attacks
//    ranks 1-2 (house). Roster per side: 3 X, 2 O, 2 S (house); parsed positions may hold
//    fewer pieces, never more of a type.
//  * Turn = action phase (2 AP, every action costs 1 AP: house) then a mandatory unblock
//    phase (stand-ups and releases in any order, re-evaluated after each task).
//  * Actions: move, Esquive (2-cell move onto a lone active opponent, exit one diagonal step),
//    Tactical Esquive (X/S jump over a lone active opponent, push it one diagonal step),
//    Block/Protection (1 diagonal step onto a lone active piece), hand-off, short pass, long
//    pass. A piece that took a free ball or a forced fumble this turn starts no other action.
//  * House readings: an Esquive exit, a stand-up and a release destination may hold the free
//    ball (they take it); a Tactical push cell may not; the fumbled ball's "empty" target
//    excludes the mover's landing cell; a diagonal 2-cell move may cross an active ally or the
//    free ball only.
//  * Touchdown is checked after every action and task, ends the turn at once; Status reads it
//    from the turn-start position (the side that just moved holds the ball in its target zone).
//  * Turn limit (option "BALL Turns", house, default 60, 0 = none): a position whose turn
//    number exceeds it is a draw "maxturns". Third repetition of a turn-start position
//    (everything but the turn number): draw "repetition", counted by the caller.
//  * Card mode is left out; the action -> unblock boundary (EnterUnblock) is where PE
//    conversion would go.
//  * Steps for the searcher: one action, `end` of the action phase (implicit once both AP are
//    spent), or one unblock task; the turn ends by itself when no task is left.
//  * Whole turns: one Move per distinct successor, holding its canonical step path (shortest
//    token, then byte-wise smallest); found by a bucketed shortest-token search over the
//    in-turn states (turns.cc).
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "engine/ball/forcing.h"
#include "engine/ball/position.h"
#include "engine/ball/step.h"
#include "engine/core/rules.h"
#include "engine/core/types.h"

namespace melee {

struct Ball {
  using Position = ball::Position;
  using Step = ball::Step;
  using Move = ball::Move;
  using StepList = ball::StepList;
  using TurnList = ball::TurnList;

  static constexpr std::string_view kName = "ball";
  static constexpr std::array<OptionSpec, 1> kOptions{
      {{"BALL Turns", OptionKind::kSpin, 60, 0, 100000}}};
  static constexpr int kRepetitionLimit = 3;

  static Position StartPosition(const GameRules& rules);
  static std::optional<Position> ParsePosition(std::string_view text, const GameRules& rules,
                                               std::string& error);
  static std::string FormatPosition(const Position& pos);
  static std::string Diagram(const Position& pos);
  static GameStatus Status(const Position& pos);
  static uint64_t ComputeKey(const Position& pos);
  static uint64_t RepetitionKey(const Position& pos);
  static GameStatus RepetitionStatus(const Position& pos);

  static void GenerateTurns(const Position& pos, TurnList& list);
  // GenerateTurns that gives up once `stop()` says so (asked every few dozen in-turn states,
  // and only after a first turn was found): the list then holds the turns found so far, each
  // legal and distinct. A middle-game BALL turn list can take a few hundred milliseconds, so
  // a searcher that lists whole turns under a deadline (greedy) needs it.
  static void GenerateTurnsUntil(const Position& pos, TurnList& list,
                                 const std::function<bool()>& stop);
  static void Play(Position& pos, const Move& move);
  static std::string FormatMove(const Position& pos, const Move& move);
  static std::optional<Move> ParseMove(const Position& pos, std::string_view text);
  // The canonical whole turn from a turn-start `pos` to `successor` (e.g. the position a
  // searcher reached by steps); nullopt if no turn leads there.
  static std::optional<Move> CanonicalTurn(const Position& pos, const Position& successor);

  static void GenerateSteps(const Position& pos, StepList& steps);
  static void PlayStep(Position& pos, const Step& step);

  // Alpha-beta hooks (search/search_traits.h; ball_search_hooks.cc). Forcing: a step that
  // changes who holds the ball (taking the free ball, an attack on the carrier) or scores (the
  // carrier, or a hand-off, into the end zone it attacks). The null turn hands the turn over
  // untouched: a coach may always end the action phase spending nothing.
  // A first action that sets up a touchdown with the second (a pass the team can take in the
  // end zone, a carrier run to within two ranks of it, a team-mate stepping into it for a
  // hand-off) is forcing too.
  static bool IsForcing(const Position& pos, const Step& step) {
    return ball::IsForcing(pos, step);
  }
  static void PlayNullTurn(Position& pos);
  // The canonical whole turn reaching what `steps` (one whole turn from `pos`) reaches: the
  // search for it stops at the length of the token the steps spell, so it costs far less than
  // CanonicalTurn.
  static std::optional<Move> TurnOfSteps(const Position& pos, std::span<const Step> steps);
};

}  // namespace melee
