// Seeded random playouts over the step interface, for the conformance tests.
#pragma once

#include <functional>
#include <set>
#include <string>
#include <vector>

#include "engine/ball/ball.h"
#include "engine/core/random.h"

namespace ball_test {

// Plays random steps from `start` for up to `turns` turns; calls `at_turn_start` on every
// turn-start position reached (the start included) and `after_step` after every step.
inline void RandomPlayout(
    const melee::Ball::Position& start, int turns, uint64_t seed,
    const std::function<void(const melee::Ball::Position&)>& at_turn_start,
    const std::function<void(const melee::Ball::Position&)>& after_step = nullptr) {
  melee::Rng rng(seed);
  melee::Ball::Position pos = start;
  melee::Ball::StepList steps;
  for (int t = 0; t < turns; ++t) {
    at_turn_start(pos);
    const melee::Side side = pos.side_to_move();
    while (pos.side_to_move() == side) {
      melee::Ball::GenerateSteps(pos, steps);
      if (steps.empty()) return;
      melee::Ball::PlayStep(pos, steps[rng.Below(steps.size())]);
      if (after_step) after_step(pos);
    }
  }
  at_turn_start(pos);
}

}  // namespace ball_test
