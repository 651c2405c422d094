// The root of an alpha-beta search speaks whole turns: one RootMove per distinct successor
// (G::GenerateTurns), each with its canonical token; below it the search speaks steps. PvTokens
// turns a root move's step pv back into whole-turn tokens by replaying the steps until the side
// to move changes and matching the position reached among GenerateTurns' successors.
#pragma once

#include <memory>
#include <span>
#include <string>
#include <vector>

#include "engine/core/game.h"
#include "search/score.h"

namespace melee::search {

template <SteppedGame G>
struct RootMove {
  typename G::Move turn;
  typename G::Position child;
  int score = -kInfinite;            // this iteration (-kInfinite: not proven better than alpha)
  int previous_score = -kInfinite;   // the last completed iteration
  std::vector<typename G::Step> pv;  // the steps after the root turn
};

// The root's legal turns; restricted to `searchmoves` when one of them is legal.
template <SteppedGame G>
std::vector<RootMove<G>> MakeRootMoves(const typename G::Position& root,
                                       std::span<const std::string> searchmoves) {
  auto list = std::make_unique<typename G::TurnList>();
  G::GenerateTurns(root, *list);
  std::vector<RootMove<G>> moves;
  for (const typename G::Move& turn : *list) {
    RootMove<G> rm;
    rm.turn = turn;
    rm.child = root;
    G::Play(rm.child, turn);
    moves.push_back(std::move(rm));
  }
  std::vector<RootMove<G>> kept;
  for (const std::string& token : searchmoves) {
    const std::optional<typename G::Move> turn = G::ParseMove(root, token);
    if (!turn) continue;
    typename G::Position target = root;
    G::Play(target, *turn);
    for (const RootMove<G>& rm : moves) {
      if (rm.child == target) kept.push_back(rm);
    }
  }
  return kept.empty() ? moves : kept;
}

// The canonical token of the turn leading from `start` to `reached`, or "" when none does.
template <SteppedGame G>
std::string TurnToken(const typename G::Position& start, const typename G::Position& reached) {
  auto list = std::make_unique<typename G::TurnList>();
  G::GenerateTurns(start, *list);
  for (const typename G::Move& turn : *list) {
    typename G::Position p = start;
    G::Play(p, turn);
    if (p == reached) return G::FormatMove(start, turn);
  }
  return "";
}

// The root move's token followed by the whole turns of its step pv (a trailing part of a turn
// is dropped). Tokens are made only here: formatting every root turn (tens of thousands in
// Cannon Ball) would cost more than a shallow search.
template <SteppedGame G>
std::vector<std::string> PvTokens(const typename G::Position& root, const RootMove<G>& rm) {
  std::vector<std::string> tokens{G::FormatMove(root, rm.turn)};
  typename G::Position pos = rm.child;
  std::size_t i = 0;
  while (i < rm.pv.size()) {
    const typename G::Position start = pos;
    while (i < rm.pv.size() && pos.side_to_move() == start.side_to_move() &&
           !G::Status(pos).over()) {
      G::PlayStep(pos, rm.pv[i++]);
    }
    if (pos.side_to_move() == start.side_to_move() && !G::Status(pos).over()) break;
    std::string token = TurnToken<G>(start, pos);
    if (token.empty()) break;
    tokens.push_back(std::move(token));
  }
  return tokens;
}

}  // namespace melee::search
