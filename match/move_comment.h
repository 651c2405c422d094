// Move comments: what the engine that played a move said about it, written in the records after
// the move's token in braces, as cutechess writes `{+0.35/12 0.51s}`, with the nodes added:
//   3 {+35/12 5230n 0.512s} 1 {-M3/9 880n 0.031s}
// Fields, each optional, in this order:
//   +35     the score of its last `info ... score` in centipawns (Soule: 100 x the stage value),
//           from the MOVER's view, always signed; +M3 the mover mates in 3 of its own turns,
//           -M3 it is mated in 3 (`score mate -3`)
//   /12     the depth of that report
//   5230n   the nodes of its last report that gave them
//   0.512s  the time the move took, from `go` to `bestmove`, on the runner's clock
// A Soule stage's joint token `A/B` carries two comments, p1's then p2's. The opening's moves have
// none; a record without comments (older files) reads as moves without them.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace melee::match {

struct MoveComment {
  std::optional<int64_t> score_cp;  // centipawns, the mover's view
  std::optional<int> mate;          // instead of score_cp: > 0 the mover mates, < 0 is mated
  std::optional<int> depth;
  std::optional<int64_t> nodes;
  std::optional<int64_t> time_ms;
  bool operator==(const MoveComment&) const = default;
};

// Updates `comment` from one `info` line of the engine's search: a score (with its depth)
// replaces the one before, nodes replace the nodes before; `info string` lines change nothing.
void ReadInfoLine(std::string_view info_line, MoveComment& comment);

// "{+35/12 5230n 0.512s}"; "{}" when nothing is known.
std::string FormatMoveComment(const MoveComment& comment);
// The text between the braces; nullopt when a field is malformed.
std::optional<MoveComment> ParseMoveComment(std::string_view inner);

// A record's move list: the tokens, each followed by its comments. `comments` may be shorter
// than `moves` (moves without comments).
std::string FormatMoveList(const std::vector<std::string>& moves,
                           const std::vector<std::vector<MoveComment>>& comments);
// Reads a move list back; `comments` gets one entry per move. False (and `error`) on a comment
// before any move, one left open, or a malformed one.
bool ParseMoveList(std::string_view line, std::vector<std::string>& moves,
                   std::vector<std::vector<MoveComment>>& comments, std::string& error);

}  // namespace melee::match
