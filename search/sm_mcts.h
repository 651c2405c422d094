// Simultaneous-move MCTS with regret matching (the SM-MCTS-RM of Lisy, Kovarik, Lanctot and
// Bosansky, 2013), the alternative to double oracle (`setoption name Search value mcts`).
// Every tree node holds kCandidates tactics a side (proposed once, at expansion) and, per
// side, regrets and the cumulative strategy over them. An iteration samples one tactic a side
// from the regret-matching strategy mixed with `exploration` x uniform, descends, and updates
// the regrets with the importance-weighted reward. Below the tree: a short random rollout and
// the leaf evaluation. The answer is the root's average strategy, which converges to an
// equilibrium of the sampled game (thresholded: SmMctsConfig::root_threshold).
#pragma once

#include <algorithm>
#include <array>
#include <atomic>
#include <cstdint>
#include <vector>

#include "engine/core/game.h"
#include "engine/core/hash_map.h"
#include "engine/core/input_poll.h"
#include "engine/core/random.h"
#include "search/double_oracle.h"

namespace melee::search {

struct SmMctsConfig {
  double exploration = 0.2;  // uniform share of each sampling strategy (needed for the
                             // importance weights to stay bounded)
  int rollout_stages = 2;    // playout stages below the tree before the leaf evaluation
  // The root's answer drops the tactics whose average probability is below this share (all
  // but the most probable may go) and renormalises: the average strategy keeps the
  // exploration's uniform share and the first iterations' noise, a few percent on every
  // candidate, and sampling those weak tactics cost games (docs/soule_search.md).
  double root_threshold = 0;
  uint64_t seed = 0;
};

// Propose(pos, side, k, rng) -> Tactic: the k-th candidate of a new node.
// Playout(pos, side, rng) -> Tactic: a side's tactic in the rollout below the tree.
// LeafValue(pos) -> double in [-1, 1], A's view, for a position that is not over.
template <SimultaneousGame G, class Propose, class Playout, class LeafValue>
class SmMcts {
 public:
  // Tactics a side per node: 16 missed fewer of the tactics a mix needs than 8 and played
  // better (docs/soule_search.md).
  static constexpr int kCandidates = 16;
  static constexpr int kProposalsPerCandidate = 4;
  using Tactic = typename G::Tactic;
  using Position = typename G::Position;

  SmMcts(Propose propose, Playout playout, LeafValue leaf, const SmMctsConfig& config)
      : propose_(propose), playout_(playout), leaf_(leaf), config_(config), rng_(config.seed) {}

  // Runs until `iterations` iterations or `stop`; returns the iterations done.
  uint64_t Run(const Position& root, uint64_t iterations, const std::atomic<bool>* stop) {
    uint64_t done = 0;
    for (; done < iterations; ++done) {
      if ((done & 63) == 0) PollInput();
      if ((done & 63) == 0 && stop != nullptr && stop->load(std::memory_order_relaxed)) break;
      Iterate(root);
    }
    return done;
  }

  // The root's average strategy for `side` and the mean reward seen at the root (A's view).
  MixedStrategy<Tactic> RootStrategy(const Position& root, Side side) const {
    MixedStrategy<Tactic> mix;
    const auto it = index_.find(root.key());
    if (it == index_.end()) return mix;
    const Node& node = nodes_[it->second];
    const int s = Index(side);
    double total = 0;
    for (int k = 0; k < node.count[s]; ++k) total += node.cumulative[s][k];
    double best = 0;
    for (int k = 0; k < node.count[s]; ++k) best = std::max(best, node.cumulative[s][k]);
    double kept = 0;
    for (int k = 0; k < node.count[s]; ++k) {
      const double p = total > 0 ? node.cumulative[s][k] / total : 1.0 / node.count[s];
      if (p < config_.root_threshold && node.cumulative[s][k] < best) continue;
      mix.actions.push_back(node.tactics[s][k]);
      mix.probabilities.push_back(p);
      kept += p;
    }
    for (double& p : mix.probabilities) p /= kept;
    return mix;
  }
  double RootValue(const Position& root) const {
    const auto it = index_.find(root.key());
    if (it == index_.end() || nodes_[it->second].visits == 0) return 0;
    return nodes_[it->second].reward / static_cast<double>(nodes_[it->second].visits);
  }
  uint64_t stages() const { return stages_; }

