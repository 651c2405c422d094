// Small pieces every session template shares: timing, key printing, status text, the `eval`
// table and the perft report.
#pragma once

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <functional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/core/types.h"
#include "eval/eval.h"

namespace melee {

class Stopwatch {
 public:
  int64_t ElapsedMs() const {
    return std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start_).count();
  }
  // Nodes per second, never dividing by zero.
  int64_t Nps(uint64_t nodes) const {
    const int64_t us =
        std::chrono::duration_cast<std::chrono::microseconds>(Clock::now() - start_).count();
    return static_cast<int64_t>(nodes * 1'000'000 / static_cast<uint64_t>(std::max<int64_t>(us, 1)));
  }

 private:
  using Clock = std::chrono::steady_clock;
  Clock::time_point start_ = Clock::now();
};

inline std::string HexKey(uint64_t key) {
  char buf[19];
  std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(key));
  return buf;
}

inline std::string StatusText(const GameStatus& s) {
  if (!s.over()) return "ongoing";
  return std::string(OutcomeName(s.outcome)) + " " + std::string(s.reason);
}

// `eval`: one line per term with both sides' values and their difference, then the total.
inline std::string FormatEvalTable(const std::vector<EvalTerm>& terms, int total,
                                   std::string_view perspective) {
  std::string out = "term                     p1        p2      p1-p2\n";
  char buf[128];
  for (const EvalTerm& t : terms) {
    std::snprintf(buf, sizeof buf, "%-18.*s %8d  %8d  %9d\n", static_cast<int>(t.name.size()),
                  t.name.data(), t.p1, t.p2, t.p1 - t.p2);
    out += buf;
  }
  std::snprintf(buf, sizeof buf, "Total (%.*s): %d", static_cast<int>(perspective.size()),
                perspective.data(), total);
  return out + buf;
}

// The protocol's perft report: root tokens sorted byte-wise, a blank line, the total.
inline void WritePerftReport(std::vector<std::pair<std::string, uint64_t>> counts,
                             const std::function<void(std::string_view)>& line) {
  std::sort(counts.begin(), counts.end());
  uint64_t total = 0;
  for (const auto& [token, n] : counts) {
    line(token + ": " + std::to_string(n));
    total += n;
  }
  line("");
  line("Nodes searched: " + std::to_string(total));
}

}  // namespace melee
