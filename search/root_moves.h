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
#include "search/turn_tokens.h"

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

// The root move's line in whole-turn tokens: its turn (a whole-turn root) or the turn its step
// starts, then the whole turns of its pv. A step root whose pv stops inside the first turn
// gives no token here (see turn_completion.h).
template <SteppedGame G>
std::vector<std::string> PvTokens(const typename G::Position& root, const RootMove<G>& rm,
                                  TurnTokenCache<G>& cache) {
  if (rm.turn) {
    std::vector<std::string> tokens{G::FormatMove(root, *rm.turn)};
    std::vector<std::string> rest = StepTurnTokens<G>(rm.child, rm.pv, &cache);
    tokens.insert(tokens.end(), rest.begin(), rest.end());
    return tokens;
  }
  std::vector<typename G::Step> line;
  line.reserve(rm.pv.size() + 1);
  line.push_back(rm.step);
  line.insert(line.end(), rm.pv.begin(), rm.pv.end());
  return StepTurnTokens<G>(root, line, &cache);
}

}  // namespace melee::search
