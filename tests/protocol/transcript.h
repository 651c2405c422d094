// Transcript testing: a script of protocol lines in, the engine's lines out, with the timing
// fields (`time`, `nps`, `Nodes/second`) masked and the progress reports (which come by the
// clock, search/progress.h) left out, so golden outputs stay stable.
#pragma once

#include <algorithm>
#include <mutex>
#include <span>
#include <sstream>
#include <string>
#include <vector>

#include "protocol/command_loop.h"
#include "protocol/registry.h"

namespace melee::testing {

class Transcript {
 public:
  explicit Transcript(std::span<const GameEntry> games)
      : loop_(games, [this](std::string_view line) {
          std::lock_guard lock(mutex_);
          lines_.emplace_back(line);
        }) {}

  // Feeds every line of `script`; after each, unless a search that only ends on `stop` (or
  // ponderhit) runs, waits until the loop is idle so the output order is deterministic.
  // Returns the output lines since the last call, masked.
  std::string Run(const std::string& script) {
    std::istringstream in(script);
    for (std::string line; std::getline(in, line);) {
      if (!loop_.HandleLine(line)) break;
      const bool go = line.rfind("go", 0) == 0;
      if (go && (line.find("infinite") != std::string::npos ||
                 line.find("ponder") != std::string::npos)) {
        unbounded_ = true;
      }
      if (line == "stop" || line == "ponderhit") unbounded_ = false;
      if (!unbounded_) loop_.WaitForSearch();
    }
    return Take();
  }

  std::string Take() {
    std::lock_guard lock(mutex_);
    std::string out;
    for (const std::string& l : lines_) {
      if (!IsProgress(l)) out += Mask(l) + "\n";
    }
    lines_.clear();
    return out;
  }

  CommandLoop& loop() { return loop_; }

  // A progress report: an `info depth` line without a score.
  static bool IsProgress(const std::string& line) {
    return line.rfind("info depth ", 0) == 0 && line.find(" score ") == std::string::npos;
  }

  // The number after a `time` or `nps` word, and after `Nodes/second:`, becomes `*`; all
  // other bytes, spacing included, are kept.
  static std::string Mask(const std::string& line) {
    std::string out;
    std::string previous;
    std::size_t i = 0;
    while (i < line.size()) {
      if (line[i] == ' ') {
        out += line[i++];
        continue;
      }
      const std::size_t end = std::min(line.find(' ', i), line.size());
      const std::string word = line.substr(i, end - i);
      const bool timing = previous == "time" || previous == "nps" || previous == "Nodes/second:";
      const bool number = word.find_first_not_of("0123456789") == std::string::npos;
      out += timing && number ? "*" : word;
      previous = word;
      i = end;
    }
    return out;
  }

 private:
  std::mutex mutex_;
  std::vector<std::string> lines_;
  bool unbounded_ = false;  // a `go infinite` or `go ponder` runs
  CommandLoop loop_;
};

}  // namespace melee::testing
