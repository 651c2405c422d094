// The features of the Bulltricker evaluation, counted per side (weights: bulltricker_weights.h).
// All are bitboard counts or a few look-ups: Evaluate runs at every searched node.
//  * pawns, queens: material by kind;
//  * pawn progress: rows gained by the pawns from their side's back row (promotion is the
//    pawn's goal);
//  * king walls / enemy walls / three walls: occupied rectangles around the side's king, those
//    held by the enemy, and whether three of the four are taken (one move from MAT: four
//    occupied with at least one enemy);
//  * king escapes: royal squares the king can step to (the way out of an enclosure);
//  * king attackers: enemy men within two cells of the king that could close a wall;
//  * mobility: empty rectangles the side's men reach by a pivot or a pawn's straight step (the
//    queens' long slides are left out: cheap approximation);
//  * capture threats: enemy men in contact (one rectangle away) along a line the side's man
//    captures on: straight ahead for pawns, the four directions for queens. Whether a jump has
//    a free landing cell is not checked: a cheap approximation of the captures.
#pragma once

#include <array>
#include <string_view>

#include "engine/bulltricker/bulltricker.h"
#include "eval/linear_eval.h"

namespace melee::bulltricker_eval {

enum Feature : int {
  kPawns,
  kQueens,
  kPawnProgress,
  kKingWalls,
  kKingEnemyWalls,
  kKingThreeWalls,
  kKingEscapes,
  kKingAttackers,
  kMobility,
  kCaptureThreats,
  kFeatureCount
};

inline constexpr std::array<std::string_view, kFeatureCount> kFeatureNames = {
    "pawns",          "queens",           "pawn progress",
    "king walls",     "king enemy walls", "king three walls",
    "king escapes",   "king attackers",   "mobility",
    "capture threats"};

FeatureTable<kFeatureCount> ComputeFeatures(const Bulltricker::Position& pos);

}  // namespace melee::bulltricker_eval
