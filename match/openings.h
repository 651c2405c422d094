// Opening files: one opening per line, `#` starts a comment (a move token never contains it).
//   startpos                      the game's start position
//   startpos moves a1b2 c3d4      the start position and moves already played
//   fen <position> [moves ...]    a position text (the game's own format) and moves
//   <position> [moves ...]        the same without the keyword
// Each opening is played twice in a row, sides swapped, so that pairs cancel its bias.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "match/referee.h"

namespace melee::match {

std::optional<Opening> ParseOpeningLine(std::string_view line);
// All openings of a file's text; an empty list means every game starts from startpos.
std::vector<Opening> ParseOpenings(std::string_view text);
// Reads and parses a file; nullopt if it cannot be read.
std::optional<std::vector<Opening>> LoadOpenings(const std::string& path);

// The order a tournament uses its openings in (--openings-order, --seed, --openings-start):
// the file's order or a shuffle that depends on the seed alone (the same on every machine and
// library, so that shards agree), then rotated to begin at the 1-based `start`, so that a rerun
// or a later shard picks up where another stopped. `start` must be within 1..size.
enum class OpeningsOrder { kSequential, kRandom };
std::vector<Opening> ArrangeOpenings(std::vector<Opening> openings, OpeningsOrder order,
                                     uint64_t seed, int start);

}  // namespace melee::match
