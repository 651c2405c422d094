// What a tournament tells its user: the live progress line, the final text report and the
// machine-readable JSON summary, all computed from a Tally.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "match/game_result.h"
#include "match/stats.h"
#include "match/tally.h"

namespace melee::match {

struct ReportContext {
  std::string variant;
  std::string time_control;   // TimeControlText(engine_time_controls)
  int64_t planned_games = 0;  // in this shard
  std::string shard;          // "i/N", empty when not sharded
  std::optional<SprtParams> sprt;
  double elapsed_s = 0;
  bool stopped_early = false;  // the SPRT crossed a bound
  bool interrupted = false;    // SIGINT or SIGTERM stopped the tournament
  // A merge of shards: how many the tournament has (0: not a merge of shards) and which ids
  // were not there (allowed between the waves of a sequential test).
  int shard_count = 0;
  std::vector<int> shards_missing;
  // Each engine's limits (they differ under time odds), in the tally's engine order.
  std::vector<std::pair<std::string, std::string>> engine_time_controls;
  // Each engine's `id name`, in order of appearance (AddEngineIds).
  std::vector<std::pair<std::string, std::string>> engine_ids;
};

// Adds the `id name` of the game's engines that `context` does not know yet.
void AddEngineIds(const GameResult& game, ReportContext& context);

// The one time control all engines share ("10+0.1"), or each engine's: "A movetime=200, B
// movetime=50".
std::string TimeControlText(const std::vector<std::pair<std::string, std::string>>& engines);

// "Games 12/200  W-D-L 5-3-4  Elo 12.3 +- 45.6  LLR 0.41 [-2.94, 2.94]  ETA 0:01:23"
std::string ProgressLine(const Tally& tally, const ReportContext& context);
// Several lines: per encounter W/D/L, score, Elo +- CI, LOS, draw rate, pentanomial; SPRT.
std::string FinalReport(const Tally& tally, const ReportContext& context);
// The JSON summary (one object, keys documented in docs/tournaments.md).
std::string SummaryJson(const Tally& tally, const ReportContext& context);

}  // namespace melee::match
