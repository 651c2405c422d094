// Mcts<G, E>: Monte Carlo tree search for every SteppedGame (Bulltricker, BALL, Cannon Ball), the
// alternative to alpha-beta (`setoption name Search value mcts`). docs/mcts.md has the design
// and the measurements behind each choice.
//
//  * The tree is over steps with the sticky side: a node's statistics are from its parent's
//    side-to-move view, and a backed-up value changes sign only where a step ended a turn. So
//    the multi-step games never enumerate whole turns (Cannon Ball has up to 54 000 a root).
//  * PUCT with a heuristic prior: expanding a node plays each of its steps once and evaluates
//    the child (the evaluator E, squashed by tanh(cp / 400)); the prior is a softmax of those
//    values and an unvisited child's value is its own one-step value.
//  * Leaf value: that evaluation (evaluation cutoff), or with config.rollout_steps > 0 the
//    evaluation after that many uniformly random steps.
//  * MCTS-Solver: a finished game is a proven node; a node with a child proven won for its
//    mover is proven won, one whose children are all proven takes their best score. Proven
//    scores count turns like alpha-beta's (search/score.h), so the root reports `mate N`.
//  * Tree reuse: the next Search keeps the subtree of its root when that position is met
//    within two turns of the previous root; otherwise the tree starts afresh.
//  * One thread (options.threads is ignored). With a node limit (= iterations) the same
//    position, record, seed and tree state give the same result.
// The tree's operations (selection, expansion, the solver, backup, the answer's line, reuse)
// are defined in mcts_nodes.h.
#pragma once

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <thread>
#include <vector>

#include "engine/core/game.h"
#include "engine/core/random.h"
#include "eval/eval.h"
#include "search/limits.h"
#include "search/mcts_tree.h"
#include "search/mcts_values.h"
#include "search/report.h"
#include "search/root_moves.h"
#include "search/score.h"
#include "search/searcher.h"
#include "search/time_manager.h"
#include "search/turn_completion.h"
#include "search/turn_tokens.h"

namespace melee::search {

struct MctsConfig {
  double exploration = 1.5;        // c_puct
  double prior_temperature = 200;  // centi-units: the softmax of the one-step evaluations
  int rollout_steps = 0;           // random steps below a leaf before its evaluation (0: none)
  bool one_step_backup = true;     // an expanded leaf's value: its best child's, not its own
  uint64_t seed = 0;               // the rollouts' generator (mixed with the root's key)
};

template <SteppedGame G, EvaluatorOf<G> E>
class Mcts {
 public:
  using Position = typename G::Position;
  using Step = typename G::Step;
  using Tree = MctsTree<Step>;
  using Node = typename Tree::Node;

  explicit Mcts(std::size_t hash_mb = 16, const MctsConfig& config = {})
      : tree_(hash_mb), config_(config), steps_(std::make_unique<typename G::StepList>()) {}

  void SetHashSize(std::size_t megabytes) {
    tree_.SetMegabytes(megabytes);
    has_previous_root_ = false;
  }
  void Clear() {
    tree_.Clear();
    has_previous_root_ = false;
  }
  void SetSeed(uint64_t seed) { config_.seed = seed; }
  MctsConfig& config() { return config_; }
  // The root's visits kept from the previous search by the last Search (0: a fresh tree).
  uint32_t reused_visits() const { return reused_visits_; }

  using Root = TurnRoot<Position>;

