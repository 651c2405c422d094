#include "solve/soule/sure_goal.h"

#include <array>
#include <bit>
#include <cstdint>

#include "engine/core/random.h"
#include "solve/soule/cell_masks.h"

namespace melee::soule {

// One stage as the test sees it, from action first_action on (two actions a slot, in the
// stage's order): our player's cell when he acts, whether he advances and whether he surely
// acts (else he may act or not: both branches are followed); the cells the opponent's player
// may act from (none: he does not act).
struct SureStage {
  std::array<int, kMaxPlayers> our_cell{};
  std::array<bool, kMaxPlayers> our_push{};
  std::array<bool, kMaxPlayers> our_sure{};
  std::array<int, kMaxPlayers> our_pp{};  // the last stage's view only (the adversary, the memo)
  std::array<uint32_t, kMaxPlayers> their_cells{};
  bool we_first = true;
  int first_action = 0;
  int players = 0;

  int OurAction(int p) const { return 2 * p + (we_first ? 0 : 1); }
  int TheirAction(int j) const { return 2 * j + (we_first ? 1 : 0); }
};

namespace {

// Follows the set of cells the ball may be on through the stage; the branches that score for
// us leave the set. False when a branch reaches our own goal (the opponent scores).
bool FollowBall(const SureStage& s, Side us, uint32_t& balls) {
  const int forward = Forward(us);
  const uint32_t target = CellBit(TargetGoal(us));
  const uint32_t own = CellBit(TargetGoal(Opponent(us)));
  for (int action = s.first_action; action < 2 * s.players && balls != 0; ++action) {
    const int i = action / 2;
    if (action == s.OurAction(i)) {
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
  return true;
}

// Per cell, how many opposing players still to act may stand there when they act.
using CellCounts = std::array<int, kCells>;

void CountTheirs(CellCounts& counts, uint32_t cells) {
  for (; cells != 0; cells &= cells - 1)
    ++counts[static_cast<std::size_t>(std::countr_zero(cells))];
}

// our_sure from our_pp: our player surely acts when fewer opposing players still to act before
// him may stand on his cell than he has PP (each counted once, as if he hit him).
void MarkSure(SureStage& s) {
  CellCounts hitters{};
  for (int action = s.first_action; action < 2 * s.players; ++action) {
    const int i = action / 2;
    if (action == s.TheirAction(i)) {
      CountTheirs(hitters, s.their_cells[i]);
    } else if (s.our_push[i]) {
      s.our_sure[i] = hitters[static_cast<std::size_t>(s.our_cell[i])] < s.our_pp[i];
    }
  }
}

// The last stage played exactly against our LastStageAdvance, the opponent choosing at each
// of his actions among the only choices that can matter then: nothing, pushing the ball back
// (when it lies in front of him) or hitting one of our players on his cell who has yet to act
// and may push (a move changes nothing that counts: he acts once; our players do not hit).
// A depth-first search over those choices, capped (at the cap: "may refute"); after each
// choice the set-based test (FollowBall) may already settle the rest.
class LastStageAdversary {
 public:
  // `stage`: the last stage from its start (LastStageView).
  LastStageAdversary(Side us, const SureStage& stage, uint32_t may_push_from)
      : us_(us), them_(Opponent(us)), forward_(Forward(us)), stage_(stage) {
    for (int p = 0; p < stage.players; ++p) {
      our_pp_[p] = stage.our_push[p] ? stage.our_pp[p] : 0;
      // Only a player who may stand behind the ball when he acts is worth hitting.
      pusher_[p] = stage.our_push[p] && (may_push_from & CellBit(stage.our_cell[p])) != 0;
    }
  }

  // Whether some choice of the opponent's, from `action` on with the ball on `ball`, keeps us
  // from scoring by the stage's end.
  bool Refutes(int action, int ball) {
    if (++nodes_ > kMaxNodes) return true;
    if (action > 0 && SureFrom(action, ball)) return false;
    for (; action < 2 * stage_.players; ++action) {
      const int i = action / 2;
      if (action == stage_.OurAction(i)) {  // an advance: a push when behind the ball
        if (our_pp_[i] > 0 && stage_.our_cell[i] + forward_ == ball) {
          ball += forward_;
          if (ball == TargetGoal(us_)) return false;
        }
        continue;
      }
      if (stage_.their_cells[i] == 0) continue;
      const int cell = std::countr_zero(stage_.their_cells[i]);  // one cell in the last stage
      if (cell - forward_ == ball) {                             // a push back
        if (ball - forward_ == TargetGoal(them_) || Refutes(action + 1, ball - forward_)) {
          return true;
        }
      }
      for (int p = i; p < stage_.players; ++p) {
        if (stage_.OurAction(p) < action || !pusher_[p] || our_pp_[p] <= 0 ||
            stage_.our_cell[p] != cell) {
          continue;
        }
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
  // The set-based test from `action` on, with the PP the hits chosen so far left.
  bool SureFrom(int action, int ball) const {
    SureStage rest = stage_;
    rest.first_action = action;
    for (int p = action / 2; p < rest.players; ++p) {
      rest.our_push[p] = our_pp_[p] > 0;
      rest.our_pp[p] = our_pp_[p];
    }
    MarkSure(rest);
    uint32_t balls = CellBit(ball);
    return FollowBall(rest, us_, balls) && balls == 0;
  }

  static constexpr int kMaxNodes = 2048;
  Side us_, them_;
  int forward_;
  const SureStage& stage_;
  std::array<int, kMaxPlayers> our_pp_{};
  std::array<bool, kMaxPlayers> pusher_{};
  int nodes_ = 0;
};

uint64_t Mix(uint64_t h) { return SplitMix64(h); }

// Every cell the ball may reach from `ball`, pushed on from a cell of `pushed_on`'s and back
// from one of `pushed_back_from`'s, each push optional and in any order: a fixpoint.
uint32_t PushFixpoint(int ball, uint32_t pushed_on, uint32_t pushed_back_from, int forward) {
  uint32_t reach = CellBit(ball);
  for (uint32_t before = 0; before != reach;) {
    before = reach;
    reach |=
        ShiftCells(reach & pushed_on, forward) | ShiftCells(reach & pushed_back_from, -forward);
  }
  return reach;
}

// One player who may still count, added to a memo key. Each player's hash on its own, summed:
// the sum does not depend on the order, and the players' hashes do not wait on each other
// (mixing each into the key in turn made a chain of up to 22 dependent multiplications, and
// BeforeLastStageKey took a fifth of a dense mate in 3's time).
uint64_t MixPlayer(uint64_t key, bool ours, int p, int cell, int pp) {
  return key + Mix(uint64_t{ours ? 1U : 2U} << 40 | static_cast<uint64_t>(p) << 24 |
                   static_cast<uint64_t>(cell) << 16 | static_cast<uint64_t>(pp & 0xff));
}

// The last stage from its start (a Position, or a SlotBoard once the stage before it is played
// out: the knocked out, PP <= 0, are gone either way): every player of ours advances.
template <class Board>
SureStage LastStageView(const Board& board, Side us, int players, bool we_first) {
  const Side them = Opponent(us);
  SureStage last;
  last.players = players;
  last.we_first = we_first;
  for (int j = 0; j < players; ++j) {
    if (board.pp(them, j) > 0) last.their_cells[j] = CellBit(board.cell(them, j));
  }
  for (int p = 0; p < players; ++p) {
    const int cell = board.cell(us, p);
    if (board.pp(us, p) <= 0 || !OnField(cell)) continue;
    last.our_cell[p] = cell;
    last.our_push[p] = true;
    last.our_pp[p] = board.pp(us, p);
  }
  return last;
}

// Every cell the ball may ever be on during the stage (each push optional, in any order: a
// fixpoint). Only a player of ours behind one of them can push, only an opponent in front of
// one can push back.
uint32_t BallReach(const SureStage& stage, Side us, int ball) {
  const int forward = Forward(us);
  uint32_t pushed_on = 0;         // cells in front of one of our pushers
  uint32_t pushed_back_from = 0;  // cells in front of one of theirs
  for (int i = 0; i < stage.players; ++i) {
    if (stage.our_push[i]) pushed_on |= CellBit(stage.our_cell[i] + forward);
    pushed_back_from |= ShiftCells(stage.their_cells[i], -forward);
  }
  return PushFixpoint(ball, pushed_on, pushed_back_from, forward);
}

bool Decide(SureStage last, Side us, int ball, uint32_t reach) {
  MarkSure(last);
  uint32_t balls = CellBit(ball);
  if (FollowBall(last, us, balls) && balls == 0) return true;
  // The bound above counts every hitter against every target at once; where it fails, the
  // exact play decides.
  LastStageAdversary adversary(us, last, ShiftCells(reach, -Forward(us)));
  return !adversary.Refutes(0, ball);
}

}  // namespace

bool SurelyScoresInLastStage(const Position& pos, Side us) {
  const SureStage last = LastStageView(pos, us, pos.players(), pos.initiative() == us);
  return Decide(last, us, pos.ball(), BallReach(last, us, pos.ball()));
}

bool LastStageSureMemo::Test(const Position& pos) {
  return Test(LastStageView(pos, us_, pos.players(), pos.initiative() == us_), pos.ball());
}

bool LastStageSureMemo::TestAfterStage(const SlotBoard& board, bool we_first, int players) {
  return Test(LastStageView(board, us_, players, !we_first), board.ball());
}

bool LastStageSureMemo::Test(const SureStage& last, int ball) {
  const uint32_t reach = BallReach(last, us_, ball);
  // Everything the test reads: the ball, its reach, the initiative, our players behind a
  // reachable cell (cell and PP) and the opponents who may push back or hit one of them.
  const uint32_t pushers = ShiftCells(reach, -Forward(us_));
  uint32_t pusher_cells = 0;
  uint64_t key = Mix(static_cast<uint64_t>(ball) | uint64_t{reach} << 8 |
                     uint64_t{last.we_first} << 16 | static_cast<uint64_t>(last.players) << 24);
  for (int p = 0; p < last.players; ++p) {
    if (!last.our_push[p] || (pushers & CellBit(last.our_cell[p])) == 0) continue;
    pusher_cells |= CellBit(last.our_cell[p]);
    key = MixPlayer(key, true, p, last.our_cell[p], last.our_pp[p]);
  }
  const uint32_t pushers_back = ShiftCells(reach, Forward(us_));  // cells in front of a ball
  for (int j = 0; j < last.players; ++j) {
    if ((last.their_cells[j] & (pushers_back | pusher_cells)) == 0) continue;
    key += Mix(uint64_t{3} << 40 | static_cast<uint64_t>(j) << 16 | uint64_t{last.their_cells[j]});
  }
  if (const auto it = memo_.find(key); it != memo_.end()) return it->second;
  if (memo_.size() >= kMaxEntries) memo_.clear();
  const bool sure = Decide(last, us_, ball, reach);
  memo_.emplace(key, sure);
  return sure;
}

uint64_t LastStageKey(const Position& pos, Side us) {
  const SureStage last = LastStageView(pos, us, pos.players(), pos.initiative() == us);
  const uint32_t reach = BallReach(last, us, pos.ball());
  const uint32_t matters = ShiftCells(reach, -Forward(us)) | ShiftCells(reach, Forward(us));
  uint64_t key = Mix(static_cast<uint64_t>(pos.ball()) | uint64_t{reach} << 8 |
                     uint64_t{last.we_first} << 40 | static_cast<uint64_t>(pos.players()) << 48);
  for (Side side : {us, Opponent(us)}) {
    for (int p = 0; p < pos.players(); ++p) {
      const int cell = pos.cell(side, p);
      if (pos.pp(side, p) <= 0 || !OnField(cell) || (matters & CellBit(cell)) == 0) continue;
      key = MixPlayer(key, side == us, p, cell, pos.pp(side, p));
    }
  }
  return key;
}

uint64_t BeforeLastStageKey(const SlotBoard& board, Side us, int players, int slot) {
  const int forward = Forward(us);
  // Per side and player the cells he may stand on when he acts, this stage or the last.
  std::array<std::array<uint32_t, kMaxPlayers>, 2> cells{};
  uint32_t pushed_on = 0;         // cells in front of one of our players
  uint32_t pushed_back_from = 0;  // cells in front of one of theirs
  for (Side side : {us, Opponent(us)}) {
    for (int p = 0; p < players; ++p) {
      if (board.pp(side, p) <= 0) continue;  // acts no more: leaves the field at the stage's end
      const int cell = board.cell(side, p);
      uint32_t may = CellBit(cell);
      if (p >= slot) may |= CellBit(cell - 1) | CellBit(cell + 1);
      cells[Index(side)][static_cast<std::size_t>(p)] = may;
      if (side == us) {
        pushed_on |= ShiftCells(may, forward);
      } else {
        pushed_back_from |= ShiftCells(may, -forward);
      }
    }
  }
  const uint32_t reach = PushFixpoint(board.ball(), pushed_on, pushed_back_from, forward);
  const uint32_t matters = ShiftCells(reach, -forward) | ShiftCells(reach, forward);
  uint64_t key = Mix(static_cast<uint64_t>(board.ball()) | uint64_t{reach} << 8 |
                     static_cast<uint64_t>(slot) << 32 | static_cast<uint64_t>(players) << 48);
  for (Side side : {us, Opponent(us)}) {
    for (int p = 0; p < players; ++p) {
      if ((cells[Index(side)][static_cast<std::size_t>(p)] & matters) == 0) continue;
      key = MixPlayer(key, side == us, p, board.cell(side, p), board.pp(side, p));
    }
  }
  return key;
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
  now.first_action = 2 * (slot + 1);
  now.players = players;
  now.we_first = we_first;
  for (int j = slot + 1; j < players; ++j) {
    if (board.active(them, j)) now.their_cells[j] = CellBit(board.cell(them, j));
  }
  // Our players: where each stands once he has acted (a player still to act acts unless he is
  // knocked out first, and then he leaves the field at the stage's end anyway), and the PP he
  // surely keeps at the next stage's start (every possible hit of this stage counted: before
  // his action on the cell he acts from, after it on the cell he moved to).
  std::array<int, kMaxPlayers> next_cell{};
  std::array<int, kMaxPlayers> next_pp{};
  CellCounts still_to_act{};  // the opponent's players still to act, by cell
  for (int j = slot + 1; j < players; ++j) CountTheirs(still_to_act, now.their_cells[j]);
  CellCounts acted{};  // those of them who have acted so far, in the loop's order
  for (int action = 0; action < 2 * players; ++action) {
    const int p = action / 2;
    if (action == now.TheirAction(p)) {
      if (p > slot) CountTheirs(acted, now.their_cells[p]);
      continue;
    }
    if (!board.active(us, p)) continue;
    const int cell = board.cell(us, p);
    int after = cell;
    if (p > slot) {
      const int order = ours.orders[static_cast<std::size_t>(p)];
      if (order == kAdvance || order == kRetreat) {
        const int to = cell + (order == kAdvance ? forward : -forward);
        if (OnField(to)) after = to;
      }
      now.our_cell[p] = cell;
      now.our_push[p] = order == kAdvance;
      now.our_pp[p] = board.pp(us, p);
    }
    // Before his action on his cell (only those acting after the slot: `acted` is empty up
    // to there), after it on the cell he moved to.
    const int hits = acted[static_cast<std::size_t>(cell)] +
                     still_to_act[static_cast<std::size_t>(after)] -
                     acted[static_cast<std::size_t>(after)];
    next_cell[p] = after;
    next_pp[p] = board.pp(us, p) - hits;
  }
  MarkSure(now);
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
    last.our_pp[p] = next_pp[p];
  }
  MarkSure(last);
  return FollowBall(last, us, balls) && balls == 0;
}

}  // namespace melee::soule
