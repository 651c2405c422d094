// The `bench` signature: a fixed set of positions searched to a fixed depth with one thread
// and a cleared table, summing the nodes. Any change to move generation, evaluation or search
// changes it, so a test pins it (tests/search) and `melee bench` prints it.
//
// Positions come as text, one per line, from positions/<game>/bench.txt (blank lines and lines
// starting with '#' are skipped; a line `depth <n>` sets the depth of the positions after it);
// the caller reads the file.
#pragma once

#include <atomic>
#include <cstdint>
#include <cstdlib>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/game.h"
#include "search/alpha_beta.h"

namespace melee::search {

// The table of the bench: small enough to clear quickly, large enough not to thrash.
inline constexpr std::size_t kBenchHashMb = 16;
// The depth when the file names none (and `bench depth <n>` does not either).
inline constexpr int kDefaultBenchDepth = 4;

struct BenchLine {
  std::string position;  // as read
  int depth = 0;
  uint64_t nodes = 0;
  std::string best_move;
};

// `bench depth <n>` / `bench nodes <n>`: replace the file's depths (nodes: no depth limit, this
// many nodes a position); `stop` (may be null) ends the bench between and inside positions.
struct BenchSettings {
  std::optional<int> depth;
  std::optional<int64_t> nodes;
  const std::atomic<bool>* stop = nullptr;
};

struct BenchResult {
  std::vector<BenchLine> lines;
  uint64_t nodes = 0;
  int64_t time_ms = 0;
  std::string error;  // the first position that did not parse, if any
};

template <SteppedGame G, EvaluatorOf<G> E>
BenchResult RunBench(std::string_view positions_text, const GameRules& rules,
                     const BenchSettings& settings = {}, const SearchCallbacks& callbacks = {}) {
  BenchResult result;
  AlphaBeta<G, E> searcher(kBenchHashMb);
  SearchLimits limits;
  limits.depth = settings.depth.value_or(kDefaultBenchDepth);
  if (settings.nodes) {
    limits.depth.reset();
    limits.nodes = settings.nodes;
  }
  const std::atomic<bool> never{false};
  const std::atomic<bool>& stop = settings.stop != nullptr ? *settings.stop : never;
  const Deadline clock(TimeBudget{}, SearchClock::now());
  const SearchOptions options;
  while (!positions_text.empty()) {
    const std::size_t end = positions_text.find('\n');
    std::string_view line = positions_text.substr(0, end);
    positions_text.remove_prefix(end == std::string_view::npos ? positions_text.size() : end + 1);
    while (!line.empty() && (line.back() == '\r' || line.back() == ' ')) line.remove_suffix(1);
    if (line.empty() || line.front() == '#') continue;
    if (stop.load()) break;
    if (line.starts_with("depth ")) {
      if (!settings.depth && !settings.nodes) {
        limits.depth = std::atoi(std::string(line.substr(6)).c_str());
      }
      continue;
    }
    std::string why;
    const std::optional<typename G::Position> pos = G::ParsePosition(line, rules, why);
    if (!pos) {
      result.error = "bad bench position '" + std::string(line) + "': " + why;
      break;
    }
    searcher.Clear();
    const SearchOutcome out =
        searcher.Search({*pos, {}}, SearchRequest{limits, options, callbacks, stop});
    result.lines.push_back(
        {std::string(line), limits.depth.value_or(0), out.last.nodes, out.best_move});
    result.nodes += out.last.nodes;
  }
  result.time_ms = clock.ElapsedMs();
  return result;
}

}  // namespace melee::search
