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
#include "search/baseline_searcher.h"
#include "search/baselines.h"
#include "search/searcher.h"
#include "search/time_manager.h"

namespace melee {

template <SimultaneousGame G>
struct SimultaneousChoice {
  typename G::Tactic tactic;
  typename G::Tactic reply;  // the opponent part it expects (greedy: its worst sampled reply)
  int score_cp = 0;
  uint64_t nodes = 0;  // stages resolved
};

namespace simultaneous_detail {
inline constexpr int kGreedyCandidates = 64;  // own tactics sampled
inline constexpr int kGreedyReplies = 16;     // opponent tactics each candidate meets
inline constexpr double kEvalSquash = 400;    // eval at which the value reaches 0.5

// Value in [-1, 1] of a resolved stage for `me`; E scores from A's (p1's) view.
template <SimultaneousGame G, EvaluatorOf<G> E>
double StageValue(const typename G::Position& after, Side me) {
  const GameStatus s = G::Status(after);
  if (s.outcome == WinFor(me)) return 1;
  if (s.outcome == WinFor(Opponent(me))) return -1;
  if (s.outcome == Outcome::kDraw) return 0;
  double eval = E::Evaluate(after);
  if (me == Side::kP2) eval = -eval;
  return eval / (eval < 0 ? kEvalSquash - eval : kEvalSquash + eval);
}
}  // namespace simultaneous_detail

template <SimultaneousGame G>
SimultaneousChoice<G> PickRandomTactic(const typename G::Position& pos, Side side, uint64_t seed) {
  Rng rng = BaselineRng(seed + Index(side), pos.key());
  const typename G::Tactic mine = G::RandomTactic(pos, side, rng);
  return {mine, G::RandomTactic(pos, Opponent(side), rng), 0, 0};
}

// known_a: A's part when the engine plays B and may read it (`Soule Blind` off); else null.
template <SimultaneousGame G, EvaluatorOf<G> E>
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
  SimultaneousChoice<G> best{G::RandomTactic(pos, side, rng), replies[0], 0, 0};
  double best_value = -2;
  for (int i = 0; i < kGreedyCandidates; ++i) {
    const typename G::Tactic mine = i == 0 ? best.tactic : G::RandomTactic(pos, side, rng);
    double total = 0;
    double worst = 2;
    std::size_t worst_reply = 0;
    for (std::size_t r = 0; r < replies.size(); ++r) {
      typename G::Position after = pos;
      if (side == Side::kP1) {
        G::Resolve(after, mine, replies[r]);
      } else {
        G::Resolve(after, replies[r], mine);
      }
      ++best.nodes;
      const double v = StageValue<G, E>(after, side);
      total += v;
      if (v < worst) {
        worst = v;
        worst_reply = r;
      }
    }
    const double value = total / static_cast<double>(replies.size());
    if (value > best_value) {
      best_value = value;
      best.tactic = mine;
      best.reply = replies[worst_reply];
    }
  }
  best.score_cp = static_cast<int>(best_value * 100 + (best_value < 0 ? -0.5 : 0.5));
  return best;
}

}  // namespace melee

namespace melee::search {

// The stage a simultaneous searcher answers for: the position at its start, the side whose
// part is asked, and A's revealed part when the engine plays B with `Soule Blind` off.
template <SimultaneousGame G>
struct SimultaneousRoot {
  const typename G::Position& position;
  Side side;
  const typename G::Tactic* known_opponent = nullptr;
};

// The protocol's joint token of a stage, A's part first: `mine` for `side`, `theirs` for the
// other side.
template <SimultaneousGame G>
std::string JointToken(const typename G::Position& pos, Side side, const typename G::Tactic& mine,
                       const typename G::Tactic& theirs) {
  const std::string own = G::FormatTactic(pos, side, mine);
  const std::string other = G::FormatTactic(pos, Opponent(side), theirs);
  return side == Side::kP1 ? own + "/" + other : other + "/" + own;
}

// The baselines as searchers of the one contract (search/searcher.h); they decide at once
// (64 x 16 stages at most), and wait only under `infinite` and `ponder`.
template <SimultaneousGame G, EvaluatorOf<G> E>
class SimultaneousBaselineSearcher {
 public:
  using Root = SimultaneousRoot<G>;
  explicit SimultaneousBaselineSearcher(BaselineKind kind) : kind_(kind) {}

  SearchOutcome Search(const Root& root, const SearchRequest& request) const {
    const SimultaneousChoice<G> choice =
        kind_ == BaselineKind::kRandom
            ? PickRandomTactic<G>(root.position, root.side, request.options.seed)
            : PickGreedyTactic<G, E>(root.position, root.side, root.known_opponent,
                                     request.options.seed);
    const Deadline clock({}, request.limits.start);
    SearchOutcome outcome;
    outcome.best_move = G::FormatTactic(root.position, root.side, choice.tactic);
    IterationInfo& info = outcome.last;
    info.depth = 1;
    info.seldepth = 1;
    info.score = choice.score_cp;
    info.nodes = choice.nodes;
    info.nps = clock.Nps(choice.nodes);
    info.time_ms = clock.ElapsedMs();
    info.pv = {JointToken<G>(root.position, root.side, choice.tactic, choice.reply)};
    info.strategy = {{1.0, outcome.best_move}};
    ReportAndWaitWhileUnbounded(request, info);
    return outcome;
  }

 private:
  BaselineKind kind_;
};

}  // namespace melee::search
