// The features of the BALL evaluation, counted per side (weights: ball_weights.h). Each is a
// few set operations or a loop over at most seven pieces: Evaluate runs at every searched step.
//  * active / stacked / knocked pieces: material by state (an active piece can act, a stacked
//    one waits for its release, a knocked one spends its unblock task standing up);
//  * possession: one of our pieces carries the ball;
//  * ball progress: ranks the carried ball has gained from our own goal line;
//  * scoring range: we carry the ball within one turn's run (two 2-cell moves) of the end zone
//    we attack;
//  * carrier support: active allies within short-pass distance (4) of our carrier;
//  * stacked carrier: our carrier is the top of a stack. The closed cell keeps the ball safe,
//    but the carrier cannot act until its own release, which is forced as soon as two cells
//    next to the stack are empty: walling those cells off holds the ball for ever, and a
//    match where nobody scores is a draw at the turn limit;
//  * end-zone presence: active pieces standing in the end zone we attack (a hand-off or a pass
//    there scores);
//  * free ball reach: 4 minus the distance from our nearest active piece to a free ball;
//  * defenders: when we do not carry the ball, our active pieces between it and our own end
//    zone;
//  * carrier threat: when the other side carries the ball, our active pieces within 4 of its
//    carrier (at most kMaxCarrierThreat count): a tackle next turn may win it back. A ball is
//    won by one forcing action, which the quiescence search plays at every leaf, and won back
//    only after a set-up action, which it does not play: valued at its full possession, a ball
//    grabbed at a leaf looked kept, and the score swung with the side to move at the leaves
//    (docs/ball.md, "The score from one ply to the next").
#pragma once

#include <array>
#include <string_view>

#include "engine/ball/ball.h"
#include "eval/linear_eval.h"

namespace melee::ball_eval {

enum Feature : int {
  kActive,
  kStacked,
  kKnocked,
  kPossession,
  kBallProgress,
  kScoringRange,
  kCarrierSupport,
  kStackedCarrier,
  kEndZonePresence,
  kFreeBallReach,
  kDefenders,
  kCarrierThreat,
  kFeatureCount
};

inline constexpr std::array<std::string_view, kFeatureCount> kFeatureNames = {
    "active pieces",     "stacked pieces",  "knocked pieces",  "possession",
    "ball progress",     "scoring range",   "carrier support", "stacked carrier",
    "end zone presence", "free ball reach", "defenders",       "carrier threat"};

inline constexpr int kMaxCarrierThreat = 2;

FeatureTable<kFeatureCount> ComputeFeatures(const Ball::Position& pos);

}  // namespace melee::ball_eval
