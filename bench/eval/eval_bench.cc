// Speed of the static evaluations (Evaluate, called at every searched node): positions from
// random playouts (seed 0) evaluated in a loop. Compare with the searchers' node rates
// (docs/tuning.md): an evaluation term must not halve them.
#include <benchmark/benchmark.h>

#include <memory>
#include <vector>

#include "engine/core/random_playout.h"
#include "eval/ball/ball_eval.h"
#include "eval/bulltricker/bulltricker_eval.h"
#include "eval/cannonball/cannonball_eval.h"

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

template <class G>
void BM_Evaluate(benchmark::State& state) {
  const std::vector<typename G::Position> positions = Positions<G>();
  for (auto _ : state) {
    for (const auto& pos : positions) benchmark::DoNotOptimize(Eval<G>::Evaluate(pos));
  }
  state.counters["evals/s"] = benchmark::Counter(
      static_cast<double>(state.iterations() * positions.size()), benchmark::Counter::kIsRate);
}

BENCHMARK(BM_Evaluate<Bulltricker>);
BENCHMARK(BM_Evaluate<Ball>);
BENCHMARK(BM_Evaluate<CannonBall>);

}  // namespace
}  // namespace melee

BENCHMARK_MAIN();
