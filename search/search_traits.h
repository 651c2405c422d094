// The per-game switches of the alpha-beta searcher (SearchSwitches, eval/eval.h), and the
// optional hooks a game may provide. docs/search.md justifies each default; a game's evaluator
// states its own as Eval<G>::kSwitches, and the session passes that evaluator to the searchers.
//
// Optional hooks, detected with requires-expressions (a game without them still compiles):
//  * static bool G::IsForcing(const Position&, const Step&): a capture, a scoring step, a
//    threat. Forcing steps are ordered right after the TT step, are never reduced or pruned,
//    and are the only steps quiescence follows.
//  * static void G::PlayNullTurn(Position&): hands the turn to the opponent at a turn start
//    (the key must change as if the side changed). Enables null-move pruning.
//  * static void G::GenerateForcingSteps(const Position&, StepList&): exactly the steps of
//    GenerateSteps that IsForcing marks, in the same order (so the search is the same), for
//    quiescence, which follows nothing else: where most steps are quiet it spares their
//    generation.
//  * static bool G::IsRestart(const Position&): true at a turn start reached by a score that
//    puts the game back to its start (Cannon Ball's try). Below the root the search stops
//    there with the static value and a tempo for the scorer per turn sooner
//    (AlphaBetaWorker::EndScore).
#pragma once

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <type_traits>

#include "engine/core/game.h"
#include "eval/eval.h"

namespace melee::search {

template <class G>
concept HasForcingSteps = requires(const typename G::Position& pos, const typename G::Step& s) {
  { G::IsForcing(pos, s) } -> std::convertible_to<bool>;
};

template <class G>
concept HasForcingStepGeneration = requires(const typename G::Position& pos,
                                            typename G::StepList& steps) {
  G::GenerateForcingSteps(pos, steps);
};

template <class G>
concept HasNullTurn = requires(typename G::Position& pos) {
  G::PlayNullTurn(pos);
};

template <class G>
concept HasRestarts = requires(const typename G::Position& pos) {
  { G::IsRestart(pos) } -> std::convertible_to<bool>;
};

template <class E>
concept HasSwitches = requires {
  { E::kSwitches } -> std::convertible_to<SearchSwitches>;
};

// The alpha-beta switches for game G with evaluator E: the evaluator's own where it states
// them, else what the game's hooks allow.
template <class G, class E>
constexpr SearchSwitches SwitchesFor() {
  if constexpr (HasSwitches<E>) {
    return E::kSwitches;
  } else {
    SearchSwitches switches;
    switches.futility = HasForcingSteps<G>;
    switches.null_move = HasNullTurn<G>;
    switches.quiescence = HasForcingSteps<G>;
    return switches;
  }
}

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
// (no padding), which every game's packed step has. FNV-1a over the bytes in memory order.
inline constexpr uint64_t kStepHashBasis = 0xcbf29ce484222325ull;
inline constexpr uint64_t kStepHashPrime = 0x100000001b3ull;

// kStepHashPrime to the powers 0..8.
inline constexpr std::array<uint64_t, 9> kStepHashPrimePowers = [] {
  std::array<uint64_t, 9> powers{};
  powers[0] = 1;
  for (std::size_t k = 1; k < powers.size(); ++k) powers[k] = powers[k - 1] * kStepHashPrime;
  return powers;
}();

template <class Step>
uint64_t StepHash(const Step& step) {
  static_assert(std::has_unique_object_representations_v<Step>,
                "the history heuristic hashes a step's bytes: give Step no padding");
  unsigned char bytes[sizeof(Step)];
  std::memcpy(bytes, &step, sizeof(Step));
  std::size_t length = sizeof(Step);
  // A zero byte only multiplies by the prime, so a 64-bit step's trailing zero bytes (a quiet
  // Bulltricker move's empty capture fields, six of eight) are one multiplication by a power
  // of it: the same value in fewer instructions, for a hash move ordering takes of every step
  // at every node. Other sizes keep the plain loop (the shortcut cost BALL's 4-byte steps and
  // Cannon Ball's longer ones more than it saved).
  if constexpr (sizeof(Step) == sizeof(uint64_t) && std::endian::native == std::endian::little) {
    uint64_t word;
    std::memcpy(&word, &step, sizeof(Step));
    length = (static_cast<std::size_t>(std::bit_width(word)) + 7) / 8;
  }
  uint64_t h = kStepHashBasis;
  for (std::size_t i = 0; i < length; ++i) h = (h ^ bytes[i]) * kStepHashPrime;
  if constexpr (sizeof(Step) == sizeof(uint64_t)) h *= kStepHashPrimePowers[sizeof(Step) - length];
  return h;
}

}  // namespace melee::search
