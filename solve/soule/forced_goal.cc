#include "solve/soule/forced_goal.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <limits>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

#include "engine/core/hash_map.h"
#include "engine/core/input_poll.h"
#include "engine/soule/slot_board.h"
#include "solve/soule/board_hash.h"
#include "solve/soule/bound_throttle.h"
#include "solve/soule/exact_key_set.h"
#include "solve/soule/goal_bounds.h"
#include "solve/soule/lossy_key_set.h"
#include "solve/soule/relevant_orders.h"
#include "solve/soule/sure_goal.h"

namespace melee::soule {
namespace {

using Bound = BoundThrottle::Bound;

constexpr int kNever = std::numeric_limits<int>::max();

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

uint64_t MixSlot(uint64_t h, int slot) {
  uint64_t state = h ^ (static_cast<uint64_t>(slot) << 56);
  return SplitMix64(state);
}

// The orders of the first kChunkSlots slots a candidate search tries, by index in their
// sets: all by default; a thread of the parallel candidate search takes one order of each at
// a time.
constexpr int kChunkSlots = 3;
struct SlotMasks {
  std::array<uint32_t, kChunkSlots> masks;
  SlotMasks() { masks.fill(~0u); }
  uint32_t at(int i) const { return i < kChunkSlots ? masks[static_cast<std::size_t>(i)] : ~0u; }
};

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
  Stage MakeStage(const Position& pos, int stages) const {
    return {&pos,
            stages,
            pos.players(),
            pos.initiative() == us_,
            stages == 1 && pos.turn() != 0,
            stages == 2 && pos.turn() != 0,
            pos.turn() != 0 && (stages == 2 || stages == 3) ? stages - 1 : 0,
            StageSalt(pos, stages)};
  }
  static uint64_t StageSalt(const Position& pos, int stages) {
    uint64_t state = static_cast<uint64_t>(pos.turn()) |
                     static_cast<uint64_t>(pos.max_turns()) << 16 |
                     static_cast<uint64_t>(pos.initiative() == Side::kP1) << 32 |
                     static_cast<uint64_t>(stages) << 40;
    return SplitMix64(state);
  }
  // Per reply r and slot i (at r * players + i), a hash of r's orders from slot i on. With
  // the boards and the stage's salt it makes the candidate search's memo key mean the same
  // at every node: "from these boards, no completion of our tactic beats these replies' rest"
  // depends on nothing else (the orders each node tries differ only in orders exactly
  // equivalent to a wait), so one table serves the whole solve. Neighbouring leaves of a
  // longer search reach the same boards once a player who stood one cell apart has moved.
  static std::vector<uint64_t> ReplyTails(const std::vector<Tactic>& replies, int players) {
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
  // (dense n = 3 lines 19 and 45: 28.5 M -> 0.94 M and 25.1 M -> 0.64 M slots). Sound
  // whatever it returns, as R holds only legal replies: a leaf it cuts wrongly is searched
  // again against the new R.
  bool BoundRefutation(const Stage& st, const Tactic& candidate, const std::vector<Tactic>& replies,
                       Tactic& reply);
  bool bounds_only_ = false;  // RefuteDfs's leaves: ChildSurelyLoses, no search
  // Whether every child (the boards after a full stage against each reply) wins, in turn, the
  // one that failed last first. Where each is a whole search (kSearchedLeafStages stages or
  // more) and there are several, they are probed first. One failing child fails the leaf, and
  // the children's costs differ by 1000x: a hopeless one (its ball five pushes from the goal)
  // may take millions of slots to prove lost while its neighbour takes thousands. So a probe
  // first gives each child in turn a budget of slots (SolveBudget::leaf_probe, or twice what
  // the last failing child of this node cost) and stops it there; a loss proven within it
  // ends the leaf. Only then are the children left searched to the end, the lead first. One probe
  // round, not a growing budget: a winning child is the dearest to search (its oracle sees
  // every reply), and further rounds searched more of those than they spared (dense line 19:
  // 81 M -> 104 M slots with budgets growing x4 from 4 K).
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
  // but tens of millions of keys at the root of the hardest dense positions, where 98 % of
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
  // loop's later searches. The list joins `replies`. (Before, every refutation ended the
  // parallel search and the loop searched all 16 pairs of the first two slots' orders again:
  // one pair held nearly all the work of the last rounds, and 2 threads gave about 1x on the
  // slow dense n = 3 proofs.)
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
  void SetLdsBase(const TeamOrders& theirs, const Tactic* base) {
    for (int i = 0; i < theirs.players; ++i) {
      const OrderSet& set = theirs.sets[static_cast<std::size_t>(i)];
      const int order = base == nullptr ? kStay : base->orders[static_cast<std::size_t>(i)];
      lds_base_[static_cast<std::size_t>(i)] =
          static_cast<int8_t>(std::find(set.orders.begin(), set.orders.begin() + set.size, order) !=
                                      set.orders.begin() + set.size
                                  ? order
                                  : kStay);
    }
  }
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
    // mostly wait are the weakest refutations (one n <= 3 puzzle went from 399 slots to
    // over 48 M). And only at the root: a child of a longer search is mostly a mate in 2 the
    // oracle above must see proven (or a leaf of a candidate search that fails against
    // another reply), where every limited pass fails before the full search anyway (dense
    // n = 3 lines 6, 19, 45, 21, 27, 28: 190 M -> 154 M slots; line 39 proven "none" at
    // 130 M slots, unknown after 198 M before).
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

bool Solver::ParallelRefute(const Stage& st, const Hashed& root, const TeamOrders& theirs,
                            const Tactic& candidate, Tactic& reply, ExactKeySet& held) {
  std::vector<ExactKeySet> memos(static_cast<std::size_t>(Threads() - 1));
  const std::optional<Tactic> found =
      FirstOnThreads<Tactic>(theirs.sets[0].size, [&](Solver& solver, int t) {
        ExactKeySet& memo = t == 0 ? held : memos[static_cast<std::size_t>(t - 1)];
        return [&, &solver = solver, &memo = memo](int k) {
          Tactic r;
          const bool refutes =
              solver.RefuteDfs(st, 0, root, theirs, candidate, r, memo, -1, 1u << k);
          return refutes ? std::optional<Tactic>(r) : std::nullopt;
        };
      });
  if (found) reply = *found;
  return found.has_value();
}

Solver& Solver::Helper(int t) {
  while (static_cast<int>(helpers_.size()) < t) {
    helpers_.push_back(std::make_unique<Solver>(us_, budget_));
  }
  return *helpers_[static_cast<std::size_t>(t - 1)];
}

template <class Result, class MakeSearch>
std::optional<Result> Solver::FirstOnThreads(int chunks, const MakeSearch& make) {
  const int threads = Threads();
  std::atomic<int> next{0};
  std::atomic<bool> done{false};
  std::vector<std::optional<Result>> results(static_cast<std::size_t>(threads));
  auto work = [&](Solver& solver, int t) {
    auto search = make(solver, t);  // on its own thread: its state stays local to it
    for (int k = next.fetch_add(1); k < chunks; k = next.fetch_add(1)) {
      std::optional<Result> found = search(k);
      if (solver.stopped()) return;  // another thread's answer, or the budget
      if (found) {
        results[static_cast<std::size_t>(t)] = found;
        done.store(true);
        return;
      }
    }
  };
  // The helpers' flags and slot counts are set before any thread starts.
  std::vector<uint64_t> before;
  for (int t = 1; t < threads; ++t) {
    Solver& helper = Helper(t);
    helper.abort_ = &done;
    before.push_back(helper.nodes_);
  }
  std::vector<std::thread> pool;
  for (int t = 1; t < threads; ++t) pool.emplace_back([&, t] { work(Helper(t), t); });
  abort_ = &done;
  work(*this, 0);
  for (std::thread& thread : pool) thread.join();
  abort_ = nullptr;
  for (std::size_t t = 0; t < before.size(); ++t) {
    helpers_[t]->abort_ = nullptr;
    nodes_ += helpers_[t]->nodes_ - before[t];
  }
  for (const std::optional<Result>& result : results) {
    if (result) return result;
  }
  return std::nullopt;
}

bool Solver::ParallelCandidate(const Stage& st, const Hashed& root, const TeamOrders& ours,
                               std::vector<Tactic>& replies, std::vector<char>& failed,
                               Tactic& out) {
  const int slots = std::min(st.players, kChunkSlots);
  if (failed.empty()) {
    std::size_t chunks = 1;
    for (int i = 0; i < slots; ++i) {
      chunks *= static_cast<std::size_t>(ours.sets[static_cast<std::size_t>(i)].size);
    }
    failed.assign(chunks, 0);
  }
  std::vector<int> open;
  for (std::size_t k = 0; k < failed.size(); ++k) {
    if (failed[k] == 0) open.push_back(static_cast<int>(k));
  }
  const std::size_t known = replies.size();
  std::mutex mutex;
  std::vector<Tactic> refutations;  // the leaves' bound refutations, in the order R takes them
  std::atomic<std::size_t> refutations_found{0};
  const std::optional<Tactic> found =
      FirstOnThreads<Tactic>(static_cast<int>(open.size()), [&](Solver& solver, int) {
        // Each thread its own copy of the stage (its orderings are written at every slot),
        // of R and of the boards.
        Stage local = st;
        local.refutations_found = &refutations_found;
        return [&, &solver = solver, local, mine = replies, tails = std::vector<uint64_t>(),
                stack = std::vector<Hashed>()](int c) mutable {
          const int k = open[static_cast<std::size_t>(c)];
          SlotMasks chunk;
          for (int i = slots - 1, rest = k; i >= 0; --i) {
            const int size = ours.sets[static_cast<std::size_t>(i)].size;
            chunk.masks[static_cast<std::size_t>(i)] = 1u << (rest % size);
            rest /= size;
          }
          while (true) {
            {
              const std::lock_guard<std::mutex> lock(mutex);
              mine.insert(mine.end(),
                          refutations.begin() + static_cast<std::ptrdiff_t>(mine.size() - known),
                          refutations.end());
              local.refutations_taken = refutations.size();
            }
            if (tails.size() != mine.size() * static_cast<std::size_t>(st.players)) {
              tails = ReplyTails(mine, st.players);
              stack.assign(static_cast<std::size_t>(st.players + 1) * mine.size(), root);
            }
            Tactic tactic;
            if (solver.CandidateDfs(local, 0, ours, mine, tails, stack, tactic, chunk)) {
              return std::optional<Tactic>(tactic);
            }
            if (solver.stopped()) return std::optional<Tactic>();
            if (local.outdated) {
              local.outdated = false;
              continue;
            }
            if (!local.bound_refutation) {
              failed[static_cast<std::size_t>(k)] = 1;  // each chunk's own byte: no race
              return std::optional<Tactic>();
            }
            {
              const std::lock_guard<std::mutex> lock(mutex);
              // Another thread may have found the same reply since this one took the list.
              if (std::find(refutations.begin(), refutations.end(), *local.bound_refutation) ==
                  refutations.end()) {
                refutations.push_back(*local.bound_refutation);
                refutations_found.store(refutations.size(), std::memory_order_relaxed);
              }
            }
            local.bound_refutation.reset();
          }
        };
      });
  replies.insert(replies.end(), refutations.begin(), refutations.end());
  if (found) out = *found;
  return found.has_value();
}

bool Solver::Beats(const Position& pos, int stages, const Tactic& tactic) {
  stages = StagesLeft(pos, stages);
  if (stages <= 0) return false;
  const Stage st = MakeStage(pos, stages);
  const TeamOrders theirs = SortedOrders(pos, them_, ReplyRank);
  const SlotBoard start(pos);
  const Hashed root{start, BoardHash(start, st.players)};
  Tactic reply;
  ExactKeySet held;
  const bool refuted = RefuteDfs(st, 0, root, theirs, tactic, reply, held, -1);
  return !refuted && !stopped();
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
    // At 11 a side they cut the first candidate searches of the stage before the last by
    // 10x to 100x (the loop found such replies only after millions of slots).
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

bool Solver::CandidateDfs(const Stage& st, int i, const TeamOrders& ours,
                          const std::vector<Tactic>& replies, const std::vector<uint64_t>& tails,
                          std::vector<Hashed>& stack, Tactic& out, SlotMasks chunk) {
  const std::size_t count = replies.size();
  Hashed* const cur = &stack[static_cast<std::size_t>(i) * count];
  if (i == st.players) {
    // Children lost by the table or the bounds first, then the searches.
    for (std::size_t r = 0; r < count; ++r) {
      if (ChildSurelyLoses(st, cur[r].board)) return false;
    }
    if (st.start != nullptr) {
      if (st.refutations_found != nullptr &&
          st.refutations_found->load(std::memory_order_relaxed) > st.refutations_taken) {
        st.outdated = true;
        return false;
      }
      if (!st.bound_refutations.Pays()) return AllChildrenWin(st, cur, count);
      Tactic reply;
      const bool found = BoundRefutation(st, out, replies, reply);
      st.bound_refutations.Record(found);
      if (found) {
        // A reply of R, by a bound the candidate search's throttle left out: the leaf fails
        // against R (adding it again, the search met the same leaf again).
        if (std::find(replies.begin(), replies.end(), reply) != replies.end()) return false;
        st.bound_refutation = reply;
        return false;
      }
    }
    return AllChildrenWin(st, cur, count);
  }
  ExactKeySet& node_failed = NodeFailed(st.stages);
  const bool shared = SharedFailed(st, i);
  uint64_t key = st.salt;
  if (CandidateMemoised(st, i)) {
    // Every prefix's key first, its look-ups' cache misses started together.
    prefix_keys_.resize(count);
    for (std::size_t r = 0; r < count; ++r) {
      key =
          MixSlot(key ^ cur[r].hash ^
                      tails[r * static_cast<std::size_t>(st.players) + static_cast<std::size_t>(i)],
                  i);
      prefix_keys_[r] = key;
      node_failed.prefetch(key);
      if (shared) shared_failed_.prefetch(key);
    }
    for (const uint64_t prefix : prefix_keys_) {
      if (node_failed.contains(prefix) || (shared && shared_failed_.contains(prefix))) {
        return false;
      }
    }
  }
  Hashed* const next = cur + count;
  const OrderSet& set = ours.sets[static_cast<std::size_t>(i)];
  // Our wait is dropped once a hit of the same player was tried (SolverRank tries hits
  // first): HitDominatesWait.
  const bool turn_stage = st.pos->turn() != 0;
  bool hit_tried = false;
  for (int k = 0; k < set.size; ++k) {
    const int order = set.orders[static_cast<std::size_t>(k)];
    if (order == kStay && hit_tried) continue;
    if (st.last) {
      bool idle = true;
      for (std::size_t r = 0; r < count && idle; ++r) {
        idle = IdleInLastStage(order, us_, i, cur[r].board.cell(us_, i), cur[r].board.ball(),
                               !st.we_first);
      }
      if (idle) continue;
    }
    hit_tried |= turn_stage && order > 0;
    // After the wait's rule: another thread's chunk may hold the hit that drops it.
    if (((chunk.at(i) >> k) & 1u) == 0) continue;
    out.orders[static_cast<std::size_t>(i)] = static_cast<int8_t>(order);
    bool viable = true;
    bool all_scored = true;
    const std::size_t lead = st.cut_lead[static_cast<std::size_t>(i)];
    for (std::size_t offset = 0; offset < count && viable; ++offset) {
      const std::size_t r = lead + offset < count ? lead + offset : lead + offset - count;
      next[r] = cur[r];
      Play(next[r], st, i, out.orders[static_cast<std::size_t>(i)],
           replies[r].orders[static_cast<std::size_t>(i)], CandidateMemoised(st, i + 1));
      ++nodes_;
      const SlotBoard& board = next[r].board;
      all_scored &= board.goal() == WinFor(us_);
      viable = board.goal() != WinFor(them_) &&
               MayPass(Bound::kCandidateCanStillScore, st, i,
                       [&] {
                         return CanStillScoreAgainst(board, us_, st.we_first, st.players, i,
                                                     replies[r], st.stages);
                       }) &&
               (st.relaxed_after == 0 || board.goal() == WinFor(us_) ||
                MayPass(Bound::kCandidateMayScoreInNextStages, st, i, [&] {
                  return MayScoreInNextStages(board, us_, st.we_first, st.players, i, replies[r],
                                              st.relaxed_after);
                }));
      if (!viable) st.cut_lead[static_cast<std::size_t>(i)] = r;
    }
    if (!viable) continue;
    if (all_scored) {  // the match ends in this slot whatever R plays: the rest is never read
      for (int j = i + 1; j < st.players; ++j) out.orders[static_cast<std::size_t>(j)] = kStay;
      return true;
    }
    if (CandidateDfs(st, i + 1, ours, replies, tails, stack, out, chunk)) return true;
    if (stopped() || Restarting(st)) return false;  // nothing proven: not memoised
  }
  if (CandidateMemoised(st, i) && chunk.at(i) == ~0u) {
    node_failed.insert(key);
    if (shared) shared_failed_.insert(key);
  }
  return false;
}

bool Solver::BoundRefutation(const Stage& st, const Tactic& candidate,
                             const std::vector<Tactic>& replies, Tactic& reply) {
  bounds_only_ = true;
  // One pass per base at the full limit, not a deepening 1, 2, 3: the first reply within 1
  // mostly cuts fewer of the neighbours (dense line 6: 23 M slots against 2 M).
  const bool refuted = RefuteNearBases(st, *st.start, *st.theirs, candidate, replies,
                                       budget_.bound_refutation_deviations, reply);
  bounds_only_ = false;
  return refuted && !stopped();
}

bool Solver::RefuteNearBases(const Stage& st, const Hashed& start, const TeamOrders& theirs,
                             const Tactic& candidate, const std::vector<Tactic>& replies,
                             int deviations, Tactic& reply) {
  ExactKeySet unused;  // RefuteDfs memoises only its full search's boards
  for (std::size_t b = 0; b <= std::min(replies.size(), kLdsBases); ++b) {
    // Base 0: everybody waits; then R's replies, the newest first (each reply of R is within
    // the limit of its own base).
    SetLdsBase(theirs, b == 0 ? nullptr : &replies[replies.size() - b]);
    lds_held_.clear();
    if (RefuteDfs(st, 0, start, theirs, candidate, reply, unused, deviations)) return true;
    if (stopped()) return false;
  }
  return false;
}

bool Solver::AllChildrenWin(const Stage& st, const Hashed* children, std::size_t count) {
  // The probe, then the children it left open to the end (the hot last-stage leaves skip it
  // and allocate nothing).
  const bool probe = budget_.leaf_probe != 0 && st.stages >= kSearchedLeafStages && count > 1;
  std::vector<bool> open(probe ? count : 0, true);
  for (const bool probing : {probe, false}) {
    for (std::size_t k = 0; k < count; ++k) {
      const std::size_t r = (st.leaf_lead + k) % count;
      if (probe && !open[r]) continue;
      const uint64_t start = nodes_;
      const uint64_t outer = leaf_limit_;
      if (probing) {
        leaf_limit_ = std::min(outer, start + std::max(budget_.leaf_probe, 2 * st.leaf_cost));
      }
      const bool wins = ChildWins(st, children[r].board);
      const bool cut = nodes_ >= leaf_limit_ && leaf_limit_ < outer;
      leaf_limit_ = outer;
      if (cut) {
        if (stopped()) return false;  // the solve's own budget, not the probe's
        continue;
      }
      if (!wins) {  // lost, or stopped (the callers read stopped())
        st.leaf_lead = r;
        if (probe) st.leaf_cost = nodes_ - start;
        return false;
      }
      if (probe) open[r] = false;
    }
    if (!probe) break;
  }
  return true;
}

bool Solver::RefuteDfs(const Stage& st, int i, const Hashed& board, const TeamOrders& theirs,
                       const Tactic& candidate, Tactic& reply, ExactKeySet& held, int deviations,
                       uint32_t first) {
  // In the stage before the last, the last slot ran the leaf's sure test (below).
  if (i == st.players) {
    return bounds_only_ ? ChildSurelyLoses(st, board.board)
                        : !ChildWins(st, board.board, st.before_last);
  }
  // In the stage before the last, memoised on what can still count (sure_goal.h): the
  // proof's boards differ mostly in players who can no longer touch the ball.
  const uint64_t key =
      MixSlot(st.before_last ? BeforeLastStageKey(board.board, us_, st.players, i) : board.hash, i);
  if (held.contains(key)) return false;
  const uint64_t lds_key = MixSlot(key, deviations + 64);
  if (deviations >= 0 && lds_held_.contains(lds_key)) return false;
  const int base = deviations >= 0 ? lds_base_[static_cast<std::size_t>(i)] : kStay;
  const OrderSet& set = theirs.sets[static_cast<std::size_t>(i)];
  // The full search drops the opponent's wait once he tried a hit (ReplyRank tries hits
  // first): a wait that refutes makes the hit refute too (HitDominatesWait above).
  const bool turn_stage = st.pos->turn() != 0;
  bool hit_tried = false;
  for (int k = 0; k < set.size; ++k) {
    const int order = set.orders[static_cast<std::size_t>(k)];
    if (order == kStay && hit_tried && deviations < 0) continue;
    if (deviations == 0 && order != base) continue;
    if (((first >> k) & 1u) == 0) continue;
    if (st.last && (IdleInLastStage(order, them_, i, board.board.cell(them_, i), board.board.ball(),
                                    st.we_first) ||
                    (order > 0 && InertInLastStage(st, candidate, order - 1)))) {
      continue;
    }
    hit_tried |= turn_stage && order > 0;
    reply.orders[static_cast<std::size_t>(i)] = static_cast<int8_t>(order);
    Hashed next = board;
    Play(next, st, i, candidate.orders[static_cast<std::size_t>(i)], order,
         i + 1 < st.players && !st.before_last);  // before the last: memoised by key
    ++nodes_;
    const SlotBoard& after = next.board;
    if (after.goal() == WinFor(us_)) continue;
    if (st.before_last) {
      if (i + 1 < st.players) {
        if (!MayPass(Bound::kOracleSurelyScores, st, i, [&] {
              return !SurelyScoresByNextStage(after, us_, st.we_first, st.players, i, candidate);
            })) {
          continue;
        }
      } else if (SurelyWinsLastStage(st, after)) {
        // After the last slot the leaf's exact sure test (a memo look-up), before the bounds
        // below: a proof's leaves nearly all pass it (8.1 M of 8.1 M on a dense mate in 2),
        // and the bounds, run first, never cut there.
        continue;
      }
    }
    // The rest waits (placement: any distance) if this prefix already refutes.
    for (int j = i + 1; j < st.players; ++j) {
      reply.orders[static_cast<std::size_t>(j)] = st.pos->turn() == 0 ? 1 : kStay;
    }
    const bool refutes =
        after.goal() == WinFor(them_) ||
        !MayPass(
            Bound::kOracleCanStillScore, st, i,
            [&] { return CanStillScore(after, us_, i + 1, st.players, st.stages, &candidate); }) ||
        (st.relaxed_after != 0 && !MayPass(Bound::kOracleMayScoreInNextStages, st, i, [&] {
           return MayScoreInNextStages(after, us_, st.we_first, st.players, i, reply,
                                       st.relaxed_after);
         }));
    if (refutes) return true;
    const int left = deviations < 0 || order == base ? deviations : deviations - 1;
    if (RefuteDfs(st, i + 1, next, theirs, candidate, reply, held, left)) return true;
    if (stopped()) return false;
  }
  if (deviations < 0 && first == ~0u) held.insert(key);
  if (deviations >= 0) lds_held_.insert(lds_key);
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
