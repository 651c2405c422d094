#include "solve/soule/forced_goal.h"

#include <absl/container/flat_hash_map.h>
#include <absl/container/flat_hash_set.h>

#include <algorithm>
#include <limits>
#include <optional>
#include <vector>

#include "engine/soule/slot_board.h"
#include "solve/soule/board_hash.h"
#include "solve/soule/goal_bounds.h"
#include "solve/soule/relevant_orders.h"

namespace melee::soule {
namespace {

constexpr int kNever = std::numeric_limits<int>::max();

// Orders in the order the searches try them. The solver pushes first and defends last; the
// refuting opponent hits first (knocking a pusher out is the usual refutation), then pushes
// the ball back.
int SolverRank(int order) { return order == kAdvance ? 0 : order > 0 ? 1 : order == kStay ? 2 : 3; }
int ReplyRank(int order) {
  return order > 0 ? 0 : order == kAdvance ? 1 : order == kRetreat ? 2 : 3;
}

TeamOrders SortedOrders(const Position& pos, Side side, int (*rank)(int)) {
  TeamOrders team = RelevantTeamOrders(pos, side);
  if (pos.turn() == 0) return team;  // placement: distances 1, 2, 3
  for (int i = 0; i < team.players; ++i) {
    auto& set = team.sets[i];
    // Insertion sort: stable, and no buffer for sets of a few orders.
    for (int k = 1; k < set.size; ++k) {
      for (int j = k; j > 0 && rank(set.orders[j]) < rank(set.orders[j - 1]); --j) {
        std::swap(set.orders[j], set.orders[j - 1]);
      }
    }
  }
  return team;
}

uint64_t MixSlot(uint64_t h, int slot) {
  uint64_t state = h ^ (static_cast<uint64_t>(slot) << 56);
  return SplitMix64(state);
}

class Solver {
 public:
  Solver(Side solver, const SolveBudget& budget)
      : us_(solver), them_(Opponent(solver)), budget_(budget) {}

  // S's tactic forcing a goal within `stages` stages from `pos` (not over), or nullopt.
  std::optional<Tactic> Win(const Position& pos, int stages);

  // The flag at every call; the node budget and the clock every kClockInterval calls (a clock
  // read costs more than most of the work between two calls).
  bool stopped() const {
    if (out_of_budget_) return true;
    if (budget_.stop != nullptr && budget_.stop->load(std::memory_order_relaxed)) return true;
    if ((++polls_ & (kClockInterval - 1)) != 0) return false;
    out_of_budget_ = (budget_.max_nodes != 0 && nodes_ >= budget_.max_nodes) ||
                     (budget_.deadline != nullptr && budget_.deadline->SearchTimeUp());
    return out_of_budget_;
  }
  uint64_t nodes() const { return nodes_; }
  int Counterexamples(uint64_t key) const { return table_.at(key).counterexamples; }

 private:
  struct Entry {
    int win_within = kNever;  // a goal is forced within this many stages (with `tactic`)
    int none_within = 0;      // no goal can be forced within this many stages
    int counterexamples = 0;
    Tactic tactic;
  };
  struct Stage {  // one OR node's fixed data
    const Position* pos;
    int stages;
    int players;
    bool we_first;     // our player i acts before theirs
    bool last;         // a turn stage with no stage after it: only the ball counts
    bool before_last;  // a turn stage followed by the last one
    // The reply whose child failed last at this node: tried first at the next leaf, since
    // neighbouring candidates mostly fail against the same reply. Only ordering.
    mutable std::size_t leaf_lead = 0;
  };

  // A board and its hash (board_hash.h), for the memos of both searches.
  struct Hashed {
    SlotBoard board;
    uint64_t hash;
  };

  // Plays slot i; the hash follows.
  void Play(Hashed& b, const Stage& st, int i, int ours, int theirs) const {
    if (st.we_first) {
      b.hash = ActHashed(b.board, b.hash, us_, i, ours);
      b.hash = ActHashed(b.board, b.hash, them_, i, theirs);
    } else {
      b.hash = ActHashed(b.board, b.hash, them_, i, theirs);
      b.hash = ActHashed(b.board, b.hash, us_, i, ours);
    }
  }

