// AlphaBetaWorker<G>: one thread's alpha-beta over the steps of a SteppedGame.
//
//  * Depth units: every edge costs one unit. The root's edges are its first steps (or whole
//    turns for MultiPV / searchmoves, root_moves.h), every edge below is one step. So depth 3
//    on Bulltricker = three turns, on Cannon Ball = the root's double move and a half.
//  * Sticky side: a child with the same side to move is searched with the parent's window and
//    its value taken as is; only when the side changes is the window mirrored and the value
//    negated (Child()).
//  * Turns from the root are counted (side changes) so decisions score kWin - turns.
//  * Repetition: at every turn start the position's RepetitionKey goes on a stack holding the
//    game record's keys and the search path. A key met earlier on the search path (root
//    included) counts as reaching the limit at once (the side that repeated could repeat
//    again); a key met in the record ends the game when record + path reach
//    G::kRepetitionLimit. Either way the node scores as G::RepetitionStatus says.
//  * PVS with null windows, TT cutoffs at non-PV nodes, TT step then forcing steps then
//    history ordering, late-move reductions, futility, null move and quiescence per the
//    evaluator's switches (SwitchesFor<G, E>).
#pragma once

#include <algorithm>
#include <cstdint>
#include <limits>
#include <optional>
#include <span>
#include <vector>

#include "engine/core/game.h"
#include "eval/eval.h"
#include "search/history.h"
#include "search/root_moves.h"
#include "search/score.h"
#include "search/search_traits.h"
#include "search/shared_search.h"

namespace melee::search {

// The deepest step path searched (plies below the root); bounds every per-ply array.
inline constexpr int kMaxPly = 128;
inline constexpr int kMaxDepth = kMaxPly - 16;  // leaves room for quiescence below a full depth

template <SteppedGame G, EvaluatorOf<G> E>
class AlphaBetaWorker {
  static constexpr SearchSwitches kSwitches = SwitchesFor<G, E>();

 public:
  using Position = typename G::Position;
  using Step = typename G::Step;

  AlphaBetaWorker(SharedSearch& shared, int id, const Position& root,
                  std::span<const uint64_t> record_keys, std::vector<RootMove<G>> root_moves,
                  int multi_pv)
      : shared_(shared),
        id_(id),
        root_moves_(std::move(root_moves)),
        multi_pv_(std::clamp<int>(multi_pv, 1, static_cast<int>(root_moves_.size()))),
        frames_(kMaxPly + 1) {
    frames_[0].pos = root;
    repetition_keys_.reserve(record_keys.size() + kMaxPly + 1);
    repetition_keys_.assign(record_keys.begin(), record_keys.end());
    path_start_ = repetition_keys_.size();
    repetition_keys_.push_back(G::RepetitionKey(root));
    OrderRoot();
  }

  int id() const { return id_; }
  int seldepth() const { return seldepth_; }
  int multi_pv() const { return multi_pv_; }
  // The depth of the last iteration this worker completed (0: none yet).
  int completed_depth() const { return completed_depth_; }
  // The first root move's score and the iteration that proved it: the one in progress or
  // interrupted once it has (a first move searched in full, or a later one beating it), else
  // the last completed one.
  int proven_score() const {
    const RootMove<G>& best = root_moves_[0];
    return best.score != -kInfinite ? best.score : best.previous_score;
  }
  int proven_depth() const {
    return root_moves_[0].score != -kInfinite ? iteration_depth_ : completed_depth_;
  }
  const std::vector<RootMove<G>>& root_moves() const { return root_moves_; }
  // The iteration being searched, and the index in root_moves() of the root move being
  // searched in it (a progress report's currmove).
  int iteration_depth() const { return iteration_depth_; }
  std::size_t current_root() const { return current_root_; }

