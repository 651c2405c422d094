// perft as the protocol defines it: the children of a position are its distinct successor
// positions after one whole turn (GenerateTurns already yields one Move per distinct
// successor), depth counts turns, and a finished position has no children.
#pragma once

#include <cstdint>
#include <memory>

#include "engine/core/game.h"

namespace melee {

namespace perft_detail {
// Turn lists larger than this live on the heap (BALL's whole turns can number thousands).
inline constexpr std::size_t kMaxStackList = 1 << 16;
}  // namespace perft_detail

template <TurnGame G>
uint64_t Perft(const typename G::Position& pos, int depth) {
  if (depth <= 0) return 1;
  auto count = [&](typename G::TurnList& list) -> uint64_t {
    G::GenerateTurns(pos, list);
    if (depth == 1) return list.size();  // bulk counting: leaves are not made
    uint64_t nodes = 0;
    for (const auto& move : list) {
      typename G::Position child = pos;
      G::Play(child, move);
      nodes += Perft<G>(child, depth - 1);
    }
    return nodes;
  };
  if constexpr (sizeof(typename G::TurnList) <= perft_detail::kMaxStackList) {
    typename G::TurnList list;
    return count(list);
  } else {
    auto list = std::make_unique_for_overwrite<typename G::TurnList>();
    return count(*list);
  }
}

}  // namespace melee
