// melee-match merge of shard results: each shard id counted exactly once, identical repeats
// counted once, conflicting repeats, cut shards, stray games and missing ids refused by name.
#include "match/merge.h"

#include <gtest/gtest.h>

#include "match/records.h"

namespace melee::match {
namespace {

// Game `index` of pair index / 2 (two games per pair, as the schedule makes them).
GameResult Game(int index, Outcome outcome, const std::string& shard, int shard_games) {
  GameResult r;
  r.variant = "nim";
  r.players =
      index % 2 ? std::array<std::string, 2>{"B", "A"} : std::array<std::string, 2>{"A", "B"};
  r.moves = {"3", "1"};
  r.outcome = outcome;
  r.round = 1;
  r.pair = index / 2;
  r.game_index = index;
  r.shard = shard;
  r.shard_games = shard_games;
  return r;
}

// The records of shard i of n over `pairs` pairs, every game won by p1.
std::string ShardText(int i, int n, int pairs) {
  int games = 0;
  for (int p = i - 1; p < pairs; p += n) games += 2;
  std::string text;
  const std::string shard = std::to_string(i) + "/" + std::to_string(n);
  for (int p = i - 1; p < pairs; p += n) {
    text += FormatRecord(Game(2 * p, Outcome::kP1Win, shard, games));
    text += FormatRecord(Game(2 * p + 1, Outcome::kP1Win, shard, games));
  }
  return text;
}

TEST(MergeShards, EachShardOnceAndAnIdenticalRepeatCountedOnce) {
  const std::vector<RecordsFile> files = {{"a.txt", ShardText(1, 3, 6)},
                                          {"b.txt", ShardText(2, 3, 6)},
                                          {"c.txt", ShardText(3, 3, 6)},
                                          {"again.txt", ShardText(2, 3, 6)}};
  const MergeResult m = MergeShards(files, false);
  ASSERT_EQ(m.error, "");
  EXPECT_EQ(m.games.size(), 12u);
  EXPECT_EQ(m.shard_count, 3);
  EXPECT_EQ(m.merged, (std::vector<int>{1, 2, 3}));
  ASSERT_EQ(m.notes.size(), 1u);
  EXPECT_NE(m.notes[0].find("shard 2/3 of again.txt repeats b.txt"), std::string::npos);
  for (std::size_t k = 0; k < m.games.size(); ++k) EXPECT_EQ(m.games[k].game_index, int(k));
}

TEST(MergeShards, AConflictingRepeatIsRefusedWithFileAndLine) {
  std::string other = ShardText(2, 3, 6);  // games 2, 3, 8, 9: the third record is line 5
  const std::size_t at = other.find("[Game \"8\"]");
  ASSERT_NE(at, std::string::npos);
  other.replace(other.find("1-0", at), 3, "0-1");
  const MergeResult m = MergeShards({{"a.txt", ShardText(1, 3, 6)},
                                     {"b.txt", ShardText(2, 3, 6)},
                                     {"c.txt", ShardText(3, 3, 6)},
                                     {"rerun.txt", other}},
                                    false);
  EXPECT_NE(m.error.find("rerun.txt: line 5: shard 2/3 given twice with different results: "
                         "game 8 differs from b.txt: line 5"),
            std::string::npos)
      << m.error;
  EXPECT_TRUE(m.games.empty());
}

TEST(MergeShards, ACorruptedFileIsRefusedWithFileAndLine) {
  std::string bad = ShardText(2, 2, 4);
  bad.replace(bad.find("[Result \"1-0\"]", bad.find('\n', bad.find('\n') + 1)), 14,
              "[Result \"2-0\"]");
  const MergeResult m = MergeShards({{"a.txt", ShardText(1, 2, 4)}, {"b.txt", bad}}, false);
  EXPECT_EQ(m.error, "b.txt: line 3: bad value \"2-0\" of [Result]");
}

TEST(MergeShards, MissingShardIdsAreNamed) {
  const std::vector<RecordsFile> files = {{"a.txt", ShardText(1, 4, 8)},
                                          {"c.txt", ShardText(3, 4, 8)}};
  EXPECT_EQ(MergeShards(files, false).error, "missing shards 2/4, 4/4 (no file carries them)");
  const MergeResult partial = MergeShards(files, true);
  EXPECT_EQ(partial.error, "");
  EXPECT_EQ(partial.missing, (std::vector<int>{2, 4}));
  EXPECT_EQ(partial.games.size(), 8u);
}

TEST(MergeShards, ACutShardAndAStrayGameAreRefused) {
  std::string cut = ShardText(2, 2, 4);
  cut.resize(cut.rfind("[Variant"));  // the last record gone, the file still whole
  const MergeResult m = MergeShards({{"a.txt", ShardText(1, 2, 4)}, {"b.txt", cut}}, false);
  EXPECT_EQ(m.error, "b.txt: shard 2/2 has 3 of its 4 games (cut, or stopped early by an SPRT)");

  const std::string stray = FormatRecord(Game(2, Outcome::kDraw, "1/2", 4));  // pair 1: shard 2
  const MergeResult s = MergeShards({{"a.txt", ShardText(1, 2, 4) + stray}}, false);
  EXPECT_EQ(s.error, "a.txt: line 9: game 2 (pair 1) does not belong to shard 1/2");

  const MergeResult counts =
      MergeShards({{"a.txt", ShardText(1, 2, 4)}, {"b.txt", ShardText(1, 3, 4)}}, false);
  EXPECT_NE(counts.error.find("b.txt: line 1: shard 1/3 is one of 3 shards"), std::string::npos)
      << counts.error;
}

TEST(MergeShards, RecordsWithoutShardsMergeAsBeforeAndMustNotRepeat) {
  const std::string plain =
      FormatRecord(Game(0, Outcome::kDraw, "", 0)) + FormatRecord(Game(1, Outcome::kDraw, "", 0));
  EXPECT_EQ(MergeShards({{"a.txt", plain}}, false).games.size(), 2u);
  EXPECT_EQ(MergeShards({{"a.txt", plain}, {"b.txt", plain}}, false).error,
            "b.txt: line 1: game 0 appears twice (also a.txt: line 1)");
  EXPECT_EQ(MergeShards({{"a.txt", ShardText(1, 1, 2)}, {"b.txt", plain}}, false).error,
            "b.txt: line 1: a record without [Shard] among sharded records");
}

}  // namespace
}  // namespace melee::match
