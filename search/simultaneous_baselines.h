// Baseline players for a simultaneous game (Soule): `random` draws each player's order
// uniformly from the orders that can have an effect; `greedy` is a one-stage lookahead over a
// seeded sample of its own tactics, each scored by the mean evaluation after resolving it
// against a seeded sample of opponent tactics (or against A's revealed part when the engine
// plays B with `Soule Blind` off). Scores are 100 x value, value in [-1, 1] from the mover's
// view: a goal is +-1, otherwise the static evaluation squashed into (-1, 1).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "engine/core/game.h"
#include "engine/core/random.h"
#include "eval/eval.h"
#include "search/baselines.h"

namespace melee {

template <SimultaneousGame G>
struct SimultaneousChoice {
  typename G::Tactic tactic;
  int score_cp = 0;
  uint64_t nodes = 0;    // stages resolved
  std::string strategy;  // `info string strategy` text: "<p>:<tactic> ..."
};

namespace simultaneous_detail {
inline constexpr int kGreedyCandidates = 64;  // own tactics sampled
inline constexpr int kGreedyReplies = 16;     // opponent tactics each candidate meets
inline constexpr double kEvalSquash = 400;    // eval at which the value reaches 0.5

// Value in [-1, 1] of a resolved stage for `me`; Eval<G> is from A's (p1's) view.
template <SimultaneousGame G>
double StageValue(const typename G::Position& after, Side me) {
  const GameStatus s = G::Status(after);
  if (s.outcome == WinFor(me)) return 1;
  if (s.outcome == WinFor(Opponent(me))) return -1;
  if (s.outcome == Outcome::kDraw) return 0;
  double eval = Eval<G>::Evaluate(after);
  if (me == Side::kP2) eval = -eval;
  return eval / (eval < 0 ? kEvalSquash - eval : kEvalSquash + eval);
}
}  // namespace simultaneous_detail

template <SimultaneousGame G>
SimultaneousChoice<G> PickRandomTactic(const typename G::Position& pos, Side side, uint64_t seed) {
  Rng rng = BaselineRng(seed + Index(side), pos.key());
  return {G::RandomTactic(pos, side, rng), 0, 0, ""};
}

// known_a: A's part when the engine plays B and may read it (`Soule Blind` off); else null.
template <SimultaneousGame G>
SimultaneousChoice<G> PickGreedyTactic(const typename G::Position& pos, Side side,
                                       const typename G::Tactic* known_a, uint64_t seed) {
  using namespace simultaneous_detail;
  Rng rng = BaselineRng(seed + Index(side), pos.key());
  std::vector<typename G::Tactic> replies;
  if (known_a != nullptr && side == Side::kP2) {
    replies.push_back(*known_a);
  } else {
    for (int i = 0; i < kGreedyReplies; ++i)
      replies.push_back(G::RandomTactic(pos, Opponent(side), rng));
  }
  SimultaneousChoice<G> best{G::RandomTactic(pos, side, rng), 0, 0, ""};
  double best_value = -2;
  for (int i = 0; i < kGreedyCandidates; ++i) {
    const typename G::Tactic mine = i == 0 ? best.tactic : G::RandomTactic(pos, side, rng);
    double total = 0;
    for (const auto& reply : replies) {
      typename G::Position after = pos;
      if (side == Side::kP1) {
        G::Resolve(after, mine, reply);
      } else {
        G::Resolve(after, reply, mine);
      }
      ++best.nodes;
      total += StageValue<G>(after, side);
    }
    const double value = total / static_cast<double>(replies.size());
    if (value > best_value) {
      best_value = value;
      best.tactic = mine;
    }
  }
  best.score_cp = static_cast<int>(best_value * 100 + (best_value < 0 ? -0.5 : 0.5));
  best.strategy = "1.000:" + G::FormatTactic(pos, side, best.tactic);
  return best;
}

}  // namespace melee
