// Step generation and play: the actions, the end of the action phase and the unblock tasks.
#include <array>
#include <cassert>
#include <cstdint>

#include "engine/ball/ball.h"
#include "engine/ball/forcing.h"
#include "engine/ball/rules.h"
#include "engine/ball/step_token.h"

namespace melee::ball {
namespace {

constexpr const Geometry& kGeo = kGeometry;

Cells EmptyCells(const Position& pos) { return kGeo.all & ~pos.occupied(); }

void AddStep(StepList& steps, StepKind kind, int a, int b, int c = 0, bool bottom_keeps = false) {
  steps.Add(Step{kind, static_cast<uint8_t>(a), static_cast<uint8_t>(b), static_cast<uint8_t>(c),
                 bottom_keeps});
}

// Per cell, the piece-move patterns that stay on the board, in direction order: each diagonal
// neighbour with the cell two steps beyond it (kNoCell off the board), and each 2-cell
// orthogonal target. The piece loops then test no missing cell.
struct PieceMoves {
  struct Ray {
    int8_t near, far;
  };
  std::array<Ray, kDiagonalDirs> diagonals{};
  std::array<int8_t, 4> orthogonals{};
  int8_t diagonal_count = 0, orthogonal_count = 0;
};

constexpr auto kPieceMoves = [] {
  std::array<PieceMoves, kCells> moves{};
  for (int c = 0; c < kCells; ++c) {
    PieceMoves& m = moves[c];
    for (int d = 0; d < kDiagonalDirs; ++d) {
      if (kGeo.diag1[c][d] != kNoCell) {
        m.diagonals[m.diagonal_count++] = {kGeo.diag1[c][d], kGeo.diag2[c][d]};
      }
      if (kGeo.orth2[c][d] != kNoCell) m.orthogonals[m.orthogonal_count++] = kGeo.orth2[c][d];
    }
  }
  return moves;
}();

// The action generator. It asks a few facts of each of the ~80 cells a side's pieces could
// reach; read from the cell's content byte (one load and a range check) and appended through a
// cursor held in a register, they cost a fraction of 128-bit set tests and of MoveList::Add,
// whose byte stores make the compiler re-read the list size and the position after each step.
class ActionGenerator {
 public:
  ActionGenerator(const Position& pos, StepList& steps)
      : pos_(pos),
        steps_(steps),
        next_(steps.end()),
        empty_(EmptyCells(pos)),
        own_first_(PieceCode(pos.side_to_move(), PieceType::kX)),
        opp_first_(PieceCode(Opponent(pos.side_to_move()), PieceType::kX)),
        free_ball_(pos.ball_held() ? kNoCell : pos.ball()) {}

  void AddAll(Spellings spellings) {
    const bool carrier_acts = pos_.ball_held() && !pos_.carrier_locked() &&
                              pos_.active(pos_.side_to_move()).Test(pos_.ball());
    pos_.active(pos_.side_to_move()).ForEach([&](int c) {
      if (pos_.ball_held() && pos_.ball() == c && !carrier_acts) return;
      AddPieceActions(c);
    });
    if (carrier_acts) AddBallActions(pos_.ball(), spellings);
    Add(StepKind::kEndActions, 0, 0);
    steps_.Resize(static_cast<std::size_t>(next_ - steps_.begin()));
  }

 private:
  // A lone piece that may act has a content byte of exactly its piece code. The tests take the
  // byte, read once per cell into a local that the step stores cannot alias.
  bool Empty(int cell) const { return pos_.content(cell) == content::kEmpty; }
  bool OwnActive(uint8_t value) const {
    return static_cast<uint8_t>(value - own_first_) < kPieceTypes;
  }
  bool OppActive(uint8_t value) const {
    return static_cast<uint8_t>(value - opp_first_) < kPieceTypes;
  }
  static bool LoneActive(uint8_t value) {
    return static_cast<uint8_t>(value - 1) < 2 * kPieceTypes;
  }

