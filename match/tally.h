// Tally: the running totals of a tournament, fed one finished game at a time (in any order):
// W/D/L and pentanomial pair counts per encounter, terminations, and referee disagreements.
#pragma once

#include <array>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "match/game_runner.h"
#include "match/stats.h"
#include "match/termination.h"

namespace melee::match {

class Tally {
 public:
  // The first engine is the one the summary is about (a gauntlet's challenger).
  explicit Tally(std::vector<std::string> engine_names);

  void Add(const GameResult& result);

  const std::vector<std::string>& engines() const { return engines_; }
  int64_t games() const { return games_; }
  // The first engine's results against everyone.
  ScoreCounts first_engine() const;
  // Per encounter (a < b by engine index), from a's side.
  const std::map<std::pair<int, int>, ScoreCounts>& encounters() const { return encounters_; }
  int64_t terminations(Termination t) const { return terminations_[static_cast<int>(t)]; }
  int64_t disagreements() const { return disagreements_; }

 private:
  int EngineIndex(const std::string& name);

  std::vector<std::string> engines_;
  std::map<std::pair<int, int>, ScoreCounts> encounters_;
  std::map<int, int> half_points_of_open_pairs_;  // pair -> the lower engine's half-points
  std::array<int64_t, kAllTerminations.size()> terminations_{};
  int64_t disagreements_ = 0;
  int64_t games_ = 0;
};

}  // namespace melee::match
