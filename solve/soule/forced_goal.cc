// The forced-goal solver: its entry points, the OR node's counterexample-guided loop (Win)
// and the solver's plumbing (stages, reply seeds, killers); forced_goal.h is the contract.
#include "solve/soule/forced_goal.h"

#include <algorithm>
#include <limits>
#include <optional>
#include <vector>

#include "solve/soule/forced_goal_solver.h"

namespace melee::soule::forced_goal_internal {

int SolverRank(int order) { return order == kAdvance ? 0 : order > 0 ? 1 : order == kStay ? 2 : 3; }
int ReplyRank(int order) {
  return order > 0 ? 0 : order == kAdvance ? 1 : order == kRetreat ? 2 : 3;
}

TeamOrders SortedOrders(const Position& pos, Side side, int (*rank)(int)) {
  TeamOrders team = RelevantTeamOrders(pos, side);
  if (pos.turn() == 0) return team;  // placement: distances 1, 2, 3
  for (int i = 0; i < team.players; ++i) {
    auto& set = team.sets[i];
    // A stable sort by rank (the ranks take 4 values; hits share one and keep their order).
    OrderSet sorted;
    for (int r = 0; r < 4; ++r) {
      for (int k = 0; k < set.size; ++k) {
        if (rank(set.orders[k]) == r) sorted.orders[sorted.size++] = set.orders[k];
      }
    }
    set = sorted;
  }
  return team;
}

int StagesLeft(const Position& pos, int stages) {
  if (pos.max_turns() == 0) return stages;
  return std::min(stages, static_cast<int>(pos.max_turns() + 1 - pos.turn()));
}

bool Solver::MayWin(const Position& pos, int stages) const {
  const bool last = stages == 1 && pos.turn() != 0;
  return CanStillScore(SlotBoard(pos), us_, 0, pos.players(), stages, nullptr) &&
         (!last || MayScoreInLastStage(pos, us_));
}

bool Solver::SurelyNone(const Position& pos, int stages) {
  stages = StagesLeft(pos, stages);
  if (stages <= 0 || !MayWin(pos, stages)) return true;
  const auto it = table_.find(pos.key());
  return it != table_.end() && it->second.win_within > stages && it->second.none_within >= stages;
}

std::optional<Tactic> Solver::Win(const Position& pos, int stages, bool sure_tested) {
  stages = StagesLeft(pos, stages);
  // The bounds before the table, and their "no" not stored: they cost less than a look-up
  // in a table of millions of positions (a cache miss), and an insertion is another.
  if (stopped() || stages <= 0 || !MayWin(pos, stages)) return std::nullopt;
  if (stages == 1 && pos.turn() != 0 && !sure_tested && last_stage_sure_.Test(pos)) {
    ++nodes_;  // the test stands for the search: one node, so that no proof reads 0
    return LastStageAdvance(pos, us_);
  }
  const uint64_t pos_key = pos.key();
  if (const auto it = table_.find(pos_key); it != table_.end()) {
    if (it->second.win_within <= stages) return it->second.tactic;
    if (it->second.none_within >= stages) return std::nullopt;
  }
  Stage st = MakeStage(pos, stages);
  const TeamOrders ours = SortedOrders(pos, us_, SolverRank);
  // The opponent's sets are read only by the oracle: most nodes (the last stage's above all)
  // fail in the candidate search and never need them.
  std::optional<TeamOrders> theirs;
  std::vector<Tactic> replies = FirstReplies(pos, stages);
  const bool parallel_candidates =
      &pos == root_ && budget_.threads > 1 && stages >= kParallelCandidateStages;
  const SlotBoard start(pos);
  const Hashed root{start, BoardHash(start, st.players)};
  if (stages >= kSearchedLeafStages && budget_.bound_refutation_deviations > 0) {
    theirs = SortedOrders(pos, them_, ReplyRank);
    st.start = &root;
    st.theirs = &*theirs;
  }
  // One buffer per number of stages left (the recursion only goes down): the boards of every
  // slot against every reply; only the first slot's need the root.
  // (Resized only at the outermost call: inner calls have fewer stages left, so no live
  // reference moves.)
  if (stacks_.size() <= static_cast<std::size_t>(stages)) {
    stacks_.resize(static_cast<std::size_t>(stages) + 1);
  }
  std::vector<Hashed>& stack = stacks_[static_cast<std::size_t>(stages)];
  NodeFailed(stages).clear();
  std::vector<char> failed_chunks;  // ParallelCandidate's
  while (true) {
    Tactic candidate;
    bool found;
    if (parallel_candidates) {
      found = ParallelCandidate(st, root, ours, replies, failed_chunks, candidate);
    } else {
      const std::size_t size = static_cast<std::size_t>(st.players + 1) * replies.size();
      if (stack.size() < size) stack.resize(size, root);
      std::fill(stack.begin(), stack.begin() + static_cast<std::ptrdiff_t>(replies.size()), root);
      found = CandidateDfs(st, 0, ours, replies, ReplyTails(replies, st.players), stack, candidate);
    }
    if (stopped()) return std::nullopt;
    if (st.bound_refutation) {
      replies.push_back(*st.bound_refutation);
      st.bound_refutation.reset();
      continue;
    }
    if (!found) {
      table_[pos_key].none_within = stages;
      return std::nullopt;
    }
    if (!theirs) theirs = SortedOrders(pos, them_, ReplyRank);
    Tactic reply;
    ExactKeySet held;
    // In the stage before the last, refutations with few active defenders first (limited
    // discrepancy search: the rest wait), since most candidates fall to one or two players'
    // orders and the full search may first spend millions of slots on replies the candidate
    // beats; then the full search, which alone can prove the candidate. Only there: a leaf
    // is a mate-in-1 check; with more stages left a leaf is a whole search, and replies that
    // mostly wait are the weakest refutations. And only at the root: a child of a longer
    // search is mostly a mate in 2 the oracle above must see proven (or a leaf of a candidate
    // search that fails against another reply), where every limited pass fails before the full
    // search anyway (docs/soule_search.md gives the slot counts either way).
    bool refuted = false;
    if (st.before_last && &pos == root_) {
      for (int deviations : kLimitedDeviations) {
        if (deviations >= st.players) break;
        refuted = RefuteNearBases(st, root, *theirs, candidate, replies, deviations, reply);
        if (stopped()) return std::nullopt;
        if (refuted) break;
      }
    }
    if (!refuted) {
      refuted = &pos == root_ && budget_.threads > 1
                    ? ParallelRefute(st, root, *theirs, candidate, reply, held)
                    : RefuteDfs(st, 0, root, *theirs, candidate, reply, held, -1);
    }
    if (stopped()) return std::nullopt;
    if (!refuted) {
      Entry& proven = table_[pos_key];
      proven.win_within = stages;
      proven.tactic = candidate;
      proven.counterexamples = static_cast<int>(replies.size());
      return candidate;
    }
    replies.push_back(reply);
    if (pos.turn() != 0) RememberKiller(stages, reply);
  }
}

Solver::Stage Solver::MakeStage(const Position& pos, int stages) const {
  return {&pos,
          stages,
          pos.players(),
          pos.initiative() == us_,
          stages == 1 && pos.turn() != 0,
          stages == 2 && pos.turn() != 0,
          pos.turn() != 0 && (stages == 2 || stages == 3) ? stages - 1 : 0,
          StageSalt(pos, stages)};
}
uint64_t Solver::StageSalt(const Position& pos, int stages) {
  uint64_t state = static_cast<uint64_t>(pos.turn()) |
                   static_cast<uint64_t>(pos.max_turns()) << 16 |
                   static_cast<uint64_t>(pos.initiative() == Side::kP1) << 32 |
                   static_cast<uint64_t>(stages) << 40;
  return SplitMix64(state);
}

std::vector<uint64_t> Solver::ReplyTails(const std::vector<Tactic>& replies, int players) {
  std::vector<uint64_t> tails(replies.size() * static_cast<std::size_t>(players));
  for (std::size_t r = 0; r < replies.size(); ++r) {
    uint64_t h = 0;
    for (int i = players - 1; i >= 0; --i) {
      uint64_t state =
          h ^ (static_cast<uint64_t>(replies[r].orders[static_cast<std::size_t>(i)] + 64) << 8 |
               static_cast<uint64_t>(i));
      h = SplitMix64(state);
      tails[r * static_cast<std::size_t>(players) + static_cast<std::size_t>(i)] = h;
    }
  }
  return tails;
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
  if (stages >= 2) {
    // Two generic defences besides: everybody advances (pushes back whoever can), and every
    // player hits the first of our players on his cell who acts after him (else advances).
    // At 11 a side they cut the first candidate searches of the stage before the last by an
    // order of magnitude or two: the loop finds such replies only after millions of slots.
    Tactic advance;
    advance.orders.fill(kAdvance);
    Tactic hit = advance;
    const bool they_first = pos.initiative() == them_;
    for (int j = 0; j < pos.players(); ++j) {
      for (int p = 0; p < pos.players(); ++p) {
        if (pos.cell(us_, p) == pos.cell(them_, j) && OnField(pos.cell(us_, p)) &&
            (p > j || (p == j && they_first))) {
          hit.orders[static_cast<std::size_t>(j)] = static_cast<int8_t>(p + 1);
          break;
        }
      }
    }
    replies.push_back(advance);
    if (hit != advance) replies.push_back(hit);
  }
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

}  // namespace melee::soule::forced_goal_internal

namespace melee::soule {

using forced_goal_internal::Solver;

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
  search.set_root(&pos);
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

bool ForcesGoal(const Position& pos, Side solver, const Tactic& tactic, int stages,
                const SolveBudget& budget) {
  if (Soule::Status(pos).over()) return false;
  Solver search(solver, budget);
  return search.Beats(pos, stages, tactic);
}

}  // namespace melee::soule
