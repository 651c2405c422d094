// Move generation. Pawn moves are generated set-wise (every pawn of a kind at once, by
// shifting the pawn set and masking with the destination kind and the free cells); queens
// walk precomputed rays; captures are produced whole, as one move with the captured set.

#include "engine/bulltricker/movegen.h"

#include <array>

namespace melee::bulltricker {
namespace {

// The kind of a rectangle by one bit test (KindOf divides by 15).
CellKind RectangleKind(int cell) {
  return kHorizontalCells.Test(cell) ? CellKind::kHorizontal : CellKind::kVertical;
}

// Everything generation needs, computed once per position.
struct Context {
  explicit Context(const Position& p)
      : pos(p),
        us(p.side_to_move()),
        them(Opponent(us)),
        enemy(p.men(them)),
        occupied(p.occupied()),
        empty(kRectangleCells & ~occupied),
        kings(p.kings()) {}

  const Position& pos;
  Side us, them;
  Board enemy, occupied, empty, kings;
};

// Walks one ray for rangée and colonne rules: a rangée step into ray cell k crosses the royal
// square half a step back, which a king blocks.
class RayWalk {
 public:
  RayWalk(const Context& ctx, int from, Direction d, bool rangee)
      : ctx_(ctx), ray_(RayFrom(from, d)), half_(kHalfStep[static_cast<int>(d)]), rangee_(rangee) {}

  int count() const { return ray_.count; }
  int cell(int k) const { return ray_.cells[k]; }
  // Whether the step into cell k is not blocked by a king on the crossed square.
  bool Passable(int k) const { return !rangee_ || !ctx_.kings.Test(cell(k) - half_); }
  bool Free(int k) const { return Passable(k) && !ctx_.occupied.Test(cell(k)); }
  // An enemy at k that can be jumped: reachable, with a free rectangle right behind it.
  bool Jumpable(int k) const {
    return Passable(k) && ctx_.enemy.Test(cell(k)) && k + 1 < count() && Free(k + 1);
  }

