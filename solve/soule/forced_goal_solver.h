// The forced-goal solver's internals (forced_goal.h is its contract): the Solver class that
// the files forced_goal*.cc implement, one concern each: the OR node's loop and the solver's
// plumbing (forced_goal.cc), the candidate search (forced_goal_candidate.cc), the best-reply
// oracle (forced_goal_oracle.cc) and the root's threads (forced_goal_threads.cc). Included by
// those files only.
#pragma once

#include <algorithm>
#include <array>
#include <atomic>
#include <limits>
#include <memory>
#include <optional>
#include <vector>

#include "engine/core/hash_map.h"
#include "engine/core/input_poll.h"
#include "engine/soule/slot_board.h"
#include "solve/soule/board_hash.h"
#include "solve/soule/bound_throttle.h"
#include "solve/soule/exact_key_set.h"
#include "solve/soule/forced_goal.h"
#include "solve/soule/goal_bounds.h"
#include "solve/soule/lossy_key_set.h"
#include "solve/soule/relevant_orders.h"
#include "solve/soule/sure_goal.h"

namespace melee::soule::forced_goal_internal {

using Bound = BoundThrottle::Bound;

inline constexpr int kNever = std::numeric_limits<int>::max();

// HitDominatesWait: a hit is never worse than a wait for the hitter's side, whatever the
// other side's orders. It does nothing, or its target loses a PP, or he is knocked out and
// skips his own order, which could only have pushed the ball toward the hitter's goal, hit one
// of the hitter's players, or moved him (he leaves the field anyway). Whatever both sides play
// afterwards, the hitter's side stays at least as well off: a `+` moves its player one cell
// whether or not he pushes, so both plays keep every other player on the same cell, and the
// ball, pushed by the same players, stays at least as far toward the other side's goal. So a
// tactic that forces a goal with a wait forces one with a hit, a reply that refutes with a
// wait refutes with a hit, and both searches drop a player's wait once one of his hits was
// tried.
//
// Orders in the order the searches try them. The solver pushes first and defends last; the
// refuting opponent hits first (knocking a pusher out is the usual refutation), then pushes
// the ball back.
int SolverRank(int order);
int ReplyRank(int order);

// `side`'s relevant orders, each player's sorted by `rank` (stable).
TeamOrders SortedOrders(const Position& pos, Side side, int (*rank)(int));

inline uint64_t MixSlot(uint64_t h, int slot) {
  uint64_t state = h ^ (static_cast<uint64_t>(slot) << 56);
  return SplitMix64(state);
}

// The orders of the first kChunkSlots slots a candidate search tries, by index in their
// sets: all by default; a thread of the parallel candidate search takes one order of each at
// a time.
inline constexpr int kChunkSlots = 3;
struct SlotMasks {
  std::array<uint32_t, kChunkSlots> masks;
  SlotMasks() { masks.fill(~0u); }
  uint32_t at(int i) const { return i < kChunkSlots ? masks[static_cast<std::size_t>(i)] : ~0u; }
};

// `stages` clamped to the stages the match has left.
int StagesLeft(const Position& pos, int stages);

class Solver {
 public:
  Solver(Side solver, const SolveBudget& budget)
      : us_(solver), them_(Opponent(solver)), budget_(budget), last_stage_sure_(solver) {}

  // S's tactic forcing a goal within `stages` stages from `pos` (not over), or nullopt.
  // `sure_tested`: the last stage's sure test already failed on `pos` (ChildWins ran it).
  std::optional<Tactic> Win(const Position& pos, int stages, bool sure_tested = false);
  // Whether `tactic` forces a goal within `stages` stages from `pos` (not over): the oracle's
  // full search for a refutation finds none.
  bool Beats(const Position& pos, int stages, const Tactic& tactic);

