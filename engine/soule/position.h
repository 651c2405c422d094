// The Soule Royale position: a compact array state with an incrementally updated Zobrist key,
// and the Tactic (one side's part of a stage). The rules live in soule.h and the .cc files.
#pragma once

#include <array>
#include <cstdint>

#include "engine/core/random.h"
#include "engine/core/types.h"
#include "engine/core/zobrist.h"

namespace melee::soule {

inline constexpr int kMaxPlayers = 22;
inline constexpr int kDefaultPlayers = 11;
inline constexpr int kDefaultMaxTurns = 7;
inline constexpr int kCells = 7;  // cells 0..6; 0 is A's goal, 6 is B's goal
inline constexpr int kMiddle = 3;
inline constexpr int kStartPp = 4;

// Cell codes past the field. A cell code is 0..6 (on the field), kOffField or kUnplaced.
inline constexpr int8_t kOffField = 7;  // `x`: knocked out in an earlier turn, gone for good
inline constexpr int8_t kUnplaced = 8;  // `?`: placement pending
inline constexpr int kCellCodes = 9;

constexpr bool OnField(int cell) { return cell >= 0 && cell < kCells; }
// The direction of `+` for a side: A attacks toward cell 6, B toward cell 0.
constexpr int Forward(Side side) { return side == Side::kP1 ? 1 : -1; }
// The cell where the ball must arrive for `side` to score.
constexpr int TargetGoal(Side side) { return side == Side::kP1 ? kCells - 1 : 0; }

// Order codes (one int8 per player in a Tactic during a turn).
inline constexpr int8_t kStay = 0;      // `0` (also read from `x` / `X`)
inline constexpr int8_t kAdvance = -1;  // `+`
inline constexpr int8_t kRetreat = -2;  // `-`
// 1..n: hit opposing player k.

// One side's part of a stage, one int8 per player (player 1 first; entries past n are 0):
//   placement stage (turn 0): the distance 1..3 from the middle;
//   a turn: kAdvance, kRetreat, kStay, or k in 1..n = hit opposing player k.
// Orders of players off the field are kStay (ParseTactic normalises them).
struct Tactic {
  std::array<int8_t, kMaxPlayers> orders{};
  friend bool operator==(const Tactic&, const Tactic&) = default;
};

namespace keys {
// Zobrist table layout: [side][player][cell code], then [side][player][pp 0..4], then the
// ball cell, then one key per team size, then "B holds the initiative". Turn numbers and the
// turn limit are unbounded, so they are hashed by a mixing function instead of a table.
inline constexpr int kCellBase = 0;
inline constexpr int kPpBase = kCellBase + 2 * kMaxPlayers * kCellCodes;
inline constexpr int kBallBase = kPpBase + 2 * kMaxPlayers * (kStartPp + 1);
inline constexpr int kPlayersBase = kBallBase + kCells;
inline constexpr int kInitiativeB = kPlayersBase + kMaxPlayers + 1;
inline constexpr int kCount = kInitiativeB + 1;
inline constexpr auto kTable = MakeZobristKeys<kCount>(NameSeed("soule"));

constexpr uint64_t Cell(Side s, int player, int cell) {
  return kTable[kCellBase + (Index(s) * kMaxPlayers + player) * kCellCodes + cell];
}
constexpr uint64_t Pp(Side s, int player, int pp) {
  return kTable[kPpBase + (Index(s) * kMaxPlayers + player) * (kStartPp + 1) + pp];
}
constexpr uint64_t Ball(int cell) { return kTable[kBallBase + cell]; }
constexpr uint64_t Players(int n) { return kTable[kPlayersBase + n]; }
constexpr uint64_t Initiative(Side s) { return s == Side::kP2 ? kTable[kInitiativeB] : 0; }
constexpr uint64_t Turn(uint32_t turn) {
  uint64_t state = turn ^ 0x7475726e00000000ull;  // "turn"
  return SplitMix64(state);
}
constexpr uint64_t MaxTurns(uint32_t max_turns) {
  uint64_t state = max_turns ^ 0x6d61787400000000ull;  // "maxt"
  return SplitMix64(state);
}
}  // namespace keys

// Full state at a stage boundary (or the final position of a goal scored mid-turn).
// Layout: per side and player a cell code and a PP (0..4; a knocked-out player saturates at 0,
// which is all "below 0" can mean once the recovery rule is left out); players past n are
// kOffField with PP 0 so that == compares only meaningful state.
// Every mutator keeps key() equal to the from-scratch Zobrist key.
class TurnResolver;

class Position {
 public:
  Position() : Position(kDefaultPlayers, kDefaultMaxTurns, Side::kP1) {}
  // The placement-pending start: every player `?` with 4 PP, ball on the middle, turn 0.
  Position(int players, uint32_t max_turns, Side initiative);

  int players() const { return players_; }
  int cell(Side s, int player) const { return cell_[Index(s)][player]; }
  int pp(Side s, int player) const { return pp_[Index(s)][player]; }
  int ball() const { return ball_; }
  uint32_t turn() const { return turn_; }
  Side initiative() const { return initiative_; }
  uint32_t max_turns() const { return max_turns_; }
  uint64_t key() const { return key_; }

  void set_cell(Side s, int player, int cell) {
    int8_t& slot = cell_[Index(s)][player];
    key_ ^= keys::Cell(s, player, slot) ^ keys::Cell(s, player, cell);
    slot = static_cast<int8_t>(cell);
  }
  void set_pp(Side s, int player, int pp) {
    int8_t& slot = pp_[Index(s)][player];
    key_ ^= keys::Pp(s, player, slot) ^ keys::Pp(s, player, pp);
    slot = static_cast<int8_t>(pp);
  }
  void set_ball(int cell) {
    key_ ^= keys::Ball(ball_) ^ keys::Ball(cell);
    ball_ = static_cast<int8_t>(cell);
  }
  void set_turn(uint32_t turn) {
    key_ ^= keys::Turn(turn_) ^ keys::Turn(turn);
    turn_ = turn;
  }
  void set_initiative(Side s) {
    key_ ^= keys::Initiative(initiative_) ^ keys::Initiative(s);
    initiative_ = s;
  }

  friend bool operator==(const Position&, const Position&) = default;
  // A total order on the state (perft sorts children to count distinct ones).
  friend auto operator<=>(const Position&, const Position&) = default;

 private:
  friend class TurnResolver;  // plays a turn on local copies of the arrays (resolve.cc)

  std::array<std::array<int8_t, kMaxPlayers>, 2> cell_;
  std::array<std::array<int8_t, kMaxPlayers>, 2> pp_;
  uint32_t turn_ = 0;
  uint32_t max_turns_ = 0;
  int8_t ball_ = kMiddle;
  int8_t players_ = 0;
  Side initiative_ = Side::kP1;
  uint64_t key_ = 0;
};

// The Zobrist key of `pos` recomputed from scratch.
uint64_t ComputeKey(const Position& pos);

}  // namespace melee::soule
