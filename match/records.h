// Game records: per game one line of tags, then one line with the move list (the opening's
// moves included; [Opening] says how many), e.g.
//   [Variant "nim"] [Game "4"] [Round "1"] [Pair "2"] [P1 "A"] [P2 "B"] [FEN "7 1"]
//   [Result "1-0"] [Termination "rules"] [Reason "empty"] [TimeControl "nodes=100"]
//   [Opening "0"] [Shard "1/2"] [ShardGames "4"]
//   3 {+100/1 4n 0.002s} 1 {-M1/1 2n 0.001s} 3 {+M1/1 3n 0.001s}
// each move an engine played followed by its comment (match/move_comment.h).
// Results are from p1's side: 1-0, 0-1, 1/2-1/2. Records are also the shards' result files:
// `melee-match merge` reads them back.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "match/game_result.h"

namespace melee::match {

std::string FormatRecord(const GameResult& result);  // two lines, each ending in '\n'
// What a reader accepts beyond whole files of finished games: a record pasted by a person
// (Melee Board's Load) may have lost its final newline and may be an unfinished game
// ([Result "*"], read as Outcome::kNone). A tournament's files stay strict.
struct RecordReading {
  bool unfinished = false;
  bool final_newline_optional = false;
  // A record written by a person or another program (PGN's layout): tags in any order over any
  // number of lines, blank lines anywhere, the move list over several lines up to the next
  // tag or blank line, a PGN result word (1-0, 0-1, 1/2-1/2, *) ending it dropped; only
  // [Variant] is required.
  bool any_layout = false;
};

// [Shard] and [ShardGames] are there only when the game was played as a shard.
// Parses every record of a file's text. A malformed or truncated record (bad or missing tags,
// no move list, no final newline) stops the parse: `error` says "line N: what". `tag_lines`,
// when given, receives each record's line number.
std::vector<GameResult> ParseRecords(std::string_view text, std::string& error,
                                     RecordReading reading = {},
                                     std::vector<int>* tag_lines = nullptr);

std::string_view ResultText(Outcome outcome);

}  // namespace melee::match
