#include "solve/soule/board_hash.h"

#include <array>

#include "engine/core/random.h"

namespace melee::soule {
namespace {

// Zobrist words: a table look-up per term (computing each word with SplitMix64 on the fly
// cost as much as rehashing the whole board). Cell codes (cells, kOffField, kUnplaced) are
// < 16; PP lies in 1..4 before the turn and falls at most by one per hitter, so 64 values
// (taken modulo 64) never alias within a turn.
constexpr int kCellCodes = 16;
constexpr int kPpCodes = 64;
struct Words {
  std::array<std::array<std::array<uint64_t, kCellCodes>, kMaxPlayers>, 2> cell{};
  std::array<std::array<std::array<uint64_t, kPpCodes>, kMaxPlayers>, 2> pp{};
  std::array<std::array<uint64_t, kCellCodes>, 4> ball{};  // by goal (Outcome) and ball cell
};

constexpr Words MakeWords() {
  Words w;
  uint64_t state = 0x5001eu;
  for (auto& side : w.cell) {
    for (auto& player : side) {
      for (uint64_t& word : player) word = SplitMix64(state);
    }
  }
  for (auto& side : w.pp) {
    for (auto& player : side) {
      for (uint64_t& word : player) word = SplitMix64(state);
    }
  }
  for (auto& goal : w.ball) {
    for (uint64_t& word : goal) word = SplitMix64(state);
  }
  return w;
}

constexpr Words kWords = MakeWords();

uint64_t CellTerm(const SlotBoard& b, Side side, int player) {
  return kWords.cell[Index(side)][player][b.cell(side, player) & (kCellCodes - 1)];
}
uint64_t PpTerm(const SlotBoard& b, Side side, int player) {
  return kWords.pp[Index(side)][player][b.pp(side, player) & (kPpCodes - 1)];
}
uint64_t BallTerm(const SlotBoard& b) {
  return kWords.ball[static_cast<int>(b.goal())][b.ball() & (kCellCodes - 1)];
}

// Every term one action of `player` of `side` may change: his cell (a move, or his
// placement), the PP of the player his order would hit, the ball and the goal. A term that
// did not change cancels out.
uint64_t Touched(const SlotBoard& b, Side side, int player, int order) {
  uint64_t t = CellTerm(b, side, player) ^ BallTerm(b);
  if (order > 0 && order <= kMaxPlayers) t ^= PpTerm(b, Opponent(side), order - 1);
  return t;
}

}  // namespace

uint64_t BoardHash(const SlotBoard& board, int players) {
  uint64_t h = BallTerm(board);
  for (Side s : {Side::kP1, Side::kP2}) {
    for (int i = 0; i < players; ++i) h ^= CellTerm(board, s, i) ^ PpTerm(board, s, i);
  }
  return h;
}

uint64_t ActHashed(SlotBoard& board, uint64_t hash, Side side, int player, int order) {
  hash ^= Touched(board, side, player, order);
  board.Act(side, player, order);
  return hash ^ Touched(board, side, player, order);
}

}  // namespace melee::soule
