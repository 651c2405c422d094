#include "match/merge.h"

#include <algorithm>
#include <map>

#include "match/records.h"
#include "match/schedule.h"

namespace melee::match {
namespace {

// A record and where it was read.
struct Located {
  GameResult game;
  const std::string* path;
  int line;
};

std::string Where(const Located& r) { return *r.path + ": line " + std::to_string(r.line); }

// One shard's records as one file carries them.
struct ShardCopy {
  const std::string* path = nullptr;
  std::vector<Located> games;  // by game index
};

void SortByGame(std::vector<Located>& games) {
  std::stable_sort(games.begin(), games.end(), [](const Located& x, const Located& y) {
    return x.game.game_index < y.game.game_index;
  });
}

// Why `copy` is not the same shard result as `kept`, or "".
std::string Conflict(const ShardCopy& kept, const ShardCopy& copy, const std::string& shard) {
  const std::size_t common = std::min(kept.games.size(), copy.games.size());
  for (std::size_t k = 0; k < common; ++k) {
    const Located& a = kept.games[k];
    const Located& b = copy.games[k];
    if (FormatRecord(a.game) != FormatRecord(b.game)) {
      return Where(b) + ": shard " + shard + " given twice with different results: game " +
             std::to_string(b.game.game_index) + " differs from " + Where(a) +
             " (refused: remove the wrong copy)";
    }
  }
  if (kept.games.size() != copy.games.size()) {
    return *copy.path + ": shard " + shard +
           " given twice with different results: " + std::to_string(copy.games.size()) +
           " games here, " + std::to_string(kept.games.size()) + " in " + *kept.path +
           " (refused: remove the wrong copy)";
  }
  return "";
}

// A shard must hold every game it planned, once: a cut one would shrink the sample unseen.
std::string Incomplete(const ShardCopy& copy, const std::string& shard) {
  for (std::size_t k = 1; k < copy.games.size(); ++k) {
    if (copy.games[k].game.game_index == copy.games[k - 1].game.game_index)
      return Where(copy.games[k]) + ": game " + std::to_string(copy.games[k].game.game_index) +
             " appears twice in shard " + shard;
  }
  const int planned = copy.games.front().game.shard_games;
  for (const Located& r : copy.games) {
    if (r.game.shard_games != planned)
      return Where(r) + ": [ShardGames] " + std::to_string(r.game.shard_games) + " differs from " +
             std::to_string(planned) + " of the shard's other records";
  }
  if (static_cast<int>(copy.games.size()) != planned) {
    return *copy.path + ": shard " + shard + " has " + std::to_string(copy.games.size()) +
           " of its " + std::to_string(planned) + " games (cut, or stopped early by an SPRT)";
  }
  return "";
}

}  // namespace

MergeResult MergeShards(const std::vector<RecordsFile>& files, bool allow_missing) {
  MergeResult out;
  const auto fail = [&out](std::string why) {
    out.error = std::move(why);
    out.games.clear();
    return out;
  };
  std::vector<Located> untagged;
  std::map<int, ShardCopy> kept;  // by shard index
  for (const RecordsFile& file : files) {
    std::string error;
    std::vector<int> lines;
    std::vector<GameResult> results = ParseRecords(file.text, error, {}, &lines);
    // A shard's lost games would silently shrink the sample: refuse rather than count fewer.
    if (!error.empty()) return fail(file.path + ": " + error);
    if (results.empty()) return fail(file.path + ": no game records");
    std::map<int, ShardCopy> in_file;
    for (std::size_t k = 0; k < results.size(); ++k) {
      Located r{std::move(results[k]), &file.path, lines[k]};
      if (r.game.shard.empty()) {
        untagged.push_back(std::move(r));
        continue;
      }
      const Shard shard = *ParseShard(r.game.shard, error);  // checked by ParseRecords
      if (out.shard_count == 0) out.shard_count = shard.count;
      if (shard.count != out.shard_count) {
        return fail(Where(r) + ": shard " + r.game.shard + " is one of " +
                    std::to_string(shard.count) + " shards, the records before are of " +
                    std::to_string(out.shard_count));
      }
      if (!shard.Contains(r.game.pair)) {
        return fail(Where(r) + ": game " + std::to_string(r.game.game_index) + " (pair " +
                    std::to_string(r.game.pair) + ") does not belong to shard " + r.game.shard);
      }
      ShardCopy& copy = in_file[shard.index];
      copy.path = &file.path;
      copy.games.push_back(std::move(r));
    }
    for (auto& [index, copy] : in_file) {
      SortByGame(copy.games);
      const std::string shard = copy.games.front().game.shard;
      const auto it = kept.find(index);
      if (it == kept.end()) {
        kept.emplace(index, std::move(copy));
        continue;
      }
      if (std::string why = Conflict(it->second, copy, shard); !why.empty()) return fail(why);
      out.notes.push_back("shard " + shard + " of " + file.path + " repeats " + *it->second.path +
                          ": counted once");
    }
  }
  if (!untagged.empty() && !kept.empty())
    return fail(Where(untagged.front()) + ": a record without [Shard] among sharded records");
  std::vector<Located> all = std::move(untagged);
  for (auto& [index, copy] : kept) {
    if (std::string why = Incomplete(copy, copy.games.front().game.shard); !why.empty())
      return fail(why);
    out.merged.push_back(index);
    for (Located& r : copy.games) all.push_back(std::move(r));
  }
  for (int i = 1; i <= out.shard_count; ++i)
    if (!kept.contains(i)) out.missing.push_back(i);
  if (!out.missing.empty() && !allow_missing) {
    std::string ids;
    for (int i : out.missing)
      ids += (ids.empty() ? "" : ", ") + std::to_string(i) + "/" + std::to_string(out.shard_count);
    return fail("missing shards " + ids + " (no file carries them)");
  }
  if (all.empty()) return fail("no game records in the files given");
  SortByGame(all);
  for (std::size_t k = 1; k < all.size(); ++k) {
    if (all[k].game.game_index == all[k - 1].game.game_index)
      return fail(Where(all[k]) + ": game " + std::to_string(all[k].game.game_index) +
                  " appears twice (also " + Where(all[k - 1]) + ")");
  }
  for (Located& r : all) out.games.push_back(std::move(r.game));
  return out;
}

}  // namespace melee::match
