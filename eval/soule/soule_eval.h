// Eval<Soule>: a deliberately simple static evaluation, in centi-units, ALWAYS FROM A's (p1)
// VIEW (Soule has no side to move: a searcher playing B negates it).
//
//   ball      kBallCell[ball]: how far the ball has gone toward B's goal (cell 6), growing
//             near the goals where one push decides the match;
//   physique  kPpWeight x (A's PP - B's PP) over the players on the field;
//   support   kSupportWeight x (A's - B's players within one cell of the ball: who can push);
//   urgency   with a turn limit, the sum above is scaled by left / (left + 1) where `left` is
//             the number of turns still to play: every non-goal ending is a draw, so an
//             advantage is worth less as the turns run out.
// A finished match is +-kWin (goal) or 0 (draw).
#pragma once

#include <array>
#include <vector>

#include "engine/soule/soule.h"
#include "eval/eval.h"

namespace melee {

template <>
struct Eval<Soule> {
  static constexpr int kWin = 10000;  // a goal: beyond any positional sum
  // A view of the ball's cell: one cell from a goal is one push from winning.
  static constexpr std::array<int, soule::kCells> kBallCell = {-kWin, -300, -100, 0,
                                                               100,   300,  kWin};
  static constexpr int kPpWeight = 10;       // one hit is a small, lasting edge
  static constexpr int kSupportWeight = 40;  // a pusher near the ball is worth 4 PP

  static int Evaluate(const Soule::Position& pos);
  static std::vector<EvalTerm> Explain(const Soule::Position& pos);
};

}  // namespace melee