  // The search contract of search/searcher.h; `stop` ends the search within one iteration.
  SearchOutcome Search(const Root& search_root, const SearchRequest& request) {
    const Position& root = search_root.position;
    const SearchLimits& limits = request.limits;
    // The clock runs from the `go`: finding and compacting the reused subtree counts.
    const Deadline deadline(
        ComputeBudget(limits, root.side_to_move(), request.options.move_overhead_ms), limits.start);
    SearchOutcome outcome;
    outcome.best_move = "(none)";
    if (G::Status(root).over()) return outcome;
    SetTargets(root, limits.searchmoves);
    KeepOrDropTree(root);
    root_ = root;
    repetition_keys_.assign(search_root.record_keys.begin(), search_root.record_keys.end());
    record_size_ = repetition_keys_.size();
    repetition_keys_.push_back(G::RepetitionKey(root));
    rng_ = Rng(config_.seed ^ root.key());
    iterations_ = 0;
    depth_sum_ = 0;
    max_depth_ = 0;
    tree_full_ = false;

    ProgressReports progress(request.callbacks, limits.start, kFirstReportMs);
    while (!request.stopped()) {
      if (limits.nodes && static_cast<int64_t>(iterations_) >= *limits.nodes) break;
      if (!request.pondering() && deadline.SoftLimitReached()) break;
      if (tree_[Tree::kRoot].proven) break;  // nothing left to learn (infinite: wait below)
      if (!limits.infinite && !request.pondering() && Settled(limits, deadline)) break;
      Iterate();
      ++iterations_;
      if (progress.Due()) progress.Send(Info(deadline, kMaxPvTurns));
    }
    if (limits.infinite || request.pondering()) {
      WaitWhileUnbounded(request, &progress, Info(deadline, kMaxPvTurns));
    }
    outcome.last = Info(deadline, kAnswerPvTurns);
    outcome.best_move = outcome.last.pv.empty() ? "(none)" : outcome.last.pv[0];
    outcome.ponder_move = outcome.last.pv.size() > 1 ? outcome.last.pv[1] : "";
    previous_root_ = root;
    has_previous_root_ = true;
    return outcome;
  }

 private:
  // `go depth N` also ends after this many iterations per 2^N: a wide root (Cannon Ball's
  // thousands of steps) can keep the deepest leaf shallow for minutes.
  static constexpr uint64_t kIterationsPerDepthUnit = 1000;
  static uint64_t DepthIterationCap(int depth) {
    return kIterationsPerDepthUnit << std::clamp(depth, 0, 24);
  }
  // The first report (then one a second: search/progress.h).
  static constexpr int64_t kFirstReportMs = 200;
  // Pv turns in the periodic reports, and in the answer's (the best and the ponder move only:
  // a BALL token costs milliseconds to make canonical, and the answer is on the clock).
  static constexpr int kMaxPvTurns = 8;
  static constexpr int kAnswerPvTurns = 2;
  // The one-step value of a won child, in centi-units, for the prior's softmax: ten default
  // temperatures, so a winning step takes nearly all of its parent's prior.
  static constexpr int kWinPriorCp = 3000;
  // Tree reuse looks for the new root this many turn ends below the previous one.
  static constexpr int kReuseTurns = 2;
  static constexpr uint32_t kNone = UINT32_MAX;
  static constexpr double kRootFirstVisitBonus = 1e6;

  // Whether the search may answer before its budget: a forced single step under a clock, or
  // the depth limit reached (the tree's deepest leaf, in steps) or out of reach (the pool is
  // full, so the tree grows no deeper: `go depth` must end whatever the memory).
  bool Settled(const SearchLimits& limits, const Deadline& deadline) const {
    const Node& root = tree_[Tree::kRoot];
    if (limits.depth && (max_depth_ >= *limits.depth || tree_full_ ||
                         iterations_ >= DepthIterationCap(*limits.depth))) {
      return true;
    }
    // `go mate n`: a proven root ends the search; if none comes, a depth's share of iterations.
    if (limits.mate && iterations_ >= DepthIterationCap(2 * *limits.mate + 2)) return true;
    return deadline.ClockManaged() && root.expanded && root.child_count == 1 && iterations_ > 0 &&
           !tree_[root.first_child].same_side;
  }

