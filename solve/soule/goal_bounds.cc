#include "solve/soule/goal_bounds.h"

#include <array>
#include <bit>
#include <cstdint>
#include <cstdlib>

#include "solve/soule/cell_masks.h"

namespace melee::soule {
namespace {

// The longest chain of pushes `side` can still make this stage with players first.. (only
// those ordered `+` when `fixed` is given): pusher k must stand on the cell behind the ball
// as it is after the k - 1 previous pushes. Greedy earliest matching finds the longest chain.
int PushChain(const SlotBoard& board, Side side, int first, int players, const Tactic* fixed) {
  const int forward = Forward(side);
  int ball = board.ball();
  int pushes = 0;
  for (int j = first; j < players && ball != TargetGoal(side); ++j) {
    if (!board.active(side, j) || board.cell(side, j) != ball - forward) continue;
    if (fixed != nullptr && fixed->orders[j] != kAdvance) continue;
    ball += forward;
    ++pushes;
  }
  return pushes;
}

// The longest chain of pushes `side` can make in the `stage`-th stage from now (stage >= 2)
// with the ball on `ball`: a player stands within one cell per stage of where he is after
// this stage (his cell if he has acted or his order is fixed, else one more cell either way).
int LaterPushChain(const SlotBoard& board, Side side, int first, int players, const Tactic* fixed,
                   int stage, int ball) {
  const int forward = Forward(side);
  int pushes = 0;
  for (int j = 0; j < players && ball != TargetGoal(side); ++j) {
    if (!board.active(side, j)) continue;
    int base = board.cell(side, j);
    int spread = stage - 2;
    if (base == kUnplaced) {  // placed by this stage: distance 1..3, or the fixed one
      const bool known = fixed != nullptr;
      base = kMiddle - forward * (known ? fixed->orders[static_cast<std::size_t>(j)] : 2);
      spread += known ? 0 : 1;
    } else if (j >= first) {
      if (fixed == nullptr) {
        ++spread;
      } else if (const int order = fixed->orders[static_cast<std::size_t>(j)]; order < 0) {
        const int to = base + (order == kAdvance ? forward : -forward);
        if (OnField(to)) base = to;
      }
    }
    if (std::abs(ball - forward - base) > spread) continue;
    ball += forward;
    ++pushes;
  }
  return pushes;
}

// What a relaxed stage knows of each player when it starts.
struct RelaxedStage {
  std::array<uint32_t, kMaxPlayers> ours{};    // cells our player may stand on (0: gone)
  std::array<uint32_t, kMaxPlayers> theirs{};  // cells theirs may stand on (0: gone)
  std::array<bool, kMaxPlayers> sure{};        // theirs: surely on the field at the start
  std::array<int, kMaxPlayers> pp{};           // theirs: hits that knock him out (at least 1)
  std::array<int, kMaxPlayers> our_pp{};       // ours: the same, 0 when unknown (never out)
  uint32_t balls = 0;
  bool we_first = true;
  int players = 0;
};

// Every cell of `mask` after a move of `by` (a move off the field leaves the player in place).
uint32_t MoveCells(uint32_t mask, int by) {
  return ShiftCells(mask, by) | (mask & ~ShiftCells(ShiftCells(mask, by), -by));
}

// Plays the stage `v` against a fixed defence read off the view: an opponent who may stand in
// front of the ball advances (and surely pushes it back when he surely acts and stands there:
// as many of our players as he has PP may not have hit him first); one who cannot push hits
// the first of our players still to act on his cell whom the planned sure hits do not knock out
// yet, when he surely acts; the others wait. Our players push at will unless those sure hits
// knock them out. True when the set of cells the ball can be on reaches the goal. With `next`,
// also what is sure at the start of the stage after it (our players anywhere within one cell,
// an opponent sure when none of the hits of ours that may land would knock him out), for a
// stage that is not the last.
// kNext: `next` and `defence` are filled (a template, so that the last stage's test, the hot
// one, pays nothing for them: a run-time flag made whole n = 2 searches 1.5x slower).
template <bool kNext>
bool PlayRelaxedStage(const RelaxedStage& v, Side us, RelaxedStage* next, Tactic* defence) {
  const int forward = Forward(us);
  const uint32_t our_goal = CellBit(TargetGoal(Opponent(us)));
  uint32_t balls = v.balls;
  std::array<int, kCells> hitters{};         // per cell, our players who have acted: who may hit
  std::array<int, kMaxPlayers> sure_hits{};  // hits that surely land on each of our players
  std::array<uint32_t, kMaxPlayers> their_now = v.theirs;  // where theirs may stand now
  std::array<int, kMaxPlayers> may_hit{};                  // hits of ours that may land on them
  std::array<bool, kMaxPlayers> acted{};                   // theirs: surely acted
  auto knocked_out = [&](int p) { return v.our_pp[p] > 0 && sure_hits[p] >= v.our_pp[p]; };
  for (int i = 0; i < v.players; ++i) {
    for (int step = 0; step < 2; ++step) {
      const bool ours = (step == 0) == v.we_first;
      if (ours) {
        if (knocked_out(i)) continue;
        const uint32_t pushed = ShiftCells(balls & ShiftCells(v.ours[i], forward), forward);
        if (pushed & CellBit(TargetGoal(us))) return true;
        balls |= pushed;
        for (uint32_t m = v.ours[i]; m != 0; m &= m - 1) ++hitters[std::countr_zero(m)];
        if constexpr (kNext) {
          for (int j = 0; j < v.players; ++j) may_hit[j] += (their_now[j] & v.ours[i]) != 0;
        }
        continue;
      }
      const uint32_t cells = v.theirs[i];
      const bool certain =
          v.sure[i] && std::has_single_bit(cells) && hitters[std::countr_zero(cells)] < v.pp[i];
      if constexpr (kNext) acted[i] = certain;
      const uint32_t front = balls & ShiftCells(cells, -forward);  // balls he stands behind
      if (front == 0) {
        // Not behind the ball: he hits the first of our players still to act on his cell
        // whom the hits planned so far do not knock out yet.
        if (!certain) continue;
        for (int p = step == 0 ? i : i + 1; p < v.players; ++p) {
          if (v.ours[p] == cells && v.our_pp[p] > 0 && !knocked_out(p)) {
            ++sure_hits[p];
            if (kNext && defence != nullptr) defence->orders[i] = static_cast<int8_t>(p + 1);
            break;
          }
        }
        continue;
      }
      const uint32_t back = ShiftCells(front, -forward) & ~our_goal;
      balls = certain ? (balls & ~front) | back : balls | back;
      if constexpr (kNext) {
        if (defence != nullptr) defence->orders[i] = kAdvance;
        const uint32_t to = MoveCells(cells, -forward);
        their_now[i] = certain ? to : cells | to;  // knocked out first, he stays
      }
    }
  }
  if constexpr (kNext) {
    *next = RelaxedStage{};
    next->players = v.players;
    next->we_first = !v.we_first;
    next->balls = balls;
    for (int j = 0; j < v.players; ++j) {
      if (v.ours[j] != 0 && !knocked_out(j)) {
        next->ours[j] = v.ours[j] | MoveCells(v.ours[j], 1) | MoveCells(v.ours[j], -1);
        next->our_pp[j] = v.our_pp[j];
      }
      if (v.theirs[j] == 0) continue;
      next->theirs[j] = their_now[j];
      next->sure[j] = acted[j] && may_hit[j] < v.pp[j];
      next->pp[j] = v.pp[j] - may_hit[j];
    }
  }
  return false;
}

bool MayScore(const RelaxedStage& v, Side us) {
  return PlayRelaxedStage<false>(v, us, nullptr, nullptr);
}
// Also fills the view of the stage after this one, and the defence played in this one.
bool MayScoreBeforeNext(const RelaxedStage& v, Side us, RelaxedStage& next,
                        Tactic* defence = nullptr) {
  return PlayRelaxedStage<true>(v, us, &next, defence);
}

}  // namespace

bool CanStillScore(const SlotBoard& board, Side side, int first, int players, int stages,
                   const Tactic* fixed) {
  if (board.goal() == WinFor(side)) return true;
  int ball = board.ball() + Forward(side) * PushChain(board, side, first, players, fixed);
  for (int stage = 2; stage <= stages && ball != TargetGoal(side); ++stage) {
    ball += Forward(side) * LaterPushChain(board, side, first, players, fixed, stage, ball);
  }
  return ball == TargetGoal(side);
}

bool CanStillScoreAgainst(const SlotBoard& board, Side us, bool we_first, int players, int slot,
                          const Tactic& reply, int stages) {
  const int next = slot + 1;
  if (we_first || next == players || board.goal() != Outcome::kNone) {
    return CanStillScore(board, us, next, players, stages, nullptr);
  }
  SlotBoard ahead = board;
  ahead.Act(Opponent(us), next, reply.orders[static_cast<std::size_t>(next)]);
  return ahead.goal() != WinFor(Opponent(us)) &&
         CanStillScore(ahead, us, next, players, stages, nullptr);
}

bool IdleInLastStage(int order, Side side, int player, int cell, int ball, bool they_first) {
  if (order == kRetreat) return true;
  if (order == kAdvance) {
    const int forward = Forward(side);
    return cell != ball - forward && !(they_first && cell == ball - 2 * forward);
  }
  return order > 0 && (order - 1 < player || (order - 1 == player && they_first));
}

bool MayScoreInLastStage(const Position& pos, Side us) {
  RelaxedStage v;
  v.players = pos.players();
  v.we_first = pos.initiative() == us;
  v.balls = CellBit(pos.ball());
  for (int i = 0; i < v.players; ++i) {
    v.ours[i] = CellBit(pos.cell(us, i));
    v.theirs[i] = CellBit(pos.cell(Opponent(us), i));
    v.sure[i] = true;
    v.pp[i] = pos.pp(Opponent(us), i);
    v.our_pp[i] = pos.pp(us, i);
  }
  return MayScore(v, us);
}

namespace {

// The players' part of the view of the last stage from `board` in the stage before it (see
// MayScoreInNextStages): where each may stand, which opponents surely stay, the PP bounds.
void FillNextStagePlayers(const SlotBoard& board, Side us, bool we_first, int players, int slot,
                          const Tactic& reply, RelaxedStage& v) {
  const Side them = Opponent(us);
  const int forward = Forward(us);
  // Our players still to act this stage, per cell: all of them, and those acting before the
  // opponent of the loop below (players slot + 1 .. i - 1, filled as i goes up).
  std::array<int, kCells> late{};
  std::array<int, kCells> early{};
  auto count = [](const std::array<int, kCells>& counts, int cell) {
    return OnField(cell) ? counts[static_cast<std::size_t>(cell)] : 0;
  };
  auto on = [&](int p, int cell) { return board.active(us, p) && board.cell(us, p) == cell; };
  auto add = [&](std::array<int, kCells>& counts, int p) {
    if (board.active(us, p) && OnField(board.cell(us, p))) {
      ++counts[static_cast<std::size_t>(board.cell(us, p))];
    }
  };
  for (int p = slot + 1; p < players; ++p) add(late, p);
  // The reply's hits still to come this stage that surely land: the hitter surely acts (fewer
  // of our players still to act before him stand on his cell than he has PP: a player does
  // not move before his own action, and each hits once) and the target surely stands on his
  // cell then (the target has acted, or acts after him, so his cell is the board's).
  std::array<int, kMaxPlayers> sure_loss{};
  for (int j = slot + 1; j < players; ++j) {
    const int order = reply.orders[static_cast<std::size_t>(j)];
    if (order <= 0 || !board.active(them, j)) continue;
    const int target = order - 1;
    const int cell = board.cell(them, j);
    if (board.cell(us, target) != cell) continue;
    if (target > slot && (target < j || (target == j && we_first))) continue;  // may move first
    int hitters = 0;
    for (int p = slot + 1; p < j || (p == j && we_first); ++p) {
      hitters += board.active(us, p) && board.cell(us, p) == cell ? 1 : 0;
    }
    if (hitters < board.pp(them, j)) ++sure_loss[static_cast<std::size_t>(target)];
  }
  for (int i = 0; i < players; ++i) {
    if (i - 1 > slot) add(early, i - 1);
    // PP only falls, and the sure hits come on top: an upper bound, as "surely out" needs; at
    // 0 or below he surely leaves the field at the end of this stage.
    const int our_pp = board.pp(us, i) - sure_loss[static_cast<std::size_t>(i)];
    if (board.active(us, i) && our_pp > 0) {
      const int cell = board.cell(us, i);
      v.ours[i] = i <= slot ? CellBit(cell) : CellBit(cell) | CellBit(cell - 1) | CellBit(cell + 1);
      v.our_pp[i] = our_pp;
    }
    if (!board.active(them, i)) continue;
    int cell = board.cell(them, i);
    const int from = cell;
    if (i > slot) {
      const int order = reply.orders[static_cast<std::size_t>(i)];
      const int to = order == kAdvance ? cell - forward : order == kRetreat ? cell + forward : cell;
      if (OnField(to)) cell = to;
    }
    v.theirs[i] = CellBit(cell);
    // Our players still to act who may hit him this stage: one acting before him on the cell
    // he starts from, one acting after him on the cell he ends on (a player does not move
    // before his own action; each hits once). Fewer than his PP: he surely acts, surely stays
    // on the field, and starts the next stage with at least his PP less that many (`pp` is
    // read only for such `sure` opponents).
    int may_hit = count(late, cell);  // i <= slot: all of them come after him
    if (i > slot) {
      // Before him: players slot + 1 .. i - 1, and our player i too when ours act first.
      may_hit = count(early, from) + (we_first && on(i, from) ? 1 : 0) +
                (count(late, cell) - count(early, cell) - (we_first && on(i, cell) ? 1 : 0));
    }
    v.sure[i] = may_hit < board.pp(them, i);
    v.pp[i] = board.pp(them, i) - may_hit;
  }
}

}  // namespace

namespace {

// The view of the next stage's start from `board` (see MayScoreInNextStages); true when we may
// score in the rest of this stage.
bool NextStageView(const SlotBoard& board, Side us, bool we_first, int players, int slot,
                   const Tactic& reply, RelaxedStage& v) {
  const Side them = Opponent(us);
  const int forward = Forward(us);
  // The rest of this stage: our players push at will, the opponent's `+` may push back.
  uint32_t balls = CellBit(board.ball());
  for (int i = slot + 1; i < players; ++i) {
    if (board.active(us, i)) {
      const int cell = board.cell(us, i);
      const uint32_t pushed = ShiftCells(balls & CellBit(cell + forward), forward);
      if (pushed & CellBit(TargetGoal(us))) return true;
      balls |= pushed;
    }
    if (board.active(them, i) && reply.orders[static_cast<std::size_t>(i)] == kAdvance) {
      const int cell = board.cell(them, i);
      balls |= ShiftCells(balls & CellBit(cell - forward), -forward) & ~CellBit(TargetGoal(them));
    }
  }
  v.players = players;
  v.we_first = !we_first;  // the initiative alternates
  v.balls = balls;
  FillNextStagePlayers(board, us, we_first, players, slot, reply, v);
  return false;
}

// What the view says of the players at its stage's start, in the tests' terms.
NextStageStart StartClaims(const RelaxedStage& v) {
  NextStageStart claims;
  for (int i = 0; i < v.players; ++i) {
    claims.our_pp[i] = v.ours[i] == 0 ? 0 : v.our_pp[i];
    claims.their_sure[i] = v.theirs[i] != 0 && v.sure[i];
    claims.their_cell[i] = v.theirs[i] == 0 ? kOffField : std::countr_zero(v.theirs[i]);
    claims.their_pp[i] = v.pp[i];
  }
  return claims;
}

}  // namespace

bool MayScoreInNextStages(const SlotBoard& board, Side us, bool we_first, int players, int slot,
                          const Tactic& reply, int stages_after) {
  RelaxedStage v;
  if (NextStageView(board, us, we_first, players, slot, reply, v)) return true;
  if (stages_after == 1) return MayScore(v, us);
  RelaxedStage last;
  return MayScoreBeforeNext(v, us, last) || MayScore(last, us);
}

LastStageStart LastStageClaims(const SlotBoard& board, Side us, bool we_first, int players,
                               int slot, const Tactic& reply) {
  LastStageStart claims;
  RelaxedStage v;
  RelaxedStage last;
  claims.may_score_before = NextStageView(board, us, we_first, players, slot, reply, v) ||
                            MayScoreBeforeNext(v, us, last, &claims.defence);
  if (claims.may_score_before) return claims;
  claims.balls = last.balls;
  claims.our_cells = last.ours;
  claims.start = StartClaims(last);
  return claims;
}

NextStageStart NextStageClaims(const SlotBoard& board, Side us, bool we_first, int players,
                               int slot, const Tactic& reply) {
  RelaxedStage v;
  v.players = players;
  FillNextStagePlayers(board, us, we_first, players, slot, reply, v);
  return StartClaims(v);
}

}  // namespace melee::soule
