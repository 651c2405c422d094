// Helpers shared by the searcher's tests: a plain minimax with the searcher's conventions
// (depth units, sticky side, decisions in turns) and one-call searches.
#pragma once

#include <atomic>
#include <string>
#include <vector>

#include "engine/core/game.h"
#include "eval/eval.h"
#include "search/alpha_beta.h"

namespace melee::search_test {

// The searcher without its inexact parts (reductions, pruning), so it must equal minimax.
inline constexpr SearchSwitches kExactSwitches{.late_move_reductions = false,
                                               .futility = false,
                                               .futility_margin = 0,
                                               .null_move = false,
                                               .quiescence = false};

// G's evaluator with other alpha-beta switches (by default the exact ones).
template <class G, SearchSwitches kSwitchesOfTest = kExactSwitches>
struct ExactEval : Eval<G> {
  static constexpr SearchSwitches kSwitches = kSwitchesOfTest;
};

// Minimax value of `pos` (side to move's view); `turns` completed before it. No repetition.
template <SteppedGame G>
int Minimax(const typename G::Position& pos, int depth, int turns, bool turn_start) {
  const GameStatus status = G::Status(pos);
  if (status.over()) {
    return search::OutcomeScore(status.outcome, pos.side_to_move(), turn_start ? turns : turns + 1);
  }
  if (depth <= 0) return search::ClampEval(Eval<G>::Evaluate(pos));
  typename G::StepList steps;
  G::GenerateSteps(pos, steps);
  int best = -search::kInfinite;
  for (const auto& step : steps) {
    typename G::Position child = pos;
    G::PlayStep(child, step);
    const bool same = child.side_to_move() == pos.side_to_move();
    const int v = Minimax<G>(child, depth - 1, turns + (same ? 0 : 1), !same);
    best = std::max(best, same ? v : -v);
  }
  return best;
}

// The minimax value of one root step (root mover's view) at `depth` units.
template <SteppedGame G>
int RootStepValue(const typename G::Position& root, const typename G::Step& step, int depth) {
  typename G::Position child = root;
  G::PlayStep(child, step);
  const bool same = child.side_to_move() == root.side_to_move();
  const int v = Minimax<G>(child, depth - 1, same ? 0 : 1, !same);
  return same ? v : -v;
}

// The minimax value of one root turn (root mover's view) at `depth` units.
template <SteppedGame G>
int RootTurnValue(const typename G::Position& root, const typename G::Move& turn, int depth) {
  typename G::Position child = root;
  G::Play(child, turn);
  const int v = Minimax<G>(child, depth - 1, 1, true);
  return child.side_to_move() == root.side_to_move() ? v : -v;
}

// The reported score of a raw value (mate in turns or centi-units).
inline std::string ScoreText(int value) {
  if (search::IsDecisive(value)) return "mate " + std::to_string(search::MateInTurns(value));
  return "cp " + std::to_string(value);
}
inline std::string ScoreText(const search::IterationInfo& info) {
  return (info.is_mate ? "mate " : "cp ") + std::to_string(info.score);
}

template <SteppedGame G, class E = Eval<G>>
search::SearchOutcome SearchDepth(const typename G::Position& root, int depth,
                                  std::size_t hash_mb = 4, int threads = 1, int multi_pv = 1,
                                  std::vector<search::IterationInfo>* infos = nullptr) {
  search::AlphaBeta<G, E> searcher(hash_mb);
  search::SearchLimits limits;
  limits.depth = depth;
  search::SearchOptions options;
  options.threads = threads;
  options.multi_pv = multi_pv;
  search::SearchCallbacks callbacks;
  if (infos != nullptr) {
    callbacks.on_iteration = [infos](const search::IterationInfo& i) { infos->push_back(i); };
  }
  const std::atomic<bool> stop{false};
  return searcher.Search({root, {}}, search::SearchRequest{limits, options, callbacks, stop});
}

// Whether `tokens` is a sequence of legal whole turns from `root`.
template <SteppedGame G>
bool IsLegalLine(typename G::Position pos, const std::vector<std::string>& tokens) {
  for (const std::string& token : tokens) {
    if (G::Status(pos).over()) return false;
    const auto move = G::ParseMove(pos, token);
    if (!move) return false;
    G::Play(pos, *move);
  }
  return true;
}

}  // namespace melee::search_test