  // One iteration: select down to a leaf, expand it, evaluate it, back the value up.
  void Iterate() {
    Position pos = root_;
    path_.assign(1, Tree::kRoot);
    repetition_keys_.resize(record_size_ + 1);
    uint32_t node = Tree::kRoot;
    bool in_root_turn = true;
    while (tree_[node].expanded && !tree_[node].proven) {
      node = Select(node);
      G::PlayStep(pos, tree_[node].step);
      path_.push_back(node);
      if (!tree_[node].same_side) {
        in_root_turn = false;
        if constexpr (G::kRepetitionLimit > 0) repetition_keys_.push_back(G::RepetitionKey(pos));
      }
    }
    const int depth = static_cast<int>(path_.size()) - 1;
    depth_sum_ += static_cast<uint64_t>(depth);
    max_depth_ = std::max(max_depth_, depth);

    if (!tree_[node].proven && node != Tree::kRoot && !tree_[node].same_side) {
      MarkRepetitionEnd(node, pos);
    }
    double value = 0;  // the leaf's side-to-move view
    if (tree_[node].proven) {
      value = ProvenValue(tree_[node].proven_score);
    } else {
      const bool expanded = Expand(node, pos, in_root_turn);
      if (expanded && TryProve(node)) {
        value = ProvenValue(tree_[node].proven_score);
      } else if (expanded && config_.rollout_steps == 0 && config_.one_step_backup) {
        value = BestChildHeuristic(node);
      } else {
        value = LeafValue(node, pos);
      }
    }
    Backup(value);
  }

  // The game's repetition rule on the record and the turn starts of the path (exact, so the
  // verdict stays right when the tree is reused with the record extended by the moves played).
  void MarkRepetitionEnd(uint32_t node, const Position& pos) {
    if constexpr (G::kRepetitionLimit > 0) {
      const uint64_t key = repetition_keys_.back();
      const auto occurrences = std::count(repetition_keys_.begin(), repetition_keys_.end(), key);
      if (occurrences < G::kRepetitionLimit) return;
      tree_[node].proven = true;
      tree_[node].proven_score = static_cast<int16_t>(
          OutcomeScore(G::RepetitionStatus(pos).outcome, pos.side_to_move(), 0));
    } else {
      (void)node, (void)pos;
    }
  }

  // PUCT: the child of `parent` to descend to (never a proven loss, every root step once).
  uint32_t Select(uint32_t parent) const;

  // The leaf's value from its side to move's view: its one-step value (already computed when
  // its parent was expanded), or a short random rollout's evaluation.
  double LeafValue(uint32_t node, const Position& pos) {
    if (config_.rollout_steps > 0) return RolloutValue(pos);
    if (node == Tree::kRoot) return SquashEval(E::Evaluate(pos));
    const Node& n = tree_[node];
    return n.same_side ? n.heuristic : -n.heuristic;
  }

  // The expansion evaluated every child: the best of them is a one-step search of the leaf.
  double BestChildHeuristic(uint32_t node) const {
    const Node& n = tree_[node];
    double best = -1;
    for (uint32_t c = n.first_child; c < n.first_child + n.child_count; ++c) {
      if (!tree_[c].excluded) best = std::max<double>(best, tree_[c].heuristic);
    }
    return best;
  }

  // The evaluation after config_.rollout_steps uniformly random steps, `from`'s mover's view.
  double RolloutValue(const Position& from);

  // A step's child as the expansion sees it: its one-step value from the mover's view
  // (centi-units, for the prior) and, for a finished game, its proven score.
  struct StepOutcome {
    int mover_cp = 0;
    bool same_side = false;
    bool over = false;
    int proven_score = 0;  // the child's own view, when over
  };
  static StepOutcome ScoreStep(const Position& pos, const Position& child) {
    StepOutcome out;
    out.same_side = child.side_to_move() == pos.side_to_move();
    const GameStatus status = G::Status(child);
    if (status.over()) {
      out.over = true;
      // A decision in the middle of a turn ends that turn, so counts it.
      out.proven_score = OutcomeScore(status.outcome, child.side_to_move(), out.same_side ? 1 : 0);
      const double v = ProvenValue(ProvenToParent(out.proven_score, out.same_side));
      out.mover_cp = static_cast<int>(v * kWinPriorCp);
      return out;
    }
    const int eval = ClampEval(E::Evaluate(child));
    out.mover_cp = out.same_side ? eval : -eval;
    return out;
  }

  // Creates the children of `node` with their priors; false when the pool is full.
  bool Expand(uint32_t node, const Position& pos, bool in_root_turn);

  // The path's leaf leads to no `searchmoves` turn: it and every ancestor in the root turn
  // left without a permitted child are cut.
  void ExcludeUpwards();

  // MCTS-Solver: a child proven won for the node's mover proves the node (its best such
  // score); children all proven give the node their best score. True when newly proven.
  bool TryProve(uint32_t node);

  void Backup(double value);

