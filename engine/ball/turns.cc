// Whole-turn generation: one Move per distinct successor, each holding its canonical path.
//
// The in-turn states form a DAG (every step spends an AP, ends the action phase or resolves a
// task). Tokens only grow along a path, and "shortest, then byte-wise smallest" is preserved by
// appending a step, so the canonical token of every state is found by a shortest-path search
// bucketed on token length: each state keeps its best parent; a state whose best token
// improves after it was expanded is expanded again (zero-length `end` steps make that
// possible inside one bucket). States are deduplicated on the full position.
#include <algorithm>
#include <array>
#include <cstring>
#include <functional>
#include <optional>
#include <vector>

#include "engine/ball/ball.h"
#include "engine/ball/forcing.h"
#include "engine/ball/rules.h"
#include "engine/ball/step_token.h"
#include "engine/core/hash_map.h"

namespace melee::ball {
namespace {

constexpr int kMaxTokenLength = kMaxTurnTokenLength;

// The cells whose content differs between `pos` and `target`.
Cells DifferingCells(const Position& pos, const Position& target) {
  Cells differ;  // only a cell occupied on one side can differ: an empty cell's content is 0
  (pos.occupied() | target.occupied()).ForEach([&](int c) {
    if (pos.content(c) != target.content(c)) differ.Set(c);
  });
  return differ;
}

// What the remaining actions from the in-turn state `pos` must change to reach a turn end
// whose content differs on `differ` (a necessary condition, used to prune the search for one
// successor): the cells outside the reach of the tasks. A task changes cells within distance
// 1 of an own knocked piece or own-topped stack, and no action creates a task for its own side.
Cells CellsLeftForActions(const Position& pos, const Cells& differ) {
  const Side me = pos.side_to_move();
  Cells task_zone;
  (pos.knocked() & pos.present(me)).ForEach([&](int k) { task_zone |= kGeometry.within1[k]; });
  (pos.stacks() & ~pos.fresh_stacks()).ForEach([&](int s) {
    if (pos.OwnerOf(s) == me) task_zone |= kGeometry.within1[s];
  });
  return differ & ~task_zone;
}

// The cells that the action `step` and the tasks of a stack it moves may change: its squares
// (the pushed piece's midpoint too) and their neighbours; a pass changes none.
Cells ActionReach(const Step& step) {
  switch (step.kind) {
    case StepKind::kMove:
    case StepKind::kBlock:
      return kGeometry.within1[step.a] | kGeometry.within1[step.b];
    case StepKind::kEsquive:
      return kGeometry.within1[step.a] | kGeometry.within1[step.b] | kGeometry.within1[step.c];
    case StepKind::kTactical: {
      Cells reach =
          kGeometry.within1[step.a] | kGeometry.within1[step.b] | kGeometry.within1[step.c];
      reach.Set(DiagonalMidpoint(step.a, step.b));
      return reach;
    }
    default:
      return Cells();
  }
}

struct Node {
  Position pos;
  int32_t parent;  // -1 for the root
  Step step;       // from the parent
  int length;      // of the best token reaching this state
  bool pending;    // queued for (re-)expansion
};

// The search from `root`; with a `target`, only the paths that may reach it and whose token
// is at most `max_length` long are followed.
class TurnSearch {
 public:
  explicit TurnSearch(const Position& root, const Position* target = nullptr,
                      int max_length = kMaxTokenLength)
      : index_(64, NodeHash{&nodes_}, NodeEq{&nodes_}),
        side_(root.side_to_move()),
        target_(target),
        max_length_(max_length) {
    nodes_.reserve(1024);
    nodes_.push_back(Node{root, -1, Step{}, 0, true});
    index_.insert(0);
    buckets_[0].push_back(0);
  }

