// Search speed (nodes/s) of the alpha-beta searcher on every game built: a fixed-depth search
// from the start position and from a position 20 random turns in (seed 0), the depth reached in
// one second, the time bound of `go movetime`, and the nodes to prove the tactics. Speed only;
// the node-count signature is checked by tests/search.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>
#include <string_view>

#include "engine/core/random_playout.h"
#include "games/games.h"
#include "search/alpha_beta.h"

namespace melee {

namespace {

// state.range(0): playout turns before the searched position; state.range(1): depth.
template <class G, class E>
void BM_AlphaBeta(benchmark::State& state) {
  const typename G::Position root = RandomPlayoutPosition<G>(static_cast<int>(state.range(0)), 0);
  search::AlphaBeta<G, E> searcher(16);
  search::SearchLimits limits;
  limits.depth = static_cast<int>(state.range(1));
  const std::atomic<bool> stop{false};
  uint64_t nodes = 0;
  search::SearchCallbacks callbacks;
  callbacks.on_iteration = [&nodes](const search::IterationInfo& i) { nodes = i.nodes; };
  uint64_t total = 0;
  for (auto _ : state) {
    searcher.Clear();
    searcher.Search({root, {}}, search::SearchRequest{limits, {}, callbacks, stop});
    total += nodes;
  }
  state.counters["nodes/s"] =
      benchmark::Counter(static_cast<double>(total), benchmark::Counter::kIsRate);
  state.counters["nodes"] = static_cast<double>(nodes);
}

// The depth completed in `go movetime 1000` (Move Overhead 0); state.range(0): playout turns
// before the searched position, state.range(1): threads.
template <class G, class E>
void BM_DepthInOneSecond(benchmark::State& state) {
  const typename G::Position root = RandomPlayoutPosition<G>(static_cast<int>(state.range(0)), 0);
  search::SearchLimits limits;
  limits.movetime = 1000;
  search::SearchOptions options;
  options.move_overhead_ms = 0;
  options.threads = static_cast<int>(state.range(1));
  const std::atomic<bool> stop{false};
  search::SearchOutcome out;
  for (auto _ : state) {
    search::AlphaBeta<G, E> searcher(64);
    out = searcher.Search({root, {}}, search::SearchRequest{limits, options, {}, stop});
  }
  state.counters["depth"] = out.last.depth;
  state.counters["seldepth"] = out.last.seldepth;
  state.counters["nodes"] = static_cast<double>(out.last.nodes);
  state.counters["nps"] = static_cast<double>(out.last.nps);
}

// The time bound of `go movetime T` (Move Overhead 0): wall time from the call to the answer
// over the positions of seeded random playouts (every 3rd turn of 3 playouts of 60 turns, so
// BALL's and Cannon Ball's widest middle games are in). Counters: the median and largest time
// in ms and how many answers came later than T. state.range(0): T in ms.
template <class G, class E>
void BM_MovetimeBound(benchmark::State& state) {
  const int64_t movetime = state.range(0);
  std::vector<typename G::Position> positions;
  auto list = std::make_unique<typename G::TurnList>();
  for (uint64_t seed = 1; seed <= 3; ++seed) {
    typename G::Position pos = G::StartPosition(GameRules::Defaults(G::kOptions));
    Rng rng(seed);
    for (int t = 0; t < 60 && !G::Status(pos).over(); ++t) {
      if (t % 3 == 0) positions.push_back(pos);
      PlayRandomTurn<G>(pos, rng, *list);
    }
  }
  search::SearchLimits limits;
  limits.movetime = movetime;
  search::SearchOptions options;
  options.move_overhead_ms = 0;
  const std::atomic<bool> stop{false};
  std::vector<double> ms;
  for (auto _ : state) {
    search::AlphaBeta<G, E> searcher(16);
    for (const typename G::Position& pos : positions) {
      const auto start = std::chrono::steady_clock::now();
      benchmark::DoNotOptimize(
          searcher.Search({pos, {}}, search::SearchRequest{limits, options, {}, stop}));
      ms.push_back(
          std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
              .count());
    }
  }
  std::sort(ms.begin(), ms.end());
  state.counters["positions"] = static_cast<double>(positions.size());
  state.counters["median_ms"] = ms[ms.size() / 2];
  state.counters["max_ms"] = ms.back();
  state.counters["late"] = static_cast<double>(
      std::count_if(ms.begin(), ms.end(), [&](double t) { return t > movetime; }));
}

// Nodes the searcher needs to prove the wins of positions/<game>/tactics.txt (each stops at
// its proven win): a measure of what ordering, pruning and the game hooks buy.
template <class G, class E>
void BM_TacticsNodes(benchmark::State& state) {
  std::ifstream in(std::string(MELEE_POSITIONS_DIR) + "/" + std::string(G::kName) + "/tactics.txt");
  std::vector<std::pair<std::string, int>> tactics;
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#') continue;
    tactics.emplace_back(line.substr(0, line.find(" ; ")), std::stoi(line.substr(line.rfind(' '))));
  }
  const std::atomic<bool> stop{false};
  uint64_t nodes = 0;
  for (auto _ : state) {
    nodes = 0;
    search::AlphaBeta<G, E> searcher(16);
    for (const auto& [text, turns] : tactics) {
      std::string why;
      searcher.Clear();
      search::SearchLimits limits;
      limits.mate = turns;
      limits.nodes = 1'000'000;
      const auto pos = G::ParsePosition(text, GameRules::Defaults(G::kOptions), why);
      nodes += searcher.Search({*pos, {}}, search::SearchRequest{limits, {}, {}, stop}).last.nodes;
    }
  }
  state.counters["nodes"] = static_cast<double>(nodes);
}

// The depth `melee bench` searches the game at (the `depth` line of positions/<game>/bench.txt).
int BenchDepth(std::string_view game) {
  std::ifstream in(std::string(MELEE_POSITIONS_DIR) + "/" + std::string(game) + "/bench.txt");
  for (std::string line; std::getline(in, line);) {
    if (line.starts_with("depth ")) return std::stoi(line.substr(6));
  }
  return 3;
}

// Every stepped game of the build, with the evaluator its binding names.
const bool kRegistered = [] {
  ForEachType(games::SteppedGames{}, []<class B>() {
    using G = typename B::Game;
    using E = typename B::Evaluator;
    const std::string name(G::kName);
    const int depth = BenchDepth(G::kName);
    benchmark::RegisterBenchmark(("BM_AlphaBeta/" + name).c_str(), BM_AlphaBeta<G, E>)
        ->Args({0, depth})
        ->Args({20, depth})
        ->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark(("BM_DepthInOneSecond/" + name).c_str(), BM_DepthInOneSecond<G, E>)
        ->Args({0, 1})
        ->Args({20, 1})
        ->Args({20, 2})
        ->Iterations(1)
        ->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark(("BM_MovetimeBound/" + name).c_str(), BM_MovetimeBound<G, E>)
        ->Arg(1)
        ->Arg(20)
        ->Iterations(1)
        ->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark(("BM_TacticsNodes/" + name).c_str(), BM_TacticsNodes<G, E>)
        ->Iterations(1)
        ->Unit(benchmark::kMillisecond);
  });
  return true;
}();

}  // namespace
}  // namespace melee
