// Speed of the static evaluations (Evaluate, called at every searched node): positions from
// random playouts (seed 0) evaluated in a loop. Compare with the searchers' node rates
// (docs/tuning.md): an evaluation term must not halve them.
#include <benchmark/benchmark.h>

#include <memory>
#include <string>
#include <vector>

#include "engine/core/random_playout.h"
#include "games/games.h"

namespace melee {
namespace {

// Every turn start of a few random playouts: openings, middle games and late positions.
template <class G>
std::vector<typename G::Position> Positions() {
  std::vector<typename G::Position> positions;
  Rng rng(0);
  auto list = std::make_unique<typename G::TurnList>();
  for (int game = 0; game < 8; ++game) {
    typename G::Position pos = G::StartPosition(GameRules::Defaults(G::kOptions));
    for (int turn = 0; turn < 80 && !G::Status(pos).over(); ++turn) {
      positions.push_back(pos);
      PlayRandomTurn<G>(pos, rng, *list);
    }
  }
  return positions;
}

template <class G, class E>
void BM_Evaluate(benchmark::State& state) {
  const std::vector<typename G::Position> positions = Positions<G>();
  for (auto _ : state) {
    for (const auto& pos : positions) benchmark::DoNotOptimize(E::Evaluate(pos));
  }
  state.counters["evals/s"] = benchmark::Counter(
      static_cast<double>(state.iterations() * positions.size()), benchmark::Counter::kIsRate);
}

// Every turn game of the build, with the evaluator its binding names.
const bool kRegistered = [] {
  ForEachType(games::TurnGames{}, []<class B>() {
    using G = typename B::Game;
    benchmark::RegisterBenchmark(("BM_Evaluate/" + std::string(G::kName)).c_str(),
                                 BM_Evaluate<G, typename B::Evaluator>);
  });
  return true;
}();

}  // namespace
}  // namespace melee

BENCHMARK_MAIN();
