// Speed of Cannon Ball move generation and perft (Google Benchmark; never decides
// correctness). Counters: turns/s = distinct whole turns generated per second, steps/s =
// steps generated per second, leaves/s = perft leaves per second.
#include <benchmark/benchmark.h>

#include <cstdint>
#include <memory>
#include <string>

#include "engine/cannonball/cannonball.h"
#include "engine/core/perft.h"

namespace melee {
namespace {

// A middlegame reached by a seeded random playout: 24 turns, South leads 1-0, the ball on j6
// with takers on both sides.
constexpr const char* kMiddlegame =
    "2p10/13/6p6/11p1/13/5p7/5p7/6p6/13/5P2P*3/5PP6/13/13/3P5P2p/7P5 s 1-0 15 25";

// A crowd around the ball on g8: South has 7 players in contact and long pass chains (the
// step generator's worst kind of position).
constexpr const char* kCrowd =
    "13/13/13/13/13/4p1p1p4/5PPP5/4pP*Pp4/5P1P5/5p1p5/13/13/13/13/13 s 0-0 0 1";

// Argument 0: the start, 1: the middlegame, 2: the crowd.
CannonBall::Position Position(int64_t which) {
  const GameRules rules = GameRules::Defaults(CannonBall::kOptions);
  if (which == 0) return CannonBall::StartPosition(rules);
  std::string error;
  return *CannonBall::ParsePosition(which == 1 ? kMiddlegame : kCrowd, rules, error);
}

void BM_GenerateTurns(benchmark::State& state) {
  const CannonBall::Position pos = Position(state.range(0));
  auto list = std::make_unique<CannonBall::TurnList>();
  for (auto _ : state) {
    CannonBall::GenerateTurns(pos, *list);
    benchmark::DoNotOptimize(list->size());
  }
  state.counters["turns/s"] = benchmark::Counter(
      static_cast<double>(list->size() * state.iterations()), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_GenerateTurns)->ArgName("position")->Arg(0)->Arg(1)->Arg(2);

void BM_GenerateSteps(benchmark::State& state) {
  const CannonBall::Position pos = Position(state.range(0));
  CannonBall::StepList steps;
  for (auto _ : state) {
    CannonBall::GenerateSteps(pos, steps);
    benchmark::DoNotOptimize(steps.size());
  }
  state.counters["steps/s"] = benchmark::Counter(
      static_cast<double>(steps.size() * state.iterations()), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_GenerateSteps)->ArgName("position")->Arg(0)->Arg(1)->Arg(2);

void BM_Perft2(benchmark::State& state) {
  const CannonBall::Position pos = Position(state.range(0));
  uint64_t leaves = 0;
  for (auto _ : state) leaves += Perft<CannonBall>(pos, 2);
  state.counters["leaves/s"] =
      benchmark::Counter(static_cast<double>(leaves), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_Perft2)->ArgName("position")->Arg(0)->Arg(1)->Iterations(1)->Unit(benchmark::kSecond);

}  // namespace
}  // namespace melee

BENCHMARK_MAIN();