  void Add(StepKind kind, int a, int b, int c = 0) {
    assert(next_ < steps_.begin() + StepList::capacity());
    *next_++ = Step{kind, static_cast<uint8_t>(a), static_cast<uint8_t>(b), static_cast<uint8_t>(c),
                    false};
  }

  // A 2-cell move whose path is open: a plain move onto an empty cell, or an Esquive onto a
  // lone active opponent followed by a diagonal exit onto an empty cell.
  void AddTwoCellMove(int from, int to) {
    const uint8_t target = pos_.content(to);
    if (target == content::kEmpty) {
      Add(StepKind::kMove, from, to);
    } else if (OppActive(target)) {
      (kGeo.adjacent[to] & empty_).ForEach([&](int exit) {
        Add(StepKind::kEsquive, from, to, exit);
      });
    }
  }

  // Tactical Esquive over `mid` onto the empty `landing`: one step per legal push cell (no
  // piece once the mover has left, not the landing, not the free ball).
  void AddTacticalEsquives(int from, int mid, int landing) {
    for (int d = 0; d < kDiagonalDirs; ++d) {
      const int push = kGeo.diag1[mid][d];
      if (push == kNoCell || push == landing || push == free_ball_) continue;
      if (push == from || Empty(push)) Add(StepKind::kTactical, from, landing, push);
    }
  }

  void AddPieceActions(int from) {
    const auto type = static_cast<PieceType>(pos_.content(from) - own_first_);
    const PieceMoves& moves = kPieceMoves[from];
    for (int i = 0; i < moves.diagonal_count; ++i) {
      const int near = moves.diagonals[i].near;
      const uint8_t next = pos_.content(near);
      if (next == content::kEmpty) {
        Add(StepKind::kMove, from, near);
      } else if (LoneActive(next)) {
        Add(StepKind::kBlock, from, near);
      }
      const int far = moves.diagonals[i].far;
      if (type == PieceType::kO || far == kNoCell) continue;
      if (OppActive(next)) {
        if (Empty(far)) AddTacticalEsquives(from, near, far);
      } else if (next == content::kEmpty || OwnActive(next)) {
        AddTwoCellMove(from, far);
      }
    }
    if (type == PieceType::kX) return;
    for (int i = 0; i < moves.orthogonal_count; ++i) AddTwoCellMove(from, moves.orthogonals[i]);
  }

  // Hand-off, short and long passes of the (active, unlocked) carrier.
  void AddBallActions(int carrier, Spellings spellings) {
    const Cells& allies = pos_.active(pos_.side_to_move());
    Cells network = Cells::FromIndex(carrier);
    for (Cells grown = network;; network = grown) {
      network.ForEach([&](int c) { grown |= kGeo.adjacent[c] & allies; });
      if (grown == network) break;
    }
    network.Reset(carrier);
    network.ForEach([&](int c) { Add(StepKind::kHandOff, carrier, c); });

    Cells near_allies;
    pos_.present(pos_.side_to_move()).ForEach([&](int c) { near_allies |= kGeo.within1[c]; });
    (empty_ & ~near_allies).ForEach([&](int c) { Add(StepKind::kLongPass, carrier, c); });

    Cells receivers = allies & kGeo.within4[carrier];
    receivers.Reset(carrier);
    if (spellings == Spellings::kAll) {
      receivers.ForEach([&](int r) {
        (kGeo.adjacent[r] & empty_).ForEach([&](int c) {
          Add(StepKind::kShortPass, carrier, r, c);
        });
      });
      return;
    }
    // One short pass per ball cell, with the receiver whose name gives the canonical token (a
    // short pass cell is next to an ally, so no long pass reaches it).
    // `targets` says which entries of `best` are set (filling and scanning all 111 cells cost
    // more than the passes themselves); ForEach visits them in cell order, as a scan would.
    std::array<int8_t, kCells> best;
    Cells targets;
    receivers.ForEach([&](int r) {
      (kGeo.adjacent[r] & empty_).ForEach([&](int c) {
        if (!targets.Test(c) || SquareTextLess(r, best[c])) best[c] = static_cast<int8_t>(r);
        targets.Set(c);
      });
    });
    targets.ForEach([&](int c) { Add(StepKind::kShortPass, carrier, best[c], c); });
  }

