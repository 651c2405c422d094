// Whole-turn generation (the enumeration of movegen.h, deduped by successor) and step
// generation (one step per successor by construction).
#include "engine/cannonball/movegen.h"

#include <memory>

#include "engine/cannonball/cannonball.h"
#include "engine/cannonball/successor_set.h"

namespace melee {

using namespace cannonball;

static_assert(SteppedGame<CannonBall>);

namespace cannonball {

Successor SuccessorOf(const Position& pos, const Move& move) {
  Successor s{pos.players[Index(pos.side)], pos.ball};
  const auto& c = move.cells;
  switch (move.kind) {
    case MoveKind::kPass:
      break;
    case MoveKind::kSingle:
    case MoveKind::kFirstHalf:
    case MoveKind::kSecondHalf:
      s.own.Flip(c[0]);
      s.own.Flip(c[1]);
      break;
    case MoveKind::kDouble:
      for (int i = 0; i < 4; ++i) s.own.Flip(c[i]);
      break;
    case MoveKind::kTakeKick:
      if (IsGoalCell(move.last())) return {Board(), kNoCell};
      s.own.Reset(c[0]);
      s.own.Set(c[1]);
      s.ball = move.last();
      break;
  }
  return s;
}

SuccessorSet& ThreadSuccessorSet() {
  // One 2 MiB table per thread, allocated on its first generation and reused ever after.
  thread_local std::unique_ptr<SuccessorSet> set = std::make_unique<SuccessorSet>();
  return *set;
}

}  // namespace cannonball

void CannonBall::GenerateTurns(const Position& pos, TurnList& list) {
  list.Clear();
  if (Status(pos).over()) return;
  auto add_plain = [&](const Move& m, uint64_t) { list.Add(m); };
  if (pos.first_mover != kNoCell) {  // inside a double move: the rest of the turn
    ForEachPlayerMove(pos, MoveKind::kSecondHalf, add_plain);
    return;
  }
  SuccessorSet& set = ThreadSuccessorSet();
  set.Begin();
  auto add = [&](const Move& m, uint64_t hash) { set.Add(pos, hash, m, list); };
  ForEachTurn<TurnShape::kOneOrderPerPair>(pos, add);
}

// Flattened (every generator inlined) so that the output pointer stays in a register: its
// address passed to a generator that is not inlined keeps it in memory, which chains every
// step's store to the one before (as the list's own size would).
[[gnu::flatten]] void CannonBall::GenerateSteps(const Position& pos, StepList& steps) {
  steps.Clear();
  if (Status(pos).over()) return;
  Move* out = steps.begin();
  auto add = [&](const Move& m, uint64_t) { *out++ = m; };
  if (pos.first_mover != kNoCell) {
    ForEachPlayerMove(pos, MoveKind::kSecondHalf, add);
  } else {
    ForEachTurn<TurnShape::kSteps>(pos, add);  // one step per successor: no dedupe (kick_ends.h)
  }
  steps.Resize(static_cast<std::size_t>(out - steps.begin()));
}

[[gnu::flatten]] void CannonBall::GenerateForcingSteps(const Position& pos, StepList& steps) {
  steps.Clear();
  // Inside a double move only second halves remain: none is forcing.
  if (pos.first_mover != kNoCell || Status(pos).over()) return;
  Move* out = steps.begin();
  auto add = [&](const Move& m, uint64_t) { *out++ = m; };
  ForEachTurn<TurnShape::kForcingSteps>(pos, add);
  steps.Resize(static_cast<std::size_t>(out - steps.begin()));
}

}  // namespace melee