  // The flag at every call; the node budget and the clock every kClockInterval calls (a clock
  // read costs more than most of the work between two calls).
  bool stopped() const {
    if (out_of_budget_ || nodes_ >= leaf_limit_) return true;
    if (budget_.stop != nullptr && budget_.stop->load(std::memory_order_relaxed)) return true;
    if (abort_ != nullptr && abort_->load(std::memory_order_relaxed)) return true;
    if ((++polls_ & (kClockInterval - 1)) != 0) return false;
    PollInput();
    out_of_budget_ = (budget_.max_nodes != 0 && nodes_ >= budget_.max_nodes) ||
                     (budget_.deadline != nullptr && budget_.deadline->SearchTimeUp());
    return out_of_budget_;
  }
  uint64_t nodes() const { return nodes_; }
  // The position of the outermost call (SolveForcedGoal's), the only one searched in parallel.
  void set_root(const Position* root) { root_ = root; }
  // 0 for a goal proven by SurelyScoresInLastStage (no loop, not in the table).
  int Counterexamples(uint64_t key) const {
    const auto it = table_.find(key);
    return it == table_.end() ? 0 : it->second.counterexamples;
  }

 private:
  struct Entry {
    int win_within = kNever;  // a goal is forced within this many stages (with `tactic`)
    int none_within = 0;      // no goal can be forced within this many stages
    int counterexamples = 0;
    Tactic tactic;
  };
  // A board and its hash (board_hash.h), for the memos of both searches.
  struct Hashed {
    SlotBoard board;
    uint64_t hash;
  };

  struct Stage {  // one OR node's fixed data
    const Position* pos;
    int stages;
    int players;
    bool we_first;     // our player i acts before theirs
    bool last;         // a turn stage with no stage after it: only the ball counts
    bool before_last;  // a turn stage followed by the last one
    // The turn stages after this one that the relaxed defence bound plays (goal_bounds.h):
    // 1 in the stage before the last, 2 in the one before it, else 0 (not tested).
    int relaxed_after;
    // What a board hash leaves out of a candidate search's memo key (see ReplyTails): the
    // turn, initiative, turn limit and stages left, on which the leaves' verdicts depend.
    uint64_t salt;
    // The reply whose child failed last at this node: tried first at the next leaf, since
    // neighbouring candidates mostly fail against the same reply. Only ordering.
    mutable std::size_t leaf_lead = 0;
    mutable uint64_t leaf_cost = 0;  // the slots that child's search took (AllChildrenWin)
    // Per slot, the reply whose board failed a bound last: checked first at the next order
    // (most orders fail, mostly against the same reply, and the other boards then need not be
    // played). Only ordering.
    mutable std::array<std::size_t, kMaxPlayers> cut_lead{};
    // Where a leaf's children are whole searches (BoundRefutation): the stage's start and the
    // opponent's orders; null elsewhere. And the reply found there, which stops the candidate
    // search so that the loop adds it to R.
    const Hashed* start = nullptr;
    const TeamOrders* theirs = nullptr;
    mutable std::optional<Tactic> bound_refutation{};
    mutable BoundRefutationRate bound_refutations{};
    // In a thread of ParallelCandidate: the size of the threads' list of bound refutations,
    // and how many of them this thread's R holds. When the list grows, the thread's next leaf
    // stops its search (`outdated`) as its own refutation would.
    const std::atomic<std::size_t>* refutations_found = nullptr;
    std::size_t refutations_taken = 0;
    mutable bool outdated = false;
  };
  // The candidate search stops without memoising (R is about to grow).
  static bool Restarting(const Stage& st) { return st.bound_refutation || st.outdated; }

  // `stages` already clamped to the match's end.
  Stage MakeStage(const Position& pos, int stages) const;
  static uint64_t StageSalt(const Position& pos, int stages);
  // Per reply r and slot i (at r * players + i), a hash of r's orders from slot i on. With
  // the boards and the stage's salt it makes the candidate search's memo key mean the same
  // at every node: "from these boards, no completion of our tactic beats these replies' rest"
  // depends on nothing else (the orders each node tries differ only in orders exactly
  // equivalent to a wait), so one table serves the whole solve. Neighbouring leaves of a
  // longer search reach the same boards once a player who stood one cell apart has moved.
  static std::vector<uint64_t> ReplyTails(const std::vector<Tactic>& replies, int players);

  // Plays slot i; the hash follows when `hashed` (the boards it makes are memoised: never a
  // finished stage, whose leaves read only the board, and most slots are played there).
  void Play(Hashed& b, const Stage& st, int i, int ours, int theirs, bool hashed) const {
    auto act = [&](Side side, int order) {
      if (hashed) {
        b.hash = ActHashed(b.board, b.hash, side, i, order);
      } else {
        b.board.Act(side, i, order);
      }
    };
    act(st.we_first ? us_ : them_, st.we_first ? ours : theirs);
    act(st.we_first ? them_ : us_, st.we_first ? theirs : ours);
  }

