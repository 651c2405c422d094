// The game concepts: what a game must provide so the protocol, perft, the conformance tests
// and the searchers can drive it as a template parameter (no virtual call per node).
//
// A game is a struct of static functions plus two nested types, Position and Move. Each game
// lives in engine/<game>/ and nothing else knows its rules.
//
//  * TurnGame — Bulltricker, BALL, Cannon Ball at the protocol's level: sides alternate whole
//    turns; one Move is one whole turn, one token on the wire.
//  * SteppedGame — the same games at the searcher's level: a turn is one or more Steps, the
//    side to move stays the same until the turn ends, and the key covers the in-turn phase.
//  * SimultaneousGame — Soule Royale: both sides submit a Tactic for the same stage, then the
//    referee resolves the pair. Alpha-beta (constrained on SteppedGame) refuses it at compile
//    time.
#pragma once

#include <concepts>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "engine/core/random.h"
#include "engine/core/rules.h"
#include "engine/core/types.h"

namespace melee {

// Position: a regular value type (copy = the undo mechanism; == compares full state).
// Parse/Format of positions: canonical input round-trips byte for byte; on failure
// ParsePosition returns nullopt and writes a short human reason into `error`.
template <class G>
concept GameBasics = requires(const typename G::Position& pos, std::string_view text,
                              const GameRules& rules, std::string& error) {
  requires std::regular<typename G::Position>;
  { G::kName } -> std::convertible_to<std::string_view>;       // the UCI_Variant value
  { G::kOptions.size() } -> std::convertible_to<std::size_t>;  // array of OptionSpec
  { G::kOptions[0] } -> std::convertible_to<OptionSpec>;
  { G::StartPosition(rules) } -> std::same_as<typename G::Position>;
  { G::ParsePosition(text, rules, error) } -> std::same_as<std::optional<typename G::Position>>;
  { G::FormatPosition(pos) } -> std::same_as<std::string>;
  { G::Diagram(pos) } -> std::same_as<std::string>;  // multi-line board for `d`
  { G::Status(pos) } -> std::same_as<GameStatus>;    // from the position alone (no history)
  { pos.key() } -> std::same_as<uint64_t>;           // maintained incrementally
  { G::ComputeKey(pos) } -> std::same_as<uint64_t>;  // from scratch; must equal key()
};

// Whole-turn interface (protocol, perft, match referee).
//  * GenerateTurns replaces the contents of `list` with one Move per DISTINCT successor (the perft
//    definition of the protocol); it leaves `list` empty exactly when Status(pos).over().
//  * FormatMove gives the canonical token (shortest spelling reaching that successor, ties
//    broken byte-wise); ParseMove accepts every legal spelling and returns nullopt for
//    anything malformed or illegal.
//  * RepetitionKey hashes what the game's repetition rule compares (e.g. board and side to
//    move); when a position occurs for the kRepetitionLimit-th time in a game's record (0 = no
//    rule) and Status says it goes on, the game ends as RepetitionStatus says (a draw, or
//    Cannon Ball's "more tries wins"; reason "repetition"). The record of positions lives with
//    the caller (protocol, searcher), not in Position.
template <class G>
concept TurnGame = GameBasics<G> &&
    requires(const typename G::Position& pos, typename G::Position& mutable_pos,
             const typename G::Move& move, typename G::TurnList& list, std::string_view text) {
  requires std::copyable<typename G::Move>;
  { G::kRepetitionLimit } -> std::convertible_to<int>;
  { G::GenerateTurns(pos, list) } -> std::same_as<void>;
  { list.size() } -> std::convertible_to<std::size_t>;
  { *list.begin() } -> std::convertible_to<const typename G::Move&>;
  { G::Play(mutable_pos, move) } -> std::same_as<void>;
  { G::FormatMove(pos, move) } -> std::same_as<std::string>;
  { G::ParseMove(pos, text) } -> std::same_as<std::optional<typename G::Move>>;
  { G::RepetitionKey(pos) } -> std::same_as<uint64_t>;
  { G::RepetitionStatus(pos) } -> std::same_as<GameStatus>;
  { pos.side_to_move() } -> std::same_as<Side>;
};

// Step interface for the searchers. PlayStep changes side_to_move() exactly when the turn
// ends; a game whose turns are single steps (Bulltricker) uses Step = Move.
template <class G>
concept SteppedGame = TurnGame<G> &&
    requires(const typename G::Position& pos, typename G::Position& mutable_pos,
             const typename G::Step& step, typename G::StepList& steps) {
  { G::GenerateSteps(pos, steps) } -> std::same_as<void>;  // empty iff Status over
  { G::PlayStep(mutable_pos, step) } -> std::same_as<void>;
  { *steps.begin() } -> std::convertible_to<const typename G::Step&>;
};

// Simultaneous interface (Soule). A Tactic is one side's part of a stage (a placement or a
// turn's orders). Resolve applies both parts. Tactics are enumerated over the per-player
// sets of orders that can have an effect (never the raw product of all orders).
template <class G>
concept SimultaneousGame = GameBasics<G> &&
    requires(const typename G::Position& pos, typename G::Position& mutable_pos,
             const typename G::Tactic& tactic, std::string_view text, Side side, Rng& rng) {
  requires std::regular<typename G::Tactic>;
  { G::ParseTactic(pos, side, text) } -> std::same_as<std::optional<typename G::Tactic>>;
  { G::FormatTactic(pos, side, tactic) } -> std::same_as<std::string>;  // canonical
  { G::Resolve(mutable_pos, tactic, tactic) } -> std::same_as<void>;    // (A part, B part)
  { G::OrderSets(pos, side) } -> std::same_as<std::string>;             // `query moves`
  { G::RandomTactic(pos, side, rng) } -> std::same_as<typename G::Tactic>;
  // G::ForEachTactic(pos, side, f): calls f(const Tactic&) once per effective tactic.
};

}  // namespace melee
