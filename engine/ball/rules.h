// The rules of one turn, step by step (steps.cc; the touchdown test in position.cc): the
// shared entry points of the whole-turn search, the notation and the Ball facade.
#pragma once

#include <optional>

#include "engine/ball/position.h"
#include "engine/ball/step.h"

namespace melee::ball {

// Which spellings the step generator yields. kCanonical keeps, among steps from one state to
// the same successor, only the one with the canonical token (the best-named receiver of a short
// pass, one of two mirror releases of identical pieces); kAll keeps every legal spelling (ParseMove
// accepts any of them).
enum class Spellings { kCanonical, kAll };

// Every legal step of the side to move; empty iff the position is a finished game.
void GenerateSteps(const Position& pos, StepList& steps, Spellings spellings);

// Plays one legal step; ends the turn when a touchdown happens or no unblock task is left.
void PlayStep(Position& pos, const Step& step);

// The canonical whole turn from the turn start `pos` to the turn end `target` among the paths
// whose token is at most `max_token_length` long (turns.cc); nullopt if none.
std::optional<Move> FindCanonicalTurn(const Position& pos, const Position& target,
                                      int max_token_length);

// True when a piece of `side` holds the ball in the end zone that side attacks.
bool HoldsBallInTargetZone(const Position& pos, Side side);

}  // namespace melee::ball
