#include "eval/ball/ball_features.h"

#include <algorithm>
#include <array>

namespace melee::ball_eval {
namespace {

using ball::Cells;
using ball::kGeometry;

// A cell's rank (0-based) seen from `side`: 0 is its own goal line, ranks grow toward the end
// zone it attacks.
int RankFor(Side side, int cell) {
  const int rank = ball::RankOf(cell);
  return side == Side::kP1 ? rank : ball::kRanks - 1 - rank;
}
inline constexpr int kZoneRank = ball::kRanks - 2;  // the attacked end zone is 2 ranks deep
// Two 2-cell moves of the carrier: the ranks one turn can gain on its own.
inline constexpr int kOneTurnRun = 4;
inline constexpr int kFreeBallHorizon = 4;

// The cells on the ranks below each 0-based rank (index kRanks: every cell): a side's defenders
// are then one masked count rather than a rank test per piece.
inline constexpr auto kCellsBelowRank = [] {
  std::array<Cells, ball::kRanks + 1> below{};
  for (int rank = 0; rank <= ball::kRanks; ++rank) {
    for (int c = 0; c < ball::kCells; ++c) {
      if (ball::RankOf(c) < rank) below[rank].Set(c);
    }
  }
  return below;
}();

// Active pieces of `side` nearer its own goal line than the ball.
int Defenders(const Cells& active, Side side, int ball_cell) {
  const int rank = ball::RankOf(ball_cell);
  return side == Side::kP1 ? (active & kCellsBelowRank[rank]).Count()
                           : (active & ~kCellsBelowRank[rank + 1]).Count();
}

int StackedPieces(const Ball::Position& pos, Side side) {
  int stacked = 0;
  (pos.stacks() & pos.present(side)).ForEach([&](int cell) {
    const uint8_t value = pos.content(cell);
    stacked += (ball::SideOf(ball::content::Top(value)) == side) +
               (ball::SideOf(ball::content::Bottom(value)) == side);
  });
  return stacked;
}

}  // namespace

FeatureTable<kFeatureCount> ComputeFeatures(const Ball::Position& pos) {
  FeatureTable<kFeatureCount> table{};
  const int ball_cell = pos.ball();
  for (Side side : {Side::kP1, Side::kP2}) {
    std::array<int, kFeatureCount>& f = table[Index(side)];
    const Cells& active = pos.active(side);
    f[kActive] = active.Count();
    f[kStacked] = StackedPieces(pos, side);
    f[kKnocked] = (pos.knocked() & pos.present(side)).Count();
    const Cells zone = side == Side::kP1 ? kGeometry.north_zone : kGeometry.south_zone;
    f[kEndZonePresence] = (active & zone).Count();

    const int ball_rank = RankFor(side, ball_cell);
    const bool holds = pos.ball_held() && pos.OwnerOf(ball_cell) == side;
    if (holds) {
      f[kPossession] = 1;
      f[kBallProgress] = ball_rank;
      f[kScoringRange] = kZoneRank - ball_rank <= kOneTurnRun;
      Cells support = active & kGeometry.within4[ball_cell];
      support.Reset(ball_cell);
      f[kCarrierSupport] = support.Count();
      f[kStackedCarrier] = pos.stacks().Test(ball_cell);
      continue;
    }
    f[kDefenders] = Defenders(active, side, ball_cell);
    if (pos.ball_held()) {
      f[kCarrierThreat] =
          std::min(kMaxCarrierThreat, (active & kGeometry.within4[ball_cell]).Count());
    }
    int nearest = kFreeBallHorizon;
    if (!pos.ball_held()) {
      active.ForEach(
          [&](int cell) { nearest = std::min(nearest, ball::Distance(cell, ball_cell)); });
    }
    f[kFreeBallReach] = kFreeBallHorizon - nearest;
  }
  return table;
}

}  // namespace melee::ball_eval
