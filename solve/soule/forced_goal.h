// The forced-goal solver (spec "solving a tactic puzzle"): does side S have a tactic for this
// stage such that, whatever the opponent replies, S scores within n stages? That is a win of
// the serialized game in which S commits first every stage, searched as an AND/OR tree:
//
//  * OR (S's tactic): a counterexample-guided loop. Keep a growing set R of opponent replies
//    (seeded with "everybody waits", or "everybody advances" in the last stage; before it also
//    "everybody advances" and "hit the first of their players on your cell who acts after
//    you"; and the latest refutations found at other nodes with as many stages left); search,
//    slot by slot in
//    resolution order, a tactic that wins against every reply of R (all |R| boards are played
//    side by side, and a set of (slot, boards, the replies' orders still to come) that cannot
//    be completed is memoised in one table for the whole solve, except in the last stage,
//    whose trees are small); then ask the best-reply oracle for
//    a reply that refutes it. None: proven. One: add it to R and search again.
//  * AND (the oracle): the opponent's reply to the fixed tactic, slot by slot in resolution
//    order, memoising the boards from which no refutation exists (in the stage before the
//    last on what can still count, BeforeLastStageKey). In the stage before the last, at the root,
//    it first tries replies in which at most 1, then 2 players depart from a base reply (limited
//    discrepancy; the bases: everybody waits, then the node's 3 latest refutations, since a new
//    candidate mostly falls to a small change of an old refutation), then all.
//  * Threads (SolveBudget::threads > 1): the root's full oracle search is split between them
//    by the first slot's orders, and from 3 stages on (where a leaf is a whole search) so is
//    the root's candidate search, by the orders of the first three slots (each thread takes
//    the next chunk not yet failed against R; a leaf's bound refutation joins a list the
//    threads share, and each thread starts its chunk again against it); each thread keeps its
//    own solver (tables, memos) for the whole solve.
//  * Leaves recurse on the next stage with n - 1; a transposition table keyed by the
//    position stores "wins within k" / "no win within k"; the root deepens n = 1, 2, ...
//    Where each child of a candidate's leaf is a whole search (3 stages left or more), the
//    leaf first looks for a reply close to a base (everybody waits, R's newest) after which
//    the table or the bounds alone lose the child (SolveBudget::bound_refutation_deviations):
//    one found joins R and the candidate search starts again, so that it cuts the leaf's
//    neighbours early. Where that search
//    rarely finds one at a node it is tried only at some leaves (BoundRefutationRate,
//    bound_throttle.h). Then each child
//    first gets a probe of a few thousand slots (SolveBudget::leaf_probe): one proven lost
//    within it ends the leaf before any other is searched to the end.
//  * Pruning (goal_bounds.h): push chains (a ball that cannot reach the goal is a cut; the
//    candidate search plays the opponent's next order first where he acts before us); in
//    the last stage and the two before it, a ball that cannot reach the goal against a
//    relaxed defence (each stage one fixed reply) is a cut, and last-stage orders equivalent to `0`
//    are skipped (in the oracle also hits on our players whose fixed orders cannot move the ball).
//  * Sure goals (sure_goal.h): a last stage we surely win by advancing with everybody is
//    answered without a search, and in the stage before the last the oracle drops every
//    reply order after which we surely score by the end of the next stage.
// What each of these gained, measured: docs/soule_search.md ("The solver's measurements").
// Only relevant orders are searched (relevant_orders.h), never the product of all players'.
#pragma once

#include <atomic>
#include <cstdint>

#include "engine/soule/soule.h"
#include "search/time_manager.h"

namespace melee::soule {

struct ForcedGoal {
  enum class Verdict { kGoal, kNone, kUnknown };  // kUnknown: stopped before an answer
  Verdict verdict = Verdict::kUnknown;
  Tactic tactic;            // kGoal: S's tactic for this stage
  int stages = 0;           // kGoal: the goal comes within this many stages (the least such)
  uint64_t refuted = 0;     // kGoal: opponent replies (effective tactics) the tactic beats
  int counterexamples = 0;  // kGoal: replies the root's loop needed before the proof
  uint64_t nodes = 0;       // slot actions played by the whole search
};

// When the solver gives up (kUnknown): `stop` is set, the deadline passes, or it has played
// max_nodes slot actions. Each may be absent (null, 0).
struct SolveBudget {
  SolveBudget(const std::atomic<bool>* stop_flag = nullptr) : stop(stop_flag) {}  // NOLINT
  const std::atomic<bool>* stop = nullptr;
  const search::Deadline* deadline = nullptr;
  uint64_t max_nodes = 0;
  // Threads for the root's full oracle searches and, from 3 stages on, its candidate
  // searches (ParallelRefute, ParallelCandidate in forced_goal_threads.cc); the verdict is the same
  // for any count, the tactic of a mate may differ (another refutation or candidate may come
  // first), and the slot count covers all threads.
  int threads = 1;
  // Slots the probe of a leaf's children gives each of them, where each child is a whole
  // search (3 stages or more left; Solver::AllChildrenWin in forced_goal_candidate.cc): the first
  // child proven lost within it ends the leaf; 0: no probe, the children in turn to the end.
  uint64_t leaf_probe = 32768;
  // At a leaf of a candidate search whose children are whole searches (3 stages or more;
  // Solver::BoundRefutation in forced_goal_candidate.cc): the most players a reply found by the
  // table and the bounds alone may have departing from its base; 0: no such search.
  int bound_refutation_deviations = 3;
};

// Searches n = 1 .. max_stages. The position must not be over.
ForcedGoal SolveForcedGoal(const Position& pos, Side solver, int max_stages,
                           const SolveBudget& budget = {});

// Whether `tactic` (the solver's for this stage) scores within `stages` stages against every
// reply (false when stopped first). A mate may have several first tactics, and the one
// SolveForcedGoal returns depends on its search order: this checks a given one.
bool ForcesGoal(const Position& pos, Side solver, const Tactic& tactic, int stages,
                const SolveBudget& budget = {});

// The number of effective tactics of `side` (saturating at UINT64_MAX).
uint64_t CountTactics(const Position& pos, Side side);

}  // namespace melee::soule
