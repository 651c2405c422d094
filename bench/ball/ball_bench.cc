// Speed of BALL step generation, step play, whole-turn generation and perft.
#include <benchmark/benchmark.h>

#include <string>
#include <vector>

#include "engine/ball/ball.h"
#include "engine/core/perft.h"
#include "engine/core/random.h"

namespace {

using melee::Ball;

Ball::Position Parse(const std::string& text) {
  std::string error;
  return *Ball::ParsePosition(text, melee::GameRules::Defaults(Ball::kOptions), error);
}

const char* const kStart = "7/6/7/6/1o1x*1o1/1xssx1/7/6/7/6/7/1XSSX1/1O1X1O1/6/7/6/7 s 1 60";
// Knocked pieces, stacks and a free ball (from positions/ball/perft.txt).
const char* const kMixed = "7/6/2o4/6/7/1x_1(s*X)2/7/6/7/2S3/7/4O_1/3X3/6/7/6/7 n 7 60";
const char* const kMidfield = "7/6/7/6/3o3/6/2x1s2/6/3@3/6/2X1S2/6/3O3/6/7/6/7 s 1 60";

// In-turn positions met by random step playouts from the start (searcher-like inputs).
std::vector<Ball::Position> PlayoutPositions() {
  std::vector<Ball::Position> out;
  melee::Rng rng(42);
  Ball::StepList steps;
  for (int game = 0; game < 8; ++game) {
    Ball::Position pos = Parse(kStart);
    for (int ply = 0; ply < 120; ++ply) {
      Ball::GenerateSteps(pos, steps);
      if (steps.empty()) break;
      out.push_back(pos);
      Ball::PlayStep(pos, steps[rng.Below(steps.size())]);
    }
  }
  return out;
}

void BM_GenerateSteps(benchmark::State& state) {
  const auto positions = PlayoutPositions();
  Ball::StepList steps;
  std::size_t i = 0, generated = 0;
  for (auto _ : state) {
    Ball::GenerateSteps(positions[i], steps);
    generated += steps.size();
    i = (i + 1) % positions.size();
    benchmark::DoNotOptimize(steps);
  }
  state.counters["steps/s"] =
      benchmark::Counter(static_cast<double>(generated), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_GenerateSteps);

void BM_GenerateAndPlaySteps(benchmark::State& state) {
  const auto positions = PlayoutPositions();
  Ball::StepList steps;
  std::size_t i = 0;
  for (auto _ : state) {
    Ball::GenerateSteps(positions[i], steps);
    for (const auto& s : steps) {
      Ball::Position next = positions[i];
      Ball::PlayStep(next, s);
      benchmark::DoNotOptimize(next);
    }
    i = (i + 1) % positions.size();
  }
}
BENCHMARK(BM_GenerateAndPlaySteps);

void BM_GenerateTurns(benchmark::State& state, const char* text) {
  const Ball::Position pos = Parse(text);
  Ball::TurnList turns;
  for (auto _ : state) {
    Ball::GenerateTurns(pos, turns);
    benchmark::DoNotOptimize(turns);
  }
  state.counters["turns"] = static_cast<double>(turns.size());
}
BENCHMARK_CAPTURE(BM_GenerateTurns, start, kStart);
BENCHMARK_CAPTURE(BM_GenerateTurns, mixed, kMixed);
BENCHMARK_CAPTURE(BM_GenerateTurns, midfield, kMidfield);

void BM_Perft2(benchmark::State& state) {
  const Ball::Position pos = Parse(kMidfield);
  uint64_t nodes = 0;
  for (auto _ : state) nodes += melee::Perft<Ball>(pos, 2);
  state.counters["nodes/s"] =
      benchmark::Counter(static_cast<double>(nodes), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_Perft2)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
