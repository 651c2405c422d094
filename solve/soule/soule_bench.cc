#include "solve/soule/soule_bench.h"

#include <charconv>
#include <optional>

#include "solve/soule/forced_goal.h"
#include "solve/soule/puzzle.h"
#include "solve/soule/soule_search.h"

namespace melee::soule {
namespace {

SouleBenchLine BenchSearch(const Position& pos, uint64_t nodes, const std::atomic<bool>* stop) {
  search::SearchSetup setup;
  setup.limits.nodes = static_cast<int64_t>(nodes);
  const search::SearchRequest request{setup.limits, setup.options, setup.callbacks,
                                      stop != nullptr ? *stop : setup.stop};
  const SouleStrategy strategy = SearchSoule(pos, Side::kP1, request, {});
  return {"search", strategy.nodes,
          Soule::FormatTactic(pos, Side::kP1, SampleTactic(strategy, 0, 0, pos.key()))};
}

SouleBenchLine BenchMate(const Puzzle& puzzle, const std::atomic<bool>* stop) {
  const ForcedGoal r = SolveForcedGoal(puzzle.position, puzzle.side, puzzle.max_stages, stop);
  return {"mate", r.nodes, AnswerText(puzzle.position, puzzle.side, r)};
}

}  // namespace

SouleBenchResult RunSouleBench(std::string_view text, std::optional<uint64_t> nodes,
                               const std::atomic<bool>* stop) {
  SouleBenchResult result;
  uint64_t budget = kDefaultBenchNodes;
  auto fail = [&result](std::string why) {
    if (result.error.empty()) result.error = std::move(why);
  };
  while (!text.empty() && (stop == nullptr || !stop->load())) {
    const std::size_t end = text.find('\n');
    const std::string_view line = Trim(text.substr(0, end));
    text.remove_prefix(end == std::string_view::npos ? text.size() : end + 1);
    if (line.empty() || line.front() == '#') continue;
    if (line.starts_with("nodes ")) {
      const std::string_view n = Trim(line.substr(6));
      const auto [ptr, ec] = std::from_chars(n.data(), n.data() + n.size(), budget);
      if (ec != std::errc{} || ptr != n.data() + n.size() || budget == 0) {
        fail("bad node budget: " + std::string(line));
        budget = kDefaultBenchNodes;
      }
      continue;
    }
    std::string why;
    if (line.find(';') != std::string_view::npos) {
      const std::optional<Puzzle> puzzle = ParsePuzzle(line, why);
      if (!puzzle) {
        fail(why + ": " + std::string(line));
        continue;
      }
      result.lines.push_back(BenchMate(*puzzle, stop));
    } else {
      const std::optional<Position> pos = Soule::ParsePosition(line, GameRules{}, why);
      if (!pos || Soule::Status(*pos).over()) {
        fail((pos ? "the match is over" : why) + ": " + std::string(line));
        continue;
      }
      result.lines.push_back(BenchSearch(*pos, nodes.value_or(budget), stop));
    }
    result.nodes += result.lines.back().nodes;
  }
  return result;
}

}  // namespace melee::soule