  // `stop` (may be null) is asked every kStopInterval expansions once a turn end was found (an
  // expansion generates and plays every step of one in-turn state: far more than the call).
  void Run(const std::function<bool()>* stop = nullptr) {
    StepList steps;
    uint32_t expansions = 0;
    for (int length = 0; length <= max_length_; ++length) {
      for (std::size_t i = 0; i < buckets_[length].size(); ++i) {
        const int32_t id = buckets_[length][i];
        if (nodes_[id].length != length || !nodes_[id].pending) continue;
        if (stop != nullptr && ++expansions % kStopInterval == 0 && turn_ends_ > 0 && (*stop)()) {
          return;
        }
        nodes_[id].pending = false;
        Expand(id, steps);
      }
    }
  }

  void CollectTurns(TurnList& list) const {
    for (std::size_t id = 0; id < nodes_.size(); ++id) {
      if (Finished(nodes_[id].pos)) list.Add(PathTo(static_cast<int32_t>(id)));
    }
  }

  // The canonical turn to the target given to the constructor.
  std::optional<Move> TurnToTarget() const {
    if (target_id_ < 0) return std::nullopt;
    return PathTo(target_id_);
  }

 private:
  struct NodeHash {
    const std::vector<Node>* nodes;
    std::size_t operator()(int32_t id) const { return (*nodes)[id].pos.key(); }
  };
  struct NodeEq {
    const std::vector<Node>* nodes;
    bool operator()(int32_t a, int32_t b) const { return (*nodes)[a].pos == (*nodes)[b].pos; }
  };

  bool Finished(const Position& pos) const { return pos.side_to_move() != side_; }

  Move PathTo(int32_t id) const {
    std::array<Step, kMaxTurnSteps> reversed;
    int n = 0;
    for (int32_t at = id; nodes_[at].parent >= 0; at = nodes_[at].parent) {
      reversed[n++] = nodes_[at].step;
    }
    Move move;
    while (n > 0) move.Add(reversed[--n]);
    return move;
  }

  // Writes the best token of node `id` (without `pass`) and returns its length.
  int WriteToken(int32_t id, char* out) const {
    std::array<Step, kMaxTurnSteps> reversed;
    int n = 0;
    for (int32_t at = id; nodes_[at].parent >= 0; at = nodes_[at].parent) {
      reversed[n++] = nodes_[at].step;
    }
    int length = 0;
    while (n > 0) {
      const Step& step = reversed[--n];
      if (step.kind == StepKind::kEndActions) continue;
      if (length > 0) out[length++] = ',';
      length += WriteStepToken(step, out + length);
    }
    return length;
  }

  // Whether parent's token followed by `step` sorts before the current token of `id` (both
  // of the same length).
  bool Improves(int32_t parent, const Step& step, int32_t id) const {
    char candidate[kMaxTokenLength + 1], incumbent[kMaxTokenLength + 1];
    int length = WriteToken(parent, candidate);
    if (step.kind != StepKind::kEndActions) {
      if (length > 0) candidate[length++] = ',';
      length += WriteStepToken(step, candidate + length);
    }
    WriteToken(id, incumbent);
    return std::memcmp(candidate, incumbent, length) < 0;
  }