  // One iteration at `depth`: every MultiPV line with its aspiration window. Returns false
  // when the search was stopped before the iteration completed.
  bool Iterate(int depth) {
    seldepth_ = 0;
    iteration_depth_ = depth;
    for (int line = 0; line < multi_pv_; ++line) {
      const int previous = root_moves_[static_cast<std::size_t>(line)].previous_score;
      int delta = kAspirationDelta;
      int attempt = 0;
      const bool aspire =
          depth >= kAspirationMinDepth && previous > -kInfinite && !IsDecisive(previous);
      int alpha = aspire ? std::max(previous - delta, -kInfinite) : -kInfinite;
      int beta = aspire ? std::min(previous + delta, kInfinite) : kInfinite;
      while (true) {
        const int pass = depth * kMaxAttempts + std::min(attempt++, kMaxAttempts - 1);
        const int value = SearchRoot(depth, alpha, beta, line, pass);
        std::stable_sort(
            root_moves_.begin() + line, root_moves_.end(),
            [](const RootMove<G>& a, const RootMove<G>& b) { return a.score > b.score; });
        if (shared_.aborted()) return false;
        if (value <= alpha && alpha > -kInfinite) {
          beta = (alpha + beta) / 2;
          alpha = std::max(value - delta, -kInfinite);
        } else if (value >= beta && beta < kInfinite) {
          beta = std::min(value + delta, kInfinite);
        } else {
          break;
        }
        delta += delta / 2;
        if (delta > kAspirationGiveUp) alpha = -kInfinite, beta = kInfinite;
      }
    }
    for (RootMove<G>& rm : root_moves_) rm.previous_score = rm.score;
    completed_depth_ = depth;
    return true;
  }

 private:
  // Aspiration: a window of half a piece around the last score, widened by half each failure,
  // dropped once it exceeds a few pieces (the score is then unstable anyway).
  static constexpr int kAspirationDelta = 50;
  static constexpr int kAspirationMinDepth = 4;
  static constexpr int kAspirationGiveUp = 800;
  // Root searches of one iteration told apart in a root pass's name (SearchRoot).
  static constexpr int kMaxAttempts = 16;
  // LMR: the first steps of the ordered list are searched at full depth; later quiet ones one
  // unit less, two when deep and late (the history has ranked them poorly).
  static constexpr int kLmrMinDepth = 3;
  static constexpr int kLmrFullDepthSteps = 3;
  static constexpr int kLmrDeepDepth = 6;
  static constexpr int kLmrLateSteps = 8;
  // Futility applies to the last units only, where one quiet step rarely swings a margin.
  static constexpr int kFutilityMaxDepth = 2;
  // Late-move pruning, likewise near the leaves only.
  static constexpr int kLmpMaxDepth = 3;
  // Null move: reduction R = kNullReduction + depth / 4, tried from kNullMinDepth.
  static constexpr int kNullMinDepth = 3;
  static constexpr int kNullReduction = 2;
  // Quiet steps remembered per node for the history malus on a cutoff.
  static constexpr int kMaxQuietsTracked = 64;
  // Ordering classes, above any history value.
  static constexpr int64_t kTtMoveOrder = int64_t{1} << 40;
  static constexpr int64_t kForcingOrder = int64_t{1} << 32;

  struct Frame {
    // Not `= default`: frames_ value-initialises its frames, which would zero every step
    // list's raw storage (3 MB a search in Cannon Ball).
    Frame() {}

    Position pos;
    typename G::StepList steps;
    std::vector<uint64_t> order;   // (ordering score << 16) | (0xffff - step index)
    std::vector<uint8_t> forcing;  // IsForcingStep of each step, by step index
    int turns = 0;                 // completed turns from the root
    bool turn_start = true;        // the side changed on the edge into this node
    bool after_null = false;       // reached by a null turn
    int pv_length = 0;
    std::array<Step, kMaxPly> pv;
  };

  // Before the first iteration a step root is ordered like an interior node (the table's step,
  // then forcing steps, else generation order): a search stopped inside its first iteration
  // answers with the first root move.
  void OrderRoot() {
    if (root_moves_.empty() || root_moves_[0].turn) return;
    const Position& root = frames_[0].pos;
    auto rest = root_moves_.begin();
    if (const std::optional<TtHit> hit = shared_.tt().Probe(root.key())) {
      const std::size_t index = static_cast<std::size_t>(hit->move_index);
      if (hit->move_index >= 0 && index < root_moves_.size()) {
        const auto tt_move = root_moves_.begin() + static_cast<std::ptrdiff_t>(index);
        std::rotate(root_moves_.begin(), tt_move, tt_move + 1);
        ++rest;
      }
    }
    std::stable_partition(rest, root_moves_.end(),
                          [&](const RootMove<G>& rm) { return IsForcingStep<G>(root, rm.step); });
  }