  // Whether the position after a full stage lets us force a goal in the stages left.
  bool ChildWins(const Stage& st, const SlotBoard& board) {
    if (board.goal() == WinFor(us_)) return true;
    if (board.goal() != Outcome::kNone || st.stages <= 1) return false;
    const Position child = board.Finish(*st.pos);
    if (Soule::Status(child).over()) return false;
    return Win(child, st.stages - 1).has_value();
  }
  // In the last stage, whether our player `j`'s order in `candidate` cannot move the ball
  // (a wait, or a hit on a player who will have acted): stopping him then changes nothing
  // that counts, so the oracle's hit on him is exactly `0`.
  bool InertInLastStage(const Stage& st, const Tactic& candidate, int j) const {
    const int order = candidate.orders[static_cast<std::size_t>(j)];
    return order == kStay || order == kRetreat ||
           (order > 0 && IdleInLastStage(order, us_, j, 0, 0, !st.we_first));
  }
  // ChildWins is surely false by the table or the bounds alone (no search).
  bool ChildSurelyLoses(const Stage& st, const SlotBoard& board) {
    if (board.goal() == WinFor(us_)) return false;
    if (board.goal() != Outcome::kNone || st.stages <= 1) return true;
    const Position child = board.Finish(*st.pos);
    return Soule::Status(child).over() || SurelyNone(child, st.stages - 1);
  }
  // No goal can be forced within `stages` (already clamped to the match's end), by the
  // table or by the bounds (then recorded).
  bool SurelyNone(const Position& pos, int stages);

  bool CandidateDfs(const Stage& st, int i, const TeamOrders& ours,
                    const std::vector<Tactic>& replies, std::vector<Hashed>& stack, Tactic& out,
                    absl::flat_hash_set<uint64_t>& failed);
  bool RefuteDfs(const Stage& st, int i, const Hashed& board, const TeamOrders& theirs,
                 const Tactic& candidate, Tactic& reply, absl::flat_hash_set<uint64_t>& held);

  // The replies a new OR node starts its loop with: a defensive guess, then the latest
  // refutations found at nodes with as many stages left (neighbouring positions are refuted
  // by the same replies more often than not, and every reply is a legal one, so any list
  // keeps the search exact).
  std::vector<Tactic> FirstReplies(const Position& pos, int stages) const;
  void RememberKiller(int stages, const Tactic& reply);
  static constexpr std::size_t kKillers = 2;

