// The Soule entry of the registry: the simultaneous session with Soule's own searchers (double
// oracle as `alphabeta`, regret-matching SM-MCTS as `mcts`, the forced-goal solver for
// `go mate`), mapped here from the protocol's limits so solve/ never includes protocol/; and
// `bench`: those searches on positions/soule/bench.txt (solve/soule/soule_bench.h).
#include <memory>

#include "engine/soule/soule.h"
#include "eval/soule/soule_eval.h"
#include "protocol/sessions/sessions.h"
#include "protocol/sessions/soule_bench.h"
#include "protocol/simultaneous_session.h"
#include "solve/soule/soule_bench.h"
#include "solve/soule/soule_go.h"

namespace melee {
namespace {

struct SouleSearcher {
  static bool Provides(SearchKind kind) {
    return kind == SearchKind::kAlphaBeta || kind == SearchKind::kMcts;
  }

  static SearchResult Go(const Soule::Position& pos, Side side, const GoLimits& limits,
                         const EngineOptions& options, const Soule::Tactic* known_a,
                         const SearchReporter& report, const std::atomic<bool>& stop) {
    soule::SouleGoRequest request;
    request.movetime_ms = limits.movetime;
    request.time_left_ms = limits.time[Index(side)];
    request.increment_ms = limits.inc[Index(side)];
    request.movestogo = limits.movestogo;
    request.nodes = limits.nodes;
    request.depth = limits.depth;
    request.mate = limits.mate;
    request.infinite = limits.infinite || limits.ponder;
    request.move_overhead_ms = options.move_overhead_ms;
    request.seed = options.seed;
    request.analyse_mode = options.analyse_mode;
    request.mcts = options.search == SearchKind::kMcts;
    request.known_opponent = side == Side::kP2 ? known_a : nullptr;
    const soule::SouleGoAnswer answer = soule::SouleGo(pos, side, request, &stop);
    for (const std::string& line : answer.info) report.info(line);
    for (const std::string& text : answer.info_strings) report.info_string(text);
    return {Soule::FormatTactic(pos, side, answer.tactic), ""};
  }

  static uint64_t Bench(const SearchReporter& report) {
    const soule::SouleBenchResult result = soule::RunSouleBench(ksouleBenchPositions);
    if (!result.error.empty()) report.info_string("error " + result.error);
    for (std::size_t i = 0; i < result.lines.size(); ++i) {
      const soule::SouleBenchLine& line = result.lines[i];
      report.info_string("bench " + std::string(Soule::kName) + " position " +
                         std::to_string(i + 1) + " " + line.kind + " nodes " +
                         std::to_string(line.nodes) + " answer " + line.answer);
    }
    return result.nodes;
  }
};

}  // namespace

const GameEntry& SouleEntry() {
  static const GameEntry kEntry{Soule::kName,
                                {Soule::kOptions.data(), Soule::kOptions.size()},
                                []() -> std::unique_ptr<GameSession> {
                                  return std::make_unique<SimultaneousSession<Soule, SouleSearcher>>();
                                }};
  return kEntry;
}

}  // namespace melee
