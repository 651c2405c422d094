// Sound cuts of the forced-goal solver (forced_goal.h): conditions that every position or
// board from which a goal can still be forced satisfies, and the orders of the last stage that
// are exactly equivalent to `0`. Each one is checked against the brute-force verifier
// (tests/soule_search), which knows nothing of them.
#pragma once

#include <array>
#include <cstdint>

#include "engine/soule/slot_board.h"
#include "engine/soule/soule.h"

namespace melee::soule {

// False when `side` cannot score within `stages` stages from this board whatever anyone
// plays, players first.. still to act this stage (with the orders of `fixed` when given). The
// pushes still possible this stage form a chain of pushers on consecutive cells in number
// order; in the s-th later stage a player stands within s - 1 cells of where he is after this
// one. The ball is followed as far as it can go (a ball further back never goes further: any
// chain from it passes the front one, so pushes back by the opponent only hurt).
bool CanStillScore(const SlotBoard& board, Side side, int first, int players, int stages,
                   const Tactic* fixed);

// CanStillScore for the candidate search, once both players of `slot` have acted, our players
// after it free and the opponent's orders `reply`'s: when the opponent's next player acts
// before ours (not `we_first`), his order waits on nothing of ours still to come, so it is
// played first. CanStillScore leaves the opponent out; this way his push back or his hit on
// our next pusher counts. Dense "no mate in 2" proofs spent half their slots at the last slot
// playing orders that all failed CanStillScore because of that player's order
// (docs/soule_search.md, "The solver's measurements").
bool CanStillScoreAgainst(const SlotBoard& board, Side us, bool we_first, int players, int slot,
                          const Tactic& reply, int stages);

// In the last stage searched only the ball counts, so an order equivalent to `0` there is
// skipped (`0` is always tried): a retreat; an advance by a player who cannot stand directly
// behind the ball when he acts (`ball`: where it is before this slot; the other side's
// player of this slot may push it one cell back first, when `they_first`); a hit on a
// player who has already acted this stage (a hit only matters by stopping the target's own
// action).
bool IdleInLastStage(int order, Side side, int player, int cell, int ball, bool they_first);

// Necessary conditions for `us` to force a goal by the end of the last stage, against one
// fixed reply per stage: each opponent who may stand behind the ball when he acts advances, and
// pushes it back unless he may have been knocked out first (as many of our players as he has PP may
// stand on his cell and act before him) or may stand elsewhere; an opponent who cannot push hits
// the first of our players still to act on his cell whom the planned hits do not knock out yet. Our
// players push or not at will unless those sure hits knock them out. The set of cells the ball can
// be on is followed slot by slot.
//  * from `pos`, whose stage is the last;
//  * from `board`, `stages_after` (1 or 2) stages before the last, once both players of slot
//    `slot` have acted and the opponent's orders are `reply`'s: the rest of this stage is
//    followed the same way (our players free, the opponent's pushes optional), then the next
//    stage with our players who have not acted yet anywhere within one cell. PP come from the
//    board: ours can only fall (so "surely knocked out" stays sure), and an opponent's is his
//    PP at the next stage's start only when none of our players still to act this stage may
//    hit him, the one case in which it is read. With 2, that next stage is played the same
//    way against the same kind of defence (every reply it makes is a legal one, fixed by the
//    view alone), and the last one starts with our players anywhere within one more cell, an
//    opponent sure of his cell and PP only when he surely acted and the hits of ours that may
//    land on him are fewer than his PP.
bool MayScoreInLastStage(const Position& pos, Side us);
bool MayScoreInNextStages(const SlotBoard& board, Side us, bool we_first, int players, int slot,
                          const Tactic& reply, int stages_after);

// What MayScoreInNextStages assumes of the next stage's start (exposed for the tests, which
// play every kind of completion of the stage and check each claim): our player i ends the
// stage with PP at most our_pp[i] (<= 0: surely off the field); an opponent with
// their_sure[i] surely ends it on the field, on their_cell[i], with PP at least their_pp[i].
// The claims hold for any orders of our players still to act, the reply's being fixed.
struct NextStageStart {
  std::array<int, kMaxPlayers> our_pp{};
  std::array<bool, kMaxPlayers> their_sure{};
  std::array<int, kMaxPlayers> their_cell{};
  std::array<int, kMaxPlayers> their_pp{};
};
NextStageStart NextStageClaims(const SlotBoard& board, Side us, bool we_first, int players,
                               int slot, const Tactic& reply);

// What MayScoreInNextStages(2) assumes of the last stage's start (exposed for the tests, which
// play the middle stage against `defence` and check each claim): whether it lets us score
// before the last stage (then nothing else is claimed); the opponent's orders it plays in the
// middle stage (`0` where it makes none); the cells the ball may be on; where our player i may
// stand (0: surely off the field); and, as NextStageStart says of its stage, our PP and the
// sure opponents at the last stage's start. The claims hold for any orders of our players, the
// reply's being fixed in this stage.
struct LastStageStart {
  bool may_score_before = false;
  Tactic defence;
  uint32_t balls = 0;
  std::array<uint32_t, kMaxPlayers> our_cells{};
  NextStageStart start;
};
LastStageStart LastStageClaims(const SlotBoard& board, Side us, bool we_first, int players,
                               int slot, const Tactic& reply);

}  // namespace melee::soule