  static constexpr uint64_t kClockInterval = 256;
  Side us_, them_;
  SolveBudget budget_;
  mutable uint64_t polls_ = 0;
  mutable bool out_of_budget_ = false;
  absl::flat_hash_map<int, std::vector<Tactic>> killers_;
  uint64_t nodes_ = 0;
  absl::flat_hash_map<uint64_t, Entry> table_;
};

int StagesLeft(const Position& pos, int stages) {
  if (pos.max_turns() == 0) return stages;
  return std::min(stages, static_cast<int>(pos.max_turns() + 1 - pos.turn()));
}

bool Solver::SurelyNone(const Position& pos, int stages) {
  stages = StagesLeft(pos, stages);
  if (stages <= 0) return true;
  if (const auto it = table_.find(pos.key()); it != table_.end()) {
    if (it->second.win_within <= stages) return false;
    if (it->second.none_within >= stages) return true;
  }
  const bool last = stages == 1 && pos.turn() != 0;
  if (CanStillScore(SlotBoard(pos), us_, 0, pos.players(), stages, nullptr) &&
      (!last || MayScoreInLastStage(pos, us_))) {
    return false;
  }
  table_[pos.key()].none_within = stages;
  return true;
}

std::optional<Tactic> Solver::Win(const Position& pos, int stages) {
  stages = StagesLeft(pos, stages);
  if (stopped() || SurelyNone(pos, stages)) return std::nullopt;
  if (const auto it = table_.find(pos.key());
      it != table_.end() && it->second.win_within <= stages) {
    return it->second.tactic;
  }
  const Stage st{&pos,
                 stages,
                 pos.players(),
                 pos.initiative() == us_,
                 stages == 1 && pos.turn() != 0,
                 stages == 2 && pos.turn() != 0};
  const TeamOrders ours = SortedOrders(pos, us_, SolverRank);
  const TeamOrders theirs = SortedOrders(pos, them_, ReplyRank);
  std::vector<Tactic> replies = FirstReplies(pos, stages);
  // Kept across the loop: R only grows at its end, so a (slot, boards) that failed against
  // the first replies fails against all of them (CandidateDfs looks up every prefix's key).
  absl::flat_hash_set<uint64_t> failed;
  const SlotBoard start(pos);
  const Hashed root{start, BoardHash(start, st.players)};
  while (true) {
    Tactic candidate;
    std::vector<Hashed> stack(static_cast<std::size_t>(st.players + 1) * replies.size(), root);
    const bool found = CandidateDfs(st, 0, ours, replies, stack, candidate, failed);
    if (stopped()) return std::nullopt;
    if (!found) {
      table_[pos.key()].none_within = stages;
      return std::nullopt;
    }
    Tactic reply;
    absl::flat_hash_set<uint64_t> held;
    const bool refuted = RefuteDfs(st, 0, root, theirs, candidate, reply, held);
    if (stopped()) return std::nullopt;
    if (!refuted) {
      Entry& proven = table_[pos.key()];
      proven.win_within = stages;
      proven.tactic = candidate;
      proven.counterexamples = static_cast<int>(replies.size());
      return candidate;
    }
    replies.push_back(reply);
    if (pos.turn() != 0) RememberKiller(stages, reply);
  }
}

std::vector<Tactic> Solver::FirstReplies(const Position& pos, int stages) const {
  Tactic first;  // "everybody waits" (distance 0 is never read)
  if (pos.turn() == 0) {
    first.orders.fill(1);
    return {first};
  }
  // Everybody advances: whoever stands behind the ball when he acts pushes it back, the
  // rest only move (nothing, in the last stage).
  if (stages == 1) first.orders.fill(kAdvance);
  std::vector<Tactic> replies{first};
  if (const auto it = killers_.find(stages); it != killers_.end()) {
    for (const Tactic& killer : it->second) {
      if (killer != first) replies.push_back(killer);
    }
  }
  return replies;
}

void Solver::RememberKiller(int stages, const Tactic& reply) {
  std::vector<Tactic>& list = killers_[stages];
  if (const auto it = std::find(list.begin(), list.end(), reply); it != list.end()) list.erase(it);
  list.insert(list.begin(), reply);
  if (list.size() > kKillers) list.pop_back();
}

bool Solver::CandidateDfs(const Stage& st, int i, const TeamOrders& ours,
                          const std::vector<Tactic>& replies, std::vector<Hashed>& stack,
                          Tactic& out, absl::flat_hash_set<uint64_t>& failed) {
  const std::size_t count = replies.size();
  Hashed* const cur = &stack[static_cast<std::size_t>(i) * count];
  if (i == st.players) {
    // Children lost by the table or the bounds first, then the searches.
    for (std::size_t r = 0; r < count; ++r) {
      if (ChildSurelyLoses(st, cur[r].board)) return false;
    }
    for (std::size_t k = 0; k < count; ++k) {
      const std::size_t r = (st.leaf_lead + k) % count;
      if (!ChildWins(st, cur[r].board)) {
        st.leaf_lead = r;
        return false;
      }
    }
    return true;
  }
  uint64_t key = static_cast<uint64_t>(i);
  if (!st.last) {
    for (std::size_t r = 0; r < count; ++r) {
      key = MixSlot(key ^ cur[r].hash, i);
      if (failed.contains(key)) return false;
    }
  }
  Hashed* const next = cur + count;
  const OrderSet& set = ours.sets[static_cast<std::size_t>(i)];
  for (int k = 0; k < set.size; ++k) {
    const int order = set.orders[static_cast<std::size_t>(k)];
    if (st.last) {
      bool idle = true;
      for (std::size_t r = 0; r < count && idle; ++r) {
        idle = IdleInLastStage(order, us_, i, cur[r].board.cell(us_, i), cur[r].board.ball(),
                               !st.we_first);
      }
      if (idle) continue;
    }
    out.orders[static_cast<std::size_t>(i)] = static_cast<int8_t>(order);
    bool viable = true;
    bool all_scored = true;
    for (std::size_t r = 0; r < count && viable; ++r) {
      next[r] = cur[r];
      Play(next[r], st, i, out.orders[static_cast<std::size_t>(i)],
           replies[r].orders[static_cast<std::size_t>(i)]);
      ++nodes_;
      const SlotBoard& board = next[r].board;
      all_scored &= board.goal() == WinFor(us_);
      viable = board.goal() != WinFor(them_) &&
               CanStillScore(board, us_, i + 1, st.players, st.stages, nullptr) &&
               (!st.before_last || board.goal() == WinFor(us_) ||
                MayScoreInNextStage(board, us_, st.we_first, st.players, i, replies[r]));
    }
    if (!viable) continue;
    if (all_scored) {  // the match ends in this slot whatever R plays: the rest is never read
      for (int j = i + 1; j < st.players; ++j) out.orders[static_cast<std::size_t>(j)] = kStay;
      return true;
    }
    if (CandidateDfs(st, i + 1, ours, replies, stack, out, failed)) return true;
    if (stopped()) return false;
  }
  if (!st.last) failed.insert(key);
  return false;
}

bool Solver::RefuteDfs(const Stage& st, int i, const Hashed& board, const TeamOrders& theirs,
                       const Tactic& candidate, Tactic& reply,
                       absl::flat_hash_set<uint64_t>& held) {
  if (i == st.players) return !ChildWins(st, board.board);
  const uint64_t key = MixSlot(board.hash, i);
  if (held.contains(key)) return false;
  const OrderSet& set = theirs.sets[static_cast<std::size_t>(i)];
  for (int k = 0; k < set.size; ++k) {
    const int order = set.orders[static_cast<std::size_t>(k)];
    if (st.last && (IdleInLastStage(order, them_, i, board.board.cell(them_, i), board.board.ball(),
                                    st.we_first) ||
                    (order > 0 && InertInLastStage(st, candidate, order - 1)))) {
      continue;
    }
    reply.orders[static_cast<std::size_t>(i)] = static_cast<int8_t>(order);
    Hashed next = board;
    Play(next, st, i, candidate.orders[static_cast<std::size_t>(i)], order);
    ++nodes_;
    const SlotBoard& after = next.board;
    if (after.goal() == WinFor(us_)) continue;
    // The rest waits (placement: any distance) if this prefix already refutes.
    for (int j = i + 1; j < st.players; ++j) {
      reply.orders[static_cast<std::size_t>(j)] = st.pos->turn() == 0 ? 1 : kStay;
    }
    if (after.goal() == WinFor(them_) ||
        !CanStillScore(after, us_, i + 1, st.players, st.stages, &candidate) ||
        (st.before_last && !MayScoreInNextStage(after, us_, st.we_first, st.players, i, reply))) {
      return true;
    }
    if (RefuteDfs(st, i + 1, next, theirs, candidate, reply, held)) return true;
    if (stopped()) return false;
  }
  held.insert(key);
  return false;
}

}  // namespace

uint64_t CountTactics(const Position& pos, Side side) {
  uint64_t count = 1;
  for (int i = 0; i < pos.players(); ++i) {
    const auto size = static_cast<uint64_t>(EffectiveOrders(pos, side, i).size);
    count = count > std::numeric_limits<uint64_t>::max() / size
                ? std::numeric_limits<uint64_t>::max()
                : count * size;
  }
  return count;
}

ForcedGoal SolveForcedGoal(const Position& pos, Side solver, int max_stages,
                           const SolveBudget& budget) {
  ForcedGoal result;
  Solver search(solver, budget);
  for (int stages = 1; stages <= max_stages; ++stages) {
    const std::optional<Tactic> tactic = search.Win(pos, stages);
    result.nodes = search.nodes();
    if (search.stopped()) return result;
    if (tactic) {
      result.verdict = ForcedGoal::Verdict::kGoal;
      result.tactic = *tactic;
      result.stages = stages;
      result.refuted = CountTactics(pos, Opponent(solver));
      result.counterexamples = search.Counterexamples(pos.key());
      return result;
    }
  }
  result.verdict = ForcedGoal::Verdict::kNone;
  return result;
}

}  // namespace melee::soule
