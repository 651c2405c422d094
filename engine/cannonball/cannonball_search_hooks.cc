// The alpha-beta hooks of Cannon Ball (declared in cannonball.h, documented in docs/search.md).
#include <optional>

#include "engine/cannonball/cannonball.h"
#include "engine/cannonball/geometry.h"
#include "engine/cannonball/movegen.h"
#include "engine/cannonball/successor_set.h"

namespace melee {

using namespace cannonball;

void CannonBall::PlayNullTurn(Position& pos) { Play(pos, Move{}); }

namespace {

// The canonical spelling of the take and kick `step` (any spelling of it): the smallest token
// of every chain reaching its successor (every taker's for a try, else its taker's), under the
// first-kick rule, or without it when the contact rule waived it (then no chain keeps it).
Move CanonicalTakeKick(const Position& pos, const Move& step) {
  const Successor target = SuccessorOf(pos, step);
  std::optional<Move> best;
  auto keep = [&](const Move& m, uint64_t) {
    if (SuccessorOf(pos, m) == target && (!best || TokenLess(m, *best))) best = m;
  };
  for (const bool first_kick_rule : {true, false}) {
    if (IsGoalCell(step.last())) {
      ForEachTakeKick(pos, first_kick_rule, keep);
    } else {
      KickWalk<decltype(keep)>(pos, step.cells[0], first_kick_rule, keep).Kick(pos.ball, {}, true);
    }
    if (best) return *best;
  }
  return step;  // unreachable for a generated step
}

}  // namespace

// A single move and `pass` are one step and their own token; a take and kick is one step whose
// spelling is any of its chains, so its canonical one is looked up among its takes. A double
// move reaching `successor` is a first half after which exactly one player stands off its
// final cell; of the (few) such pairs the one with the smallest token is canonical.
std::optional<CannonBall::Move> CannonBall::CanonicalTurn(const Position& pos,
                                                          const Position& successor) {
  if (pos.first_mover != kNoCell || Status(pos).over()) return std::nullopt;
  const Board target = successor.players[Index(pos.side)];
  StepList firsts, seconds;
  GenerateSteps(pos, firsts);
  std::optional<Move> best;
  for (const Move& step : firsts) {
    Position after = pos;
    Play(after, step);
    if (step.kind != MoveKind::kFirstHalf) {
      if (!(after == successor)) continue;
      return step.kind == MoveKind::kTakeKick ? CanonicalTakeKick(pos, step) : step;
    }
    const Board own = after.players[Index(pos.side)];
    const Board leaving = own & ~target, arriving = target & ~own;
    if (leaving.Count() != 1 || arriving.Count() != 1) continue;
    int from = 0, to = 0;
    leaving.ForEach([&](int c) { from = c; });
    arriving.ForEach([&](int c) { to = c; });
    GenerateSteps(after, seconds);
    for (const Move& half : seconds) {
      if (half.cells[0] != from || half.cells[1] != to) continue;
      Position end = after;
      Play(end, half);
      if (!(end == successor)) continue;
      Move turn;
      turn.kind = MoveKind::kDouble;
      turn.size = 4;
      turn.cells = {step.cells[0], step.cells[1], half.cells[0], half.cells[1]};
      if (!best || TokenLess(turn, *best)) best = turn;
    }
  }
  return best;
}

}  // namespace melee
