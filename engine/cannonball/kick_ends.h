// The distinct takes and kicks of a position, one legal spelling each, without spelling every
// pass chain (the step generator's need; whole-turn generation and ParseMove still spell them
// all, movegen.h).
//
// Why the ends of one take are cheap: the successor of a take and kick is fixed by the taker
// and the ball's last cell (every try is one successor). What a kicker can do (stop on an
// empty cell before the first occupied one, pass to the team-mate there, score) depends only
// on where he stands, never on who has already received; and a team-mate whom some chain of
// passes reaches is also reached by a chain without a repeated receiver (a shortest one, which
// may end back on the taker: the one-two). So the ends of a take are the stops of every player
// the pass graph reaches from the taker, plus the taker's own stops when the first-kick rule
// is waived, and a try exists when one of these kickers (or the taker himself) has one. A
// breadth-first walk over at most 7 players finds them, and its parent links spell one chain.
#pragma once

#include <array>
#include <bit>
#include <cstdint>

#include "engine/cannonball/cannonball.h"
#include "engine/cannonball/geometry.h"
#include "engine/cannonball/packed_move.h"
#include "engine/cannonball/ray_sets.h"

namespace melee::cannonball {

// The kicks of one player standing on `cell` with the ball, on the board after the take.
struct KickerReach {
  Board stops;                 // empty cells a kick may end on
  uint8_t receivers = 0;       // team-mates (bits of TakeWalk::players_) a pass reaches
  uint8_t try_goal = kNoCell;  // a goal cell a kick from here scores through, if any
};

// One take: the taker on the ball, the rest of the mover's players still.
class TakeWalk {
 public:
  TakeWalk(const CannonBall::Position& pos, int taker)
      : side_(pos.side), take_(MoveKind::kTakeKick) {
    // Built from whole sets: a Set or Reset on a board read as a whole right after is a
    // store-forwarding stall.
    own_ = pos.players[Index(side_)] ^ kRaySets.cell[taker] ^ kRaySets.cell[pos.ball];
    occupied_ = own_ | pos.players[Index(Opponent(side_))];
    own_.ForEach([&](int cell) { players_[count_++] = static_cast<uint8_t>(cell); });
    taker_index_ = IndexOf(pos.ball);
    take_.Push(static_cast<uint8_t>(taker));
    take_.Push(pos.ball);
  }

  // Calls sink(move) once per distinct end: each cell the ball can stop on (in order of the
  // kickers' discovery, then of cells) and, if `try_open`, the first try found (which then
  // closes it: all tries are one successor).
  template <class Sink>
  void ForEachEnd(bool first_kick_rule, bool& try_open, Sink& sink) {
    std::array<uint8_t, kPlayersPerSide> parent{};
    std::array<uint8_t, kPlayersPerSide> queue{};
    const KickerReach taker = Reach(players_[taker_index_]);
    // The taker kicks first: a try, or (waived rule only) a stop, needs no pass before it.
    if (try_open && taker.try_goal != kNoCell) {
      try_open = false;
      Emit(taker_index_, /*received=*/false, parent, taker.try_goal, sink);
    }
    Board reached;
    if (!first_kick_rule) EmitStops(taker_index_, false, parent, taker.stops, reached, sink);
    uint8_t received = 0;
    int head = 0, tail = 0;
    int kicker = taker_index_;
    uint8_t receivers = taker.receivers;
    for (;;) {
      const uint8_t fresh = receivers & ~received;
      received |= fresh;
      for (uint8_t bits = fresh; bits; bits &= bits - 1) {
        const int j = std::countr_zero(bits);
        parent[j] = static_cast<uint8_t>(kicker);
        queue[tail++] = static_cast<uint8_t>(j);
      }
      if (head == tail) break;
      kicker = queue[head++];
      const KickerReach r = kicker == taker_index_ ? taker : Reach(players_[kicker]);
      if (try_open && r.try_goal != kNoCell) {
        try_open = false;
        Emit(kicker, true, parent, r.try_goal, sink);
      }
      EmitStops(kicker, true, parent, r.stops, reached, sink);
      receivers = r.receivers;
    }
  }

 private:
  int IndexOf(int cell) const {
    int i = 0;
    while (players_[i] != cell) ++i;
    return i;
  }

  KickerReach Reach(int cell) const {
    const RayScan scan = ScanRays(cell, occupied_);
    KickerReach r;
    r.stops = scan.reach;
    (scan.first & own_).ForEach([&](int receiver) {
      r.receivers |= static_cast<uint8_t>(1u << IndexOf(receiver));
    });
    // Of several scoring rays, the last direction's goal cell (any try is the same successor).
    const uint32_t scoring = kRaySets.goal_rays[Index(side_)][cell] & scan.open;
    if (scoring != 0) r.try_goal = kRays.exit[cell][std::bit_width(scoring) - 1];
    return r;
  }

  // The stops of `kicker` no earlier kicker of this take reached.
  template <class Sink>
  void EmitStops(int kicker, bool received, const std::array<uint8_t, kPlayersPerSide>& parent,
                 const Board& stops, Board& reached, Sink& sink) {
    Board fresh = stops & ~reached;
    reached |= fresh;
    if (fresh.None()) return;
    const PackedMove chain = Spell(kicker, received, parent);
    fresh.ForEach([&](int cell) {
      PackedMove m = chain;
      m.Push(static_cast<uint8_t>(cell));
      sink(m.ToMove());
    });
  }

  template <class Sink>
  void Emit(int kicker, bool received, const std::array<uint8_t, kPlayersPerSide>& parent,
            uint8_t last, Sink& sink) {
    PackedMove m = Spell(kicker, received, parent);
    m.Push(last);
    sink(m.ToMove());
  }

  // The take followed by the receivers' cells of the walk's chain to `kicker` (none when he is
  // the taker kicking first).
  PackedMove Spell(int kicker, bool received,
                   const std::array<uint8_t, kPlayersPerSide>& parent) const {
    std::array<uint8_t, kPlayersPerSide> chain;
    int n = 0;
    if (received) {
      int j = kicker;
      do {
        chain[n++] = players_[j];
        j = parent[j];
      } while (j != taker_index_);
    }
    PackedMove m = take_;
    while (n > 0) m.Push(chain[--n]);
    return m;
  }

  Side side_;
  Board own_;       // the mover's players after the take
  Board occupied_;  // every player after the take (the ball travels with its kicker)
  std::array<uint8_t, kPlayersPerSide> players_{};  // the mover's cells after the take
  int count_ = 0;
  int taker_index_ = 0;
  PackedMove take_;  // the taker's cell and the ball's
};

// Every distinct take and kick of `pos`: sink(move) once per successor. The takers are the
// first occupied cells seen from the ball, when they are the mover's players.
template <class Sink>
void ForEachTakeKickEnd(const CannonBall::Position& pos, bool first_kick_rule, Sink& sink) {
  const Board own = pos.players[Index(pos.side)];
  Board occ = pos.players[0] | pos.players[1];
  bool try_open = true;
  for (int d = 0; d < kDirections; ++d) {
    for (int i = 0; i < kRays.length[pos.ball][d]; ++i) {
      const int cell = kRays.cells[pos.ball][d][i];
      if (!occ.Test(cell)) continue;
      if (own.Test(cell)) TakeWalk(pos, cell).ForEachEnd(first_kick_rule, try_open, sink);
      break;
    }
  }
}

}  // namespace melee::cannonball
