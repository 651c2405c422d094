// The static evaluation interface. Each game specialises Eval<G> in eval/<game>/<game>_eval.h:
//
//   template <> struct Eval<Ball> {
//     static int Evaluate(const Ball::Position&);          // side to move's view, centi-units
//     static std::vector<EvalTerm> Explain(const Ball::Position&);  // for the `eval` command
//     static constexpr SearchSwitches kSwitches{...};      // optional, for alpha-beta
//   };
//
// The session composes each game with its evaluator explicitly (protocol/sessions/), and the
// searchers take the evaluator as a template parameter: eval/ knows nothing of search/.
//
// Weights live in one place per game (a named constant each, with a one-line reason).
#pragma once

#include <concepts>
#include <string_view>
#include <vector>

namespace melee {

struct EvalTerm {
  std::string_view name;
  int p1 = 0;  // the term's value for p1
  int p2 = 0;  // the term's value for p2
};

// The alpha-beta switches an evaluation is fit for (docs/search.md gives the matches behind
// each game's choice). An evaluator without kSwitches gets the searcher's defaults, which
// follow the game's hooks (search/search_switches.h).
struct SearchSwitches {
  // Late-move reductions: sound wherever move ordering is informative (TT step, history).
  bool late_move_reductions = true;
  // Futility pruning of quiet steps near the leaves: needs an evaluation whose swing by one
  // quiet step is bounded by futility_margin per depth unit (and G::IsForcing for the others).
  bool futility = false;
  int futility_margin = 150;
  // Null move: needs G::PlayNullTurn; off when passing could be the best turn (zugzwang).
  bool null_move = false;
  // Quiescence over forcing steps: needs G::IsForcing.
  bool quiescence = false;
  // Late-move pruning: at a non-PV node with depth <= 3 units, the quiet steps after the
  // first late_move_pruning * depth^2 of the order are not searched. Needs an ordering whose
  // tail rarely holds the only good step (0: off).
  int late_move_pruning = 0;
};

template <class G>
struct Eval;

// What the searchers need of an evaluator of game G: a score of a position in centi-units
// (the side to move's view for turn games, A's view for simultaneous ones).
template <class E, class G>
concept EvaluatorOf = requires(const typename G::Position& pos) {
  { E::Evaluate(pos) } -> std::convertible_to<int>;
};

}  // namespace melee
