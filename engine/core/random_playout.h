// Seeded random playouts over whole turns: where benches, tests and position finders take
// their positions from.
#pragma once

#include <cstdint>
#include <memory>

#include "engine/core/game.h"
#include "engine/core/random.h"
#include "engine/core/rules.h"

namespace melee {

// Plays one uniformly random legal turn of `pos`, which must not be over; `scratch` is the
// caller's turn list (Bulltricker's and Cannon Ball's are large: allocate it once).
template <TurnGame G>
void PlayRandomTurn(typename G::Position& pos, Rng& rng, typename G::TurnList& scratch) {
  G::GenerateTurns(pos, scratch);
  G::Play(pos, scratch[rng.Below(scratch.size())]);
}

// The position `turns` uniformly random turns after the default start (fewer when the game
// ends first), drawn from Rng(seed).
template <TurnGame G>
typename G::Position RandomPlayoutPosition(int turns, uint64_t seed) {
  typename G::Position pos = G::StartPosition(GameRules::Defaults(G::kOptions));
  Rng rng(seed);
  auto scratch = std::make_unique<typename G::TurnList>();
  for (int t = 0; t < turns && !G::Status(pos).over(); ++t) PlayRandomTurn<G>(pos, rng, *scratch);
  return pos;
}

}  // namespace melee
