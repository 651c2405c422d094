// Static evaluation of Cannon Ball for the `greedy` baseline and the `eval` command: a few
// plain terms, each the p1 value minus the p2 value, weights below as named constants.
//  * tries: the score, worth far more than anything on the field;
//  * ball progress: how far the ball stands toward the goal a side attacks;
//  * takers: players with a clear queen line to the ball (who can take it this turn);
//  * attack zone: players standing in the zone they must kick from to score.
#pragma once

#include <vector>

#include "engine/cannonball/cannonball.h"
#include "eval/eval.h"

namespace melee {

namespace cannonball_eval {
inline constexpr int kTry = 10000;      // a try is the only thing that wins
inline constexpr int kBallRank = 8;     // per rank the ball stands past the centre line
inline constexpr int kTaker = 30;       // a take is the only way to move the ball
inline constexpr int kAttackZone = 12;  // tries are kicked from the attack zone only
}  // namespace cannonball_eval

template <>
struct Eval<CannonBall> {
  // Centi-units from the side to move's point of view.
  static int Evaluate(const CannonBall::Position& pos);
  static std::vector<EvalTerm> Explain(const CannonBall::Position& pos);
};

}  // namespace melee
