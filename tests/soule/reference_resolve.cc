#include "tests/soule/reference_resolve.h"

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>

namespace melee::soule_oracle {
namespace {

using soule::Position;
using soule::Tactic;

// Players sit in bytes 0..21 of a row. An order that is not a hit "hits" byte kDummy + player:
// that cell code never matches a player on the field, so 0 is subtracted from a PP nobody reads.
constexpr std::size_t kDummy = 32;
constexpr int kRow = 64;
struct Board {
  std::array<std::array<int8_t, kRow>, 2> cell;
  std::array<std::array<int8_t, kRow>, 2> pp;  // may go below 0 in a turn
};
constexpr int kOrderCodes = soule::kMaxPlayers + 3;  // kRetreat, kAdvance, kStay, 1..22
// Per side and order code (index order - kRetreat): the step on the line.
constexpr std::array<std::array<int8_t, kOrderCodes>, 2> kStep = {{{-1, 1}, {1, -1}}};
static_assert(soule::kRetreat == -2 && soule::kAdvance == -1 && soule::kStay == 0);

// Executes player `player` of kSide's order; returns true on a goal.
template <int kSide>
bool Act(Board& board, int& ball, std::size_t player, int order) {
  constexpr Side kUs = static_cast<Side>(kSide);
  constexpr int kThem = 1 - kSide;
  const int from = board.cell[kSide][player];
  const bool active = board.pp[kSide][player] > 0;
  const std::size_t target = order > 0 ? static_cast<std::size_t>(order - 1) : kDummy + player;
  board.pp[kThem][target] -= active & (board.cell[kThem][target] == from);
  const int to = from + kStep[kSide][static_cast<std::size_t>(order - soule::kRetreat)];
  const bool moves = active & (static_cast<unsigned>(to) < soule::kCells);
  board.cell[kSide][player] = static_cast<int8_t>(moves ? to : from);
  ball += (moves & (order == soule::kAdvance) & (to == ball)) ? soule::Forward(kUs) : 0;
  return ball == soule::TargetGoal(kUs);
}

template <int kFirst>
bool Interleave(Board& board, int& ball, int players, const Tactic& first_part,
                const Tactic& second_part) {
  for (std::size_t i = 0; i < static_cast<std::size_t>(players); ++i) {
    if (Act<kFirst>(board, ball, i, first_part.orders[i])) return true;
    if (Act<1 - kFirst>(board, ball, i, second_part.orders[i])) return true;
  }
  return false;
}

void Turn(Position& pos, const Tactic& a_part, const Tactic& b_part) {
  Board board;
  std::array<std::array<int8_t, kRow>, 2> before_cell;
  std::array<std::array<int8_t, kRow>, 2> before_pp;
  for (int s = 0; s < 2; ++s) {
    board.cell[s].fill(soule::kUnplaced);
    board.pp[s].fill(0);
    for (int i = 0; i < soule::kMaxPlayers; ++i) {
      board.cell[s][i] = static_cast<int8_t>(pos.cell(static_cast<Side>(s), i));
      board.pp[s][i] = static_cast<int8_t>(pos.pp(static_cast<Side>(s), i));
    }
    before_cell[s] = board.cell[s];
    before_pp[s] = board.pp[s];
  }
  int ball = pos.ball();
  const bool goal = pos.initiative() == Side::kP1
                        ? Interleave<0>(board, ball, pos.players(), a_part, b_part)
                        : Interleave<1>(board, ball, pos.players(), b_part, a_part);
  // Only players whose PP changed are knocked out and clamped (as the SSE2 change masks did).
  for (Side s : {Side::kP1, Side::kP2}) {
    const int row = Index(s);
    for (int i = 0; i < pos.players(); ++i) {
      int8_t& pp = board.pp[row][i];
      if (pp != before_pp[row][i]) {
        if (pp <= 0) {
          pp = 0;
          if (!goal) board.cell[row][i] = soule::kOffField;
        }
        pos.set_pp(s, i, pp);
      }
      if (board.cell[row][i] != before_cell[row][i]) pos.set_cell(s, i, board.cell[row][i]);
    }
  }
  pos.set_ball(ball);
  if (goal) return;
  pos.set_turn(pos.turn() + 1);
  pos.set_initiative(Opponent(pos.initiative()));
}

void Place(Position& pos, const Tactic& a_part, const Tactic& b_part) {
  for (int i = 0; i < pos.players(); ++i) {
    pos.set_cell(Side::kP1, i, soule::kMiddle - a_part.orders[i]);
    pos.set_cell(Side::kP2, i, soule::kMiddle + b_part.orders[i]);
  }
  pos.set_turn(1);
}

}  // namespace

void ReferenceResolve(Position& pos, const Tactic& a_part, const Tactic& b_part) {
  if (pos.turn() == 0) {
    Place(pos, a_part, b_part);
  } else {
    Turn(pos, a_part, b_part);
  }
}

}  // namespace melee::soule_oracle
