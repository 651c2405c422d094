// The Soule entry of the registry: the simultaneous session with Soule's own searchers (double
// oracle as `alphabeta`, regret-matching SM-MCTS as `mcts`, the default, the forced-goal solver for
// `go mate`, and the baselines), chosen here by the `Search` option so solve/ never includes
// protocol/; and `bench`: those searches on positions/soule/bench.txt (solve/soule/soule_bench.h).
#include <memory>

#include "games/soule.h"
#include "protocol/sessions/session_list.h"
#include "protocol/sessions/soule_bench.h"
#include "protocol/simultaneous_session.h"
#include "solve/soule/forced_goal.h"
#include "solve/soule/soule_bench.h"
#include "solve/soule/soule_searchers.h"

namespace melee {
namespace {

struct SouleSearchers {
  using Root = soule::SouleRoot;
  // SM-MCTS (weighted proposals, playouts to the end, a thresholded answer; the exact double
  // oracle on small positions): it beat the double oracle 26-12 (2 draws) at movetime 100
  // (docs/soule_search.md); the double oracle's pure strategies at 11 a side are exploitable.
  static constexpr SearchKind kDefault = SearchKind::kMcts;

  static bool Provides(SearchKind) { return true; }

  // A side's tactics are the product of its players' order sets (saturating): `go perft`
  // refuses a root too large at once instead of listing billions of tactics to count them.
  static uint64_t CountTactics(const Soule::Position& pos, Side side) {
    return Soule::Status(pos).over() ? 0 : soule::CountTactics(pos, side);
  }

  // `go mate` is a question for the forced-goal solver whichever searcher is selected; its
  // fallback (no forced goal) is the selected playing search, or the double oracle for a
  // baseline.
  static search::SearchOutcome Search(SearchKind kind, const Root& root,
                                      const search::SearchRequest& request) {
    const soule::SouleSearchKind playing = kind == SearchKind::kMcts
                                               ? soule::SouleSearchKind::kMcts
                                               : soule::SouleSearchKind::kDoubleOracle;
    if (request.limits.mate) return soule::ForcedGoalSearcher(playing).Search(root, request);
    switch (kind) {
      case SearchKind::kGreedy:
        return search::SimultaneousBaselineSearcher<Soule, games::soule::Binding::Evaluator>(
                   search::BaselineKind::kGreedy)
            .Search(root, request);
      case SearchKind::kRandom:
        return search::SimultaneousBaselineSearcher<Soule, games::soule::Binding::Evaluator>(
                   search::BaselineKind::kRandom)
            .Search(root, request);
      default:
        return soule::SoulePlayingSearcher(playing).Search(root, request);
    }
  }

  // `bench depth <n>` means nothing to these searches; `bench nodes <n>` replaces the stage
  // budgets of the playing searches.
  static uint64_t Bench(const search::SearchCallbacks& report, std::optional<int64_t> nodes,
                        const std::atomic<bool>& stop) {
    std::optional<uint64_t> stages;
    if (nodes) stages = static_cast<uint64_t>(*nodes);
    const soule::SouleBenchResult result =
        soule::RunSouleBench(ksouleBenchPositions, stages, &stop);
    if (!result.error.empty()) report.on_text("error " + result.error);
    for (std::size_t i = 0; i < result.lines.size(); ++i) {
      const soule::SouleBenchLine& line = result.lines[i];
      report.on_text("bench " + std::string(Soule::kName) + " position " + std::to_string(i + 1) +
                     " " + line.kind + " nodes " + std::to_string(line.nodes) + " answer " +
                     line.answer);
    }
    return result.nodes;
  }
};

}  // namespace

template <>
const GameEntry& SessionEntry<games::soule::Binding>() {
  using Session = SimultaneousSession<Soule, games::soule::Binding::Evaluator, SouleSearchers>;
  static const GameEntry kEntry = MakeGameEntry<games::soule::Binding>(
      []() -> std::unique_ptr<GameSession> { return std::make_unique<Session>(); },
      Session::SessionOptions());
  return kEntry;
}

}  // namespace melee