  const Position& pos_;
  StepList& steps_;
  Step* next_;
  const Cells empty_;
  const uint8_t own_first_, opp_first_;
  const int free_ball_;
};

void AddReleases(const Position& pos, int stack, StepList& steps, Spellings spellings) {
  const Cells targets = kGeo.adjacent[stack] & EmptyCells(pos);
  if (targets.Count() < 2) return;
  const uint8_t value = pos.content(stack);
  const bool twins = content::Top(value) == content::Bottom(value);
  const bool held = pos.ball_held() && pos.ball() == stack;
  const bool canonical = spellings == Spellings::kCanonical;
  targets.ForEach([&](int top_to) {
    targets.ForEach([&](int bottom_to) {
      if (top_to == bottom_to) return;
      // Identical pieces: (A, B) and (B, A) give the same successor; keep the smaller token.
      if (canonical && twins && !held && !SquarePairLess(top_to, bottom_to)) return;
      AddStep(steps, StepKind::kRelease, stack, top_to, bottom_to, false);
      // With identical pieces the `!` spelling is a longer name of another (A, B) release.
      if (held && !(canonical && twins)) {
        AddStep(steps, StepKind::kRelease, stack, top_to, bottom_to, true);
      }
    });
  });
}

void AddTasks(const Position& pos, StepList& steps, Spellings spellings) {
  const Side me = pos.side_to_move();
  const Cells empty = EmptyCells(pos);
  (pos.knocked() & pos.present(me)).ForEach([&](int k) {
    (kGeo.adjacent[k] & empty).ForEach([&](int to) { AddStep(steps, StepKind::kStandUp, k, to); });
  });
  (pos.stacks() & ~pos.fresh_stacks()).ForEach([&](int s) {
    if (pos.OwnerOf(s) == me) AddReleases(pos, s, steps, spellings);
  });
}

bool HasTask(const Position& pos) {
  const Side me = pos.side_to_move();
  const Cells empty = EmptyCells(pos);
  bool found = false;
  (pos.knocked() & pos.present(me)).ForEach([&](int k) {
    found = found || (kGeo.adjacent[k] & empty).Any();
  });
  (pos.stacks() & ~pos.fresh_stacks()).ForEach([&](int s) {
    found = found || (pos.OwnerOf(s) == me && (kGeo.adjacent[s] & empty).Count() >= 2);
  });
  return found;
}

// A piece that ends an action or task on the free ball takes it; in the action phase it then
// may not start another action.
void TakeFreeBall(Position& pos, int cell) {
  if (!pos.HasFreeBallAt(cell)) return;
  pos.SetBall(cell, true);
  if (pos.phase() == Phase::kAction) pos.LockCarrier();
}

// Moves a lone piece (the ball travels with its carrier).
void MovePiece(Position& pos, int from, int to, uint8_t value) {
  const bool carried = pos.ball_held() && pos.ball() == from;
  pos.SetContent(from, content::kEmpty);
  pos.SetContent(to, value);
  if (carried) pos.SetBall(to, true);
}

void PlayEsquive(Position& pos, const Step& s) {
  const bool fumble = pos.ball_held() && pos.ball() == s.b;
  pos.SetContent(s.b, content::Single(content::Top(pos.content(s.b)), true));
  MovePiece(pos, s.a, s.c, pos.content(s.a));
  if (fumble) {
    pos.SetBall(s.c, true);
    pos.LockCarrier();
  }
  TakeFreeBall(pos, s.c);
}

void PlayTactical(Position& pos, const Step& s) {
  const int mid = DiagonalMidpoint(s.a, s.b);
  MovePiece(pos, s.a, s.b, pos.content(s.a));
  TakeFreeBall(pos, s.b);
  const bool fumble = pos.ball_held() && pos.ball() == mid;
  pos.SetContent(s.c, content::Single(content::Top(pos.content(mid)), true));
  pos.SetContent(mid, content::kEmpty);
  if (!fumble) return;
  // The ball goes one diagonal step from mid opposite to the push, or stays free on mid.
  const int away = CellAt(2 * FileOf(mid) - FileOf(s.c), 2 * RankOf(mid) - RankOf(s.c));
  pos.SetBall(away != kNoCell && pos.IsEmpty(away) ? away : mid, false);
}

void PlayBlock(Position& pos, const Step& s) {
  const bool ball_in_stack = pos.ball_held() && (pos.ball() == s.a || pos.ball() == s.b);
  const uint8_t top = content::Top(pos.content(s.a)), bottom = content::Top(pos.content(s.b));
  pos.SetContent(s.a, content::kEmpty);
  pos.SetContent(s.b, content::Stack(top, bottom));
  if (ball_in_stack) pos.SetBall(s.b, true);
  pos.MarkFreshStack(s.b);
}

void PlayAction(Position& pos, const Step& s) {
  switch (s.kind) {
    case StepKind::kMove:
      MovePiece(pos, s.a, s.b, pos.content(s.a));
      TakeFreeBall(pos, s.b);
      break;
    case StepKind::kEsquive:
      PlayEsquive(pos, s);
      break;
    case StepKind::kTactical:
      PlayTactical(pos, s);
      break;
    case StepKind::kBlock:
      PlayBlock(pos, s);
      break;
    case StepKind::kHandOff:
      pos.SetBall(s.b, true);
      break;
    case StepKind::kShortPass:
      pos.SetBall(s.c, false);
      break;
    case StepKind::kLongPass:
      pos.SetBall(s.b, false);
      break;
    default:
      break;
  }
}

void PlayTask(Position& pos, const Step& s) {
  const uint8_t value = pos.content(s.a);
  if (s.kind == StepKind::kStandUp) {
    MovePiece(pos, s.a, s.b, content::Single(content::Top(value)));
    TakeFreeBall(pos, s.b);
    return;
  }
  const bool held = pos.ball_held() && pos.ball() == s.a;
  pos.SetContent(s.a, content::kEmpty);
  pos.SetContent(s.b, content::Single(content::Top(value)));
  pos.SetContent(s.c, content::Single(content::Bottom(value)));
  if (held) {
    pos.SetBall(s.bottom_keeps ? s.c : s.b, true);
  } else {
    TakeFreeBall(pos, s.b);
    TakeFreeBall(pos, s.c);
  }
}

void EnterUnblock(Position& pos) {
  pos.EnterUnblockPhase();
  if (!HasTask(pos)) pos.EndTurn();
}

}  // namespace

void GenerateSteps(const Position& pos, StepList& steps, Spellings spellings) {
  steps.Clear();
  if (pos.AtTurnStart() && Ball::Status(pos).over()) return;
  if (pos.phase() == Phase::kUnblock) {
    AddTasks(pos, steps, spellings);
    return;
  }
  ActionGenerator(pos, steps).AddAll(spellings);  // ends with the end of the action phase
}

void PlayStep(Position& pos, const Step& step) {
  if (step.kind == StepKind::kEndActions) {
    EnterUnblock(pos);
    return;
  }
  if (IsAction(step.kind)) {
    PlayAction(pos, step);
    pos.SpendActionPoint();
  } else {
    PlayTask(pos, step);
  }
  if (HoldsBallInTargetZone(pos, pos.side_to_move())) {
    pos.EndTurn();  // touchdown: the turn ends at once
  } else if (pos.phase() == Phase::kAction) {
    if (pos.action_points() == 0) EnterUnblock(pos);
  } else if (!HasTask(pos)) {
    pos.EndTurn();
  }
}

}  // namespace melee::ball

namespace melee {

void Ball::GenerateSteps(const Position& pos, StepList& steps) {
  ball::GenerateSteps(pos, steps, ball::Spellings::kCanonical);
}

void Ball::PlayStep(Position& pos, const Step& step) { ball::PlayStep(pos, step); }

}  // namespace melee
