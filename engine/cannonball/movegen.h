// Turn enumeration: every legal SPELLING of a turn, handed to a sink as (move, hash of the
// successor). ParseMove compares their tokens with the text it received; whole-turn generation
// dedupes them into one move per successor (and skips beforehand the non-canonical order of a
// double move that is legal in both orders). The step generator splits double moves and takes
// one spelling per distinct take and kick from kick_ends.h, so it needs no dedupe.
//
// Sinks are callables `void(const Move&, uint64_t successor_hash)` and are inlined: no heap,
// no virtual call, no std::function.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdlib>

#include "engine/cannonball/cannonball.h"
#include "engine/cannonball/geometry.h"
#include "engine/cannonball/kick_ends.h"
#include "engine/cannonball/packed_move.h"
#include "engine/cannonball/ray_sets.h"
#include "engine/cannonball/successor_set.h"

namespace melee::cannonball {

using Position = CannonBall::Position;

// The ball's cell counts as occupied. (A Set on a board read as a whole right after is a
// store-forwarding stall: the ball is added as a set.)
inline Board Occupied(const Position& pos) {
  return pos.players[0] | pos.players[1] | kRaySets.cell[pos.ball];
}

// The occupancy as one byte per cell, for the walks that test hundreds of cells one by one
// (queen moves): a cell's byte instead of its word and bit.
class OccupiedCells {
 public:
  explicit OccupiedCells(const Board& occ) {
    occ.ForEach([&](int cell) { bytes_[cell] = 1; });
  }
  bool Test(int cell) const { return bytes_[cell] != 0; }

 private:
  std::array<uint8_t, kCells> bytes_{};
};

// Calls f(to) for every queen destination of a player on `from`: through empty cells to an
// empty cell, at least one cell away. `Occupancy` is a Board or OccupiedCells.
template <class Occupancy, class F>
inline void ForEachQueenMove(int from, const Occupancy& occ, F&& f) {
  for (int d = 0; d < kDirections; ++d) {
    const uint8_t* cell = kRays.cells[from][d].data();
    const uint8_t* const end = cell + kRays.length[from][d];
    for (; cell != end && !occ.Test(*cell); ++cell) f(*cell);
  }
}

// The contact rule's count: the mover's players on the 8 cells around the ball.
inline int ContactCount(const Position& pos) {
  return (pos.players[Index(pos.side)] & kNeighbours[pos.ball]).Count();
}
inline constexpr int kContactPlayers = 3;

// The kicks of one take: a depth-first walk over the pass chains. The players stand still
// during the kicks, so the occupancy is fixed once the taker stands on the ball.
template <class Sink>
class KickWalk {
 public:
  KickWalk(const Position& pos, int taker, bool first_kick_rule, Sink& sink)
      : side_(pos.side), first_kick_rule_(first_kick_rule), sink_(sink) {
    own_ = pos.players[Index(side_)];
    own_.Reset(taker);
    own_.Set(pos.ball);
    occupied_ = own_ | pos.players[Index(Opponent(side_))];
    move_.kind = MoveKind::kTakeKick;
    move_.Push(static_cast<uint8_t>(taker));
    move_.Push(pos.ball);
    take_hash_ = PlayerKey(side_, taker) ^ PlayerKey(side_, pos.ball) ^ BallKey(pos.ball);
  }

  void Kick(int kicker, Board received, bool first_kick) {
    const bool may_stop = !(first_kick && first_kick_rule_);
    const auto& rays = kRays.cells[kicker];
    for (int d = 0; d < kDirections; ++d) {
      const int length = kRays.length[kicker][d];
      int i = 0;
      for (; i < length; ++i) {
        const int cell = rays[d][i];
        if (occupied_.Test(cell)) {
          if (own_.Test(cell) && !received.Test(cell)) {  // a pass: the receiver kicks next
            Board now_received = received;
            now_received.Set(cell);
            move_.Push(static_cast<uint8_t>(cell));
            Kick(cell, now_received, false);
            Pop();
          }
          break;
        }
        if (may_stop) Emit(static_cast<uint8_t>(cell), take_hash_ ^ BallKey(cell));
      }
      const uint8_t exit = kRays.exit[kicker][d];
      const uint8_t goal = GoalBase(side_);
      if (i == length && exit != kNoCell && exit >= goal && exit < goal + kFiles &&
          InAttackZone(side_, kicker)) {
        Emit(exit, kTryHash);
      }
    }
  }

 private:
  void Emit(uint8_t last, uint64_t hash) {
    move_.Push(last);
    sink_(move_, hash);
    Pop();
  }

