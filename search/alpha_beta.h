// AlphaBeta<G, E>: the alpha-beta searcher (E: the evaluator, eval/eval.h) of every SteppedGame
// (Bulltricker, BALL, Cannon Ball).
//
// One object per game session: it owns the transposition table, which lives across `go`
// commands (resize with the Hash option, clear on a new game). Search() runs iterative
// deepening on the calling thread plus options.threads - 1 Lazy SMP helpers that share the
// table; the threads vote for the answer (BestThread). The worker (alpha_beta_worker.h) holds
// the per-node algorithm; this file holds the iteration loop, stop rules and reporting.
//
// Determinism: with one thread and a depth or node limit, the same position, record and limits
// give the same node count and move (no clock is read for decisions, the table starts from the
// state the previous searches left, so clear it first for a signature).
#pragma once

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "engine/core/game.h"
#include "search/alpha_beta_worker.h"
#include "search/limits.h"
#include "search/report.h"
#include "search/root_moves.h"
#include "search/searcher.h"
#include "search/time_manager.h"
#include "search/tt.h"
#include "search/turn_completion.h"

namespace melee::search {

template <SteppedGame G, EvaluatorOf<G> E>
class AlphaBeta {
 public:
  using Position = typename G::Position;
  using Worker = AlphaBetaWorker<G, E>;

  explicit AlphaBeta(std::size_t hash_mb = 16) : tt_(hash_mb) {}

  void SetHashSize(std::size_t megabytes) { tt_.Resize(megabytes); }
  void Clear() { tt_.Clear(); }
  const TranspositionTable& tt() const { return tt_; }

  using Root = TurnRoot<Position>;

  // The caller handles a root that is already over (this returns "(none)" for one without
  // legal turns). `stop` ends the search within a few hundred nodes.
  SearchOutcome Search(const Root& search_root, const SearchRequest& request) {
    const Position& root = search_root.position;
    const SearchLimits& limits = request.limits;
    const SearchOptions& options = request.options;
    static const std::atomic<bool> kNeverHit{false};
    SearchOutcome outcome;
    outcome.best_move = "(none)";
    if (G::Status(root).over()) return outcome;
    const int threads = ThreadCount(options.threads, request.callbacks);
    SharedSearch shared(
        tt_, request.stop,
        limits.ponder ? (request.ponderhit ? request.ponderhit : &kNeverHit) : nullptr,
        Deadline(ComputeBudget(limits, root.side_to_move(), options.move_overhead_ms),
                 limits.start),
        limits.nodes, threads);
    std::vector<RootMove<G>> root_moves =
        MakeRootMoves<G>(root, limits.searchmoves, options.multi_pv);
    if (root_moves.empty()) return outcome;
    for (std::size_t i = 0; i < root_moves.size(); ++i) root_moves[i].id = i;
    shared.PrepareRootClaims(root_moves.size());

    tt_.NewSearch();
    std::vector<std::unique_ptr<Worker>> workers;
    for (int t = 0; t < threads; ++t) {
      workers.push_back(std::make_unique<Worker>(shared, t, root, search_root.record_keys,
                                                 root_moves, t == 0 ? options.multi_pv : 1));
    }
    Worker& main = *workers[0];
    ProgressReports progress(request.callbacks, limits.start);
    shared.SetProgress(&progress,
                       [&] { progress.SendProgress(ProgressInfo(root, main, shared, true)); });
    const int max_depth =
        std::clamp(limits.depth.value_or(limits.mate ? MateSearchDepth(*limits.mate) : kMaxDepth),
                   1, kMaxDepth);
    std::vector<std::thread> helpers;
    for (int t = 1; t < threads; ++t) {
      helpers.emplace_back([&worker = *workers[static_cast<std::size_t>(t)], &shared, max_depth] {
        // A helper joins the main thread's iteration when it falls behind it (the threads
        // share out its PV nodes' steps: SharedOutRank), and goes one ahead when done first.
        for (int depth = 1; depth <= max_depth; ++depth) {
          depth = std::clamp(shared.main_depth(), depth, max_depth);
          if (!worker.Iterate(depth)) break;
        }
      });
    }

    int depth = 1;
    for (; depth <= max_depth; ++depth) {
      shared.SetMainDepth(depth);
      if (!main.Iterate(depth)) break;
      outcome.last = Report(root, main, depth, shared, progress);
      if (ShouldStopAfterIteration(main, limits, shared)) break;
    }
    WaitWhileUnbounded(request, &progress, ProgressInfo(root, main, shared, false));
    shared.Abort();
    for (std::thread& helper : helpers) helper.join();
    // Stopped after the last iteration's report, the report before the bestmove shows its line
    // with the whole search's counters, as Stockfish's does: a GUI and a tournament manager take
    // its nodes, nps and time for the search's, and that report can be seconds old.
    if (!outcome.last.pv.empty() && outcome.last.nodes != shared.TotalNodes()) {
      SetCounters(outcome.last, main, shared);
    }

    // A thread's first root move: the last completed iteration's best, or a move of the
    // interrupted iteration that was proven better than it (a fully searched score beats alpha
    // only then), or, stopped inside the first iteration, the first root move in order. The
    // main thread's, unless the threads' vote picks another thread's (MultiPV: always the main
    // thread's lines). Its line gives the whole turn (completed when it stops inside it) and
    // the ponder turn. When it is not the move of the last report, a report of the chosen
    // thread's line says so.
    const Worker& chosen = options.multi_pv > 1 ? main : BestThread(workers);
    const RootMove<G>& best = chosen.root_moves()[0];
    const std::vector<std::string> pv = AnswerTokens<G, E>(root, best, tt_, tokens_);
    outcome.best_move = pv[0];
    outcome.ponder_move = pv.size() > 1 ? pv[1] : "";
    if (outcome.last.pv.empty() || outcome.last.pv[0] != outcome.best_move) {
      const int line_depth = &chosen == &main ? std::min(depth, max_depth) : chosen.proven_depth();
      outcome.last = LineInfo(best, pv, line_depth, 1, chosen, shared);
    }
    return outcome;
  }

