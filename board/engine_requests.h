// What a page asks of an engine, checked and spelled as protocol lines by the rules alone: the
// plan of a search (`go`), the judgement of its bestmove, an option setting. The server hands
// them to a page's engine process (board/api_engine.cc); the static site's page hands them to
// the engine's Web Worker, having asked the WebAssembly rules module (wasm/rules/) the same
// functions, so neither transport checks anything the other does not.
#pragma once

#include <chrono>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "board/board_rules.h"

namespace melee::board {

// One search, ready for the engine.
struct GoPlan {
  std::string variant;        // UCI_Variant value
  std::string position_line;  // "position startpos moves ..."
  std::string go_line;        // "go depth 3"
  // Expected end of a bounded search (zero: none, e.g. depth/nodes/infinite).
  std::chrono::milliseconds budget{0};
  int64_t id = 0;  // the page's number for it
  // What the bestmove is judged against: the rules, the root and the moves ('?' included).
  const BoardRules* rules = nullptr;
  std::optional<std::string> fen;
  std::vector<std::string> moves;
};

// {variant, fen?, moves[], limits{}, id}: the position replayed and checked (a game over, a
// misplaced hidden '?', bad limits are ApiErrors).
GoPlan PlanGo(const nlohmann::json& body);
// {variant, position_line, go_line, budget_ms, id}: POST /api/go/plan's reply.
nlohmann::json GoPlanJson(const GoPlan& plan);

// Whether `token` (the engine's bestmove word) is legal after `moves` from `fen`:
// {"legal": true} or {"legal": false, "detail": why}.
nlohmann::json JudgeBestmove(const BoardRules& rules, const std::optional<std::string>& fen,
                             const std::vector<std::string>& moves, const std::string& token);
// POST /api/go/judge {variant, fen?, moves[], token}.
nlohmann::json JudgeBestmoveReply(const nlohmann::json& body);

// {name, value?}: an option a page may set (never UCI_Variant: the board owns the variant).
std::pair<std::string, std::string> CheckedOption(const nlohmann::json& body);

// The `go` line for the limits in `limits` (JSON numbers and booleans, checked); empty and
// `error` set when a field is unknown, not a number or out of range. `budget` gets the longest
// time the search should take (zero when unbounded in time).
std::string GoLine(const nlohmann::json& limits, bool p1_to_move, std::chrono::milliseconds& budget,
                   std::string& error);

}  // namespace melee::board
