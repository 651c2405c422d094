// The referee: placement, the interleaved execution of a turn, goals, knock-outs, the turn
// limit. Resolve is the hot path of every Soule search: fixed arrays, no allocation, no
// data-dependent branch inside a turn except the goal (random tactics would mispredict
// every one of them), O(n).
#include <algorithm>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "engine/soule/soule.h"

namespace melee {
namespace soule {

// Plays one turn on a local board (int8 stores through a reference to the position could
// alias its key and ball and force reloads after every action). Each action is branch-free
// (random tactics would mispredict any branch on the order); the key is updated once at the
// end from the players whose cell or PP changed, so it stays incremental without a XOR chain
// through every action.
class TurnResolver {
 public:
  static void Run(Position& pos, const Tactic& a_part, const Tactic& b_part);

 private:
  // Players sit in bytes 0..21 of a row (compared by Changed as two 16-byte halves). An
  // order that is not a hit "hits" byte kDummy + player instead: that cell code never matches
  // a player on the field, so 0 is subtracted from a PP nobody reads, and every actor has his
  // own dummy byte (one shared byte would chain every action through store forwarding).
  static constexpr std::size_t kDummy = 32;
  static constexpr int kRow = 64;
  struct Board {
    alignas(16) std::array<std::array<int8_t, kRow>, 2> cell;
    alignas(16) std::array<std::array<int8_t, kRow>, 2> pp;  // may go below 0 in a turn
  };
  static constexpr int kOrderCodes = kMaxPlayers + 3;  // kRetreat, kAdvance, kStay, 1..22
  // Per side and order code (index order - kRetreat): the step on the line.
  static constexpr std::array<std::array<int8_t, kOrderCodes>, 2> kStep = {{{-1, 1}, {1, -1}}};
  static_assert(kRetreat == -2 && kAdvance == -1 && kStay == 0);

  // Executes player `player` of kSide's order (spec "A turn"); returns true on a goal.
  template <int kSide>
  static bool Act(Board& board, int& ball, std::size_t player, int order) {
    constexpr Side kUs = static_cast<Side>(kSide);
    constexpr int kThem = 1 - kSide;
    const int from = board.cell[kSide][player];
    // Players off the field have PP 0 and the knocked-out <= 0: neither does anything.
    const bool active = board.pp[kSide][player] > 0;
    // A hit lands if the target stands on this cell now (also a player knocked out earlier
    // in this turn: he is still on his cell until the turn ends).
    const std::size_t target = order > 0 ? static_cast<std::size_t>(order - 1) : kDummy + player;
    board.pp[kThem][target] -= active & (board.cell[kThem][target] == from);
    // `+` / `-`: one cell, or nothing if that would leave the field.
    const int to = from + kStep[kSide][static_cast<std::size_t>(order - kRetreat)];
    const bool moves = active & (static_cast<unsigned>(to) < kCells);
    board.cell[kSide][player] = static_cast<int8_t>(moves ? to : from);
    // Stepping onto the ball's cell from behind it pushes the ball one cell on.
    ball += (moves & (order == kAdvance) & (to == ball)) ? Forward(kUs) : 0;
    return ball == TargetGoal(kUs);
  }

  // The turn with kFirst holding the initiative; returns true on a goal.
  template <int kFirst>
  static bool Interleave(Board& board, int& ball, int players, const Tactic& first_part,
                         const Tactic& second_part) {
    for (std::size_t i = 0; i < static_cast<std::size_t>(players); ++i) {
      if (Act<kFirst>(board, ball, i, first_part.orders[i])) return true;
      if (Act<1 - kFirst>(board, ball, i, second_part.orders[i])) return true;
    }
    return false;
  }

  using Prefix = std::array<int8_t, 32>;  // the players' bytes of a row, as they were

