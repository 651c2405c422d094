// The referee: placement, the interleaved execution of a turn, goals, knock-outs, the turn
// limit. Resolve is the hot path of every Soule search (its speed target: docs/soule.md), so a
// turn is played in one of two ways, both fixed-size and allocation-free:
//  * up to 16 players a side, in parallel for all players at once (a side in one SSE register),
//    under the assumption that nobody is knocked out before his own action and that nobody
//    scores; the assumption is checked on the way, and the common turn has no per-action loop;
//  * otherwise action by action (I1, J1, I2, J2, ...), the general referee.
// Both start from the same per-player decoding of the orders. docs/soule.md ("Speed") has the
// measurements; tests/soule/resolve_diff_test.cc holds both to the previous referee bit for bit.
#include <algorithm>
#include <array>
#include <bit>
#include <cstring>

#if defined(__SSSE3__)
#include <tmmintrin.h>
#endif

#include "engine/soule/soule.h"

namespace melee {
namespace soule {
namespace {

// One byte per player of one side (GCC/Clang vector extension: SSE2 on x86, portable elsewhere).
using Lanes = int8_t __attribute__((vector_size(16)));
constexpr int kLaneCount = 16;
// The second half of a side with more than 16 players starts at player 6 (players 6..21), so
// that no load reads past a 22-byte row; lanes 0..9 of it repeat players 6..15.
constexpr int kHighHalf = kMaxPlayers - kLaneCount;

Lanes Load(const int8_t* bytes) {
  Lanes v;
  std::memcpy(&v, bytes, sizeof v);
  return v;
}
void Store(int8_t* bytes, Lanes v) { std::memcpy(bytes, &v, sizeof v); }
Lanes Splat(int x) { return Lanes{} + static_cast<int8_t>(x); }
Lanes Select(Lanes mask, Lanes a, Lanes b) { return (mask & a) | (~mask & b); }
constexpr Lanes kLaneIndex = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15};

constexpr int8_t kNoPush = 99;  // a push cell the ball is never on
// Added to the PP of players inactive from the start of the turn (PP 0), so that "PP <= 0"
// means "knocked out during this turn" and they never take the knocked-out branch.
constexpr int kPpBias = 100;

// The cell key change of a player's own action: [side][player][from * 3 + step + 1], the XOR
// of the keys of `from` and `from + step` (0 when he stays).
constexpr int kCellSteps = 3 * kCellCodes;
constexpr auto kCellChangeKeys = [] {
  std::array<uint64_t, 2 * kMaxPlayers * kCellSteps> table{};
  for (Side s : {Side::kP1, Side::kP2}) {
    for (int i = 0; i < kMaxPlayers; ++i) {
      for (int from = 0; from < kCellCodes; ++from) {
        for (int step = -1; step <= 1; ++step) {
          const int to = from + step;
          if (to < 0 || to >= kCellCodes) continue;
          table[(Index(s) * kMaxPlayers + i) * kCellSteps + from * 3 + step + 1] =
              keys::Cell(s, i, from) ^ keys::Cell(s, i, to);
        }
      }
    }
  }
  return table;
}();

// keys::Turn(t) ^ keys::Turn(t + 1) for the usual turn numbers (two SplitMix64 otherwise).
constexpr auto kTurnSteps = [] {
  std::array<uint64_t, 128> table{};
  for (uint32_t t = 0; t < table.size(); ++t) table[t] = keys::Turn(t) ^ keys::Turn(t + 1);
  return table;
}();

uint64_t TurnStepKey(uint32_t turn) {
  return turn < kTurnSteps.size() ? kTurnSteps[turn] : keys::Turn(turn) ^ keys::Turn(turn + 1);
}

// What each of 16 players of one side does this turn if he is still active when his order
// comes up (spec "A turn"; a player with PP 0 at the start does nothing).
struct Decoded {
  Lanes order;     // the order code
  Lanes from;      // the cell now
  Lanes to;        // the cell after his action
  Lanes push;      // the ball cell his `+` pushes from (the cell he enters), else kNoPush
  Lanes hit;       // all ones when he hits (target: order - 1)
  Lanes pp;        // PP now
  Lanes key_step;  // from * 3 + step + 1: his entry in kCellChangeKeys
};

// Players [offset, offset + 16) of side kSide, from his row of cells and PP and his orders.
template <int kSide>
Decoded Decode(const int8_t* cells, const int8_t* pps, const Tactic& part, int offset) {
  constexpr int kForward = Forward(static_cast<Side>(kSide));
  const Lanes order = Load(part.orders.data() + offset);
  const Lanes from = Load(cells + offset);
  const Lanes pp = Load(pps + offset);
  const Lanes active = pp > Splat(0);
  const Lanes advance = order == Splat(kAdvance);
  const Lanes retreat = order == Splat(kRetreat);
  const Lanes step = kForward > 0 ? retreat - advance : advance - retreat;  // masks are -1
  const Lanes to = from + step;
  // A move that would leave the field does nothing.
  const Lanes moves = active & (to >= Splat(0)) & (to < Splat(kCells));
  return {order,
          from,
          Select(moves, to, from),
          Select(moves & advance, to, Splat(kNoPush)),
          active & (order > Splat(0)),
          pp,
          from * Splat(3) + Splat(1) + (moves & step)};
}

// The general referee, one action at a time on a local board. Per side, rows of 64 bytes:
// players in bytes 0..21; an order that is not a hit "hits" byte kDummy + player instead,
// whose cell never matches, so 0 is subtracted from a PP nobody reads, and every actor has his
// own dummy byte (a shared one would chain every action through store forwarding).
class ActionBoard {
 public:
  static constexpr int kDummy = 32;
  static constexpr int8_t kNever = -128;  // the cell of a dummy