  // `pass` names this root search among all the threads' (SharedSearch::ClaimRootMove).
  int SearchRoot(int depth, int alpha, int beta, int first, int pass) {
    for (std::size_t i = static_cast<std::size_t>(first); i < root_moves_.size(); ++i) {
      root_moves_[i].score = -kInfinite;
    }
    // Every thread searches the first move (it sets alpha). With several threads, a later move
    // another thread started in this pass waits until the end: by then its result is mostly in
    // the table, and meanwhile this thread took the next candidate nobody had.
    const bool claims = shared_.threads() > 1 && multi_pv_ == 1;
    std::vector<std::size_t> deferred;
    int best = -kInfinite;
    const std::size_t begin = static_cast<std::size_t>(first);
    // A thread does not take another's proven root score as its alpha: where the two threads'
    // searches of a move disagree (their histories and tables differ), the higher score won,
    // and the answer leaned to a move one thread overrated (docs/search.md, Threads).
    auto search = [&](std::size_t i, bool first_move) {
      current_root_ = i;
      return SearchRootMove(root_moves_[i], first_move, depth, alpha, beta, best);
    };
    bool more = search(begin, true);
    for (std::size_t i = begin + 1; more && i < root_moves_.size(); ++i) {
      if (claims && !shared_.ClaimRootMove(root_moves_[i].id, pass)) {
        deferred.push_back(i);
        continue;
      }
      more = search(i, false);
    }
    for (std::size_t k = 0; more && k < deferred.size(); ++k) more = search(deferred[k], false);
    return best;
  }

  // One root move: the pass's first with the full window, a later one with a null window
  // first. Raises alpha and best; false once the pass ends (a stop or a cutoff).
  bool SearchRootMove(RootMove<G>& rm, bool first_move, int depth, int& alpha, int beta,
                      int& best) {
    Frame& child = frames_[1];
    child.pos = rm.child;
    const bool same = rm.child.side_to_move() == frames_[0].pos.side_to_move();
    child.turn_start = !same;
    child.turns = same ? 0 : 1;
    child.after_null = false;
    if (!same) repetition_keys_.push_back(G::RepetitionKey(child.pos));
    int value;
    if (first_move) {
      value = Child<true>(1, same, alpha, beta, depth - 1);
    } else {
      value = Child<false>(1, same, alpha, alpha + 1, depth - 1);
      if (value > alpha && value < beta) value = Child<true>(1, same, alpha, beta, depth - 1);
    }
    if (!same) repetition_keys_.pop_back();
    if (shared_.aborted()) return false;
    if (first_move || value > alpha) {
      rm.score = value;
      rm.pv.assign(child.pv.begin(), child.pv.begin() + child.pv_length);
    }
    best = std::max(best, value);
    if (value > alpha) {
      alpha = value;
      if (alpha >= beta) return false;
    }
    return true;
  }

  // The child at `ply` (already made) from the parent's view.
  template <bool kPv>
  int Child(int ply, bool same_side, int alpha, int beta, int depth) {
    if (same_side) return Search<kPv>(ply, alpha, beta, depth);
    return -Search<kPv>(ply, -beta, -alpha, depth);
  }

  void MakeChild(int ply, const Step& step) {
    const Frame& parent = frames_[static_cast<std::size_t>(ply)];
    Frame& child = frames_[static_cast<std::size_t>(ply) + 1];
    child.pos = parent.pos;
    G::PlayStep(child.pos, step);
    child.turn_start = child.pos.side_to_move() != parent.pos.side_to_move();
    child.turns = parent.turns + (child.turn_start ? 1 : 0);
    child.after_null = false;
    if (child.turn_start) repetition_keys_.push_back(G::RepetitionKey(child.pos));
  }
  void UnmakeChild(int ply) {
    if (frames_[static_cast<std::size_t>(ply) + 1].turn_start) repetition_keys_.pop_back();
  }

