// Test-only oracle: the step generator as it was before kick_ends.h, kept to check that the
// fast one reaches the same successors. It enumerates every spelling of every take and kick
// and dedupes them in a SuccessorSet (which keeps each successor's canonical spelling), and
// tests every first half of a double move by scanning the other players' rays.
#pragma once

#include "engine/cannonball/cannonball.h"
#include "engine/cannonball/geometry.h"
#include "engine/cannonball/movegen.h"
#include "engine/cannonball/successor_set.h"

namespace melee::cannonball_test {

namespace oracle_detail {

using namespace cannonball;

inline bool HasQueenMove(int from, const Board& occ) {
  for (int d = 0; d < kDirections; ++d) {
    if (kRays.length[from][d] > 0 && !occ.Test(kRays.cells[from][d][0])) return true;
  }
  return false;
}

template <class Sink>
bool ForEachFirstHalfByScan(const CannonBall::Position& pos, Sink& sink) {
  const Board own = pos.players[Index(pos.side)];
  const Board occ = Occupied(pos);
  bool any = false;
  own.ForEach([&](int first) {
    Board others = own;
    others.Reset(first);
    ForEachQueenMove(first, occ, [&](int first_to) {
      Board occ_after = occ;
      occ_after.Reset(first);
      occ_after.Set(first_to);
      bool second_exists = false;
      others.ForEach([&](int second) { second_exists |= HasQueenMove(second, occ_after); });
      if (!second_exists) return;
      Move m;
      m.kind = MoveKind::kFirstHalf;
      m.Push(static_cast<uint8_t>(first));
      m.Push(static_cast<uint8_t>(first_to));
      any = true;
      sink(m, 0);
    });
  });
  return any;
}

}  // namespace oracle_detail

// The steps of `pos` as the spelling enumerator finds them; each take and kick is the
// canonical spelling of its successor.
inline void SpellingOracleSteps(const CannonBall::Position& pos, CannonBall::StepList& steps) {
  using namespace cannonball;
  steps.Clear();
  if (CannonBall::Status(pos).over()) return;
  auto add_plain = [&](const Move& m, uint64_t) { steps.Add(m); };
  if (pos.first_mover != kNoCell) {
    ForEachPlayerMove(pos, MoveKind::kSecondHalf, add_plain);
    return;
  }
  SuccessorSet& set = ThreadSuccessorSet();
  set.Begin();
  int count = 0;
  auto add_take_kick = [&](const Move& m, uint64_t hash) {
    ++count;
    set.Add(pos, hash, m, steps);
  };
  ForEachTakeKick(pos, /*first_kick_rule=*/true, add_take_kick);
  if (ContactCount(pos) >= kContactPlayers) {
    if (count > 0) return;
    ForEachTakeKick(pos, /*first_kick_rule=*/false, add_take_kick);
    if (count > 0) return;
  }
  auto add = [&](const Move& m, uint64_t) {
    ++count;
    steps.Add(m);
  };
  if (!oracle_detail::ForEachFirstHalfByScan(pos, add)) {
    ForEachPlayerMove(pos, MoveKind::kSingle, add);
  }
  if (count == 0) steps.Add(Move{});
}

}  // namespace melee::cannonball_test