  // `half` holds players [offset, offset + 16) of each side.
  void Fill(const std::array<Decoded, 2>& half, int offset) {
    for (int s = 0; s < 2; ++s) {
      const Decoded& d = half[s];
      Store(&cell_[s][offset], d.from);
      Store(&pp_[s][offset], d.pp + (~(d.pp > Splat(0)) & Splat(kPpBias)));
      Store(&target_[s][offset],
            Select(d.hit, d.order - Splat(1), kLaneIndex + Splat(kDummy + offset)));
      Store(&to_[s][offset], d.to);
      Store(&push_[s][offset], d.push);
      Store(&key_step_[s][offset], d.key_step);
      Store(&cell_[s][kDummy], Splat(kNever));
      Store(&cell_[s][kDummy + kLaneCount], Splat(kNever));
      Store(&pp_[s][kDummy], Lanes{});
      Store(&pp_[s][kDummy + kLaneCount], Lanes{});
    }
  }

  // Player `i` of kSide acts (unless knocked out earlier in this turn). `cells` is his side's
  // row of the position, written as he moves; `hits` gets bit 32 * side + k for every hit
  // landing on player k. Returns true on a goal.
  template <int kSide>
  bool Act(std::size_t i, int8_t* cells, int& ball, uint64_t& key, uint64_t& hits) {
    constexpr int kThem = 1 - kSide;
    constexpr int kForward = Forward(static_cast<Side>(kSide));
    if (pp_[kSide][i] <= 0) return false;  // rare: only knock-outs of this turn get here
    const std::size_t target = static_cast<uint8_t>(target_[kSide][i]);
    // A hit lands if the target stands on the hitter's cell now (also a player knocked out
    // earlier in this turn: he is still on his cell until the turn ends).
    const bool lands = cell_[kThem][target] == cell_[kSide][i];
    pp_[kThem][target] -= lands;
    hits |= uint64_t{lands} << (32 * kThem + (target & 31));
    const int8_t to = to_[kSide][i];
    cell_[kSide][i] = to;
    cells[i] = to;
    key ^= kCellChangeKeys[(kSide * kMaxPlayers + i) * kCellSteps +
                           static_cast<uint8_t>(key_step_[kSide][i])];
    // Without the barrier GCC computes the ball as ball + (push == ball), a 3-cycle chain per
    // action through the whole turn; a conditional move is a 2-cycle one.
    int pushed = ball + kForward;
    asm("" : "+r"(pushed));
    ball = push_[kSide][i] == ball ? pushed : ball;
    return ball == TargetGoal(static_cast<Side>(kSide));
  }

