#include "solve/soule/sure_goal.h"

#include <array>
#include <cstdint>

#include "solve/soule/cell_masks.h"

namespace melee::soule {
namespace {

// One stage as the test sees it, slots first.. on: our player's cell when he acts, whether he
// advances and whether he surely acts (else he may act or not: both branches are followed);
// the cells the opponent's player may act from (none: he does not act).
struct SureStage {
  std::array<int, kMaxPlayers> our_cell{};
  std::array<bool, kMaxPlayers> our_push{};
  std::array<bool, kMaxPlayers> our_sure{};
  std::array<uint32_t, kMaxPlayers> their_cells{};
  bool we_first = true;
  int first = 0;
  int players = 0;
};

// Follows the set of cells the ball may be on through the stage; the branches that score for
// us leave the set. False when a branch reaches our own goal (the opponent scores).
bool FollowBall(const SureStage& s, Side us, uint32_t& balls) {
  const int forward = Forward(us);
  const uint32_t target = CellBit(TargetGoal(us));
  const uint32_t own = CellBit(TargetGoal(Opponent(us)));
  for (int i = s.first; i < s.players && balls != 0; ++i) {
    for (int step = 0; step < 2; ++step) {
      if ((step == 0) == s.we_first) {
        if (!s.our_push[i]) continue;
        const uint32_t in_front = CellBit(s.our_cell[i] + forward);
        const uint32_t pushed = ShiftCells(balls & in_front, forward);
        if (s.our_sure[i]) balls &= ~in_front;
        balls = (balls | pushed) & ~target;
        continue;
      }
      // He may push back any ball on the cell in front of him, from any cell he may be on.
      const uint32_t back = ShiftCells(balls & ShiftCells(s.their_cells[i], -forward), -forward);
      if ((back & own) != 0) return false;
      balls |= back;
    }
  }
  return true;
}

// Opposing player `j` acts before our player `p` in a stage (`we_first`: ours act first in
// a slot).
constexpr bool TheyActBefore(int j, int p, bool we_first) { return j < p || (j == p && !we_first); }

// The hits that may land on our player on `cell` before he acts at slot `p`: every opposing
// player acting before him who may stand on that cell (each counted once, as if he hit him).
int HitsBefore(const SureStage& s, int p, int cell) {
  int hits = 0;
  for (int j = s.first; j < s.players && TheyActBefore(j, p, s.we_first); ++j) {
    hits += (s.their_cells[j] & CellBit(cell)) != 0 ? 1 : 0;
  }
  return hits;
}

}  // namespace

bool SurelyScoresInLastStage(const Position& pos, Side us) {
  const Side them = Opponent(us);
  SureStage last;
  last.players = pos.players();
  last.we_first = pos.initiative() == us;
  for (int j = 0; j < last.players; ++j) {
    if (pos.pp(them, j) > 0) last.their_cells[j] = CellBit(pos.cell(them, j));
  }
  for (int p = 0; p < last.players; ++p) {
    const int cell = pos.cell(us, p);
    if (pos.pp(us, p) <= 0 || !OnField(cell)) continue;
    last.our_cell[p] = cell;
    last.our_push[p] = true;
    last.our_sure[p] = HitsBefore(last, p, cell) < pos.pp(us, p);
  }
  uint32_t balls = CellBit(pos.ball());
  return FollowBall(last, us, balls) && balls == 0;
}

Tactic LastStageAdvance(const Position& pos, Side side) {
  Tactic tactic;  // everybody waits
  for (int i = 0; i < pos.players(); ++i) {
    const int cell = pos.cell(side, i);
    if (pos.pp(side, i) > 0 && OnField(cell) && OnField(cell + Forward(side))) {
      tactic.orders[static_cast<std::size_t>(i)] = kAdvance;
    }
  }
  return tactic;
}

bool SurelyScoresByNextStage(const SlotBoard& board, Side us, bool we_first, int players,
                             int slot, const Tactic& ours) {
  if (board.goal() != Outcome::kNone) return board.goal() == WinFor(us);
  const Side them = Opponent(us);
  const int forward = Forward(us);
  // The rest of this stage: the opponent's players still to act, from their cells.
  SureStage now;
  now.first = slot + 1;
  now.players = players;
  now.we_first = we_first;
  for (int j = now.first; j < players; ++j) {
    if (board.active(them, j)) now.their_cells[j] = CellBit(board.cell(them, j));
  }
  // Our players: where each stands once he has acted (a player still to act acts unless he is
  // knocked out first, and then he leaves the field at the stage's end anyway), and the PP he
  // surely keeps at the next stage's start (every possible hit of this stage counted: before
  // his action on the cell he acts from, after it on the cell he moved to).
  std::array<int, kMaxPlayers> next_cell{};
  std::array<int, kMaxPlayers> next_pp{};
  for (int p = 0; p < players; ++p) {
    if (!board.active(us, p)) continue;
    const int cell = board.cell(us, p);
    int after = cell;
    int hits = 0;
    if (p > slot) {
      const int order = ours.orders[static_cast<std::size_t>(p)];
      if (order == kAdvance || order == kRetreat) {
        const int to = cell + (order == kAdvance ? forward : -forward);
        if (OnField(to)) after = to;
      }
      hits = HitsBefore(now, p, cell);
      now.our_cell[p] = cell;
      now.our_push[p] = order == kAdvance;
      now.our_sure[p] = hits < board.pp(us, p);
    }
    for (int j = now.first; j < players; ++j) {
      if (p > slot && TheyActBefore(j, p, we_first)) continue;  // counted above
      hits += (now.their_cells[j] & CellBit(after)) != 0 ? 1 : 0;
    }
    next_cell[p] = after;
    next_pp[p] = board.pp(us, p) - hits;
  }
  uint32_t balls = CellBit(board.ball());
  if (!FollowBall(now, us, balls)) return false;
  if (balls == 0) return true;
  // The last stage: the initiative has passed; an opponent still on the field may stand on
  // his cell, or one cell either way if he had still to act.
  SureStage last;
  last.players = players;
  last.we_first = !we_first;
  for (int j = 0; j < players; ++j) {
    if (!board.active(them, j)) continue;
    const int cell = board.cell(them, j);
    last.their_cells[j] =
        j > slot ? CellBit(cell) | CellBit(cell - 1) | CellBit(cell + 1) : CellBit(cell);
  }
  for (int p = 0; p < players; ++p) {
    if (!board.active(us, p)) continue;  // knocked out: leaves the field at the stage's end
    // At most next_pp[p] <= 0, he may still be on the field and push: both branches.
    last.our_cell[p] = next_cell[p];
    last.our_push[p] = true;
    last.our_sure[p] = HitsBefore(last, p, next_cell[p]) < next_pp[p];
  }
  return FollowBall(last, us, balls) && balls == 0;
}

}  // namespace melee::soule
