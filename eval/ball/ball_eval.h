// Static evaluation of BALL positions: a few hand-set terms, each counted for both sides.
//  * material: every piece counts, an active one most (it can act), a stacked one less (it is
//    stuck until released), a knocked one least (it loses a turn standing up);
//  * possession: holding the ball (on a piece, not free);
//  * progress: how far the carrier has brought the ball toward the end zone it attacks.
// Evaluate() = (side to move's terms) - (opponent's terms), in centi-units.
#pragma once

#include <vector>

#include "engine/ball/ball.h"
#include "eval/eval.h"

namespace melee {

namespace ball_eval {
inline constexpr int kActivePiece = 100;     // a piece that may act this turn
inline constexpr int kStackedPiece = 70;     // engaged in a stack: no action until released
inline constexpr int kKnockedPiece = 50;     // must spend its unblock task standing up
inline constexpr int kPossession = 150;      // the ball on one of our pieces
inline constexpr int kProgressPerRank = 25;  // per rank the carried ball has gained
}  // namespace ball_eval

template <>
struct Eval<Ball> {
  static int Evaluate(const Ball::Position& pos);
  static std::vector<EvalTerm> Explain(const Ball::Position& pos);
};

}  // namespace melee
