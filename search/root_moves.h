// The root of an alpha-beta search. Normally it is the position's first steps, like any
// interior node, so a root never costs a whole-turn generation (BALL and Cannon Ball have tens
// of thousands of turns); the answer is then the turn the pv starts (turn_completion.h). With
// MultiPV > 1 or `searchmoves` the root holds whole turns instead (lines must be distinct
// turns; searchmoves name turns). Tokens are made only for reported pvs and the answer.
#pragma once

#include <algorithm>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "engine/core/game.h"
#include "search/score.h"

namespace melee::search {

template <SteppedGame G>
struct RootMove {
  std::optional<typename G::Move> turn;  // a whole-turn root's edge
  typename G::Step step{};               // a step root's edge (when `turn` is empty)
  typename G::Position child;
  int score = -kInfinite;            // this iteration (-kInfinite: not proven better than alpha)
  int previous_score = -kInfinite;   // the last completed iteration
  std::vector<typename G::Step> pv;  // the steps after the root edge
  std::size_t id = 0;                // its index in generation order: names it across threads
};

// One root move per first step of `root`, in generation order.
template <SteppedGame G>
std::vector<RootMove<G>> MakeStepRootMoves(const typename G::Position& root) {
  auto steps = std::make_unique<typename G::StepList>();
  G::GenerateSteps(root, *steps);
  std::vector<RootMove<G>> moves;
  moves.reserve(steps->size());
  for (const typename G::Step& step : *steps) {
    RootMove<G> rm;
    rm.step = step;
    rm.child = root;
    G::PlayStep(rm.child, step);
    moves.push_back(std::move(rm));
  }
  return moves;
}

// One root move per distinct successor among `tokens` (illegal ones are skipped); every legal
// turn when `tokens` is empty.
template <SteppedGame G>
std::vector<RootMove<G>> MakeTurnRootMoves(const typename G::Position& root,
                                           std::span<const std::string> tokens) {
  std::vector<typename G::Move> turns;
  if (tokens.empty()) {
    auto list = std::make_unique<typename G::TurnList>();
    G::GenerateTurns(root, *list);
    turns.assign(list->begin(), list->end());
  }
  for (const std::string& token : tokens) {
    if (const std::optional<typename G::Move> turn = G::ParseMove(root, token)) {
      turns.push_back(*turn);
    }
  }
  std::vector<RootMove<G>> moves;
  moves.reserve(turns.size());
  for (const typename G::Move& turn : turns) {
    RootMove<G> rm;
    rm.turn = turn;
    rm.child = root;
    G::Play(rm.child, turn);
    // Two tokens of one turn (only `searchmoves` can repeat one) are searched once.
    const bool seen = !tokens.empty() && std::any_of(moves.begin(), moves.end(),
                                                     [&](auto& m) { return m.child == rm.child; });
    if (!seen) moves.push_back(std::move(rm));
  }
  return moves;
}

// The root of one search: whole turns for MultiPV > 1 or legal `searchmoves` (when none is
// legal, all moves are searched), else steps.
template <SteppedGame G>
std::vector<RootMove<G>> MakeRootMoves(const typename G::Position& root,
                                       std::span<const std::string> searchmoves, int multi_pv = 1) {
  if (!searchmoves.empty()) {
    std::vector<RootMove<G>> kept = MakeTurnRootMoves<G>(root, searchmoves);
    if (!kept.empty()) return kept;
  }
  if (multi_pv > 1) return MakeTurnRootMoves<G>(root, {});
  return MakeStepRootMoves<G>(root);
}

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

// The whole turns `steps` plays from the turn start `start` (a trailing part of a turn is
// dropped), with their canonical tokens.
template <SteppedGame G>
std::vector<std::string> StepTurnTokens(typename G::Position start,
                                        std::span<const typename G::Step> steps) {
  std::vector<std::string> tokens;
  typename G::Position pos = start;
  std::size_t turn_begin = 0;
  for (std::size_t i = 0; i < steps.size() && !G::Status(pos).over(); ++i) {
    G::PlayStep(pos, steps[i]);
    if (pos.side_to_move() == start.side_to_move() && !G::Status(pos).over()) continue;
    std::string token = StepsToken<G>(start, steps.subspan(turn_begin, i + 1 - turn_begin), pos);
    if (token.empty()) break;
    tokens.push_back(std::move(token));
    start = pos;
    turn_begin = i + 1;
  }
  return tokens;
}

// The root move's line in whole-turn tokens: its turn (a whole-turn root) or the turn its step
// starts, then the whole turns of its pv. A step root whose pv stops inside the first turn
// gives no token here (see turn_completion.h).
template <SteppedGame G>
std::vector<std::string> PvTokens(const typename G::Position& root, const RootMove<G>& rm) {
  if (rm.turn) {
    std::vector<std::string> tokens{G::FormatMove(root, *rm.turn)};
    std::vector<std::string> rest = StepTurnTokens<G>(rm.child, rm.pv);
    tokens.insert(tokens.end(), rest.begin(), rest.end());
    return tokens;
  }
  std::vector<typename G::Step> line;
  line.reserve(rm.pv.size() + 1);
  line.push_back(rm.step);
  line.insert(line.end(), rm.pv.begin(), rm.pv.end());
  return StepTurnTokens<G>(root, line);
}

}  // namespace melee::search
