// The static evaluation interface. Each game specialises Eval<G> in eval/<game>/<game>_eval.h:
//
//   template <> struct Eval<Ball> {
//     static int Evaluate(const Ball::Position&);          // side to move's view, centi-units
//     static std::vector<EvalTerm> Explain(const Ball::Position&);  // for the `eval` command
//   };
//
// Weights live in one place per game (a named constant each, with a one-line reason).
#pragma once

#include <string_view>
#include <vector>

namespace melee {

struct EvalTerm {
  std::string_view name;
  int p1 = 0;  // the term's value for p1
  int p2 = 0;  // the term's value for p2
};

template <class G>
struct Eval;

}  // namespace melee