  // Whether the node at `ply` (a turn start, its key on top of the stack) ends by repetition.
  bool IsRepetition(int ply) const {
    if constexpr (G::kRepetitionLimit <= 0) {
      return false;
    } else {
      if (frames_[static_cast<std::size_t>(ply)].after_null) return false;
      const uint64_t key = repetition_keys_.back();
      int occurrences = 1;
      for (std::size_t i = repetition_keys_.size() - 1; i-- > 0;) {
        if (repetition_keys_[i] != key) continue;
        if (i >= path_start_) return true;
        ++occurrences;
      }
      return occurrences >= G::kRepetitionLimit;
    }
  }

  int Evaluate(const Position& pos) const { return ClampEval(E::Evaluate(pos)); }

  // The score of the node if the search ends there: the game is over (by its status or by
  // repetition), or it restarts (G::IsRestart).
  std::optional<int> EndScore(int ply) const {
    const Frame& f = frames_[static_cast<std::size_t>(ply)];
    const GameStatus status = G::Status(f.pos);
    // A game decided in the middle of a turn ends that turn: count it.
    const int turns = f.turn_start ? f.turns : f.turns + 1;
    if (status.over()) return OutcomeScore(status.outcome, f.pos.side_to_move(), turns);
    if (f.turn_start && IsRepetition(ply)) {
      return OutcomeScore(G::RepetitionStatus(f.pos).outcome, f.pos.side_to_move(), turns);
    }
    if constexpr (HasRestarts<G>) {
      // Every score reaches the same restart, so searching past it tells scores apart only by
      // what the horizon leaves the conceder after it: a later score, ending nearer the
      // horizon, looked as good or better, and deeper searches put off sure scores for ones
      // the opponent stops beyond it. Stopped here, scores differ by when they came
      // (RestartScore).
      if (f.turn_start && G::IsRestart(f.pos)) return RestartScore(E::Evaluate(f.pos), turns);
    }
    return std::nullopt;
  }

  // The node at `ply` searched `depth` units deep (alpha_beta_node.h).
  template <bool kPv>
  int Search(int ply, int alpha, int beta, int depth);
  // Stand pat, then forcing steps only (when the game marks them).
  int Quiesce(int ply, int alpha, int beta);
  // The order of a node's steps: the table's step, then forcing steps, then history.
  void OrderSteps(Frame& f, int tt_move);
  // The k-th entry of `order` in decreasing order (picked one at a time, then sorted).
  static uint64_t NextInOrder(std::vector<uint64_t>& order, std::size_t k);
  void RewardCutoff(Side side, const Step& step, int depth, std::span<const uint64_t> quiets) {
    const int bonus = HistoryTable::Bonus(depth);
    history_.Update(side, StepHash(step), bonus);
    for (const uint64_t hash : quiets) history_.Update(side, hash, -bonus);
  }

  void UpdatePv(int ply, const Step& step) {
    Frame& f = frames_[static_cast<std::size_t>(ply)];
    const Frame& child = frames_[static_cast<std::size_t>(ply) + 1];
    f.pv[0] = step;
    std::copy(child.pv.begin(), child.pv.begin() + child.pv_length, f.pv.begin() + 1);
    f.pv_length = child.pv_length + 1;
  }

  SharedSearch& shared_;
  int id_;
  std::vector<RootMove<G>> root_moves_;
  int multi_pv_;
  std::vector<Frame> frames_;
  std::vector<uint64_t> repetition_keys_;
  std::size_t path_start_ = 0;
  HistoryTable history_;
  int seldepth_ = 0;
  int completed_depth_ = 0;
  int iteration_depth_ = 0;
  std::size_t current_root_ = 0;
};

}  // namespace melee::search

#include "search/alpha_beta_node.h"  // IWYU pragma: export (the definitions)
