// The one search contract's inputs: SearchLimits (what one `go` may spend: every limit of the
// protocol, parsed once in protocol/go_command.cc and handed unchanged to every searcher) and
// SearchOptions (how a search runs: the engine options a searcher reads).
#pragma once

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace melee::search {

using SearchClock = std::chrono::steady_clock;

struct SearchLimits {
  std::optional<int64_t> time[2];  // p1time / p2time, ms, indexed by Index(Side)
  std::optional<int64_t> inc[2];   // p1inc / p2inc, ms
  std::optional<int> movestogo;
  std::optional<int64_t> movetime;       // ms
  std::optional<int> depth;              // the searcher's iterations (alpha-beta: turn + steps)
  std::optional<int64_t> nodes;          // the searcher's own unit (nodes, iterations, stages)
  std::optional<int> mate;               // stop once a win in at most this many own turns is proven
  bool infinite = false;                 // search until stopped
  bool ponder = false;                   // no stop by time until ponderhit
  std::vector<std::string> searchmoves;  // whole-turn tokens; empty = all legal turns
  // When the `go` arrived: every budget counts from here, so the time spent before the search
  // proper (a queued command, building the root) is on the clock.
  SearchClock::time_point start = SearchClock::now();
};

struct SearchOptions {
  int threads = 1;
  int multi_pv = 1;
  int move_overhead_ms = 30;
  uint64_t seed = 0;
  // Which answer of the game this is since `uginewgame` or `Seed` was last sent: a searcher
  // that samples (Soule's mixed strategies) draws from (seed, sample_index, position), so a game
  // replays from Seed and its commands whatever the process did before, and two visits of one
  // position in a game need not draw alike. Games differ through their seeds (melee-match
  // derives one per game).
  uint64_t sample_index = 0;
  bool analyse_mode = false;  // UCI_AnalyseMode: the most probable move instead of a sample
  // Skill Level, UCI_LimitStrength, UCI_Elo (search/skill.h): the defaults are the full engine.
  int skill_level = 20;
  bool limit_strength = false;
  int elo = 2400;
};

}  // namespace melee::search
