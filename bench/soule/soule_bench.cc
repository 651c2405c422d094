// Speed of the Soule referee: turn resolutions, tactic generation, perft, random playouts.
// Correctness is decided by tests/soule, never here.
#include <benchmark/benchmark.h>

#include <vector>

#include "engine/core/perft.h"
#include "engine/core/random.h"
#include "engine/soule/soule.h"

namespace melee {
namespace {

struct Stage {
  Soule::Position pos;
  Soule::Tactic a_part;
  Soule::Tactic b_part;
};

// Turn positions met in seeded random games of n v n (turns first_turn..last_turn), each with a
// random effective tactic pair, as the searches meet them: no idle orders, all kinds of turns.
std::vector<Stage> SampleStages(int players, std::size_t count, uint32_t first_turn = 1,
                                uint32_t last_turn = 11) {
  Rng rng(1);
  GameRules rules;
  rules.values = {players, 0};
  std::vector<Stage> stages;
  while (stages.size() < count) {
    Soule::Position pos = Soule::StartPosition(rules);
    while (pos.turn() <= last_turn && !Soule::Status(pos).over() && stages.size() < count) {
      const Stage stage{pos, Soule::RandomTactic(pos, Side::kP1, rng),
                        Soule::RandomTactic(pos, Side::kP2, rng)};
      if (pos.turn() >= first_turn) stages.push_back(stage);
      Soule::Resolve(pos, stage.a_part, stage.b_part);
    }
  }
  return stages;
}

constexpr std::size_t kStages = 4096;  // a power of two: the index wraps with a mask

// One full turn per iteration: both sides' orders from a position (Soule::Resolve).
void ResolveEach(benchmark::State& state, const std::vector<Stage>& stages) {
  std::size_t i = 0;
  for (auto _ : state) {
    const Stage& stage = stages[i++ & (kStages - 1)];
    Soule::Position pos = stage.pos;
    Soule::Resolve(pos, stage.a_part, stage.b_part);
    benchmark::DoNotOptimize(pos);
  }
  state.SetItemsProcessed(static_cast<int64_t>(state.iterations()));
}

void BM_ResolveTurn(benchmark::State& state) {
  ResolveEach(state, SampleStages(static_cast<int>(state.range(0)), kStages));
}
BENCHMARK(BM_ResolveTurn)->Arg(1)->Arg(11)->Arg(22);

// Turns 13..40: more knock-outs and goals, so more turns leave the parallel referee for the
// action-by-action one (docs/soule.md, "Speed").
void BM_ResolveLateTurn(benchmark::State& state) {
  ResolveEach(state, SampleStages(static_cast<int>(state.range(0)), kStages, 13, 40));
}
BENCHMARK(BM_ResolveLateTurn)->Arg(11);

void BM_RandomTactic(benchmark::State& state) {
  const std::vector<Stage> stages = SampleStages(static_cast<int>(state.range(0)), kStages);
  Rng rng(2);
  std::size_t i = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(Soule::RandomTactic(stages[i++ & (kStages - 1)].pos, Side::kP1, rng));
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
  for (auto _ : state) nodes += Perft<Soule>(start, depth);
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
