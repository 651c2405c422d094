// SuccessorSet: the dedupe of whole-turn generation. One Move per distinct successor position,
// and of all the spellings reaching that successor the canonical one (shortest token, then
// byte-wise smallest) is kept.
//
// An open-addressing table of list indices keyed by the Zobrist delta of the successor, with a
// generation stamp so that starting a new generation costs nothing. It is allocated once per
// thread (ThreadSuccessorSet), never per node; generation is not re-entrant, so one per thread
// is enough.
#pragma once

#include <array>
#include <cstdint>

#include "engine/cannonball/cannonball.h"

namespace melee::cannonball {

// What tells two successors of one position apart: the mover's players and the ball (the
// opponent, the side and the counters are the same for every successor; all tries reach the
// one reset position, marked by ball == kNoCell).
struct Successor {
  Board own;
  uint8_t ball = 0;
  friend bool operator==(const Successor&, const Successor&) = default;
};
Successor SuccessorOf(const CannonBall::Position& pos, const Move& move);

// The hash every try reports (they all reach the same position).
inline constexpr uint64_t kTryHash = 0x7f4a7c159e3779b9ull;

// Whether token(a) comes before token(b) in canonical order (shorter, then byte-wise).
bool TokenLess(const Move& a, const Move& b);

class SuccessorSet {
 public:
  void Begin() {
    if (++stamp_ == 0) {  // wrapped: forget every stale stamp once
      slots_.fill({});
      stamp_ = 1;
    }
  }

  // Adds `move` (whose successor hashes to `hash`) to `list`, or replaces the move already
  // there for the same successor when `move` has the canonically smaller token.
  template <class List>
  void Add(const CannonBall::Position& pos, uint64_t hash, const Move& move, List& list) {
    for (uint32_t i = static_cast<uint32_t>(hash >> (64 - kSlotBits));; i = (i + 1) & kMask) {
      Slot& slot = slots_[i];
      if (slot.stamp != stamp_) {
        slot = {hash, stamp_, static_cast<uint32_t>(list.size())};
        list.Add(move);
        return;
      }
      if (slot.hash == hash && SuccessorOf(pos, list[slot.index]) == SuccessorOf(pos, move)) {
        if (TokenLess(move, list[slot.index])) list[slot.index] = move;
        return;
      }
    }
  }

 private:
  struct Slot {
    uint64_t hash = 0;
    uint32_t stamp = 0;
    uint32_t index = 0;
  };
  static constexpr int kSlotBits = 17;  // 131072 slots: at most 41% full (kMaxTurns)
  static constexpr uint32_t kMask = (1u << kSlotBits) - 1;
  static_assert((1u << kSlotBits) > 2 * CannonBall::kMaxTurns);

  std::array<Slot, 1u << kSlotBits> slots_{};
  uint32_t stamp_ = 0;
};

SuccessorSet& ThreadSuccessorSet();

}  // namespace melee::cannonball