  // Whether the position after a full stage lets us force a goal in the stages left.
  // `sure_tested`: the caller already ran the last stage's sure test on `board` (and it failed).
  bool ChildWins(const Stage& st, const SlotBoard& board, bool sure_tested = false) {
    if (board.goal() == WinFor(us_)) return true;
    if (board.goal() != Outcome::kNone || st.stages <= 1) return false;
    // The child starts the last stage: the sure test first, without building it.
    if (st.before_last && !sure_tested && SurelyWinsLastStage(st, board)) return true;
    const Position child = board.Finish(*st.pos);
    if (Soule::Status(child).over()) return false;
    if (!st.before_last) return Win(child, st.stages - 1).has_value();
    // The last stage, memoised on what decides it: a proof's leaves differ mostly in players
    // who can no longer touch the ball.
    const uint64_t key = LastStageKey(child, us_);
    if (const auto it = last_stage_wins_.find(key); it != last_stage_wins_.end()) {
      return it->second;
    }
    const bool wins = Win(child, 1, /*sure_tested=*/true).has_value();
    if (stopped()) return wins;
    if (last_stage_wins_.size() >= kMaxLastStageEntries) last_stage_wins_.clear();
    last_stage_wins_.emplace(key, wins);
    return wins;
  }
  bool SurelyWinsLastStage(const Stage& st, const SlotBoard& board) {
    return last_stage_sure_.TestAfterStage(board, st.we_first, st.players);
  }
  // In the last stage, whether our player `j`'s order in `candidate` cannot move the ball
  // (a wait, or a hit on a player who will have acted): stopping him then changes nothing
  // that counts, so the oracle's hit on him is exactly `0`.
  bool InertInLastStage(const Stage& st, const Tactic& candidate, int j) const {
    const int order = candidate.orders[static_cast<std::size_t>(j)];
    return order == kStay || order == kRetreat ||
           (order > 0 && IdleInLastStage(order, us_, j, 0, 0, !st.we_first));
  }
  // From this many stages left each child of a candidate's leaf is a whole search, not a
  // last-stage check: there the leaf's bound refutation and the probe of its children pay.
  static constexpr int kSearchedLeafStages = 3;
  // At such a leaf, before any child is searched: a reply, at most
  // SolveBudget::bound_refutation_deviations players departing from a base (everybody waits,
  // then R's newest replies), after which the table or the bounds alone lose the child
  // (ChildSurelyLoses). Such a reply mostly refutes the leaf's neighbours as cheaply, so the
  // loop adds it to R (the candidate search stops; its memo keeps what it proved against R's
  // first replies) and the next search cuts them slots earlier: without it, each failing leaf
  // cost a mate-in-2 proof of some child, thousands of slots, tens of thousands of leaves
  // (measured in docs/soule_search.md, "The solver's measurements"). Sound whatever it returns, as
  // R holds only legal replies: a leaf it cuts wrongly is searched again against the new R.
  bool BoundRefutation(const Stage& st, const Tactic& candidate, const std::vector<Tactic>& replies,
                       Tactic& reply);
  bool bounds_only_ = false;  // RefuteDfs's leaves: ChildSurelyLoses, no search
  // Whether every child (the boards after a full stage against each reply) wins, in turn, the
  // one that failed last first. Where each is a whole search (kSearchedLeafStages stages or
  // more) and there are several, they are probed first. One failing child fails the leaf, and
  // the children's costs differ by orders of magnitude: a hopeless one (its ball five pushes from
  // the goal) may take millions of slots to prove lost while its neighbour takes thousands. So a
  // probe first gives each child in turn a budget of slots (SolveBudget::leaf_probe, or twice what
  // the last failing child of this node cost) and stops it there; a loss proven within it
  // ends the leaf. Only then are the children left searched to the end, the lead first. One probe
  // round, not a growing budget: a winning child is the dearest to search (its oracle sees
  // every reply), and further rounds searched more of those than they spared
  // (docs/soule_search.md, "The solver's measurements").
  bool AllChildrenWin(const Stage& st, const Hashed* children, std::size_t count);
  // The probe's limit (stopped() then holds, as for the budget, so that nothing is stored).
  uint64_t leaf_limit_ = std::numeric_limits<uint64_t>::max();
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
  // The bounds alone (goal_bounds.h) leave a goal within `stages` (clamped) possible.
  bool MayWin(const Position& pos, int stages) const;

