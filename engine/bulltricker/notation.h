// Bulltricker text forms: position strings, move tokens (grid squares and the official board
// labels) and the `d` diagram.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "engine/bulltricker/movegen.h"
#include "engine/bulltricker/position.h"

namespace melee::bulltricker {

inline constexpr std::string_view kStartPosition =
    "15/q1q1q1qkq1q1q1q/1p1p1p1p1p1p1p1/p1p1p1p1p1p1p1p/15/15/15/15/15/15/15/"
    "P1P1P1P1P1P1P1P/1P1P1P1P1P1P1P1/Q1Q1Q1QKQ1Q1Q1Q/15 w 0 1";

// Grid name of a cell: file a..o = column, rank 1..15 = 15 - row (`h2` = row 13, column 7).
std::string GridName(int cell);
// Official labels: rows H1, A, H2, B, ..., H8 top to bottom; columns V1, 1, V2, 2, ..., V8
// left to right; a cell is row label then column label (`G4` = row 13, column 7).
std::string OfficialRowLabel(int row);
std::string OfficialColumnLabel(int column);
std::string OfficialName(int cell);

std::optional<Position> ParsePositionText(std::string_view text, int no_progress_limit,
                                          std::string& error);
std::string FormatPositionText(const Position& pos);

// The (from, to) cells a token names, grid (lower case) or official (upper case, optional
// `-`); nullopt when malformed. Legality is checked by the caller.
struct CellPair {
  int from = 0;
  int to = 0;
};
std::optional<CellPair> ParseMoveCells(std::string_view token);
std::string FormatMoveToken(const Move& move);

std::string DiagramText(const Position& pos);

}  // namespace melee::bulltricker
