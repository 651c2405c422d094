// Steps (one action, the end of the action phase, or one unblock task) and whole-turn moves.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "engine/core/move_list.h"

namespace melee::ball {

enum class StepKind : uint8_t {
  kMove,        // a: from, b: to
  kEsquive,     // a: from, b: target, c: exit
  kTactical,    // a: from, b: landing, c: push cell
  kBlock,       // a: from, b: onto (Block or Protection)
  kHandOff,     // a: carrier, b: new carrier
  kShortPass,   // a: carrier, b: receiver, c: ball cell
  kLongPass,    // a: carrier, b: ball cell
  kEndActions,  // ends the action phase (no token)
  kStandUp,     // a: from, b: to
  kRelease,     // a: stack, b: top's cell, c: bottom's cell, bottom_keeps: `!`
};

constexpr bool IsTask(StepKind k) { return k == StepKind::kStandUp || k == StepKind::kRelease; }
constexpr bool IsAction(StepKind k) { return k < StepKind::kEndActions; }

struct Step {
  StepKind kind = StepKind::kEndActions;
  uint8_t a = 0, b = 0, c = 0;
  bool bottom_keeps = false;
  friend constexpr bool operator==(const Step&, const Step&) = default;
};

// Upper bound of the steps available in one state (7 pieces with every pattern, passes to
// every cell, releases to every ordered pair of cells).
inline constexpr int kMaxSteps = 1024;
using StepList = MoveList<Step, kMaxSteps>;

// A whole turn: at most 2 actions, the end of the action phase, then one task per own piece.
inline constexpr int kMaxTurnSteps = 10;

struct Move {
  std::array<Step, kMaxTurnSteps> steps{};
  uint8_t count = 0;
  void Add(const Step& s) { steps[count++] = s; }
  friend bool operator==(const Move&, const Move&) = default;
};

// Whole turns can number in the tens of thousands, so the list grows on the heap; only the
// whole-turn interface (protocol, perft, referee) uses it, never the searcher's steps.
class TurnList {
 public:
  void Add(const Move& m) { moves_.push_back(m); }
  void Clear() { moves_.clear(); }
  std::size_t size() const { return moves_.size(); }
  bool empty() const { return moves_.empty(); }
  const Move& operator[](std::size_t i) const { return moves_[i]; }
  const Move* begin() const { return moves_.data(); }
  const Move* end() const { return moves_.data() + moves_.size(); }

 private:
  std::vector<Move> moves_;
};

}  // namespace melee::ball