 private:
  const Context& ctx_;
  const Ray& ray_;
  int half_;
  bool rangee_;
};

// Queen rangée capture in one direction (the caller saw an enemy on the ray with a free
// rectangle behind it): slide to the first enemy, jump it, and keep taking
// every further enemy that has free space behind it; then one move per landing cell between
// the last captured piece and the next obstacle.
void AddQueenRangeeCaptures(const Context& ctx, int from, Direction d, TurnList& list) {
  const RayWalk walk(ctx, from, d, /*rangee=*/true);
  int k = 0;
  while (k < walk.count() && walk.Free(k)) ++k;
  if (k == walk.count() || !walk.Jumpable(k)) return;
  Move move(from, from);
  while (true) {
    move = move.WithCapture(walk.cell(k));
    const int first_landing = k + 1;
    k += 2;
    while (k < walk.count() && walk.Free(k)) ++k;
    if (k < walk.count() && walk.Jumpable(k)) continue;
    for (int landing = first_landing; landing < k; ++landing) {
      list.Add(move.WithTo(walk.cell(landing)));
    }
    return;
  }
}

// H pawn rangée capture straight ahead: jump, then keep jumping while the next enemy stands
// exactly one free rectangle further.
void AddPawnRangeeCapture(const Context& ctx, int from, TurnList& list) {
  const RayWalk walk(ctx, from, Forward(ctx.us), /*rangee=*/true);  // an H pawn's rangée
  if (!walk.Jumpable(0)) return;
  Move move(from, from);
  int k = 0;
  while (true) {
    move = move.WithCapture(walk.cell(k));
    if (k + 2 < walk.count() && walk.Jumpable(k + 2)) {
      k += 2;
      continue;
    }
    list.Add(move.WithTo(walk.cell(k + 1)));
    return;
  }
}

// One move per cell of `targets`, from the cell `delta` before it.
void AddShifted(const Board& targets, int delta, TurnList& list) {
  targets.ForEach([&](int to) { list.Add(Move(to - delta, to)); });
}
void AddColonneCaptures(const Board& targets, int delta, TurnList& list) {
  targets.ForEach([&](int to) { list.Add(Move(to - delta, to).WithCapture(to)); });
}

// Pivots of every piece in `pieces` one row by kRowStep and one column either way. An H
// piece (odd column) never leaves the grid sideways; a V piece on the first or last column
// would wrap round the row edge, so it is left out of that side's shift.
// The targets of those pivots, one set per column side (kRowStep - 1, then kRowStep + 1).
// Always inline, like PawnMoveTargets: as a call, the sets come back through memory and the
// emission loops reload them word by word, a store-forwarding stall per word.
template <int kRowStep>
[[gnu::always_inline]] inline std::array<Board, 2> PivotTargets(const Context& ctx,
                                                                const Board& pieces) {
  static constexpr Board kNotFirstColumn = ~ColumnMask(0), kNotLastColumn = ~ColumnMask(kSize - 1);
  return {(pieces & kNotFirstColumn).Shifted<kRowStep - 1>() & ctx.empty,
          (pieces & kNotLastColumn).Shifted<kRowStep + 1>() & ctx.empty};
}
template <int kRowStep>
void AddPivots(const Context& ctx, const Board& pieces, TurnList& list) {
  const std::array<Board, 2> targets = PivotTargets<kRowStep>(ctx, pieces);
  AddShifted(targets[0], kRowStep - 1, list);
  AddShifted(targets[1], kRowStep + 1, list);
}

// The targets of every pawn's straight step, double step (from `push`, shifted again) and
// colonne capture, set-wise.
struct PawnTargets {
  Board push, double_push, colonne;
  bool Any() const { return (push | colonne).Any(); }  // a double step needs a push
};

template <Side kUs>
[[gnu::always_inline]] inline PawnTargets PawnMoveTargets(const Context& ctx) {
  constexpr int f = ForwardRowStep(kUs);
  static constexpr Board kDoubleStepLanding = RowMask(DoubleStepRow(kUs) + 2 * (f / kSize));
  const Board& pawns = ctx.pos.pawns(kUs);
  // A straight step crosses a royal square (H pawn: a king there blocks) or a butée (V pawn:
  // never blocks, and never holds a king), so one mask serves both kinds: to - f is no king.
  const Board no_king_behind = ~ctx.kings.Shifted<f>();
  const Board push = pawns.Shifted<2 * f>() & ctx.empty & no_king_behind;
  return {push,
          // Only H pawns from their start row land on the double-step row after one step.
          (push & kDoubleStepLanding).Shifted<2 * f>() & ctx.empty & no_king_behind,
          // A V pawn takes an enemy straight ahead en colonne.
          (pawns & kVerticalCells).Shifted<2 * f>() & ctx.enemy};
}

template <Side kUs>
void AddPawnMoves(const Context& ctx, TurnList& list) {
  constexpr int f = ForwardRowStep(kUs);
  const PawnTargets targets = PawnMoveTargets<kUs>(ctx);
  AddShifted(targets.push, 2 * f, list);
  AddShifted(targets.double_push, 4 * f, list);
  AddColonneCaptures(targets.colonne, 2 * f, list);
}

// Per direction, the queens whose nearest rectangle that way is empty or an enemy's: a
// superset of the queens with a slide, a rangée capture or a colonne capture that way (a wrap
// round the row edge lands on the other kind of rectangle, and kings are left to the walks).
// Most queens are hemmed in, and cost one test instead of a walk.
struct OpenQueens {
  // Inline so the boards stay in registers (GCC would call it, storing them to be reloaded).
  [[gnu::always_inline]] OpenQueens(const Context& ctx, const Board& queens) {
    const Board open = ctx.empty | ctx.enemy;
    by_direction = {
        queens & open.Shifted<-2 * kHalfStep[0]>(), queens & open.Shifted<-2 * kHalfStep[1]>(),
        queens & open.Shifted<-2 * kHalfStep[2]>(), queens & open.Shifted<-2 * kHalfStep[3]>()};
    any = by_direction[0] | by_direction[1] | by_direction[2] | by_direction[3];
  }
  std::array<Board, kDirections> by_direction;
  Board any;
};

// Queen slides and colonne captures (her pivots are generated with the pawns').
void AddQueenMoves(const Context& ctx, const OpenQueens& open, TurnList& list) {
  open.any.ForEach([&](int from) {
    const CellKind kind = RectangleKind(from);
    for (int d = 0; d < kDirections; ++d) {
      if (!open.by_direction[d].Test(from)) continue;
      const auto dir = static_cast<Direction>(d);
      const bool rangee = IsRangee(kind, dir);
      const RayWalk walk(ctx, from, dir, rangee);
      int k = 0;
      for (; k < walk.count() && walk.Free(k); ++k) {
        list.Add(Move(from, walk.cell(k)));
      }
      // En colonne: the adjacent rectangle only (no slide before the capture).
      if (k == 0 && walk.count() > 0 && !rangee && ctx.enemy.Test(walk.cell(0))) {
        list.Add(Move(from, walk.cell(0)).WithCapture(walk.cell(0)));
      }
    }
  });
}

// Calls f(to) for every king move, in kHalfStep order.
template <class F>
void ForEachKingMove(const Context& ctx, F&& f) {
  const int from = ctx.pos.king(ctx.us);
  const int other = ctx.pos.king(ctx.them);
  for (int half : kHalfStep) {
    const int between = from + half, to = from + 2 * half;
    if (to < 0 || to >= kCells || !kRoyalCells.Test(to)) continue;  // off the grid or wrapped
    if (ctx.occupied.Test(between) || !KingsSeparated(to, other)) continue;
    f(to);
  }
}

void AddKingMoves(const Context& ctx, TurnList& list) {
  ForEachKingMove(ctx, [&](int to) { list.Add(Move(ctx.pos.king(ctx.us), to)); });
}

template <Side kUs>
void GenerateFor(const Position& pos, TurnList& list) {
  const Context ctx(pos);
  const Board& queens = pos.queens(kUs);
  const OpenQueens open(ctx, queens);
  if (open.any.Any()) {
    // A rangée capture jumps an enemy with a free rectangle right behind it (a ray step is two
    // cells): per direction, the enemies with an empty cell there. A queen whose ray meets none
    // has no capture that way, and costs one test instead of a call and a walk (most don't).
    const std::array<Board, kDirections> jumpable = {
        ctx.enemy & ctx.empty.Shifted<-2 * kHalfStep[0]>(),
        ctx.enemy & ctx.empty.Shifted<-2 * kHalfStep[1]>(),
        ctx.enemy & ctx.empty.Shifted<-2 * kHalfStep[2]>(),
        ctx.enemy & ctx.empty.Shifted<-2 * kHalfStep[3]>()};
    open.any.ForEach([&](int from) {
      const CellKind kind = RectangleKind(from);
      for (int d = 0; d < kDirections; ++d) {
        const auto dir = static_cast<Direction>(d);
        if (IsRangee(kind, dir) && open.by_direction[d].Test(from) &&
            (RayMask(from, dir) & jumpable[d]).Any()) {
          AddQueenRangeeCaptures(ctx, from, dir, list);
        }
      }
    });
  }
  if (!list.empty()) return;
  // Candidates: H pawns with an enemy on the next rectangle straight ahead.
  constexpr int f = ForwardRowStep(kUs);
  const Board jumpers =
      pos.pawns(kUs) & kHorizontalCells & (ctx.enemy & kHorizontalCells).Shifted<-2 * f>();
  jumpers.ForEach([&](int from) { AddPawnRangeeCapture(ctx, from, list); });
  if (!list.empty()) return;
  AddPawnMoves<kUs>(ctx, list);
  // Forward pivots of pawns and queens at once, then the queens' backward pivots.
  AddPivots<f>(ctx, ctx.pos.men(kUs), list);
  AddPivots<-f>(ctx, queens, list);
  AddQueenMoves(ctx, open, list);
  AddKingMoves(ctx, list);
}

// The ordinary moves are looked for as sets (no move is written) before the queens' walks.
template <Side kUs>
bool HasMoveFor(const Position& pos, TurnList& list) {
  const Context ctx(pos);
  constexpr int f = ForwardRowStep(kUs);
  if (PawnMoveTargets<kUs>(ctx).Any()) return true;
  bool king_moves = false;
  ForEachKingMove(ctx, [&](int) { king_moves = true; });
  if (king_moves) return true;
  const std::array<Board, 2> forward = PivotTargets<f>(ctx, ctx.pos.men(kUs));
  const std::array<Board, 2> backward = PivotTargets<-f>(ctx, pos.queens(kUs));
  if ((forward[0] | forward[1] | backward[0] | backward[1]).Any()) return true;
  list.Clear();
  AddQueenMoves(ctx, OpenQueens(ctx, pos.queens(kUs)), list);
  if (!list.empty()) return true;
  GenerateFor<kUs>(pos, list);  // no ordinary move: a capture or nothing
  return !list.empty();
}

}  // namespace

bool HasLegalMove(const Position& pos, TurnList& scratch) {
  return pos.side_to_move() == Side::kP1 ? HasMoveFor<Side::kP1>(pos, scratch)
                                         : HasMoveFor<Side::kP2>(pos, scratch);
}

void GenerateMoves(const Position& pos, TurnList& list) {
  list.Clear();
  if (pos.side_to_move() == Side::kP1) {
    GenerateFor<Side::kP1>(pos, list);
  } else {
    GenerateFor<Side::kP2>(pos, list);
  }
}

void PlayMove(Position& pos, const Move& move) {
  const Side us = pos.side_to_move(), them = Opponent(us);
  int no_progress = pos.no_progress() + 1;
  if (move.from() == pos.king(us)) {
    pos.SetKing(us, move.to());
  } else {
    for (int k = 0; k < move.capture_count(); ++k) {
      const int cell = move.captured(k);
      pos.Remove(them, pos.pawns(them).Test(cell) ? Piece::kPawn : Piece::kQueen, cell);
    }
    const bool pawn = pos.pawns(us).Test(move.from());
    pos.Remove(us, pawn ? Piece::kPawn : Piece::kQueen, move.from());
    const bool queen_after = !pawn || Row(move.to()) == PromotionRow(us);
    pos.Place(us, queen_after ? Piece::kQueen : Piece::kPawn, move.to());
    if (pawn || move.capture_count() > 0) no_progress = 0;
  }
  pos.SetCounters(no_progress, pos.move_number() + (us == Side::kP2 ? 1 : 0));
  pos.SetSideToMove(them);
}

}  // namespace melee::bulltricker
