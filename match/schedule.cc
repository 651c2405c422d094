#include "match/schedule.h"

#include <utility>

#include "protocol/text.h"

namespace melee::match {

std::optional<Shard> ParseShard(std::string_view text, std::string& error) {
  const std::size_t slash = text.find('/');
  const auto i = ParseInt(text.substr(0, slash));
  const auto n = slash == std::string_view::npos ? std::nullopt : ParseInt(text.substr(slash + 1));
  if (!i || !n || *n < 1 || *i < 1 || *i > *n || *n > 1'000'000) {
    error = "shard: expected i/N with 1 <= i <= N, got '" + std::string(text) + "'";
    return std::nullopt;
  }
  return Shard{static_cast<int>(*i), static_cast<int>(*n)};
}

std::vector<ScheduledGame> MakeSchedule(const ScheduleParams& p) {
  std::vector<std::pair<int, int>> encounters;
  for (int a = 0; a < p.engines; ++a) {
    for (int b = a + 1; b < p.engines; ++b) {
      if (p.format == Format::kGauntlet && a != 0) continue;
      encounters.emplace_back(a, b);
    }
  }
  std::vector<ScheduledGame> games;
  int pair = 0;
  for (int round = 1; round <= p.rounds; ++round) {
    for (const auto& [a, b] : encounters) {
      for (int g = 0; g < p.games_per_encounter; g += 2, ++pair) {
        const int opening = p.openings > 0 ? pair % p.openings : 0;
        const int index = static_cast<int>(games.size());
        games.push_back({index, round, pair, opening, a, b});
        if (g + 1 < p.games_per_encounter) games.push_back({index + 1, round, pair, opening, b, a});
      }
    }
  }
  return games;
}

}  // namespace melee::match
