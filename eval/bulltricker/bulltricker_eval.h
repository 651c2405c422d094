// Static evaluation for Bulltricker: material, pawn progress and king enclosure.
//
// A few hand-set terms, each a named weight in bulltricker_eval.cc. Used by the permanent
// `greedy` baseline (one-move lookahead) and printed by `eval`; the search work tunes it.
#pragma once

#include <vector>

#include "engine/bulltricker/bulltricker.h"
#include "eval/eval.h"

namespace melee {

template <>
struct Eval<Bulltricker> {
  // Centi-pawns from the side to move's point of view.
  static int Evaluate(const Bulltricker::Position& pos);
  // The terms per side (p1 = White), in the order they are summed.
  static std::vector<EvalTerm> Explain(const Bulltricker::Position& pos);
};

}  // namespace melee
