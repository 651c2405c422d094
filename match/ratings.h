// A rating list: maximum-likelihood ratings of every engine of a set of games, on one logistic
// Elo scale, as Ordo computes them (docs/tournaments.md, "Rating list").
//
// Model: engine i scores against engine j with probability p(r_i - r_j), p(d) = 1 / (1 +
// 10^(-d/400)), and a game worth s points to i (1, 1/2, 0) adds s ln p + (1 - s) ln(1 - p) to
// the log-likelihood: a draw is half a win and half a loss. For two engines the rating
// difference is then the logistic Elo of the score, the number melee-match's pairwise report
// gives. The ratings are found by Newton's method; their 95 % intervals come from the observed
// information (the negated Hessian of the log-likelihood) at the maximum.
//
// The maximum exists only when every group of engines scored something against the others and
// conceded something to them (Ford's condition). When a group did not (a perfect or a nil
// score), every engine also draws `prior_draws` virtual games against a virtual engine rated
// at the pool's mean (so the prior pulls no engine but towards the others), which keeps the
// ratings finite; the group's engines are then shown as bounds (their maximum-likelihood
// rating is infinite, above or below the finite value).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "match/game_result.h"

namespace melee::match {

// The games between two engines, from engine a's side (a < b).
struct Encounter {
  int a = 0, b = 0;
  int64_t wins = 0, draws = 0, losses = 0;
};

struct RatingInput {
  std::vector<std::string> engines;  // in order of first appearance
  std::vector<Encounter> encounters;
};

// Every finished game counted once per record (an unfinished one is skipped).
RatingInput CollectEncounters(const std::vector<GameResult>& games);

struct RatingOptions {
  std::optional<std::string> anchor;  // this engine is rated `anchor_elo`; none: mean = 0
  double anchor_elo = 0;
  double prior_draws = 1;  // virtual draws per engine, used only when the maximum diverges
};

// Which side of its value an engine's rating lies on when its group's score was perfect.
enum class RatingBound { kNone, kLower, kUpper };

struct EngineRating {
  std::string name;
  double elo = 0;
  double elo_low = 0, elo_high = 0;  // 95 %; the anchor's own interval is zero-width
  RatingBound bound = RatingBound::kNone;
  int64_t wins = 0, draws = 0, losses = 0;
  int opponents = 0;
  int64_t games() const { return wins + draws + losses; }
  double points() const { return static_cast<double>(wins) + 0.5 * static_cast<double>(draws); }
};

struct RatingList {
  std::vector<EngineRating> engines;  // best first
  int64_t games = 0;
  bool prior_used = false;  // the maximum diverged: virtual draws were added
  double prior_draws = 0;
  std::optional<std::string> anchor;
  double anchor_elo = 0;
  std::string error;  // e.g. engines that never met; the list is empty then
};

RatingList ComputeRatings(const RatingInput& input, const RatingOptions& options);

}  // namespace melee::match
