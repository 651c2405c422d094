// perft as the protocol defines it: the children of a position are its distinct successor
// positions after one whole turn (GenerateTurns already yields one Move per distinct
// successor) or, in a simultaneous game, after both sides' parts of a stage (over both sides'
// effective tactics); depth counts turns or stages, and a finished position has no children.
#pragma once

#include <algorithm>
#include <atomic>
#include <concepts>
#include <cstdint>
#include <memory>
#include <vector>

#include "engine/core/game.h"
#include "engine/core/input_poll.h"

namespace melee {

namespace perft_detail {

// lists[d - 1] is the turn list of the node at remaining depth d: one list per level, reused by
// every node of that level (a Cannon Ball list is 648 KB: allocating one per node would cost
// more than generating into it).
template <TurnGame G>
uint64_t Count(const typename G::Position& pos, int depth,
               std::unique_ptr<typename G::TurnList>* lists, const std::atomic<bool>* stop) {
  typename G::TurnList& list = *lists[depth - 1];
  G::GenerateTurns(pos, list);
  if (depth == 1) return list.size();  // bulk counting: leaves are not made
  uint64_t nodes = 0;
  for (const auto& move : list) {
    // Checked at every interior node: one generation is the longest stretch without a check.
    PollInput();
    if (stop != nullptr && stop->load(std::memory_order_relaxed)) break;
    typename G::Position child = pos;
    G::Play(child, move);
    nodes += Count<G>(child, depth - 1, lists, stop);
  }
  return nodes;
}

}  // namespace perft_detail

// GenerateTurns replaces the contents of the list it is given. Once `stop` (may be null) is
// set the count returned is partial: the caller must check the flag.
template <TurnGame G>
uint64_t Perft(const typename G::Position& pos, int depth,
               const std::atomic<bool>* stop = nullptr) {
  if (depth <= 0) return 1;
  std::vector<std::unique_ptr<typename G::TurnList>> lists(depth);
  for (auto& list : lists) list = std::make_unique_for_overwrite<typename G::TurnList>();
  return perft_detail::Count<G>(pos, depth, lists.data(), stop);
}

// The distinct children of `pos` in a simultaneous game (sorted; empty when it is over).
// Exponential in the team sizes: meant for small positions.
template <SimultaneousGame G>
requires std::totally_ordered<typename G::Position> std::vector<typename G::Position>
SimultaneousChildren(const typename G::Position& pos) {
  using Tactic = typename G::Tactic;
  std::vector<Tactic> b_parts;
  G::ForEachTactic(pos, Side::kP2, [&](const Tactic& t) { b_parts.push_back(t); });
  std::vector<typename G::Position> children;
  G::ForEachTactic(pos, Side::kP1, [&](const Tactic& a_part) {
    for (const Tactic& b_part : b_parts) {
      typename G::Position child = pos;
      G::Resolve(child, a_part, b_part);
      children.push_back(child);
    }
  });
  std::sort(children.begin(), children.end());
  children.erase(std::unique(children.begin(), children.end()), children.end());
  return children;
}

template <SimultaneousGame G>
requires std::totally_ordered<typename G::Position> uint64_t Perft(const typename G::Position& pos,
                                                                   int depth) {
  if (depth <= 0) return 1;
  const std::vector<typename G::Position> children = SimultaneousChildren<G>(pos);
  if (depth == 1) return children.size();
  uint64_t nodes = 0;
  for (const typename G::Position& child : children) nodes += Perft<G>(child, depth - 1);
  return nodes;
}

}  // namespace melee
