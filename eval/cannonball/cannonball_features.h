// The features of the Cannon Ball evaluation, counted per side (weights: cannonball_weights.h).
// Each is the nearest player on the ball's eight rays or a count of players on a set of cells:
// Evaluate runs at every searched step.
//  * tries: the score, the only thing that wins;
//  * ball progress: ranks the ball stands past the centre line toward the goal a side attacks;
//  * takers: players with a clear queen line to the ball (a take is the only way to move it);
//  * open goal lines: with the ball in the side's attack zone, rays from the ball that reach
//    the goal mouth it attacks unobstructed (a take there kicks a try at once);
//  * attack zone: players standing in the zone tries are kicked from;
//  * defenders: players between the ball and their own end line (the ball must pass them);
//  * contact: players on the eight cells around the ball (three force a take and kick).
#pragma once

#include <array>
#include <string_view>

#include "engine/cannonball/cannonball.h"
#include "eval/linear_eval.h"

namespace melee::cannonball_eval {

enum Feature : int {
  kTries,
  kBallProgress,
  kTakers,
  kOpenGoalLines,
  kAttackZone,
  kDefenders,
  kContact,
  kFeatureCount
};

inline constexpr std::array<std::string_view, kFeatureCount> kFeatureNames = {
    "tries", "ball progress", "takers", "open goal lines", "attack zone", "defenders", "contact"};

FeatureTable<kFeatureCount> ComputeFeatures(const CannonBall::Position& pos);

// LinearScore(kWeights, ComputeFeatures(pos), side to move), computed without handing the
// table over (Eval<CannonBall>::Evaluate: reading it back cost as much as computing it).
int Score(const CannonBall::Position& pos);

}  // namespace melee::cannonball_eval