  // Whether the candidate search memoises the boards of slot i. Not in the last stage (its
  // trees are small: hashing cost more than it saved), nor in the last kCandidateMemoTail
  // slots of a stage: below them are only a few orders and the leaves' bounds, cheaper than a
  // look-up in a set of millions of keys (a cache miss) and the hashing of every action.
  static constexpr int kCandidateMemoTail = 1;
  static bool CandidateMemoised(const Stage& st, int i) {
    return !st.last && i + kCandidateMemoTail < st.players;
  }
  // A bound's verdict at slot i where testing it pays (bound_throttle.h); elsewhere true, as
  // if it did not cut.
  template <class Test>
  bool MayPass(Bound bound, const Stage& st, int i, const Test& test) {
    if (!throttle_.ShouldTest(bound, st.stages, i)) return true;
    const bool pass = test();
    throttle_.Record(bound, st.stages, i, !pass);
    return pass;
  }
  BoundThrottle throttle_;
  // `tails`: ReplyTails(replies). `chunk`: the orders of the first kChunkSlots slots tried
  // (ParallelCandidate); a slot's boards are memoised as failed only when all its orders were
  // tried.
  bool CandidateDfs(const Stage& st, int i, const TeamOrders& ours,
                    const std::vector<Tactic>& replies, const std::vector<uint64_t>& tails,
                    std::vector<Hashed>& stack, Tactic& out, SlotMasks chunk = {});
  // The (slot, boards, replies' rest) keys from which no completion of our tactic beats the
  // replies (the candidate search's memo, ReplyTails). A failure against the first replies
  // of R is one against all of them, so CandidateDfs looks up every prefix's key. Two
  // tables: the node's own (by stages left, emptied when a node starts: small in most nodes,
  // but tens of millions of keys at the root of the hardest dense positions, where nearly all
  // the hits are the full key's and the other prefixes' look-ups are mostly misses: hence
  // ExactKeySet and the prefetches), and one shared by every node of the solve (up to
  // 2^kSharedFailedBits x 8 keys, 64 MB, then it forgets the oldest), used only at slots with
  // at least kSharedFailedTail slots below them: there a hit saves a subtree, while a look-up
  // in a table that size is a cache miss, more than most deep subtrees cost.
  static constexpr int kSharedFailedBits = 20;
  static constexpr int kSharedFailedTail = 3;
  static bool SharedFailed(const Stage& st, int i) { return i + kSharedFailedTail < st.players; }
  std::vector<ExactKeySet> node_failed_;  // by stages left
  std::vector<uint64_t> prefix_keys_;     // CandidateDfs's look-ups (done before it recurses)
  // (Grown only by the outermost call: inner ones have fewer stages left, so no live
  // reference moves. A helper's first is its root candidate search.)
  ExactKeySet& NodeFailed(int stages) {
    if (node_failed_.size() <= static_cast<std::size_t>(stages)) {
      node_failed_.resize(static_cast<std::size_t>(stages) + 1);
    }
    return node_failed_[static_cast<std::size_t>(stages)];
  }
  LossyKeySet shared_failed_{kSharedFailedBits};
  // The candidate search of the root split between budget_.threads threads when a leaf is a
  // whole search (kParallelCandidateStages stages or more): each thread takes the next chunk
  // (one order of each of the first kChunkSlots slots) not yet failed, with its own solver
  // (and memo) and its own copy of R; the first candidate found stops the others.
  // A leaf's bound refutation joins a list the threads share; its finder starts its chunk
  // again against R and the list, and so does every other thread at its next leaf (the list
  // grew). The list keeps R's order, so every thread's replies are a prefix of the R the
  // search ends with, and the memo keys (ReplyTails) stay valid. A chunk that failed against
  // part of R fails against R, as R only grows: `failed` (by chunk) keeps it out of the
  // loop's later searches. The list joins `replies` (why not a restart at each refutation:
  // docs/soule_search.md, "The solver's measurements").
  // With fewer stages the leaves are cheap and the split cost more than it gained (cold
  // helper tables, very unequal first-slot subtrees).
  static constexpr int kParallelCandidateStages = 3;
  bool ParallelCandidate(const Stage& st, const Hashed& root, const TeamOrders& ours,
                         std::vector<Tactic>& replies, std::vector<char>& failed, Tactic& out);
  // The solvers of the root's other threads, made at the first parallel search and kept for
  // the whole solve: their tables and memos stay warm across the root's loop.
  Solver& Helper(int t);
  // Searches every chunk k < `chunks` on Threads() threads (this solver is thread 0,
  // Helper(t) thread t), each taking the next chunk. Thread t makes its search with
  // `make(solver, t)`, a callable from k to an optional Result; the first result found stops
  // the others (through abort_) and is the answer. The helpers' slots are added to ours.
  template <class Result, class MakeSearch>
  std::optional<Result> FirstOnThreads(int chunks, const MakeSearch& make);
  int Threads() const { return std::min(budget_.threads, kMaxThreads); }
  static constexpr int kMaxThreads = 32;
  std::vector<std::unique_ptr<Solver>> helpers_;
  // `deviations`: how many of the opponent's players still to act may do anything but wait
  // (-1: any number; only then are the boards without a refutation memoised in `held`).
  // `first`: the orders of slot i (by index in its set) tried, all by default (a thread of
  // ParallelRefute takes one at a time); the board is memoised only when all were.
  bool RefuteDfs(const Stage& st, int i, const Hashed& board, const TeamOrders& theirs,
                 const Tactic& candidate, Tactic& reply, ExactKeySet& held, int deviations,
                 uint32_t first = ~0u);
  // The full oracle search of the root split between budget_.threads threads: each takes the
  // next order of the first slot and searches the replies that start with it, with its own
  // solver (Helper: tables not shared); the first refutation found stops the others.
  bool ParallelRefute(const Stage& st, const Hashed& root, const TeamOrders& theirs,
                      const Tactic& candidate, Tactic& reply, ExactKeySet& held);

