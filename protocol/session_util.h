// Small pieces every session template shares: key printing, status text, the `eval`
// table and the perft report.
#pragma once

#include <algorithm>
#include <atomic>
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
// An interrupted perft (`stop`, `quit`, end of input) says so and prints no total: a partial
// count must never pass for a result.
inline void WritePerftReport(std::vector<std::pair<std::string, uint64_t>> counts,
                             const std::function<void(std::string_view)>& line,
                             const std::atomic<bool>& stop) {
  if (stop.load()) {
    line("info string perft interrupted");
    return;
  }
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
