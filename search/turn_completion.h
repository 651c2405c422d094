// The answer of a search whose root is made of steps: the whole turn its best line starts.
//
// The pv may stop inside that turn (the depth ran out in the middle of a BALL turn, or the
// search was stopped in its first iteration). The turn is then completed safely: the table's
// step for the position reached when it holds one (a deeper search's choice), else the step
// whose result evaluates best for the mover. Every step is legal and a turn has finitely many
// steps, so the answer is always a legal whole turn.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/core/game.h"
#include "eval/eval.h"
#include "search/root_moves.h"
#include "search/score.h"
#include "search/tt.h"

namespace melee::search {

// The best of `steps` by the static evaluation of its result from the mover's view (a decided
// result by its outcome, so a win is always first), ties to the first generated.
template <SteppedGame G, EvaluatorOf<G> E>
typename G::Step BestEvaluatedStep(const typename G::Position& pos,
                                   const typename G::StepList& steps) {
  const Side mover = pos.side_to_move();
  std::size_t best = 0;
  int best_value = -kInfinite;
  for (std::size_t i = 0; i < steps.size(); ++i) {
    typename G::Position child = pos;
    G::PlayStep(child, steps[i]);
    const GameStatus status = G::Status(child);
    int value;
    if (status.over()) {
      value = OutcomeScore(status.outcome, mover, 0);
    } else {
      const int eval = ClampEval(E::Evaluate(child));
      value = child.side_to_move() == mover ? eval : -eval;
    }
    if (value > best_value) best_value = value, best = i;
  }
  return steps[best];
}

// The step to play at the mid-turn `pos`: the table's step if it names one (a deeper search's
// choice), else the best evaluated one.
template <SteppedGame G, EvaluatorOf<G> E>
typename G::Step CompletionStep(const typename G::Position& pos, const typename G::StepList& steps,
                                const TranspositionTable& tt) {
  if (const std::optional<TtHit> hit = tt.Probe(pos.key())) {
    if (hit->move_index >= 0 && static_cast<std::size_t>(hit->move_index) < steps.size()) {
      return steps[static_cast<std::size_t>(hit->move_index)];
    }
  }
  return BestEvaluatedStep<G, E>(pos, steps);
}

// Plays steps from `pos` (inside a turn of its side to move) until the turn ends, appending
// them to `played`.
template <SteppedGame G, EvaluatorOf<G> E>
void CompleteTurn(typename G::Position& pos, const TranspositionTable& tt,
                  std::vector<typename G::Step>& played) {
  const Side mover = pos.side_to_move();
  auto steps = std::make_unique<typename G::StepList>();
  while (pos.side_to_move() == mover && !G::Status(pos).over()) {
    G::GenerateSteps(pos, *steps);
    played.push_back(CompletionStep<G, E>(pos, *steps, tt));
    G::PlayStep(pos, played.back());
  }
}

// The whole-turn tokens of the line of `rm`: its pv's whole turns, the first one completed
// when the pv stops inside it. Never empty (the root has a legal turn).
template <SteppedGame G, EvaluatorOf<G> E>
std::vector<std::string> AnswerTokens(const typename G::Position& root, const RootMove<G>& rm,
                                      const TranspositionTable& tt, TurnTokenCache<G>& cache) {
  std::vector<std::string> tokens = PvTokens<G>(root, rm, cache);
  if (!tokens.empty()) return tokens;
  std::vector<typename G::Step> turn{rm.step};
  turn.insert(turn.end(), rm.pv.begin(), rm.pv.end());
  typename G::Position pos = rm.child;
  for (const typename G::Step& step : rm.pv) G::PlayStep(pos, step);
  CompleteTurn<G, E>(pos, tt, turn);
  return {cache.Token(root, turn, pos)};
}

// The whole-turn token of a root move alone (a progress report's currmove): its turn, or the
// turn its step starts, completed as an answer would be.
template <SteppedGame G, EvaluatorOf<G> E>
std::string RootMoveToken(const typename G::Position& root, const RootMove<G>& rm,
                          const TranspositionTable& tt, TurnTokenCache<G>& cache) {
  if (rm.turn) return G::FormatMove(root, *rm.turn);
  std::vector<typename G::Step> turn{rm.step};
  typename G::Position pos = rm.child;
  if (pos.side_to_move() == root.side_to_move()) CompleteTurn<G, E>(pos, tt, turn);
  return cache.Token(root, turn, pos);
}

}  // namespace melee::search