  // Bit i set when a[i] != b[i], for the first 32 bytes.
  static uint32_t Changed(const Prefix& a, const std::array<int8_t, kRow>& b) {
#if defined(__SSE2__)
    uint32_t equal = 0;
    for (int half = 0; half < 2; ++half) {
      const __m128i x = _mm_load_si128(reinterpret_cast<const __m128i*>(a.data() + 16 * half));
      const __m128i y = _mm_load_si128(reinterpret_cast<const __m128i*>(b.data() + 16 * half));
      equal |= static_cast<uint32_t>(_mm_movemask_epi8(_mm_cmpeq_epi8(x, y))) << (16 * half);
    }
    return ~equal;
#else
    uint32_t changed = 0;
    for (int i = 0; i < 32; ++i) changed |= static_cast<uint32_t>(a[i] != b[i]) << i;
    return changed;
#endif
  }
};

void TurnResolver::Run(Position& pos, const Tactic& a_part, const Tactic& b_part) {
  Board board;
  alignas(16) std::array<Prefix, 2> before_cell;
  alignas(16) std::array<Prefix, 2> before_pp;
  // `before` is built from the position like the board, not copied from the board: reading
  // 16 bytes back over the just-written 22-byte copies would stall store forwarding.
  for (int s = 0; s < 2; ++s) {
    board.cell[s].fill(kUnplaced);  // also the dummy bytes: never a cell on the field
    board.pp[s].fill(0);
    before_cell[s].fill(kUnplaced);
    before_pp[s].fill(0);
    std::copy(pos.cell_[s].begin(), pos.cell_[s].end(), board.cell[s].begin());
    std::copy(pos.pp_[s].begin(), pos.pp_[s].end(), board.pp[s].begin());
    std::copy(pos.cell_[s].begin(), pos.cell_[s].end(), before_cell[s].begin());
    std::copy(pos.pp_[s].begin(), pos.pp_[s].end(), before_pp[s].begin());
  }
  int ball = pos.ball_;
  const bool goal = pos.initiative_ == Side::kP1
                        ? Interleave<0>(board, ball, pos.players_, a_part, b_part)
                        : Interleave<1>(board, ball, pos.players_, b_part, a_part);
  const uint32_t players_mask = (1u << pos.players_) - 1;
  uint64_t key = pos.key_ ^ keys::Ball(pos.ball_) ^ keys::Ball(ball);
  for (Side s : {Side::kP1, Side::kP2}) {
    const int row = Index(s);
    for (uint32_t m = Changed(before_pp[row], board.pp[row]) & players_mask; m; m &= m - 1) {
      const int i = __builtin_ctz(m);
      int8_t& pp = board.pp[row][i];
      if (pp <= 0) {
        pp = 0;  // printed clamped; below 0 has no effect without the recovery rule
        if (!goal) board.cell[row][i] = kOffField;  // end of turn: the knocked-out leave
      }
      key ^= keys::Pp(s, i, before_pp[row][i]) ^ keys::Pp(s, i, pp);
      pos.pp_[row][i] = pp;
    }
    for (uint32_t m = Changed(before_cell[row], board.cell[row]) & players_mask; m; m &= m - 1) {
      const int i = __builtin_ctz(m);
      key ^= keys::Cell(s, i, before_cell[row][i]) ^ keys::Cell(s, i, board.cell[row][i]);
      pos.cell_[row][i] = board.cell[row][i];
    }
  }
  pos.key_ = key;
  pos.ball_ = static_cast<int8_t>(ball);
  if (goal) return;  // the final position keeps the turn number and the initiative
  pos.set_turn(pos.turn_ + 1);
  pos.set_initiative(Opponent(pos.initiative_));
}

}  // namespace soule

namespace {

void Place(Soule::Position& pos, const Soule::Tactic& a_part, const Soule::Tactic& b_part) {
  for (int i = 0; i < pos.players(); ++i) {
    pos.set_cell(Side::kP1, i, soule::kMiddle - a_part.orders[i]);
    pos.set_cell(Side::kP2, i, soule::kMiddle + b_part.orders[i]);
  }
  pos.set_turn(1);
}

}  // namespace

Soule::Position Soule::StartPosition(const GameRules& rules) {
  const int players = std::clamp(rules.values[0], 1, soule::kMaxPlayers);
  const int max_turns = std::clamp(rules.values[1], kOptions[1].min, kOptions[1].max);
  return Position(players, static_cast<uint32_t>(max_turns), Side::kP1);
}

GameStatus Soule::Status(const Position& pos) {
  if (pos.ball() == soule::TargetGoal(Side::kP1)) return {Outcome::kP1Win, "goal"};
  if (pos.ball() == soule::TargetGoal(Side::kP2)) return {Outcome::kP2Win, "goal"};
  if (pos.max_turns() != 0 && pos.turn() > pos.max_turns()) return {Outcome::kDraw, "maxturns"};
  return {};
}

void Soule::Resolve(Position& pos, const Tactic& a_part, const Tactic& b_part) {
  if (pos.turn() == 0) {
    Place(pos, a_part, b_part);
  } else {
    soule::TurnResolver::Run(pos, a_part, b_part);
  }
}

}  // namespace melee
