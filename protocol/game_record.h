// GameRecord<G>: the positions of one game from its root, with the ends that need the whole
// record (repetition) or the protocol (an illegal move in a move list).
#pragma once

#include <optional>
#include <vector>

#include "engine/core/game.h"

namespace melee {

template <TurnGame G>
class GameRecord {
 public:
  explicit GameRecord(const typename G::Position& root) { positions_.push_back(root); }

  const typename G::Position& current() const { return positions_.back(); }
  const typename G::Position& root() const { return positions_.front(); }
  int plies() const { return static_cast<int>(positions_.size()) - 1; }

  void Play(const typename G::Move& move) {
    typename G::Position next = positions_.back();
    G::Play(next, move);
    positions_.push_back(next);
  }
  // The side to move played an illegal token: the game is over, won by the other side.
  void ForfeitByIllegalMove() {
    illegal_ = GameStatus{WinFor(Opponent(current().side_to_move())), "illegal"};
  }

  // RepetitionKey of every position before the current one, oldest first (for the search).
  std::vector<uint64_t> RepetitionKeysBeforeCurrent() const {
    std::vector<uint64_t> keys;
    for (std::size_t i = 0; i + 1 < positions_.size(); ++i)
      keys.push_back(G::RepetitionKey(positions_[i]));
    return keys;
  }

  GameStatus status() const {
    if (illegal_) return *illegal_;
    const GameStatus intrinsic = G::Status(current());
    if (intrinsic.over() || G::kRepetitionLimit <= 0) return intrinsic;
    const uint64_t key = G::RepetitionKey(current());
    int occurrences = 0;
    for (const auto& p : positions_) occurrences += G::RepetitionKey(p) == key;
    return occurrences >= G::kRepetitionLimit ? G::RepetitionStatus(current()) : intrinsic;
  }

 private:
  std::vector<typename G::Position> positions_;
  std::optional<GameStatus> illegal_;
};

}  // namespace melee
