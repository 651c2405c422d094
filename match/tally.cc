#include "match/tally.h"

#include <algorithm>

namespace melee::match {

Tally::Tally(std::vector<std::string> engine_names) : engines_(std::move(engine_names)) {}

int Tally::EngineIndex(const std::string& name) {
  const auto it = std::find(engines_.begin(), engines_.end(), name);
  if (it != engines_.end()) return static_cast<int>(it - engines_.begin());
  engines_.push_back(name);  // merged records may name engines the caller did not list
  return static_cast<int>(engines_.size()) - 1;
}

void Tally::Add(const GameResult& r) {
  ++games_;
  ++terminations_[static_cast<int>(r.termination)];
  if (!r.disagreement.empty()) ++disagreements_;
  const int p1 = EngineIndex(r.players[0]), p2 = EngineIndex(r.players[1]);
  const int low = std::min(p1, p2);
  ScoreCounts& c = encounters_[{low, std::max(p1, p2)}];
  // The lower-index engine's points in half-points: 0, 1 or 2.
  int half_points = 1;
  if (r.outcome == Outcome::kP1Win) half_points = low == p1 ? 2 : 0;
  if (r.outcome == Outcome::kP2Win) half_points = low == p2 ? 2 : 0;
  (half_points == 2 ? c.wins : half_points == 1 ? c.draws : c.losses) += 1;
  const auto open = half_points_of_open_pairs_.find(r.pair);
  if (open == half_points_of_open_pairs_.end()) {
    half_points_of_open_pairs_[r.pair] = half_points;
  } else {
    ++c.pairs[open->second + half_points];
    half_points_of_open_pairs_.erase(open);
  }
}

ScoreCounts Tally::first_engine() const {
  ScoreCounts total;
  for (const auto& [players, counts] : encounters_)
    if (players.first == 0) total += counts;
  return total;
}

}  // namespace melee::match
