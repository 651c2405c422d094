// ball::Position: the full BALL state (board, ball, side, turn, limit and the in-turn phase)
// with an incrementally maintained Zobrist key. Only the rules code (steps.cc) mutates it,
// through the few mutators below that keep the derived sets and the key in step.
#pragma once

#include <array>
#include <cstdint>

#include "engine/ball/board.h"
#include "engine/core/types.h"

namespace melee::ball {

enum class PieceType : uint8_t { kX = 0, kO = 1, kS = 2 };
inline constexpr int kPieceTypes = 3;
inline constexpr std::array<int, kPieceTypes> kRoster{3, 2, 2};  // house: X, O, S per side
inline constexpr int kActionPoints = 2;

// Piece code: 0 = none, else 1 + 3 * side + type.
constexpr uint8_t PieceCode(Side side, PieceType type) {
  return static_cast<uint8_t>(1 + 3 * Index(side) + static_cast<int>(type));
}
constexpr Side SideOf(uint8_t code) { return code > 3 ? Side::kP2 : Side::kP1; }
constexpr PieceType TypeOf(uint8_t code) { return static_cast<PieceType>((code - 1) % 3); }

// Cell content, one byte:
//   bits 0-2  the piece on the cell, or the top of a stack (piece code, 0 = no piece)
//   bits 3-5  the bottom piece of a stack (0 = not a stack)
//   bit  6    the piece is knocked (never set on a stack)
namespace content {
inline constexpr uint8_t kEmpty = 0;
inline constexpr uint8_t kKnockedBit = 0x40;
constexpr uint8_t Top(uint8_t c) { return c & 7; }
constexpr uint8_t Bottom(uint8_t c) { return (c >> 3) & 7; }
constexpr bool Knocked(uint8_t c) { return c & kKnockedBit; }
constexpr uint8_t Single(uint8_t code, bool knocked = false) {
  return static_cast<uint8_t>(code | (knocked ? kKnockedBit : 0));
}
constexpr uint8_t Stack(uint8_t top, uint8_t bottom) {
  return static_cast<uint8_t>(top | (bottom << 3));
}
}  // namespace content

// Action phase, then unblock phase. Card mode would add its PE conversion between them.
enum class Phase : uint8_t { kAction = 0, kUnblock = 1 };

class Position {
 public:
  Position() = default;
  Position(int turn, int turn_limit);

  // Board.
  uint8_t content(int cell) const { return cells_[cell]; }
  const Cells& occupied() const { return occupied_; }                // any piece or stack
  const Cells& active(Side s) const { return active_[Index(s)]; }    // pieces that may act
  const Cells& present(Side s) const { return present_[Index(s)]; }  // any state, stacks too
  const Cells& knocked() const { return knocked_; }
  const Cells& stacks() const { return stacks_; }
  const Cells& fresh_stacks() const { return fresh_stacks_; }     // created this turn
  bool IsEmpty(int cell) const { return !occupied_.Test(cell); }  // the free ball may lie there
  // The side owning the piece on a cell (the top for a stack); the cell must be occupied.
  Side OwnerOf(int cell) const { return SideOf(content::Top(cells_[cell])); }

  // Ball: on a piece's cell (held) or free on an empty cell.
  int ball() const { return ball_; }
  bool ball_held() const { return ball_held_; }
  bool HasFreeBallAt(int cell) const { return !ball_held_ && ball_ == cell; }

  // Turn and in-turn phase.
  Side side_to_move() const { return side_; }
  int turn() const { return turn_; }
  int turn_limit() const { return turn_limit_; }
  Phase phase() const { return phase_; }
  int action_points() const { return action_points_; }
  // The ball carrier took the ball this turn (free ball or forced fumble): it may not act.
  bool carrier_locked() const { return carrier_locked_; }
  bool AtTurnStart() const { return phase_ == Phase::kAction && action_points_ == kActionPoints; }

  uint64_t key() const { return key_; }
  uint64_t ComputeKey() const;  // from scratch, for the tests and the constructor
  // The key without the turn number (the repetition rule ignores it); from key(), since the
  // search asks at every turn start.
  uint64_t KeyWithoutTurn() const;

  // Mutators; each keeps the derived sets and the key up to date.
  void SetContent(int cell, uint8_t value);
  void SetBall(int cell, bool held);
  void SetSideToMove(Side side);
  void SpendActionPoint();
  void LockCarrier();
  void MarkFreshStack(int cell);
  void EnterUnblockPhase();  // AP left are dropped (card mode would convert them first)
  void EndTurn();            // flips the side, next turn number, clears the in-turn state

  friend bool operator==(const Position&, const Position&) = default;

 private:
  std::array<uint8_t, kCells> cells_{};
  Cells occupied_, knocked_, stacks_, fresh_stacks_;
  std::array<Cells, 2> active_{}, present_{};
  int32_t turn_ = 1;
  int32_t turn_limit_ = 0;
  uint64_t key_ = 0;
  int8_t ball_ = 0;
  bool ball_held_ = false;
  Side side_ = Side::kP1;
  Phase phase_ = Phase::kAction;
  uint8_t action_points_ = kActionPoints;
  bool carrier_locked_ = false;
};

}  // namespace melee::ball
