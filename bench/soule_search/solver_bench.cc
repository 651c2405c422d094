// Speed of the Soule searches: the forced-goal solver per puzzle class (the 11-a-side puzzles
// of positions/soule/puzzles.txt), slot actions, the matrix-game solver, one playing-search
// move. Correctness is decided by tests/soule_search, never here.
#include <benchmark/benchmark.h>

#include <fstream>
#include <string>
#include <vector>

#include "engine/core/random.h"
#include "engine/soule/slot_board.h"
#include "search/matrix_game.h"
#include "solve/soule/forced_goal.h"
#include "solve/soule/puzzle.h"
#include "solve/soule/soule_search.h"

namespace melee::soule {
namespace {

// The puzzles of `players` a side whose answer starts with `answer_class`.
std::vector<Puzzle> PuzzlesOf(int players, const std::string& answer_class) {
  std::ifstream in(std::string(SOULE_POSITIONS_DIR) + "/puzzles.txt");
  std::vector<Puzzle> out;
  std::string line, error;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    const std::optional<Puzzle> p = ParsePuzzle(line, error);
    if (p && p->position.players() == players && p->answer.rfind(answer_class, 0) == 0) {
      out.push_back(*p);
    }
  }
  return out;
}

// Time per puzzle of one class, 11 a side.
void SolveClass(benchmark::State& state, const std::string& answer_class) {
  const std::vector<Puzzle> puzzles = PuzzlesOf(11, answer_class);
  if (puzzles.empty()) {
    state.SkipWithError("no such puzzle");
    return;
  }
  std::size_t i = 0;
  uint64_t nodes = 0;
  for (auto _ : state) {
    const Puzzle& p = puzzles[i++ % puzzles.size()];
    const ForcedGoal r = SolveForcedGoal(p.position, p.side, p.max_stages);
    nodes += r.nodes;
    benchmark::DoNotOptimize(r);
  }
  state.counters["puzzles"] = static_cast<double>(puzzles.size());
  state.counters["slots/s"] =
      benchmark::Counter(static_cast<double>(nodes), benchmark::Counter::kIsRate);
}
BENCHMARK_CAPTURE(SolveClass, mate1_11v11, std::string("mate 1"))->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(SolveClass, mate2_11v11, std::string("mate 2"))->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(SolveClass, mate3_11v11, std::string("mate 3"))->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(SolveClass, none_11v11, std::string("none"))->Unit(benchmark::kMillisecond);

void BM_SlotActions(benchmark::State& state) {
  Rng rng(4);
  GameRules rules;
  rules.values = {11, 0};
  Position pos = Soule::StartPosition(rules);
  Soule::Resolve(pos, Soule::RandomTactic(pos, Side::kP1, rng),
                 Soule::RandomTactic(pos, Side::kP2, rng));
  const Tactic a = Soule::RandomTactic(pos, Side::kP1, rng);
  const Tactic b = Soule::RandomTactic(pos, Side::kP2, rng);
  for (auto _ : state) {
    SlotBoard board(pos);
    for (int i = 0; i < 11; ++i) {
      board.Act(Side::kP1, i, a.orders[static_cast<std::size_t>(i)]);
      board.Act(Side::kP2, i, b.orders[static_cast<std::size_t>(i)]);
    }
    benchmark::DoNotOptimize(board.Hash());
  }
  state.SetItemsProcessed(static_cast<int64_t>(state.iterations()) * 22);
}
BENCHMARK(BM_SlotActions);

void BM_MatrixGame(benchmark::State& state) {
  const int size = static_cast<int>(state.range(0));
  Rng rng(5);
  std::vector<double> payoff(static_cast<std::size_t>(size * size));
  for (double& x : payoff) x = rng.Unit() * 2 - 1;
  for (auto _ : state) benchmark::DoNotOptimize(search::SolveMatrixGame(payoff, size, size));
}
BENCHMARK(BM_MatrixGame)->Arg(4)->Arg(16)->Arg(32);

// One `go nodes 100000` on the seed's example position, both searchers.
void BM_PlayingSearch(benchmark::State& state) {
  std::string error;
  const Position pos = *Soule::ParsePosition(
      "22122112211/44444444444 44455665544/44444444444 3 1 A 7", GameRules{}, error);
  search::SearchSetup setup;
  setup.limits.nodes = 100'000;
  SouleSearchConfig config;
  config.kind = state.range(0) == 0 ? SouleSearchKind::kDoubleOracle : SouleSearchKind::kMcts;
  for (auto _ : state) {
    benchmark::DoNotOptimize(SearchSoule(pos, Side::kP1, setup.request(), config));
  }
  state.SetItemsProcessed(static_cast<int64_t>(state.iterations()) * *setup.limits.nodes);
}
BENCHMARK(BM_PlayingSearch)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace melee::soule