  // PP of player k of side s now, on the scale of the position (undoing kPpBias).
  int Pp(int s, int k, int pp_before) const {
    return pp_before - ((pp_before > 0 ? pp_before : pp_before + kPpBias) - pp_[s][k]);
  }

 private:
  alignas(64) std::array<std::array<int8_t, 64>, 2> cell_;
  alignas(64) std::array<std::array<int8_t, 64>, 2> pp_;
  alignas(64) std::array<std::array<int8_t, 32>, 2> target_;
  alignas(32) std::array<std::array<int8_t, 32>, 2> to_;
  alignas(32) std::array<std::array<int8_t, 32>, 2> push_;
  alignas(32) std::array<std::array<int8_t, 32>, 2> key_step_;
};

#if defined(__SSSE3__)
Lanes Shuffle(Lanes table, Lanes index) {
  return reinterpret_cast<Lanes>(
      _mm_shuffle_epi8(reinterpret_cast<__m128i>(table), reinterpret_cast<__m128i>(index)));
}
uint64_t Bits(Lanes mask) {
  return static_cast<uint32_t>(_mm_movemask_epi8(reinterpret_cast<__m128i>(mask)));
}
// Slot order of two sides' lanes: first's player i at 2i, second's at 2i + 1 (players 0..7,
// then 8..15).
Lanes InterleaveLow(Lanes first, Lanes second) {
  return reinterpret_cast<Lanes>(
      _mm_unpacklo_epi8(reinterpret_cast<__m128i>(first), reinterpret_cast<__m128i>(second)));
}
Lanes InterleaveHigh(Lanes first, Lanes second) {
  return reinterpret_cast<Lanes>(
      _mm_unpackhi_epi8(reinterpret_cast<__m128i>(first), reinterpret_cast<__m128i>(second)));
}
#endif  // without SSSE3's byte shuffle every turn is played action by action

}  // namespace

class TurnResolver {
 public:
  static void Run(Position& pos, const Tactic& a_part, const Tactic& b_part) {
    if (pos.players_ > kLaneCount) return Run<true>(pos, a_part, b_part);
    Run<false>(pos, a_part, b_part);
  }

 private:
  // kWide: more than 16 players a side, decoded in two halves (players 0..15 and 6..21).
  template <bool kWide>
  static void Run(Position& pos, const Tactic& a_part, const Tactic& b_part) {
    const std::array<Decoded, 2> low = {
        Decode<0>(pos.cell_[0].data(), pos.pp_[0].data(), a_part, 0),
        Decode<1>(pos.cell_[1].data(), pos.pp_[1].data(), b_part, 0)};
    std::array<Decoded, 2> high{};
    if constexpr (kWide) {
      high = {Decode<0>(pos.cell_[0].data(), pos.pp_[0].data(), a_part, kHighHalf),
              Decode<1>(pos.cell_[1].data(), pos.pp_[1].data(), b_part, kHighHalf)};
    }
#if defined(__SSSE3__)
    // With more than 16 players a side the parallel turn was measured no faster (more turns
    // with a knock-out before acting, twice the lanes): docs/soule.md.
    if constexpr (!kWide) {
      if (pos.initiative_ == Side::kP1 ? Parallel<0>(pos, low) : Parallel<1>(pos, low)) return;
    }
#endif
    ActionBoard board;
    board.Fill(low, 0);
    if constexpr (kWide) board.Fill(high, kHighHalf);
    Sequential(pos, board);
  }

