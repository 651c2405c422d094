// The schedule: which engines play which games with which opening, fixed before the first game
// so that shards on several machines agree on it. Games come in pairs: the same opening twice,
// sides swapped; a shard takes whole pairs, so the pentanomial statistics survive sharding.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace melee::match {

enum class Format { kGauntlet, kRoundRobin };

struct ScheduledGame {
  int index = 0;       // position in the whole schedule
  int round = 0;       // 1-based
  int pair = 0;        // the opening pair this game belongs to (0-based, global)
  int opening = 0;     // index into the openings (0 when there are none)
  int p1 = 0, p2 = 0;  // engine indices
};

struct Shard {
  int index = 1, count = 1;  // 1-based index of count
  bool Contains(int pair) const { return pair % count == index - 1; }
};

// "i/N" with 1 <= i <= N.
std::optional<Shard> ParseShard(std::string_view text, std::string& error);

struct ScheduleParams {
  int engines = 2;
  Format format = Format::kGauntlet;  // gauntlet: engine 0 against each other engine
  int rounds = 1;
  int games_per_encounter = 2;  // per pairing and round; an odd count leaves a single game
  int openings = 0;             // the number of openings, used in turn
};

std::vector<ScheduledGame> MakeSchedule(const ScheduleParams& params);

}  // namespace melee::match
