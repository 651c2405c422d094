// Sufficient conditions for the forced-goal solver (forced_goal.h): positions and boards from
// which `us` surely scores in the last stage, whatever the opponent plays, with every one of
// our players advancing in that stage. They are the dual of goal_bounds.h's necessary ones:
// there our players are given every freedom and the opponent's are restricted; here the
// opponent gets every freedom at once (each of his players may push the ball back AND hit
// each of our players on his cell) and our players act only when surely not knocked out.
//
// Why "everybody advances": in the last stage only the ball counts, and an advance pushes it
// exactly when the player stands behind it; elsewhere the move changes nothing that counts
// (a player acts once per stage). Hits of ours could still knock out a defender, which this
// test gives up (it is only sufficient).
//
// The ball is followed as the set of cells it may be on over every reply; a branch whose ball
// reaches our target goal is dropped (scored), one whose ball reaches our own goal makes the
// test fail. "Surely scores" = no branch left at the end of the last stage. Each claim is
// checked against the exact solver in tests/soule_search/sure_goal_test.cc.
#pragma once

#include <cstddef>
#include <cstdint>

#include "engine/core/hash_map.h"
#include "engine/soule/slot_board.h"
#include "engine/soule/soule.h"

namespace melee::soule {

// `pos` starts the last stage (a turn with no stage after it): `us` surely scores in it with
// LastStageAdvance's tactic.
bool SurelyScoresInLastStage(const Position& pos, Side us);

// SurelyScoresInLastStage memoised on what the test reads (the ball and the cells it may
// reach, our players who may push, the opponents who may push back or hit them): positions
// that differ elsewhere (players who cannot touch the ball, the opponent's PP) share an entry.
struct SureStage;
class LastStageSureMemo {
 public:
  explicit LastStageSureMemo(Side us) : us_(us) {}
  // `pos` starts the last stage.
  bool Test(const Position& pos);
  // The same test on the position `board` leaves once the stage before the last is played
  // out (`we_first`: ours acted first in that stage), without building it.
  bool TestAfterStage(const SlotBoard& board, bool we_first, int players);

 private:
  bool Test(const SureStage& last, int ball);
  static constexpr std::size_t kMaxEntries = std::size_t{1} << 20;  // then cleared
  Side us_;
  HashMap<uint64_t, bool> memo_;
};

// A key of everything that decides whether `us` can force a goal in the last stage `pos`
// starts (exactly, whatever tactic: not only by advancing): the ball, the cells it may reach
// (every push of ours and every push back of theirs allowed), the initiative, and each player
// (side, index, cell, PP) standing behind or in front of a reachable cell. Nobody else matters:
// only a player behind the ball pushes it and only one in front pushes it back, hits land on
// the hitter's own cell, and each player acts once, from where he starts the stage (a move
// changes nothing that counts). Positions equal on the key have the same answer, so the
// solver memoises the last stage's searches on it.
uint64_t LastStageKey(const Position& pos, Side us);

// The same for a board of the stage before the last whose players from index `slot` on have
// yet to act this stage, and everything after: whether `us` can force a goal from `board`
// (this stage's remaining orders of ours fixed, any of the opponent's, then the last stage)
// is the same for boards equal on the key. Each player still to act may end the stage one cell
// either way, so the reach counts him on all three; the key holds the ball, that reach and each
// player (side, index, cell, PP) who may stand behind or in front of a reachable cell. A hit
// lands on the hitter's own cell and a push needs the pusher next to the ball, so nobody else
// touches a player or a ball that counts.
uint64_t BeforeLastStageKey(const SlotBoard& board, Side us, int players, int slot);

// Every player of `side` who can advances (on the field, not knocked out, not at the field's
// end); the others wait.
Tactic LastStageAdvance(const Position& pos, Side side);

// In the stage before the last, once both players of `slot` have acted on `board`, our
// players' orders for the rest of this stage being `ours`'s: whatever the opponent's players
// still to act do this stage and whatever he plays in the last stage, `us` scores by the end
// of the last stage (advancing with everybody there). `we_first`: our player i acts before
// theirs in this stage.
bool SurelyScoresByNextStage(const SlotBoard& board, Side us, bool we_first, int players, int slot,
                             const Tactic& ours);

}  // namespace melee::soule
