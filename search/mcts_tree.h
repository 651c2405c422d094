// The node pool of the MCTS searcher (search/mcts.h): one fixed-capacity vector of nodes, the
// children of a node stored as one contiguous block. Sized once from the Hash option; when full
// the search stops expanding (it keeps visiting the tree it has). Reroot keeps one subtree for
// the next search (tree reuse) and compacts it to the front of a fresh pool.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace melee::search {

template <class Step>
struct MctsNode {
  Step step{};               // the step from the parent (meaningless at the root)
  uint32_t first_child = 0;  // index of the first child of the block; valid once expanded
  uint32_t visits = 0;
  float value_sum = 0;  // sum of the backed-up values, parent's side-to-move view, in [-1, 1]
  float heuristic =
      0;            // the squashed one-step evaluation, parent's view (the value before a visit)
  float prior = 0;  // PUCT prior, a softmax of the siblings' heuristics
  uint16_t child_count = 0;
  // A proven score (search/score.h units) from this node's side-to-move view, counted in turns
  // from this node (ScoreToTable-style), valid when `proven`.
  int16_t proven_score = 0;
  bool expanded = false;
  bool same_side = false;  // the side to move equals the parent's (the step did not end a turn)
  bool proven = false;
  bool excluded = false;  // in the root turn, cut by `searchmoves`
};

template <class Step>
class MctsTree {
 public:
  using Node = MctsNode<Step>;
  static constexpr uint32_t kRoot = 0;

  explicit MctsTree(std::size_t megabytes) { SetMegabytes(megabytes); }

  // Drops the tree and reserves the pool now (never inside a timed search); a failed
  // allocation (std::bad_alloc) keeps the previous pool and tree.
  void SetMegabytes(std::size_t megabytes) {
    const std::size_t capacity =
        std::max<std::size_t>(kMinNodes, megabytes * 1024 * 1024 / sizeof(Node));
    std::vector<Node> pool;
    pool.reserve(capacity);
    nodes_.swap(pool);
    capacity_ = capacity;
  }
  // A tree holding only a fresh root.
  void Reset() {
    // Reserved once: children are appended without reallocation, so references stay valid.
    if (nodes_.capacity() < capacity_) nodes_.reserve(capacity_);
    nodes_.clear();
    nodes_.emplace_back();
  }
  // Forgets the tree, keeping the pool's memory.
  void Clear() { nodes_.clear(); }
  bool empty() const { return nodes_.empty(); }
  std::size_t size() const { return nodes_.size(); }
  int PerMille() const { return static_cast<int>(nodes_.size() * 1000 / capacity_); }
  Node& operator[](uint32_t i) { return nodes_[i]; }
  const Node& operator[](uint32_t i) const { return nodes_[i]; }

  // Appends `count` children to `parent` unless the pool has no room for them.
  bool AddChildren(uint32_t parent, std::size_t count) {
    if (nodes_.size() + count > capacity_ || count > UINT16_MAX) return false;
    nodes_[parent].first_child = static_cast<uint32_t>(nodes_.size());
    nodes_[parent].child_count = static_cast<uint16_t>(count);
    nodes_[parent].expanded = true;
    nodes_.resize(nodes_.size() + count);
    return true;
  }

  // Keeps only the subtree under `index`, which becomes the root, copied breadth-first into a
  // fresh pool (every child block stays contiguous).
  void Reroot(uint32_t index) {
    std::vector<Node> kept;
    kept.reserve(capacity_);
    kept.push_back(nodes_[index]);
    for (std::size_t i = 0; i < kept.size(); ++i) {
      if (!kept[i].expanded) continue;
      const uint32_t old_first = kept[i].first_child;
      kept[i].first_child = static_cast<uint32_t>(kept.size());
      for (uint32_t c = 0; c < kept[i].child_count; ++c) kept.push_back(nodes_[old_first + c]);
    }
    nodes_.swap(kept);
  }

 private:
  static constexpr std::size_t kMinNodes = 1 << 12;
  std::size_t capacity_ = 0;
  std::vector<Node> nodes_;
};

}  // namespace melee::search