 private:
  struct Node {
    std::array<std::array<Tactic, kCandidates>, 2> tactics;
    std::array<int, 2> count{};
    std::array<std::array<double, kCandidates>, 2> regret{};
    std::array<std::array<double, kCandidates>, 2> cumulative{};
    uint64_t visits = 0;
    double reward = 0;  // sum of A's rewards through this node
  };

  static double Terminal(const GameStatus& status) {
    return status.outcome == Outcome::kP1Win ? 1 : status.outcome == Outcome::kP2Win ? -1 : 0;
  }

  // Regret matching mixed with exploration, into `sigma`.
  void Strategy(const Node& node, int s, std::array<double, kCandidates>& sigma) const {
    double positive = 0;
    for (int k = 0; k < node.count[s]; ++k) positive += std::max(0.0, node.regret[s][k]);
    const double uniform = 1.0 / node.count[s];
    for (int k = 0; k < node.count[s]; ++k) {
      const double rm = positive > 0 ? std::max(0.0, node.regret[s][k]) / positive : uniform;
      sigma[k] = (1 - config_.exploration) * rm + config_.exploration * uniform;
    }
  }

  int Sample(const std::array<double, kCandidates>& sigma, int count) {
    double u = rng_.Unit();
    for (int k = 0; k < count - 1; ++k) {
      u -= sigma[k];
      if (u < 0) return k;
    }
    return count - 1;
  }

  void Expand(const Position& pos) {
    Node node;
    // A proposal already among the candidates is drawn again (k goes on), up to
    // kProposalsPerCandidate draws a candidate: weighted proposals repeat the likeliest
    // tactics, and a node with few distinct candidates can miss the ones a mix needs.
    for (Side side : {Side::kP1, Side::kP2}) {
      const int s = Index(side);
      for (int k = 0; k < kProposalsPerCandidate * kCandidates && node.count[s] < kCandidates;
           ++k) {
        const Tactic t = propose_(pos, side, k, rng_);
        bool seen = false;
        for (int j = 0; j < node.count[s]; ++j) seen |= node.tactics[s][j] == t;
        if (!seen) node.tactics[s][node.count[s]++] = t;
      }
    }
    index_.emplace(pos.key(), nodes_.size());
    nodes_.push_back(node);
  }

  double Rollout(Position pos) {
    for (int stage = 0; stage < config_.rollout_stages; ++stage) {
      if (G::Status(pos).over()) return Terminal(G::Status(pos));
      // B's tactic is drawn first, then A's, in two statements: as two arguments of one call
      // their order was the compiler's (GCC right to left, Clang left to right), so the search
      // depended on the compiler (the WebAssembly build's differed, docs/wasm.md). B first is
      // GCC's order, with which the native results were recorded.
      const Tactic b = playout_(pos, Side::kP2, rng_);
      const Tactic a = playout_(pos, Side::kP1, rng_);
      G::Resolve(pos, a, b);
      ++stages_;
    }
    const GameStatus status = G::Status(pos);
    return status.over() ? Terminal(status) : leaf_(pos);
  }

  // One iteration from `pos`; returns A's reward.
  double Iterate(const Position& pos) {
    const GameStatus status = G::Status(pos);
    if (status.over()) return Terminal(status);
    const auto it = index_.find(pos.key());
    if (it == index_.end()) {
      Expand(pos);
      return Rollout(pos);
    }
    const std::size_t id = it->second;
    std::array<std::array<double, kCandidates>, 2> sigma;
    std::array<int, 2> pick;
    for (int s = 0; s < 2; ++s) {
      Strategy(nodes_[id], s, sigma[s]);
      pick[s] = Sample(sigma[s], nodes_[id].count[s]);
    }
    Position child = pos;
    G::Resolve(child, nodes_[id].tactics[0][pick[0]], nodes_[id].tactics[1][pick[1]]);
    ++stages_;
    const double reward = Iterate(child);  // may grow nodes_: index again below
    Node& node = nodes_[id];
    for (int s = 0; s < 2; ++s) {
      const double mine = s == 0 ? reward : -reward;
      for (int k = 0; k < node.count[s]; ++k) {
        const double estimate = k == pick[s] ? mine / sigma[s][k] : 0;
        node.regret[s][k] += estimate - mine;
        node.cumulative[s][k] += sigma[s][k];
      }
    }
    ++node.visits;
    node.reward += reward;
    return reward;
  }

  Propose propose_;
  Playout playout_;
  LeafValue leaf_;
  SmMctsConfig config_;
  Rng rng_;
  std::vector<Node> nodes_;
  HashMap<uint64_t, std::size_t> index_;
  uint64_t stages_ = 0;
};

}  // namespace melee::search
