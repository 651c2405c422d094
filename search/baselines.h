// The permanent baseline players of every turn game: `random` (uniform over the legal whole
// turns, seeded by the `Seed` option and the position) and `greedy` (one-turn lookahead: a
// winning turn first, a losing one last, otherwise the turn after which the opponent's static
// evaluation is lowest; ties broken by the same seeded generator). They are the yardsticks
// every later strength claim is measured against, so their behaviour must stay fixed.
#pragma once

#include <cstdint>
#include <limits>
#include <span>

#include "engine/core/game.h"
#include "engine/core/random.h"
#include "eval/eval.h"

namespace melee {

inline constexpr int kBaselineWinScore = 1'000'000;

struct BaselineChoice {
  std::size_t index = 0;  // into the candidate list
  int score = 0;          // greedy: centi-units from the mover's view; random: 0
  uint64_t nodes = 0;     // positions made and evaluated
};

// One seeded generator per (seed, position): the same seed and position give the same answer.
inline Rng BaselineRng(uint64_t seed, uint64_t position_key) {
  return Rng(seed ^ (position_key * 0x9E3779B97F4A7C15ull));
}

template <TurnGame G>
BaselineChoice PickRandomTurn(const typename G::Position& pos,
                              std::span<const typename G::Move> candidates, uint64_t seed) {
  Rng rng = BaselineRng(seed, pos.key());
  return {static_cast<std::size_t>(rng.Below(candidates.size())), 0, 0};
}

// The mover's score of the position reached by one of its turns.
template <TurnGame G, EvaluatorOf<G> E>
int GreedyScore(const typename G::Position& child, Side mover) {
  const GameStatus status = G::Status(child);
  if (status.outcome == WinFor(mover)) return kBaselineWinScore;
  if (status.outcome == WinFor(Opponent(mover))) return -kBaselineWinScore;
  if (status.outcome == Outcome::kDraw) return 0;
  const int eval = E::Evaluate(child);
  return child.side_to_move() == mover ? eval : -eval;
}

// Never stops early: the bench and the fixed yardstick.
inline bool NeverStop(std::size_t) { return false; }

// `should_stop(evaluated)` is asked every kGreedyPollInterval candidates (a time or node limit);
// the best of the candidates seen so far is then the answer.
inline constexpr std::size_t kGreedyPollInterval = 16;

template <TurnGame G, EvaluatorOf<G> E, class ShouldStop = bool (*)(std::size_t)>
BaselineChoice PickGreedyTurn(const typename G::Position& pos,
                              std::span<const typename G::Move> candidates, uint64_t seed,
                              ShouldStop should_stop = NeverStop) {
  Rng rng = BaselineRng(seed, pos.key());
  BaselineChoice best{0, std::numeric_limits<int>::min(), 0};
  int ties = 0;
  for (std::size_t i = 0; i < candidates.size(); ++i) {
    if (i > 0 && i % kGreedyPollInterval == 0 && should_stop(i)) break;
    typename G::Position child = pos;
    G::Play(child, candidates[i]);
    ++best.nodes;
    const int score = GreedyScore<G, E>(child, pos.side_to_move());
    if (score > best.score) {
      best.score = score;
      best.index = i;
      ties = 1;
    } else if (score == best.score && rng.Below(++ties) == 0) {
      best.index = i;  // reservoir sampling keeps every tied turn equally likely
    }
  }
  return best;
}

}  // namespace melee
