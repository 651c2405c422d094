// Bulltricker speed: move generation and perft from the start and from a capture-rich
// middlegame. Perft reports interior nodes/s (positions whose moves were generated) and bulk
// leaves/s (the last level counted from the generated list without playing it).
#include <benchmark/benchmark.h>

#include <string>

#include "engine/bulltricker/bulltricker.h"
#include "engine/core/perft.h"

namespace melee {
namespace {

// From positions/bulltricker/perft.txt (random playout, ply 90): 71 moves, many captures.
constexpr std::string_view kMiddlegame =
    "3q5q5/q1q2k4q4/1P1p1p3p5/6p3p4/3p11/14Q/7p7/8P6/5P5q1Q1/P3p5P4/5P7P1/P11q2/7P7/"
    "Q6KQ1Q1Q2/1Q9q3 w 0 46";

Bulltricker::Position Load(std::string_view text) {
  std::string error;
  return *Bulltricker::ParsePosition(text, GameRules::Defaults(Bulltricker::kOptions), error);
}

Bulltricker::Position PositionFor(int which) {
  return which == 0 ? Bulltricker::StartPosition(GameRules::Defaults(Bulltricker::kOptions))
                    : Load(kMiddlegame);
}

void BM_GenerateTurns(benchmark::State& state) {
  const auto pos = PositionFor(static_cast<int>(state.range(0)));
  Bulltricker::TurnList list;
  for (auto _ : state) {
    Bulltricker::GenerateTurns(pos, list);
    benchmark::DoNotOptimize(list.size());
  }
  state.SetItemsProcessed(state.iterations() * static_cast<int64_t>(list.size()));
}
BENCHMARK(BM_GenerateTurns)->Arg(0)->Arg(1)->ArgNames({"middlegame"});

void BM_PlayMove(benchmark::State& state) {
  const auto pos = PositionFor(static_cast<int>(state.range(0)));
  Bulltricker::TurnList list;
  Bulltricker::GenerateTurns(pos, list);
  std::size_t i = 0;
  for (auto _ : state) {
    auto child = pos;
    Bulltricker::Play(child, list[i]);
    benchmark::DoNotOptimize(child.key());
    if (++i == list.size()) i = 0;
  }
}
BENCHMARK(BM_PlayMove)->Arg(0)->Arg(1)->ArgNames({"middlegame"});

void BM_Perft(benchmark::State& state) {
  const auto pos = PositionFor(static_cast<int>(state.range(0)));
  const int depth = static_cast<int>(state.range(1));
  uint64_t interior = 0;
  for (int d = 0; d < depth; ++d) interior += Perft<Bulltricker>(pos, d);
  uint64_t leaves = 0;
  for (auto _ : state) {
    leaves = Perft<Bulltricker>(pos, depth);
    benchmark::DoNotOptimize(leaves);
  }
  const double runs = static_cast<double>(state.iterations());
  state.counters["interior_nodes/s"] =
      benchmark::Counter(runs * static_cast<double>(interior), benchmark::Counter::kIsRate);
  state.counters["bulk_leaves/s"] =
      benchmark::Counter(runs * static_cast<double>(leaves), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_Perft)
    ->Args({0, 4})
    ->Args({0, 5})
    ->Args({1, 3})
    ->Args({1, 4})
    ->ArgNames({"middlegame", "depth"})
    ->Unit(benchmark::kMillisecond);

// Perft without bulk counting: every move of the last level is played too, so the rate is
// that of made positions (the usual "nodes/s" of engines that do not bulk-count).
uint64_t PerftMadeNodes(const Bulltricker::Position& pos, int depth) {
  if (depth == 0) return 1;
  Bulltricker::TurnList list;
  Bulltricker::GenerateTurns(pos, list);
  uint64_t nodes = 0;
  for (const auto& move : list) {
    auto child = pos;
    Bulltricker::Play(child, move);
    if (depth == 1) {
      benchmark::DoNotOptimize(child.key());
      ++nodes;
    } else {
      nodes += PerftMadeNodes(child, depth - 1);
    }
  }
  return nodes;
}

void BM_PerftMade(benchmark::State& state) {
  const auto pos = PositionFor(static_cast<int>(state.range(0)));
  const int depth = static_cast<int>(state.range(1));
  uint64_t made = 0;
  for (int d = 1; d <= depth; ++d) made += Perft<Bulltricker>(pos, d);
  for (auto _ : state) benchmark::DoNotOptimize(PerftMadeNodes(pos, depth));
  state.counters["made_nodes/s"] =
      benchmark::Counter(static_cast<double>(state.iterations()) * static_cast<double>(made),
                         benchmark::Counter::kIsRate);
}
BENCHMARK(BM_PerftMade)
    ->Args({0, 4})
    ->Args({1, 3})
    ->ArgNames({"middlegame", "depth"})
    ->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace melee
