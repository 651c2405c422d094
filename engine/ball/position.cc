// Position mutators, Zobrist keys and the game status.
#include "engine/ball/position.h"

#include "engine/ball/ball.h"
#include "engine/ball/rules.h"
#include "engine/core/zobrist.h"

namespace melee::ball {
namespace {

// Zobrist table layout: one key per (cell, content byte), per (ball cell, held), the side,
// each AP count, the unblock phase, the carrier lock and each fresh stack.
constexpr int kContentValues = 128;
constexpr int kContentBase = 0;
constexpr int kBallBase = kContentBase + kCells * kContentValues;
constexpr int kSideKey = kBallBase + 2 * kCells;
constexpr int kApBase = kSideKey + 1;
constexpr int kUnblockKey = kApBase + kActionPoints + 1;
constexpr int kLockKey = kUnblockKey + 1;
constexpr int kFreshBase = kLockKey + 1;
constexpr int kKeyCount = kFreshBase + kCells;

constexpr auto kKeys = MakeZobristKeys<kKeyCount>(NameSeed("ball"));

constexpr uint64_t ContentKey(int cell, uint8_t value) {
  return value == content::kEmpty ? 0 : kKeys[kContentBase + cell * kContentValues + value];
}
constexpr uint64_t BallKey(int cell, bool held) { return kKeys[kBallBase + 2 * cell + held]; }

// The turn number enters the key through a mix rather than a table (it is unbounded).
constexpr uint64_t TurnKey(int turn) {
  uint64_t state = static_cast<uint64_t>(turn) ^ 0x5bd1e9955bd1e995ull;
  return SplitMix64(state);
}

}  // namespace

Position::Position(int turn, int turn_limit) : turn_(turn), turn_limit_(turn_limit) {
  key_ = ComputeKey();
}

uint64_t Position::ComputeKey() const {
  uint64_t k = TurnKey(turn_);
  for (int c = 0; c < kCells; ++c) k ^= ContentKey(c, cells_[c]);
  k ^= BallKey(ball_, ball_held_);
  if (side_ == Side::kP2) k ^= kKeys[kSideKey];
  k ^= kKeys[kApBase + action_points_];
  if (phase_ == Phase::kUnblock) k ^= kKeys[kUnblockKey];
  if (carrier_locked_) k ^= kKeys[kLockKey];
  fresh_stacks_.ForEach([&](int c) { k ^= kKeys[kFreshBase + c]; });
  return k;
}

uint64_t Position::KeyWithoutTurn() const { return key_ ^ TurnKey(turn_); }

void Position::SetContent(int cell, uint8_t value) {
  key_ ^= ContentKey(cell, cells_[cell]) ^ ContentKey(cell, value);
  // An empty cell is in none of the sets (half the calls fill one).
  if (cells_[cell] != content::kEmpty) {
    occupied_.Reset(cell);
    knocked_.Reset(cell);
    stacks_.Reset(cell);
    for (auto* sets : {&active_, &present_}) {
      (*sets)[0].Reset(cell);
      (*sets)[1].Reset(cell);
    }
  }
  cells_[cell] = value;
  const uint8_t top = content::Top(value), bottom = content::Bottom(value);
  if (top == 0) return;
  occupied_.Set(cell);
  present_[Index(SideOf(top))].Set(cell);
  if (bottom != 0) {
    stacks_.Set(cell);
    present_[Index(SideOf(bottom))].Set(cell);
  } else if (content::Knocked(value)) {
    knocked_.Set(cell);
  } else {
    active_[Index(SideOf(top))].Set(cell);
  }
}

void Position::SetBall(int cell, bool held) {
  key_ ^= BallKey(ball_, ball_held_) ^ BallKey(cell, held);
  ball_ = static_cast<int8_t>(cell);
  ball_held_ = held;
}

void Position::SetSideToMove(Side side) {
  if (side != side_) key_ ^= kKeys[kSideKey];
  side_ = side;
}

void Position::SpendActionPoint() {
  key_ ^= kKeys[kApBase + action_points_] ^ kKeys[kApBase + action_points_ - 1];
  --action_points_;
}

void Position::LockCarrier() {
  if (!carrier_locked_) key_ ^= kKeys[kLockKey];
  carrier_locked_ = true;
}

void Position::MarkFreshStack(int cell) {
  if (!fresh_stacks_.Test(cell)) key_ ^= kKeys[kFreshBase + cell];
  fresh_stacks_.Set(cell);
}

void Position::EnterUnblockPhase() {
  key_ ^= kKeys[kApBase + action_points_] ^ kKeys[kApBase] ^ kKeys[kUnblockKey];
  if (carrier_locked_) key_ ^= kKeys[kLockKey];
  action_points_ = 0;
  carrier_locked_ = false;
  phase_ = Phase::kUnblock;
}

void Position::EndTurn() {
  if (phase_ == Phase::kUnblock) key_ ^= kKeys[kUnblockKey];
  if (carrier_locked_) key_ ^= kKeys[kLockKey];
  fresh_stacks_.ForEach([&](int c) { key_ ^= kKeys[kFreshBase + c]; });
  key_ ^= kKeys[kApBase + action_points_] ^ kKeys[kApBase + kActionPoints];
  key_ ^= kKeys[kSideKey] ^ TurnKey(turn_) ^ TurnKey(turn_ + 1);
  phase_ = Phase::kAction;
  carrier_locked_ = false;
  fresh_stacks_ = Cells();
  action_points_ = kActionPoints;
  side_ = Opponent(side_);
  ++turn_;
}

// True when a piece of `side` holds the ball in the end zone that side attacks.
bool HoldsBallInTargetZone(const Position& pos, Side side) {
  if (!pos.ball_held() || pos.OwnerOf(pos.ball()) != side) return false;
  const Cells& zone = side == Side::kP1 ? kGeometry.north_zone : kGeometry.south_zone;
  return zone.Test(pos.ball());
}

}  // namespace melee::ball

namespace melee {

GameStatus Ball::Status(const Position& pos) {
  if (!pos.AtTurnStart()) return {};  // a turn in progress never ends the game by itself
  const Side mover = Opponent(pos.side_to_move());
  if (ball::HoldsBallInTargetZone(pos, mover)) return {WinFor(mover), "touchdown"};
  if (pos.turn_limit() > 0 && pos.turn() > pos.turn_limit()) return {Outcome::kDraw, "maxturns"};
  return {};
}

uint64_t Ball::ComputeKey(const Position& pos) { return pos.ComputeKey(); }

uint64_t Ball::RepetitionKey(const Position& pos) { return pos.KeyWithoutTurn(); }

GameStatus Ball::RepetitionStatus(const Position&) { return {Outcome::kDraw, "repetition"}; }

}  // namespace melee
