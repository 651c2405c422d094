#include "match/ratings_report.h"

#include <algorithm>
#include <cmath>

#include "match/text_format.h"

namespace melee::match {
namespace {

// A bound is shown with the side its rating lies on: "> 512.3" (at least), "< -498.0".
std::string EloText(const EngineRating& e) {
  const std::string value = Fixed(e.elo, 1);
  if (e.bound == RatingBound::kLower) return "> " + value;
  if (e.bound == RatingBound::kUpper) return "< " + value;
  return value;
}

std::string IntervalText(const EngineRating& e) {
  if (e.elo_low == e.elo_high) return "anchor";
  // An infinite end is open: "[380.1, inf)".
  std::string text = std::isinf(e.elo_low) ? "(" : "[";
  text += Fixed(e.elo_low, 1);
  text += ", ";
  text += Fixed(e.elo_high, 1);
  return text + (std::isinf(e.elo_high) ? ")" : "]");
}

std::string Pad(const std::string& text, std::size_t width, bool right) {
  if (text.size() >= width) return text;
  const std::string fill(width - text.size(), ' ');
  return right ? fill + text : text + fill;
}

std::string BoundName(RatingBound b) {
  if (b == RatingBound::kLower) return JsonString("lower");
  if (b == RatingBound::kUpper) return JsonString("upper");
  return "null";
}

// "1", "0.25": as few decimals as the number needs, up to three.
std::string PriorText(double draws) {
  std::string text = Fixed(draws, 3);
  while (text.back() == '0') text.pop_back();
  if (text.back() == '.') text.pop_back();
  return text;
}

std::string AnchorText(const RatingList& list) {
  return list.anchor ? *list.anchor + " = " + Fixed(list.anchor_elo, 1) : "mean 0";
}

}  // namespace

std::string RatingListText(const RatingList& list) {
  std::string out = "Rating list: " + std::to_string(list.engines.size()) + " engines, " +
                    std::to_string(list.games) +
                    " games (maximum likelihood, logistic, a draw half a win and half a loss; "
                    "95 % intervals; anchor " +
                    AnchorText(list) + ")\n";
  if (list.prior_used) {
    out += "A group of engines scored all or nothing against the others: the ratings include " +
           PriorText(list.prior_draws) +
           " virtual draw(s) of each engine against the pool's mean, and > or < marks a rating "
           "whose maximum-likelihood value is infinite\n";
  }
  const std::vector<std::string> header = {"rank",  "engine", "elo",   "95 %",
                                           "games", "score",  "W-D-L", "opponents"};
  std::vector<std::vector<std::string>> rows = {header};
  for (std::size_t k = 0; k < list.engines.size(); ++k) {
    const EngineRating& e = list.engines[k];
    const double score = e.games() ? e.points() / static_cast<double>(e.games()) : 0;
    rows.push_back(
        {std::to_string(k + 1), e.name, EloText(e), IntervalText(e), std::to_string(e.games()),
         Fixed(100 * score, 1) + "%",
         std::to_string(e.wins) + "-" + std::to_string(e.draws) + "-" + std::to_string(e.losses),
         std::to_string(e.opponents)});
  }
  std::vector<std::size_t> width(header.size(), 0);
  for (const auto& row : rows)
    for (std::size_t c = 0; c < row.size(); ++c) width[c] = std::max(width[c], row[c].size());
  for (const auto& row : rows) {
    std::string line;
    for (std::size_t c = 0; c < row.size(); ++c) {
      const bool text_column = c == 1 || c == 3 || c == 6;
      line += (c ? "  " : "") + Pad(row[c], width[c], !text_column);
    }
    while (!line.empty() && line.back() == ' ') line.pop_back();
    out += line + "\n";
  }
  return out;
}

std::string RatingListJson(const RatingList& list) {
  std::string j = "{\n  \"model\": \"logistic, draw = half a win and half a loss\",\n";
  j += "  \"interval\": \"95 %, observed information\",\n";
  j += "  \"anchor\": " + (list.anchor ? JsonString(*list.anchor) : std::string("null")) + ",\n";
  j += "  \"anchor_elo\": " + JsonNumber(list.anchor_elo) + ",\n";
  j += "  \"prior_draws\": " + JsonNumber(list.prior_used ? list.prior_draws : 0) + ",\n";
  j += "  \"games\": " + std::to_string(list.games) + ",\n  \"engines\": [";
  for (std::size_t k = 0; k < list.engines.size(); ++k) {
    const EngineRating& e = list.engines[k];
    const double score = e.games() ? e.points() / static_cast<double>(e.games()) : 0;
    j += std::string(k ? ",\n    " : "\n    ") + "{\"name\": " + JsonString(e.name) +
         ", \"elo\": " + JsonNumber(e.elo) + ", \"elo_low\": " + JsonNumber(e.elo_low) +
         ", \"elo_high\": " + JsonNumber(e.elo_high) + ", \"bound\": " + BoundName(e.bound) +
         ", \"games\": " + std::to_string(e.games()) + ", \"wins\": " + std::to_string(e.wins) +
         ", \"draws\": " + std::to_string(e.draws) + ", \"losses\": " + std::to_string(e.losses) +
         ", \"points\": " + JsonNumber(e.points()) + ", \"score\": " + JsonNumber(score) +
         ", \"opponents\": " + std::to_string(e.opponents) + "}";
  }
  return j + (list.engines.empty() ? "]\n}\n" : "\n  ]\n}\n");
}

std::string TournamentRatingList(const std::vector<GameResult>& games) {
  const RatingList list = ComputeRatings(CollectEncounters(games), RatingOptions{});
  if (!list.error.empty()) return "Rating list: none (" + list.error + ")\n";
  return RatingListText(list);
}

}  // namespace melee::match
