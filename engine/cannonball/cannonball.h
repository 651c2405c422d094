// Cannon Ball (Max Gerchambeau, Jeux & Stratégie) as the engine plays it; the law is
// ../shared/spec/cannonball.md, every house choice is listed in docs/cannonball.md.
//
// Rules summary:
//  * 13 files a..m x 15 ranks; South (p1, `P`) attacks rank 15 and scores through e16..i16,
//    North (p2, `p`) attacks rank 1 and scores through e0..i0 (house: the 5-cell mouth is files
//    e..i). Attack zones (house): South ranks 10..15, North ranks 1..6, full width.
//  * A turn is one of: a double move (two different own players, one queen move each through
//    empty cells to an empty cell, one after the other, the ball's cell counting as occupied);
//    a single move only when no double move exists at all; a take and kick; `pass` only when
//    nothing else is legal.
//  * Take and kick: a queen move onto the ball, then kicks along queen rays. A kick stops on an
//    empty cell (ends the turn), on the first occupied cell of the ray if it is a team-mate who
//    has not yet received in this turn (a pass: he kicks next; the taker may receive once, the
//    one-two), or leaves the field into the 5 goal cells of the opponent's end when the kicker
//    stands in his attack zone (a try; diagonals count by the goal cell they enter). The
//    taker's kick must be a pass or a try (first-kick rule).
//  * Contact rule: 3+ own players on the 8 cells around the ball force a take and kick; when
//    none is legal the first-kick rule is waived, when still none the turn is played normally
//    (both fallbacks are implemented but cannot arise: see docs/cannonball.md).
//  * A try scores 1 and resets all 14 players to their start cells (house: the full start
//    placement, whatever was on the field) and the ball to g8; the conceding side moves next.
//  * Game end (Status): TriesToWin tries win (reason `tries`); NoTryTurns consecutive turns
//    without a try end the game, more tries winning, equal tries drawing (reason
//    `noprogress`; house: NoTryTurns 0 disables the limit). The third occurrence of a
//    position since the last try ends it the same way (reason `repetition`, counted by the
//    caller through RepetitionKey, which covers board, ball, side and score).
//  * Steps for the searcher: a double move is two steps (the key covers the first mover);
//    a single move, a whole take and kick and `pass` are one step each, one step per
//    successor. A take and kick step spells one legal chain, not always the canonical one:
//    CanonicalTurn gives the token to print.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "engine/core/bitboard.h"
#include "engine/core/game.h"
#include "engine/core/move_list.h"
#include "engine/core/rules.h"
#include "engine/core/types.h"

namespace melee {

namespace cannonball {

inline constexpr int kFiles = 13;
inline constexpr int kRanks = 15;
inline constexpr int kCells = kFiles * kRanks;  // cell = rank_index * 13 + file_index
inline constexpr int kPlayersPerSide = 7;
inline constexpr uint8_t kNoCell = 255;
// The virtual goal cells beyond the end lines, as move cells: kBeyondTop + file is `<file>16`
// (South scores there), kBeyondBottom + file is `<file>0` (North scores there). Only the ball
// goes there, only as the last cell of a try.
inline constexpr uint8_t kBeyondTop = 200;
inline constexpr uint8_t kBeyondBottom = 220;

using Board = Bitboard<kCells>;

enum class MoveKind : uint8_t {
  kPass,
  kSingle,      // cells: from, to
  kDouble,      // cells: from1, to1, from2, to2 (execution order)
  kTakeKick,    // cells: taker's cell, ball's cell, then each kick's destination
  kFirstHalf,   // step only: the first player move of a double move (from, to)
  kSecondHalf,  // step only: the second player move of a double move (from, to)
};

// A whole turn or a step. Layout: `kind`, then `size` cells of `cells` (0..194 field cells,
// kBeyondTop/kBeyondBottom + file for a try's goal cell). A take and kick has at most 8 kicks:
// each of the 7 players receives at most once and the last kick is never a pass.
struct Move {
  static constexpr int kMaxCells = 10;
  MoveKind kind = MoveKind::kPass;
  uint8_t size = 0;
  std::array<uint8_t, kMaxCells> cells{};

  void Push(uint8_t cell) { cells[size++] = cell; }
  uint8_t last() const { return cells[size - 1]; }
  friend bool operator==(const Move&, const Move&) = default;
};

}  // namespace cannonball

struct CannonBall {
  using Move = cannonball::Move;
  using Step = cannonball::Move;
  using Board = cannonball::Board;

