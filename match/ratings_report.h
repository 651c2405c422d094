// The rating list as text (a table, best first) and as JSON (keys in docs/tournaments.md).
#pragma once

#include <string>
#include <vector>

#include "match/game_result.h"
#include "match/ratings.h"

namespace melee::match {

std::string RatingListText(const RatingList& list);
std::string RatingListJson(const RatingList& list);

// What a tournament of more than two engines prints at its end: the list of its finished
// games with the default options (mean 0), or why there is none.
std::string TournamentRatingList(const std::vector<GameResult>& games);

}  // namespace melee::match
