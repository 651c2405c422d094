// Merging the records of a tournament's shards (melee-match merge): each shard id is counted
// exactly once, as fishtest adds each task's results once. A shard given twice with the same
// records counts once; given twice with different records it is refused (which copy is right
// cannot be told), as are a cut shard, a game outside its shard and missing shard ids.
#pragma once

#include <string>
#include <vector>

#include "match/game_runner.h"

namespace melee::match {

struct RecordsFile {
  std::string path;
  std::string text;
};

struct MergeResult {
  std::vector<GameResult> games;   // every game once, by game index
  int shard_count = 0;             // N of the shards; 0 when the records carry no [Shard]
  std::vector<int> merged;         // the shard ids present, ascending
  std::vector<int> missing;        // the shard ids of 1..N that no file carries
  std::vector<std::string> notes;  // shards given twice with the same records, counted once
  std::string error;               // "FILE: line N: what", or the missing ids; empty when fine
};

// `allow_missing`: merge what is there when some shard ids are missing (between the waves of a
// sequential test); otherwise missing ids are an error that names them.
MergeResult MergeShards(const std::vector<RecordsFile>& files, bool allow_missing);

}  // namespace melee::match
