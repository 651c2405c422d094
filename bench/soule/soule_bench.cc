// Speed of the Soule referee: turn resolutions, tactic generation, perft, random playouts.
// Correctness is decided by tests/soule, never here.
#include <benchmark/benchmark.h>

#include <vector>

#include "engine/core/random.h"
#include "engine/soule/soule.h"
#include "engine/soule/soule_perft.h"

namespace melee {
namespace {

struct Stage {
  Soule::Position pos;
  Soule::Tactic a_part;
  Soule::Tactic b_part;
};

// Turn positions met in seeded random games of n v n, each with a random effective tactic pair.
std::vector<Stage> SampleStages(int players, std::size_t count) {
  Rng rng(1);
  GameRules rules;
  rules.values = {players, 0};
  std::vector<Stage> stages;
  while (stages.size() < count) {
    Soule::Position pos = Soule::StartPosition(rules);
    for (int t = 0; t < 12 && !Soule::Status(pos).over() && stages.size() < count; ++t) {
      const Stage stage{pos, Soule::RandomTactic(pos, Side::kP1, rng),
                        Soule::RandomTactic(pos, Side::kP2, rng)};
      if (pos.turn() > 0) stages.push_back(stage);
      Soule::Resolve(pos, stage.a_part, stage.b_part);
    }
  }
  return stages;
}

void BM_ResolveTurn(benchmark::State& state) {
  const std::vector<Stage> stages = SampleStages(static_cast<int>(state.range(0)), 4096);
  std::size_t i = 0;
  for (auto _ : state) {
    const Stage& stage = stages[i++ & 4095];
    Soule::Position pos = stage.pos;
    Soule::Resolve(pos, stage.a_part, stage.b_part);
    benchmark::DoNotOptimize(pos);
  }
  state.SetItemsProcessed(static_cast<int64_t>(state.iterations()));
}
BENCHMARK(BM_ResolveTurn)->Arg(1)->Arg(11)->Arg(22);

void BM_RandomTactic(benchmark::State& state) {
  const std::vector<Stage> stages = SampleStages(static_cast<int>(state.range(0)), 4096);
  Rng rng(2);
  std::size_t i = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(Soule::RandomTactic(stages[i++ & 4095].pos, Side::kP1, rng));
  }
  state.SetItemsProcessed(static_cast<int64_t>(state.iterations()));
}
BENCHMARK(BM_RandomTactic)->Arg(11);

void BM_ForEachTactic(benchmark::State& state) {
  const std::vector<Stage> stages = SampleStages(3, 256);
  std::size_t i = 0;
  int64_t tactics = 0;
  for (auto _ : state) {
    Soule::ForEachTactic(stages[i++ & 255].pos, Side::kP1, [&](const Soule::Tactic& t) {
      benchmark::DoNotOptimize(t);
      ++tactics;
    });
  }
  state.SetItemsProcessed(tactics);
}
BENCHMARK(BM_ForEachTactic);

void BM_Perft(benchmark::State& state) {
  GameRules rules;
  rules.values = {static_cast<int>(state.range(0)), 7};
  const Soule::Position start = Soule::StartPosition(rules);
  const int depth = static_cast<int>(state.range(1));
  uint64_t nodes = 0;
  for (auto _ : state) nodes += SoulePerft(start, depth);
  state.SetItemsProcessed(static_cast<int64_t>(nodes));
}
BENCHMARK(BM_Perft)->Args({1, 5})->Args({2, 3})->Unit(benchmark::kMillisecond);

void BM_RandomPlayout(benchmark::State& state) {
  GameRules rules;
  rules.values = {11, 7};
  const Soule::Position start = Soule::StartPosition(rules);
  Rng rng(3);
  for (auto _ : state) {
    Soule::Position pos = start;
    while (!Soule::Status(pos).over()) {
      Soule::Resolve(pos, Soule::RandomTactic(pos, Side::kP1, rng),
                     Soule::RandomTactic(pos, Side::kP2, rng));
    }
    benchmark::DoNotOptimize(pos);
  }
  state.SetItemsProcessed(static_cast<int64_t>(state.iterations()));
}
BENCHMARK(BM_RandomPlayout);

}  // namespace
}  // namespace melee

BENCHMARK_MAIN();
