// MCTS speed (iterations/s) on every game built: a fresh tree searched for a fixed number of
// iterations from the start position and from a position 20 random turns in (seed 0), with
// the evaluation cutoff and with 4-step random rollouts. Speed only: tests/search checks play.
#include <benchmark/benchmark.h>

#include <atomic>
#include <memory>
#include <string>

#include "engine/core/random_playout.h"
#include "games/games.h"
#include "search/mcts.h"

namespace melee {
namespace {

// state.range(0): random turns before the searched position; state.range(1): rollout steps.
template <class G, class E>
void BM_Mcts(benchmark::State& state) {
  constexpr int64_t kIterations = 5000;
  const typename G::Position root = RandomPlayoutPosition<G>(static_cast<int>(state.range(0)), 0);
  search::MctsConfig config;
  config.rollout_steps = static_cast<int>(state.range(1));
  search::SearchLimits limits;
  limits.nodes = kIterations;
  const std::atomic<bool> stop{false};
  search::SearchOutcome out;
  for (auto _ : state) {
    search::Mcts<G, E> mcts(64, config);
    out = mcts.Search({root, {}}, search::SearchRequest{limits, {}, {}, stop});
  }
  state.counters["iterations/s"] =
      benchmark::Counter(static_cast<double>(kIterations) * static_cast<double>(state.iterations()),
                         benchmark::Counter::kIsRate);
  state.counters["seldepth"] = out.last.seldepth;
  state.counters["hashfull"] = out.last.hashfull;
}

// Every stepped game of the build, with the evaluator its binding names.
const bool kRegistered = [] {
  ForEachType(games::SteppedGames{}, []<class B>() {
    using G = typename B::Game;
    benchmark::RegisterBenchmark(("BM_Mcts/" + std::string(G::kName)).c_str(),
                                 BM_Mcts<G, typename B::Evaluator>)
        ->Args({0, 0})
        ->Args({20, 0})
        ->Args({20, 4})
        ->Unit(benchmark::kMillisecond);
  });
  return true;
}();

}  // namespace
}  // namespace melee