  // The full state. Players and ball are at turn boundaries except inside a double move
  // (first_mover != kNoCell), which only the step interface produces.
  struct Position {
    std::array<Board, 2> players{};  // indexed by Index(Side)
    uint8_t ball = 0;
    Side side = Side::kP1;
    std::array<uint8_t, 2> score{};
    uint8_t first_mover = cannonball::kNoCell;  // mid double move: where the first mover went
    uint8_t tries_to_win = 3;                   // option CannonBall TriesToWin
    int no_try_limit = 100;                     // option CannonBall NoTryTurns (0 = none)
    int no_try_turns = 0;                       // turns since the last try
    int turn = 1;                               // from 1, +1 after every turn
    uint64_t zobrist = 0;

    uint64_t key() const { return zobrist; }
    Side side_to_move() const { return side; }
    friend bool operator==(const Position&, const Position&) = default;
  };

  // Bound on distinct successors: 21 pairs of players x 50 x 50 queen destinations for double
  // moves, 7 takers x 195 ball cells for take and kick, plus `pass`.
  static constexpr std::size_t kMaxTurns = 54000;
  static constexpr std::size_t kMaxSteps = 2048;
  using TurnList = MoveList<Move, kMaxTurns>;
  using StepList = MoveList<Step, kMaxSteps>;

  static constexpr std::string_view kName = "cannonball";
  static constexpr std::array<OptionSpec, 2> kOptions = {{
      {"CannonBall NoTryTurns", OptionKind::kSpin, 100, 0, 100000},
      {"CannonBall TriesToWin", OptionKind::kSpin, 3, 1, 100},
  }};
  static constexpr int kRepetitionLimit = 3;

  static Position StartPosition(const GameRules& rules);
  static std::optional<Position> ParsePosition(std::string_view text, const GameRules& rules,
                                               std::string& error);
  static std::string FormatPosition(const Position& pos);
  static std::string Diagram(const Position& pos);
  // Inline for the game that goes on (every searched node asks); the end is told apart out of
  // line.
  static GameStatus Status(const Position& pos) {
    const bool tries = pos.score[0] >= pos.tries_to_win || pos.score[1] >= pos.tries_to_win;
    const bool no_progress = pos.no_try_limit > 0 && pos.no_try_turns >= pos.no_try_limit;
    return tries || no_progress ? EndStatus(pos) : GameStatus{};
  }
  static uint64_t ComputeKey(const Position& pos);

  static void GenerateTurns(const Position& pos, TurnList& list);
  static void Play(Position& pos, const Move& move);
  static std::string FormatMove(const Position& pos, const Move& move);
  static std::optional<Move> ParseMove(const Position& pos, std::string_view text);
  static uint64_t RepetitionKey(const Position& pos) { return pos.zobrist; }
  static GameStatus RepetitionStatus(const Position& pos);

  static void GenerateSteps(const Position& pos, StepList& steps);
  // The steps of GenerateSteps that IsForcing marks, in its order (quiescence's hook).
  static void GenerateForcingSteps(const Position& pos, StepList& steps);
  static void PlayStep(Position& pos, const Step& step) { Play(pos, step); }

  // Alpha-beta hooks (search/search_traits.h; cannonball_search_hooks.cc). Forcing: a take
  // and kick (the only turns that move the ball, and the only ones that score). The null
  // turn is a pass. CanonicalTurn: the canonical whole turn from the turn start `pos` to
  // `successor` (nullopt if none), without enumerating every turn.
  // Inline: quiescence and the step ordering ask it of every step of a node (hundreds).
  static bool IsForcing(const Position&, const Step& step) {
    return step.kind == cannonball::MoveKind::kTakeKick;
  }
  static void PlayNullTurn(Position& pos);
  // Restart: a turn start with no turn since the last try, which below a search's root is the
  // position right after a try (every player and the ball back on the start cells): the
  // search takes its value there (search/search_traits.h).
  static bool IsRestart(const Position& pos) {
    return pos.no_try_turns == 0 && pos.first_mover == cannonball::kNoCell;
  }
  static std::optional<Move> CanonicalTurn(const Position& pos, const Position& successor);

 private:
  static GameStatus EndStatus(const Position& pos);  // Status once the game is over
};

}  // namespace melee
