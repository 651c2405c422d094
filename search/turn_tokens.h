// The whole-turn tokens of stepped games: a turn is searched as steps, but the protocol names
// whole turns by their canonical token (the game's notation), so every reported line and answer
// is spelled back from steps.
#pragma once

#include <bit>
#include <span>
#include <string>
#include <vector>

#include "engine/core/game.h"
#include "engine/core/turn_spelling.h"

namespace melee::search {

// The canonical spelling lives with the rules (the board spells turns with it too).
using melee::StepsToken;
using melee::TurnToken;

// Tokens already spelled, by turn start and turn end: a turn's canonical token depends on
// nothing else. Spelling a BALL or Cannon Ball turn searches the paths of the turn (milliseconds
// a pv, on the answer's clock); each report spells its pv again, and the answer spells the last
// report's line once more. A searcher
// keeps one cache and uses it from one thread at a time.
template <SteppedGame G>
class TurnTokenCache {
 public:
  std::string Token(const typename G::Position& start, std::span<const typename G::Step> steps,
                    const typename G::Position& reached) {
    Entry& entry = entries_[(start.key() ^ std::rotl(reached.key(), 17)) % entries_.size()];
    if (!entry.filled || !(entry.start == start) || !(entry.reached == reached)) {
      entry = {start, reached, StepsToken<G>(start, steps, reached), true};
    }
    return entry.token;
  }

 private:
  struct Entry {
    typename G::Position start;
    typename G::Position reached;
    std::string token;
    bool filled = false;
  };
  // A few pvs' worth of turns (MultiPV lines share their first turns).
  std::vector<Entry> entries_ = std::vector<Entry>(256);
};

// The whole turns `steps` plays from the turn start `start` (a trailing part of a turn is
// dropped), with their canonical tokens; `cache`, when given, remembers them.
template <SteppedGame G>
std::vector<std::string> StepTurnTokens(typename G::Position start,
                                        std::span<const typename G::Step> steps,
                                        TurnTokenCache<G>* cache = nullptr) {
  std::vector<std::string> tokens;
  typename G::Position pos = start;
  std::size_t turn_begin = 0;
  for (std::size_t i = 0; i < steps.size() && !G::Status(pos).over(); ++i) {
    G::PlayStep(pos, steps[i]);
    if (pos.side_to_move() == start.side_to_move() && !G::Status(pos).over()) continue;
    const auto turn = steps.subspan(turn_begin, i + 1 - turn_begin);
    std::string token = cache ? cache->Token(start, turn, pos) : StepsToken<G>(start, turn, pos);
    if (token.empty()) break;
    tokens.push_back(std::move(token));
    start = pos;
    turn_begin = i + 1;
  }
  return tokens;
}

}  // namespace melee::search