  // The turn after which the ball sits on `ball`, without a goal: turn number and initiative.
  static void EndTurn(Position& pos, uint64_t key, int ball) {
    key ^= keys::Ball(pos.ball_) ^ keys::Ball(ball);
    pos.ball_ = static_cast<int8_t>(ball);
    pos.key_ = key ^ TurnStepKey(pos.turn_) ^ keys::Initiative(Side::kP2);
    ++pos.turn_;
    pos.initiative_ = Opponent(pos.initiative_);
  }

  template <int kFirst>
  static bool Interleave(ActionBoard& board, Position& pos, int& ball, uint64_t& key,
                         uint64_t& hits) {
    // Hoisted: the int8 stores into the position's rows could alias its player count.
    const std::size_t n = static_cast<std::size_t>(pos.players_);
    int8_t* first_cells = pos.cell_[kFirst].data();
    int8_t* second_cells = pos.cell_[1 - kFirst].data();
    for (std::size_t i = 0; i < n; ++i) {
      if (board.Act<kFirst>(i, first_cells, ball, key, hits)) return true;
      if (board.Act<1 - kFirst>(i, second_cells, ball, key, hits)) return true;
    }
    return false;
  }

  static void Sequential(Position& pos, ActionBoard& board) {
    int ball = pos.ball_;
    uint64_t key = pos.key_;
    uint64_t hits = 0;
    const bool goal = pos.initiative_ == Side::kP1 ? Interleave<0>(board, pos, ball, key, hits)
                                                   : Interleave<1>(board, pos, ball, key, hits);
    const uint64_t players = (uint64_t{1} << pos.players_) - 1;
    for (uint64_t m = hits & (players | players << 32); m != 0; m &= m - 1) {
      const int s = std::countr_zero(m) >> 5;
      const int k = std::countr_zero(m) & 31;
      const Side side = static_cast<Side>(s);
      const int before = pos.pp_[s][k];
      const int left = board.Pp(s, k, before);
      const int after = std::max(left, 0);  // printed clamped; below 0 has no effect
      const int cell = pos.cell_[s][k];
      // End of turn: the knocked-out leave (not after a goal: the turn never ended).
      const int new_cell = left <= 0 && !goal ? kOffField : cell;
      key ^= keys::Pp(side, k, before) ^ keys::Pp(side, k, after) ^ keys::Cell(side, k, cell) ^
             keys::Cell(side, k, new_cell);
      pos.pp_[s][k] = static_cast<int8_t>(after);
      pos.cell_[s][k] = static_cast<int8_t>(new_cell);
    }
    if (!goal) return EndTurn(pos, key, ball);
    // The final position of a goal keeps the turn number and the initiative.
    pos.key_ = key ^ keys::Ball(pos.ball_) ^ keys::Ball(ball);
    pos.ball_ = static_cast<int8_t>(ball);
  }

#if defined(__SSSE3__)
  // The whole turn of n <= 16 players a side at once, assuming every player active at the
  // start acts (nobody is knocked out before his own action) and nobody scores. Then each
  // player moves as decoded, a hit lands if the target's cell at the hitter's slot (his `to`
  // if he acted before, else his `from`) is the hitter's `from`, and the ball is pushed by the
  // `+` entering its cell, in slot order. Returns false, with `pos` unchanged, when the
  // assumption fails (about 7% of the turns of random 11-a-side games).
  template <int kFirst>
  static bool Parallel(Position& pos, const std::array<Decoded, 2>& v) {
    // Bit k (+ 32 for B): hitter k's hit lands / lands before the target's own action.
    uint64_t lands = 0;
    uint64_t early = 0;
    for (int s = 0; s < 2; ++s) {
      const int them = 1 - s;
      const Lanes target = v[s].order - Splat(1);
      // Target t acts before hitter h: t < h, or t == h and the target's side is first.
      const Lanes acted =
          (target < kLaneIndex) | ((target == kLaneIndex) & Splat(them == kFirst ? -1 : 0));
      const Lanes cell_then =
          Select(acted, Shuffle(v[them].to, target), Shuffle(v[them].from, target));
      const Lanes landing = v[s].hit & (cell_then == v[s].from);
      lands |= Bits(landing) << (32 * s);
      early |= Bits(landing & ~acted) << (32 * s);
    }
    // The ball, push by push in slot order (slot 2i: the first side's player i).
    const Lanes slots_0_15 = InterleaveLow(v[kFirst].push, v[1 - kFirst].push);
    const Lanes slots_16_31 = InterleaveHigh(v[kFirst].push, v[1 - kFirst].push);
    int ball = pos.ball_;
    for (uint64_t later = ~uint64_t{0};;) {
      const Lanes here = Splat(ball);
      const uint64_t pushes = (Bits(slots_0_15 == here) | Bits(slots_16_31 == here) << 16) & later;
      if (pushes == 0) break;
      const int slot = std::countr_zero(pushes);
      ball += Forward(static_cast<Side>((slot & 1) ^ kFirst));
      if (ball == 0 || ball == kCells - 1) return false;
      later = ~uint64_t{1} << slot;
    }
    // PP, hit by hit (each side's hitters in number order, which is slot order).
    using Row = std::array<int8_t, kLaneCount>;
    alignas(16) std::array<Row, 2> pp;  // biased as ActionBoard's
    alignas(16) std::array<Row, 2> target;
    for (int s = 0; s < 2; ++s) {
      Store(pp[s].data(), v[s].pp + (~(v[s].pp > Splat(0)) & Splat(kPpBias)));
      Store(target[s].data(), v[s].order - Splat(1));
    }
    uint64_t key = pos.key_;
    uint64_t knocked_out = 0;
    bool knocked_out_early = false;
    for (uint64_t m = lands; m != 0; m &= m - 1) {
      const int bit = std::countr_zero(m);
      const int them = 1 - (bit >> 5);
      const int t = target[bit >> 5][bit & 31];
      const int biased = pp[them][t]--;
      knocked_out_early |= biased <= 1 && (early >> bit & 1);
      const int before = biased > kPpBias / 2 ? biased - kPpBias : biased;
      key ^= keys::Pp(static_cast<Side>(them), t, std::max(before, 0)) ^
             keys::Pp(static_cast<Side>(them), t, std::max(before - 1, 0));
      pos.pp_[them][t] = static_cast<int8_t>(std::max(before - 1, 0));
      knocked_out |= uint64_t{before <= 1} << (32 * them + t);
    }
    if (knocked_out_early) {
      for (int s = 0; s < 2; ++s) Store(pos.pp_[s].data(), v[s].pp);
      return false;
    }
    alignas(16) std::array<Row, 2> key_step;
    for (int s = 0; s < 2; ++s) {
      Store(pos.cell_[s].data(), v[s].to);
      Store(key_step[s].data(), v[s].key_step);
    }
    for (int i = 0; i < pos.players_; ++i) {
      key ^= kCellChangeKeys[i * kCellSteps + static_cast<uint8_t>(key_step[0][i])] ^
             kCellChangeKeys[(kMaxPlayers + i) * kCellSteps + static_cast<uint8_t>(key_step[1][i])];
    }
    // End of turn: the knocked-out leave the field.
    for (; knocked_out != 0; knocked_out &= knocked_out - 1) {
      const int s = std::countr_zero(knocked_out) >> 5;
      const int k = std::countr_zero(knocked_out) & 31;
      key ^= keys::Cell(static_cast<Side>(s), k, pos.cell_[s][k]) ^
             keys::Cell(static_cast<Side>(s), k, kOffField);
      pos.cell_[s][k] = kOffField;
    }
    EndTurn(pos, key, ball);
    return true;
  }
#endif
};

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
