#include "eval/ball/ball_eval.h"

namespace melee {
namespace {

using ball::Cells;

int Material(const Ball::Position& pos, Side side) {
  const Cells& mine = pos.present(side);
  const int active = pos.active(side).Count();
  const int knocked = (pos.knocked() & mine).Count();
  int stacked = 0;
  (pos.stacks() & mine).ForEach([&](int c) {
    const uint8_t value = pos.content(c);
    stacked += (ball::SideOf(ball::content::Top(value)) == side) +
               (ball::SideOf(ball::content::Bottom(value)) == side);
  });
  return active * ball_eval::kActivePiece + stacked * ball_eval::kStackedPiece +
         knocked * ball_eval::kKnockedPiece;
}

bool Holds(const Ball::Position& pos, Side side) {
  return pos.ball_held() && pos.OwnerOf(pos.ball()) == side;
}

// Ranks gained by the carried ball from the side's own goal line.
int Progress(const Ball::Position& pos, Side side) {
  if (!Holds(pos, side)) return 0;
  const int rank0 = ball::RankOf(pos.ball());
  return (side == Side::kP1 ? rank0 : ball::kRanks - 1 - rank0) * ball_eval::kProgressPerRank;
}

// The terms of one side (no allocation: Evaluate runs once per searched node).
int Total(const Ball::Position& pos, Side side) {
  return Material(pos, side) + Holds(pos, side) * ball_eval::kPossession + Progress(pos, side);
}

}  // namespace

std::vector<EvalTerm> Eval<Ball>::Explain(const Ball::Position& pos) {
  return {
      {"material", Material(pos, Side::kP1), Material(pos, Side::kP2)},
      {"possession", Holds(pos, Side::kP1) * ball_eval::kPossession,
       Holds(pos, Side::kP2) * ball_eval::kPossession},
      {"progress", Progress(pos, Side::kP1), Progress(pos, Side::kP2)},
  };
}

int Eval<Ball>::Evaluate(const Ball::Position& pos) {
  const Side me = pos.side_to_move();
  return Total(pos, me) - Total(pos, Opponent(me));
}

}  // namespace melee
