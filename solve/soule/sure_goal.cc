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

// The last stage played exactly against our LastStageAdvance, the opponent choosing at each
// of his actions among the only choices that can matter then: nothing, pushing the ball back
// (when it lies in front of him) or hitting one of our players on his cell who has yet to act
// and may push (a move changes nothing that counts: he acts once; our players do not hit).
// A depth-first search over those choices, capped (at the cap: "may refute").
class LastStageAdversary {
 public:
  LastStageAdversary(const Position& pos, Side us, uint32_t may_push_from)
      : pos_(pos), us_(us), them_(Opponent(us)), forward_(Forward(us)) {
    players_ = pos.players();
    we_first_ = pos.initiative() == us;
    for (int p = 0; p < players_; ++p) {
      our_pp_[p] = OnField(pos.cell(us, p)) ? pos.pp(us, p) : 0;
      // Only a player who may stand behind the ball when he acts is worth hitting.
      pusher_[p] = (may_push_from & CellBit(pos.cell(us, p))) != 0;
    }
  }

  // Whether some choice of the opponent's, from action `action` (2 per slot) on with the ball
  // on `ball`, keeps us from scoring by the stage's end.
  bool Refutes(int action, int ball) {
    if (++nodes_ > kMaxNodes) return true;
    for (; action < 2 * players_; ++action) {
      const int i = action / 2;
      if (((action % 2) == 0) == we_first_) {  // ours: advance (a push when behind the ball)
        if (our_pp_[i] > 0 && pos_.cell(us_, i) + forward_ == ball) {
          ball += forward_;
          if (ball == TargetGoal(us_)) return false;
        }
        continue;
      }
      const int cell = pos_.cell(them_, i);
      if (pos_.pp(them_, i) <= 0 || !OnField(cell)) continue;
      if (cell - forward_ == ball) {  // a push back
        if (ball - forward_ == TargetGoal(them_) || Refutes(action + 1, ball - forward_)) {
          return true;
        }
      }
      for (int p = i + (we_first_ ? 1 : 0); p < players_; ++p) {
        if (!pusher_[p] || our_pp_[p] <= 0 || pos_.cell(us_, p) != cell) continue;
        --our_pp_[p];
        const bool refutes = Refutes(action + 1, ball);
        ++our_pp_[p];
        if (refutes) return true;
      }
      // Doing nothing that counts: the loop goes on.
    }
    return true;  // no goal by the stage's end
  }

 private:
  static constexpr int kMaxNodes = 2048;
  const Position& pos_;
  Side us_, them_;
  int forward_;
  int players_ = 0;
  bool we_first_ = true;
  std::array<int, kMaxPlayers> our_pp_{};
  std::array<bool, kMaxPlayers> pusher_{};
  int nodes_ = 0;
};

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
  if (FollowBall(last, us, balls) && balls == 0) return true;
  // The bound above counts every hitter against every target at once; where it fails, the
  // exact play decides. Our pushers: those behind a cell the ball may ever be on (every push
  // optional, in any order: a fixpoint).
  const int forward = Forward(us);
  uint32_t reach = CellBit(pos.ball());
  for (uint32_t before = 0; before != reach;) {
    before = reach;
    for (int i = 0; i < last.players; ++i) {
      if (last.our_push[i])
        reach |= ShiftCells(reach & CellBit(last.our_cell[i] + forward), forward);
      reach |= ShiftCells(reach & ShiftCells(last.their_cells[i], -forward), -forward);
    }
  }
  LastStageAdversary adversary(pos, us, ShiftCells(reach, -forward));
  return !adversary.Refutes(0, pos.ball());
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

bool SurelyScoresByNextStage(const SlotBoard& board, Side us, bool we_first, int players, int slot,
                             const Tactic& ours) {
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