  void Expand(int32_t id, StepList& steps) {
    const Position pos = nodes_[id].pos;  // nodes_ may grow below
    const int length = nodes_[id].length;
    // With a target, the cells the remaining actions must change: an action changes cells
    // within distance 3 of its piece (on its cell `a`; the Esquive exit is the farthest), and
    // a stack it moves brings its tasks within distance 4. Turn starts are not pruned.
    Cells rest;
    if (target_ != nullptr) {
      const Cells differ = DifferingCells(pos, *target_);
      // Only a step with a token changes a cell, and it needs room in the token.
      if (differ.Any() && length + (length > 0 ? 1 : 0) + kMinStepTokenLength > max_length_) {
        return;
      }
      if (!pos.AtTurnStart()) rest = CellsLeftForActions(pos, differ);
    }
    Cells actors = Cells::All();
    if (rest.Any()) {
      if (pos.phase() == Phase::kUnblock) return;
      actors = Cells();
      pos.active(side_).ForEach([&](int p) {
        if ((rest & ~kGeometry.within4[p]).None()) actors.Set(p);
      });
      if (actors.None()) return;
    }
    // With one action left, that action must change every cell of `rest` itself.
    const bool last_action = rest.Any() && pos.action_points() == 1;
    GenerateSteps(pos, steps, Spellings::kCanonical);
    for (const Step& step : steps) {
      if (IsAction(step.kind)) {
        if (!actors.Test(step.a)) continue;
        if (last_action && (rest & ~ActionReach(step)).Any()) continue;
      }
      int child_length = length;
      if (step.kind != StepKind::kEndActions) {
        child_length += (length > 0 ? 1 : 0) + StepTokenLength(step);
      }
      if (child_length > max_length_) continue;
      Position child = pos;
      PlayStep(child, step);
      Offer(id, step, child, child_length);
    }
  }

  void Offer(int32_t parent, const Step& step, const Position& child, int length) {
    // Searching for one target, the other turn ends lead nowhere.
    const bool is_target = target_ != nullptr && child.key() == target_->key() && child == *target_;
    if (target_ != nullptr && Finished(child) && !is_target) return;
    // Tokens only grow along a path: nothing longer than the target's best token matters.
    if (is_target) max_length_ = length;
    nodes_.push_back(Node{child, parent, step, length, true});
    const auto [it, inserted] = index_.insert(static_cast<int32_t>(nodes_.size() - 1));
    if (inserted) {
      if (is_target) target_id_ = *it;
      if (Finished(child)) {
        ++turn_ends_;
      } else {
        buckets_[length].push_back(*it);
      }
      return;
    }
    nodes_.pop_back();
    const int32_t id = *it;
    Node& node = nodes_[id];
    if (length > node.length || (length == node.length && !Improves(parent, step, id))) return;
    node.parent = parent;
    node.step = step;
    node.length = length;
    if (!Finished(node.pos)) {
      node.pending = true;
      buckets_[length].push_back(id);
    }
  }

  static constexpr uint32_t kStopInterval = 32;
  std::vector<Node> nodes_;
  int turn_ends_ = 0;
  HashSet<int32_t, NodeHash, NodeEq> index_;
  std::array<std::vector<int32_t>, kMaxTokenLength + 1> buckets_;
  Side side_;
  const Position* target_;
  int32_t target_id_ = -1;
  int max_length_;
};

// Every turn of `pos` into `list`; only those found before `stop` (may be null) says so.
void CollectTurns(const Position& pos, TurnList& list, const std::function<bool()>* stop) {
  list.Clear();
  if (Ball::Status(pos).over()) return;
  TurnSearch search(pos);
  search.Run(stop);
  search.CollectTurns(list);
}

}  // namespace

std::optional<Move> FindCanonicalTurn(const Position& pos, const Position& target,
                                      int max_token_length) {
  if (Ball::Status(pos).over()) return std::nullopt;
  TurnSearch search(pos, &target, std::min(max_token_length, kMaxTokenLength));
  search.Run();
  return search.TurnToTarget();
}

}  // namespace melee::ball

namespace melee {

void Ball::GenerateTurns(const Position& pos, TurnList& list) {
  ball::CollectTurns(pos, list, nullptr);
}

void Ball::GenerateTurnsUntil(const Position& pos, TurnList& list,
                              const std::function<bool()>& stop) {
  ball::CollectTurns(pos, list, &stop);
}

std::optional<Ball::Move> Ball::CanonicalTurn(const Position& pos, const Position& successor) {
  return ball::FindCanonicalTurn(pos, successor, ball::kMaxTurnTokenLength);
}

void Ball::Play(Position& pos, const Move& move) {
  for (int i = 0; i < move.count; ++i) ball::PlayStep(pos, move.steps[i]);
}

}  // namespace melee
