// SearchTraits<G>: the per-game switches of the alpha-beta searcher, and the optional hooks a
// game may provide. docs/search.md justifies each default; a game changes them by specialising
// SearchTraits<G> next to its evaluation (e.g. eval/<game>/<game>_search_traits.h).
//
// Optional hooks, detected with requires-expressions (a game without them still compiles):
//  * static bool G::IsForcing(const Position&, const Step&): a capture, a scoring step, a
//    threat. Forcing steps are ordered right after the TT step, are never reduced or pruned,
//    and are the only steps quiescence follows.
//  * static void G::PlayNullTurn(Position&): hands the turn to the opponent at a turn start
//    (the key must change as if the side changed). Enables null-move pruning.
#pragma once

#include <cstdint>
#include <cstring>
#include <type_traits>

#include "engine/core/game.h"

namespace melee::search {

template <class G>
concept HasForcingSteps = requires(const typename G::Position& pos, const typename G::Step& s) {
  { G::IsForcing(pos, s) } -> std::convertible_to<bool>;
};

template <class G>
concept HasNullTurn = requires(typename G::Position& pos) {
  G::PlayNullTurn(pos);
};

template <class G>
struct SearchTraits {
  // Late-move reductions: sound wherever move ordering is informative (TT step, history).
  static constexpr bool kLateMoveReductions = true;
  // Futility pruning of quiet steps near the leaves: needs an evaluation whose swing by one
  // quiet step is bounded by kFutilityMargin, so only with G::IsForcing marking the others.
  static constexpr bool kFutility = HasForcingSteps<G>;
  static constexpr int kFutilityMargin = 150;  // about one and a half pieces per depth unit
  // Null move: only with G::PlayNullTurn; off when passing could be the best turn (zugzwang).
  static constexpr bool kNullMove = HasNullTurn<G>;
  // Quiescence over forcing steps: only with G::IsForcing.
  static constexpr bool kQuiescence = HasForcingSteps<G>;
};

template <class G>
bool IsForcingStep(const typename G::Position& pos, const typename G::Step& step) {
  if constexpr (HasForcingSteps<G>) {
    return G::IsForcing(pos, step);
  } else {
    return false;
  }
}

// A hash of a step's bytes: the history heuristic's game-agnostic index (two steps that
// collide only share a history counter). Steps must have unique object representations
// (no padding), which every game's packed step has.
template <class Step>
uint64_t StepHash(const Step& step) {
  static_assert(std::has_unique_object_representations_v<Step>,
                "the history heuristic hashes a step's bytes: give Step no padding");
  unsigned char bytes[sizeof(Step)];
  std::memcpy(bytes, &step, sizeof(Step));
  uint64_t h = 0xcbf29ce484222325ull;  // FNV-1a
  for (unsigned char b : bytes) h = (h ^ b) * 0x100000001b3ull;
  return h;
}

}  // namespace melee::search
