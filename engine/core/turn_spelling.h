// The canonical spelling of a stepped game's whole turn: a turn may be played (by a searcher,
// or by a person on Melee Board) as steps, but the protocol names whole turns by their canonical
// token (the game's notation). The searchers (search/turn_tokens.h) and the board's referee
// spell turns with these, so both say the same token for the same turn.
#pragma once

#include <memory>
#include <optional>
#include <span>
#include <string>

#include "engine/core/game.h"

namespace melee {

// The canonical token of the turn leading from the turn start `start` to `reached`, or "" when
// none does: G::CanonicalTurn where the game has it (an optional hook: it finds one turn
// without listing them all), else a look-up among G::GenerateTurns.
template <SteppedGame G>
std::string TurnToken(const typename G::Position& start, const typename G::Position& reached) {
  if constexpr (requires { G::CanonicalTurn(start, reached); }) {
    const std::optional<typename G::Move> turn = G::CanonicalTurn(start, reached);
    return turn ? G::FormatMove(start, *turn) : "";
  } else {
    auto list = std::make_unique<typename G::TurnList>();
    G::GenerateTurns(start, *list);
    for (const typename G::Move& turn : *list) {
      typename G::Position p = start;
      G::Play(p, turn);
      if (p == reached) return G::FormatMove(start, turn);
    }
    return "";
  }
}

// The canonical token of the whole turn `steps` plays from the turn start `start`: through
// the optional hook G::TurnOfSteps where the game has one (it can bound its look-up by the
// steps' own spelling), else TurnToken.
template <SteppedGame G>
std::string StepsToken(const typename G::Position& start, std::span<const typename G::Step> steps,
                       const typename G::Position& reached) {
  if constexpr (requires { G::TurnOfSteps(start, steps); }) {
    const std::optional<typename G::Move> turn = G::TurnOfSteps(start, steps);
    return turn ? G::FormatMove(start, *turn) : "";
  } else {
    return TurnToken<G>(start, reached);
  }
}

}  // namespace melee
