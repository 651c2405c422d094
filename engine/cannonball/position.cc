// The state changes of Cannon Ball: start, playing a turn or a step, the reset after a try, the
// incremental key, and the end of the game.
#include <algorithm>

#include "engine/cannonball/cannonball.h"
#include "engine/cannonball/geometry.h"

namespace melee {

using namespace cannonball;

namespace {

// Player and ball moves keep the key up to date; the turn counters are not hashed.
void MovePlayer(CannonBall::Position& pos, Side side, int from, int to) {
  pos.players[Index(side)].Reset(from);
  pos.players[Index(side)].Set(to);
  pos.zobrist ^= PlayerKey(side, from) ^ PlayerKey(side, to);
}

void MoveBall(CannonBall::Position& pos, int to) {
  pos.zobrist ^= BallKey(pos.ball) ^ BallKey(to);
  pos.ball = static_cast<uint8_t>(to);
}

void EndTurn(CannonBall::Position& pos) {
  pos.side = Opponent(pos.side);
  pos.zobrist ^= SideKey();
  ++pos.no_try_turns;
  ++pos.turn;
}

// A try: the score, then every player back to his start cell and the ball to g8; the side that
// conceded moves next (which is the usual alternation).
void ScoreTry(CannonBall::Position& pos) {
  ++pos.score[Index(pos.side)];
  pos.players = kStartPlayers;
  pos.ball = kBallStart;
  pos.side = Opponent(pos.side);
  pos.no_try_turns = 0;
  ++pos.turn;
  pos.zobrist = CannonBall::ComputeKey(pos);
}

GameStatus ByScore(const CannonBall::Position& pos, std::string_view reason) {
  if (pos.score[0] > pos.score[1]) return {Outcome::kP1Win, reason};
  if (pos.score[1] > pos.score[0]) return {Outcome::kP2Win, reason};
  return {Outcome::kDraw, reason};
}

}  // namespace

CannonBall::Position CannonBall::StartPosition(const GameRules& rules) {
  Position pos;
  pos.players = kStartPlayers;
  pos.ball = kBallStart;
  pos.no_try_limit = std::clamp(rules.values[0], kOptions[0].min, kOptions[0].max);
  pos.tries_to_win =
      static_cast<uint8_t>(std::clamp(rules.values[1], kOptions[1].min, kOptions[1].max));
  pos.zobrist = ComputeKey(pos);
  return pos;
}

uint64_t CannonBall::ComputeKey(const Position& pos) {
  uint64_t key = BallKey(pos.ball);
  for (Side s : {Side::kP1, Side::kP2}) {
    pos.players[Index(s)].ForEach([&](int cell) { key ^= PlayerKey(s, cell); });
    key ^= ScoreKey(s, pos.score[Index(s)]);
  }
  if (pos.side == Side::kP2) key ^= SideKey();
  if (pos.first_mover != kNoCell) key ^= FirstMoverKey(pos.first_mover);
  return key;
}

GameStatus CannonBall::EndStatus(const Position& pos) {
  if (pos.score[0] >= pos.tries_to_win) return {Outcome::kP1Win, "tries"};
  if (pos.score[1] >= pos.tries_to_win) return {Outcome::kP2Win, "tries"};
  if (pos.no_try_limit > 0 && pos.no_try_turns >= pos.no_try_limit) {
    return ByScore(pos, "noprogress");
  }
  return {};
}

GameStatus CannonBall::RepetitionStatus(const Position& pos) { return ByScore(pos, "repetition"); }

void CannonBall::Play(Position& pos, const Move& move) {
  const Side side = pos.side;
  const auto& c = move.cells;
  switch (move.kind) {
    case MoveKind::kPass:
      break;
    case MoveKind::kSingle:
      MovePlayer(pos, side, c[0], c[1]);
      break;
    case MoveKind::kDouble:
      MovePlayer(pos, side, c[0], c[1]);
      MovePlayer(pos, side, c[2], c[3]);
      break;
    case MoveKind::kTakeKick:
      if (IsGoalCell(move.last())) {
        ScoreTry(pos);
        return;
      }
      MovePlayer(pos, side, c[0], c[1]);
      MoveBall(pos, move.last());
      break;
    case MoveKind::kFirstHalf:
      MovePlayer(pos, side, c[0], c[1]);
      pos.first_mover = c[1];
      pos.zobrist ^= FirstMoverKey(c[1]);
      return;  // the turn goes on
    case MoveKind::kSecondHalf:
      pos.zobrist ^= FirstMoverKey(pos.first_mover);
      pos.first_mover = kNoCell;
      MovePlayer(pos, side, c[0], c[1]);
      break;
  }
  EndTurn(pos);
}

}  // namespace melee