  // The child the answer follows: a proven win (the shortest), else the most visited (ties:
  // the better value, then the first), a proven loss (the longest) only when nothing else is
  // left. kNone for an unexpanded node.
  uint32_t BestChild(uint32_t parent) const;

  // A child's value from its parent's view: proven, averaged, or its one-step value.
  static double Value(const Node& n) {
    if (n.proven) return ProvenValue(ProvenToParent(n.proven_score, n.same_side));
    return n.visits > 0 ? n.value_sum / n.visits : n.heuristic;
  }

  // The step a turn left unfinished by the tree continues with: the best one-step value.
  Step GreedyStep(const Position& pos) {
    G::GenerateSteps(pos, *steps_);
    return BestEvaluatedStep<G, E>(pos, *steps_);
  }

  // The principal variation as steps: the answer's children from the root; the root turn is
  // completed greedily where the tree stops inside it, later turns end with the tree.
  std::vector<Step> PrincipalSteps(int max_turns);

  IterationInfo Info(const Deadline& deadline, int pv_turns) {
    IterationInfo info;
    const Node& root = tree_[Tree::kRoot];
    const int64_t us = std::max<int64_t>(1, deadline.ElapsedUs());
    info.depth = iterations_ > 0 ? static_cast<int>(depth_sum_ / iterations_) : 0;
    info.seldepth = max_depth_;
    info.nodes = iterations_;
    info.nps = iterations_ * 1'000'000 / static_cast<uint64_t>(us);
    info.time_ms = us / 1000;
    info.hashfull = tree_.PerMille();
    const std::vector<Step> steps = PrincipalSteps(pv_turns);
    info.pv = StepTurnTokens<G>(root_, steps, &tokens_);
    if (root.proven) {
      info.is_mate = IsDecisive(root.proven_score);
      info.score = info.is_mate ? MateInTurns(root.proven_score) : root.proven_score;
    } else {
      const uint32_t best = BestChild(Tree::kRoot);
      info.score = best == kNone ? 0 : UnsquashValue(Value(tree_[best]));
    }
    return info;
  }

  // `searchmoves`: the successors of the legal listed turns (empty: every turn).
  void SetTargets(const Position& root, const std::vector<std::string>& searchmoves) {
    targets_.clear();
    for (const std::string& token : searchmoves) {
      const auto turn = G::ParseMove(root, token);
      if (!turn) continue;
      Position target = root;
      G::Play(target, *turn);
      targets_.push_back(target);
    }
  }

  // Keeps the previous tree's subtree of `root` when it is within kReuseTurns turn ends of the
  // previous root (matched by position equality), else starts a fresh tree. A search with
  // `searchmoves` (its cuts are not part of the tree's knowledge) never shares a tree.
  void KeepOrDropTree(const Position& root) {
    reused_visits_ = 0;
    const bool reusable =
        has_previous_root_ && !tree_.empty() && targets_.empty() && !previous_had_targets_;
    previous_had_targets_ = !targets_.empty();
    const uint32_t found = reusable ? FindInTree(root) : kNone;
    if (found == kNone) {
      tree_.Reset();
      return;
    }
    if (found != Tree::kRoot) tree_.Reroot(found);
    reused_visits_ = tree_[Tree::kRoot].visits;
  }

  uint32_t FindInTree(const Position& target) const;

  Tree tree_;
  MctsConfig config_;
  std::unique_ptr<typename G::StepList> steps_;
  std::vector<int> scratch_cp_;
  Position root_{};
  Position previous_root_{};
  bool has_previous_root_ = false;
  bool previous_had_targets_ = false;
  uint32_t reused_visits_ = 0;
  std::vector<Position> targets_;
  std::vector<uint32_t> path_;
  TurnTokenCache<G> tokens_;               // the reports' turns
  std::vector<uint64_t> repetition_keys_;  // the record's, then the path's turn starts
  std::size_t record_size_ = 0;
  Rng rng_;
  uint64_t iterations_ = 0;
  uint64_t depth_sum_ = 0;
  int max_depth_ = 0;
  bool tree_full_ = false;  // an expansion found no room in the pool during this search
};

}  // namespace melee::search

#include "search/mcts_nodes.h"  // IWYU pragma: export (the definitions)