 private:
  // More threads than the hardware runs at once make every search slower and `stop` wait
  // until each thread has been scheduled once (docs/search.md, Threads); such a request runs
  // on the hardware's threads and says so.
  static int ThreadCount(int requested, const SearchCallbacks& callbacks) {
    const int hardware = static_cast<int>(std::max(1U, std::thread::hardware_concurrency()));
    const int wanted = std::max(1, requested);
    if (wanted <= hardware) return wanted;
    if (callbacks.on_text) {
      callbacks.on_text("Threads " + std::to_string(wanted) + " capped at the " +
                        std::to_string(hardware) + " hardware threads");
    }
    return hardware;
  }

  // Lazy SMP's answer: the thread VoteBestThread (shared_search.h) picks.
  static const Worker& BestThread(const std::vector<std::unique_ptr<Worker>>& workers) {
    if (workers.size() == 1) return *workers[0];
    std::vector<ThreadSummary> summaries;
    summaries.reserve(workers.size());
    for (const auto& w : workers) {
      const RootMove<G>& rm = w->root_moves()[0];
      summaries.push_back({rm.child.key(), w->proven_score(), w->proven_depth()});
    }
    return *workers[VoteBestThread(summaries)];
  }

  // `go mate n` alone ends after the depth that spans the 2n - 1 turns of a mate in n, at
  // kMateDepthPerTurn units a turn (a BALL or Cannon Ball turn is a few steps): found or not,
  // the search answers.
  static constexpr int kMateDepthPerTurn = 4;
  static int MateSearchDepth(int mate) {
    return std::min(kMaxDepth, kMateDepthPerTurn * (2 * std::clamp(mate, 1, kMaxDepth) - 1));
  }

  static bool ShouldStopAfterIteration(const Worker& main, const SearchLimits& limits,
                                       const SharedSearch& shared) {
    if (shared.aborted() || shared.external_stop()) return true;
    const int best = main.root_moves()[0].score;
    if (limits.mate && best >= kWinBound && MateInTurns(best) <= *limits.mate) return true;
    if (limits.infinite || shared.pondering()) return false;
    // A forced turn needs no thought when the clock runs.
    if (shared.deadline().ClockManaged() && main.root_moves().size() == 1) return true;
    return !shared.deadline().IterationAllowed();
  }

  // The lines of one completed iteration; returns the first.
  IterationInfo Report(const Position& root, const Worker& main, int depth,
                       const SharedSearch& shared, ProgressReports& progress) {
    IterationInfo first;
    for (int line = 0; line < main.multi_pv(); ++line) {
      const RootMove<G>& rm = main.root_moves()[static_cast<std::size_t>(line)];
      IterationInfo info =
          LineInfo(rm, AnswerTokens<G, E>(root, rm, tt_, tokens_), depth, line + 1, main, shared);
      progress.Send(info);
      if (line == 0) first = std::move(info);
    }
    return first;
  }

  // The counters of the main thread's iteration for a progress report, with the root move it
  // is searching when `current` (called from its own node count: its state is consistent).
  IterationInfo ProgressInfo(const Position& root, const Worker& main, const SharedSearch& shared,
                             bool current) {
    IterationInfo info;
    info.depth = std::max(1, current ? main.iteration_depth() : main.completed_depth());
    info.seldepth = main.seldepth();
    info.nodes = shared.TotalNodes();
    info.hashfull = tt_.Hashfull();
    if (current) {
      const RootMove<G>& rm = main.root_moves()[main.current_root()];
      info.currmove = RootMoveToken<G, E>(root, rm, tt_, tokens_);
      info.currmovenumber = static_cast<int>(main.current_root()) + 1;
    }
    return info;
  }

  // The search's counters so far, in a report of a line.
  void SetCounters(IterationInfo& info, const Worker& main, const SharedSearch& shared) const {
    info.seldepth = main.seldepth();
    info.nodes = shared.TotalNodes();
    info.nps = shared.deadline().Nps(info.nodes);
    info.time_ms = shared.deadline().ElapsedMs();
    info.hashfull = tt_.Hashfull();
  }

  IterationInfo LineInfo(const RootMove<G>& rm, std::vector<std::string> pv, int depth, int multipv,
                         const Worker& main, const SharedSearch& shared) const {
    IterationInfo info;
    info.depth = depth;
    info.multipv = multipv;
    // Stopped before the move had a score of its own: its last iteration's, else unknown (0).
    int score = rm.score != -kInfinite ? rm.score : rm.previous_score;
    if (score == -kInfinite) score = 0;
    info.is_mate = IsDecisive(score);
    info.score = info.is_mate ? MateInTurns(score) : score;
    SetCounters(info, main, shared);
    info.pv = std::move(pv);
    return info;
  }

  TranspositionTable tt_;
  TurnTokenCache<G> tokens_;  // the reports' and answers' turns
};

}  // namespace melee::search