  // The replies a new OR node starts its loop with: a defensive guess, then the latest
  // refutations found at nodes with as many stages left (neighbouring positions are refuted
  // by the same replies more often than not, and every reply is a legal one, so any list
  // keeps the search exact).
  std::vector<Tactic> FirstReplies(const Position& pos, int stages) const;
  void RememberKiller(int stages, const Tactic& reply);
  static constexpr std::size_t kKillers = 2;
  // The oracle's limited passes: at most 1, then 2 players not following the base reply.
  static constexpr std::array<int, 2> kLimitedDeviations = {1, 2};
  static constexpr std::size_t kLdsBases = 3;
  // A reply of at most `deviations` players departing from a base, tried one base after the
  // other: everybody waits, then R's kLdsBases newest replies.
  bool RefuteNearBases(const Stage& st, const Hashed& start, const TeamOrders& theirs,
                       const Tactic& candidate, const std::vector<Tactic>& replies, int deviations,
                       Tactic& reply);
  void SetLdsBase(const TeamOrders& theirs, const Tactic* base);
  std::array<int8_t, kMaxPlayers> lds_base_{};
  ExactKeySet lds_held_;

  static constexpr uint64_t kClockInterval = 256;
  Side us_, them_;
  SolveBudget budget_;
  mutable uint64_t polls_ = 0;
  mutable bool out_of_budget_ = false;
  HashMap<int, std::vector<Tactic>> killers_;
  uint64_t nodes_ = 0;
  HashMap<uint64_t, Entry> table_;
  LastStageSureMemo last_stage_sure_;
  static constexpr std::size_t kMaxLastStageEntries = std::size_t{1} << 20;  // then cleared
  HashMap<uint64_t, bool> last_stage_wins_;                                  // by LastStageKey
  std::vector<std::vector<Hashed>> stacks_;                                  // by stages left
  const Position* root_ = nullptr;
  const std::atomic<bool>* abort_ = nullptr;  // a helper's: another thread refuted or found
};

}  // namespace melee::soule::forced_goal_internal