  // Cells past the size stay zero: moves compare and hash (the history heuristic) as bytes.
  void Pop() { move_.cells[--move_.size] = 0; }

  Side side_;
  bool first_kick_rule_;
  Sink& sink_;
  Board own_;       // the mover's players after the take
  Board occupied_;  // every player after the take (the ball travels with its kicker)
  Move move_;
  uint64_t take_hash_ = 0;
};

// Every take and kick: the takers are the first occupied cells seen from the ball, when they
// are the mover's players (their path to the ball is then clear).
template <class Sink>
void ForEachTakeKick(const Position& pos, bool first_kick_rule, Sink& sink) {
  const Board own = pos.players[Index(pos.side)];
  const Board occ = Occupied(pos);
  for (int d = 0; d < kDirections; ++d) {
    for (int i = 0; i < kRays.length[pos.ball][d]; ++i) {
      const int cell = kRays.cells[pos.ball][d][i];
      if (!occ.Test(cell)) continue;
      if (own.Test(cell)) KickWalk<Sink>(pos, cell, first_kick_rule, sink).Kick(pos.ball, {}, true);
      break;
    }
  }
}

// Whether `cell` lies on the queen segment from `from` (excluded) to `to` (included).
inline bool OnSegment(int from, int to, int cell) {
  const int df = FileOf(to) - FileOf(from), dr = RankOf(to) - RankOf(from);
  const int cf = FileOf(cell) - FileOf(from), cr = RankOf(cell) - RankOf(from);
  const int n = std::max(std::abs(df), std::abs(dr));
  const int k = std::max(std::abs(cf), std::abs(cr));
  return k >= 1 && k <= n && cf * n == df * k && cr * n == dr * k;
}

// The byte order of cell names where a name that is a prefix of another sorts after it: in a
// token a cell name is followed by a letter (or ','), which sorts after every digit. So for two
// different cells x and y, "x..." < "y..." in a token exactly when NameOrder(x) < NameOrder(y).
constexpr int NameOrder(int cell) {
  const int rank = RankOf(cell) + 1;  // "10".."15" < "1" < "2" < ... < "9"
  const int rank_order = rank >= 10 ? rank - 10 : (rank == 1 ? 6 : rank + 5);
  return FileOf(cell) * 16 + rank_order;
}

enum class DoubleSpellings {
  kAll,              // every ordered pair (ParseMove must see every spelling)
  kOneOrderPerPair,  // when both orders of a pair are legal, only the canonical one
};

// Double moves (the second player moves on the board the first one left); returns whether
// there was any. Both orders of a pair reach the same position whenever both are legal, that
// is when neither move crosses or enters the other's cells; with kOneOrderPerPair the order
// with the larger token is then skipped before it reaches the dedupe table (same length, so
// the first cell names decide).
template <DoubleSpellings kSpellings, class Sink>
bool ForEachDouble(const Position& pos, Sink& sink) {
  const Side side = pos.side;
  const Board own = pos.players[Index(side)];
  const Board occ = Occupied(pos);
  bool any = false;
  own.ForEach([&](int first) {
    Board others = own;
    others.Reset(first);
    ForEachQueenMove(first, occ, [&](int first_to) {
      Board occ_after = occ;
      occ_after.Reset(first);
      occ_after.Set(first_to);
      const uint64_t first_hash = PlayerKey(side, first) ^ PlayerKey(side, first_to);
      others.ForEach([&](int second) {
        const bool second_sorts_first = NameOrder(second) < NameOrder(first);
        ForEachQueenMove(second, occ_after, [&](int second_to) {
          any = true;
          if (kSpellings == DoubleSpellings::kOneOrderPerPair && second_sorts_first &&
              !OnSegment(second, second_to, first) && !OnSegment(first, first_to, second_to)) {
            return;  // the reverse order is legal and its token is smaller
          }
          PackedMove m(MoveKind::kDouble);
          for (const int cell : {first, first_to, second, second_to}) {
            m.Push(static_cast<uint8_t>(cell));
          }
          sink(m.ToMove(), first_hash ^ PlayerKey(side, second) ^ PlayerKey(side, second_to));
        });
      });
    });
  });
  return any;
}

// The first halves of double moves: a first player move after which another player can move.
// A player can move when one of his 8 neighbours is empty. The first mover empties his cell
// and fills one, so which destinations leave a second mover is decided once per first mover:
// all of them when some other player then has 2 empty neighbours, all but one cell when every
// other player with an empty neighbour has that same single one, else none. Each player's
// empty neighbours are counted once; the first mover's cell adds one to his neighbours'.
template <class Sink>
bool ForEachFirstHalf(const Position& pos, Sink& sink) {
  const Board own = pos.players[Index(pos.side)];
  const Board occ = Occupied(pos);
  const Board empty = ~occ;
  std::array<uint8_t, kPlayersPerSide> cells{}, free_count{}, free_lowest{};
  int players = 0;
  own.ForEach([&](int cell) {
    const Board free = kNeighbours[cell] & empty;
    cells[players] = static_cast<uint8_t>(cell);
    free_count[players] = static_cast<uint8_t>(free.Count());
    free_lowest[players] = static_cast<uint8_t>(free.Any() ? free.Lowest() : 0);
    ++players;
  });
  constexpr int kAnyDestination = -1, kNoDestination = -2;
  const OccupiedCells occupied_cells(occ);
  bool any = false;
  for (int a = 0; a < players; ++a) {
    const int first = cells[a];
    int only_blocker = kNoDestination;  // the one destination that leaves no second mover
    for (int b = 0; b < players && only_blocker != kAnyDestination; ++b) {
      if (b == a) continue;
      const int count = free_count[b] + (kNeighbours[cells[b]].Test(first) ? 1 : 0);
      if (count == 0) continue;
      const int cell = free_count[b] > 0 ? free_lowest[b] : first;
      if (count >= 2 || (only_blocker != kNoDestination && only_blocker != cell)) {
        only_blocker = kAnyDestination;
      } else {
        only_blocker = cell;
      }
    }
    if (only_blocker == kNoDestination) continue;
    ForEachQueenMove(first, occupied_cells, [&](int first_to) {
      if (first_to == only_blocker) return;
      any = true;
      sink(PlayerMove(MoveKind::kFirstHalf, first, first_to), 0);
    });
  }
  return any;
}

// Single player moves (kind kSingle, or kSecondHalf for the rest of a double move, in which
// the first mover may not move again).
template <class Sink>
void ForEachPlayerMove(const Position& pos, MoveKind kind, Sink& sink) {
  Board movers = pos.players[Index(pos.side)];
  if (pos.first_mover != kNoCell) movers.Reset(pos.first_mover);
  const OccupiedCells occ(Occupied(pos));
  movers.ForEach([&](int from) {
    ForEachQueenMove(from, occ, [&](int to) {
      sink(PlayerMove(kind, from, to), PlayerKey(pos.side, from) ^ PlayerKey(pos.side, to));
    });
  });
}

// Every legal spelling of a turn from a turn boundary, with the rules' priorities: the contact
// rule (take and kick with the first-kick rule, else waived, else normal play), double moves
// or else single moves, take and kick, and `pass` when nothing else exists. The shape says
// how turns come: every spelling, one order per pair of a double move, or the steps (one
// spelling per distinct take and kick, kick_ends.h, and first halves of double moves), or the
// forcing steps only (the take and kick steps, which the steps list first: quiescence follows
// nothing else, and the ~220 first halves a node were most of its generation).
enum class TurnShape { kEverySpelling, kOneOrderPerPair, kSteps, kForcingSteps };

template <TurnShape kShape, class Sink>
void ForEachTurn(const Position& pos, Sink& sink) {
  bool any = false;  // a flag, not a count: a count in memory chains every step to the last
  auto counted = [&](const Move& m, uint64_t hash) {
    any = true;
    sink(m, hash);
  };
  auto take_kicks = [&](bool first_kick_rule) {
    if constexpr (kShape == TurnShape::kSteps || kShape == TurnShape::kForcingSteps) {
      auto one_spelling = [&](const Move& m) { counted(m, 0); };
      ForEachTakeKickEnd(pos, first_kick_rule, one_spelling);
    } else {
      ForEachTakeKick(pos, first_kick_rule, counted);
    }
  };
  take_kicks(/*first_kick_rule=*/true);
  if (ContactCount(pos) >= kContactPlayers) {
    if (any) return;
    take_kicks(/*first_kick_rule=*/false);
    if (any) return;
  }
  if constexpr (kShape == TurnShape::kForcingSteps) return;
  bool any_double = false;
  if constexpr (kShape == TurnShape::kSteps) {
    any_double = ForEachFirstHalf(pos, counted);
  } else if constexpr (kShape == TurnShape::kOneOrderPerPair) {
    any_double = ForEachDouble<DoubleSpellings::kOneOrderPerPair>(pos, counted);
  } else {
    any_double = ForEachDouble<DoubleSpellings::kAll>(pos, counted);
  }
  if (!any_double) ForEachPlayerMove(pos, MoveKind::kSingle, counted);
  if (!any) counted(Move{}, 0);
}

}  // namespace melee::cannonball
