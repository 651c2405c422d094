// BaselineSearcher<G>: the random and greedy baselines (search/baselines.h) as searchers of
// the one contract (search/searcher.h). Greedy looks at each candidate turn once and stops
// early at the time or node limit with the best turn seen; both answer as soon as they have
// decided (a baseline has nothing to gain from more time), except under `infinite` and
// `ponder`, which wait for `stop` or ponderhit as every searcher does.
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/core/game.h"
#include "search/baselines.h"
#include "search/searcher.h"
#include "search/time_manager.h"

namespace melee::search {

enum class BaselineKind { kRandom, kGreedy };

template <TurnGame G, EvaluatorOf<G> E>
class BaselineSearcher {
 public:
  using Position = typename G::Position;
  using Move = typename G::Move;
  using Root = TurnRoot<Position>;

  explicit BaselineSearcher(BaselineKind kind) : kind_(kind) {}

  SearchOutcome Search(const Root& root, const SearchRequest& request) const {
    const Position& pos = root.position;
    const SearchLimits& limits = request.limits;
    const Deadline deadline(
        ComputeBudget(limits, pos.side_to_move(), request.options.move_overhead_ms), limits.start);
    SearchOutcome outcome;
    outcome.best_move = "(none)";
    const auto should_stop = [&](std::size_t evaluated) {
      return request.stopped() || (!request.pondering() && deadline.SearchTimeUp()) ||
             (limits.nodes && static_cast<int64_t>(evaluated) >= *limits.nodes);
    };
    // Greedy answers from the candidates it has seen, so their listing obeys the limits too;
    // random draws among all turns (a partial list would bias it), and `searchmoves` are looked
    // up in the full list.
    const std::function<bool()> listing_stop = [&] {
      return kind_ == BaselineKind::kGreedy && should_stop(0);
    };
    const std::function<bool()> never = [] { return false; };
    std::vector<Move> candidates =
        Candidates(pos, limits.searchmoves, limits.searchmoves.empty() ? listing_stop : never);
    if (candidates.empty()) {
      if (request.callbacks.on_text) {
        request.callbacks.on_text("error no legal move among searchmoves; searching all moves");
      }
      candidates = Candidates(pos, {}, listing_stop);
    }
    if (candidates.empty()) return outcome;
    BaselineChoice choice;
    if (kind_ == BaselineKind::kRandom) {
      choice = PickRandomTurn<G>(pos, candidates, request.options.seed);
    } else {
      choice = PickGreedyTurn<G, E>(pos, std::span<const Move>(candidates), request.options.seed,
                                    should_stop);
    }
    outcome.best_move = G::FormatMove(pos, candidates[choice.index]);
    IterationInfo& info = outcome.last;
    info.depth = 1;
    info.seldepth = 1;
    info.is_mate = choice.score == kBaselineWinScore || choice.score == -kBaselineWinScore;
    info.score = info.is_mate ? (choice.score > 0 ? 1 : -1) : choice.score;
    info.nodes = choice.nodes;
    info.nps = deadline.Nps(choice.nodes);
    info.time_ms = deadline.ElapsedMs();
    info.pv = {outcome.best_move};
    ReportAndWaitWhileUnbounded(request, info);
    return outcome;
  }

 private:
  // The legal turns, restricted to `searchmoves` when given (illegal entries are ignored).
  // Where the game can list its turns partially (G::GenerateTurnsUntil, an optional hook),
  // only those found before `stop` says so.
  static std::vector<Move> Candidates(const Position& pos, std::span<const std::string> searchmoves,
                                      const std::function<bool()>& stop) {
    auto list = std::make_unique_for_overwrite<typename G::TurnList>();
    if constexpr (requires { G::GenerateTurnsUntil(pos, *list, stop); }) {
      G::GenerateTurnsUntil(pos, *list, stop);
    } else {
      G::GenerateTurns(pos, *list);
    }
    if (searchmoves.empty()) return {list->begin(), list->end()};
    std::vector<Move> kept;
    for (const std::string& token : searchmoves) {
      std::optional<Move> m = G::ParseMove(pos, token);
      if (!m) continue;
      Position target = pos;
      G::Play(target, *m);
      for (const Move& candidate : *list) {
        Position p = pos;
        G::Play(p, candidate);
        if (p == target) {
          kept.push_back(candidate);
          break;
        }
      }
    }
    return kept;
  }

  BaselineKind kind_;
};

}  // namespace melee::search
