// The board's JSON API, as plain functions from a request body to a reply, so the HTTP layer
// (server.cc) only routes and the tests can call them directly. Every function validates its
// input and throws ApiError (an HTTP status and a message) for anything malformed.
#pragma once

#include <functional>
#include <nlohmann/json.hpp>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "board/board_rules.h"
#include "board/mate_oracle.h"

namespace melee::board {

class Page;

struct ApiError : std::runtime_error {
  ApiError(int http_status, const std::string& what)
      : std::runtime_error(what), status(http_status) {}
  int status;
};

// The largest request body the API reads (the server's default --max-body too).
inline constexpr std::size_t kMaxRequestBody = 256 * 1024;
// The engine the board always offers (unless told not to): Melee itself.
inline constexpr char kMeleeEngineName[] = "Melee";

// One answer of the API: the HTTP status and the JSON body ({"error": ...} unless 200).
struct ApiReply {
  int status = 200;
  nlohmann::json body;
};
// `handler` on the JSON request `body_text`: malformed JSON is a 400, an ApiError its status,
// a JSON type error a 400, any other exception a 500. The server's routes and the WebAssembly rules
// module (wasm/rules/) answer through this one function.
ApiReply Answer(const std::function<nlohmann::json(const nlohmann::json&)>& handler,
                std::string_view body_text);

// Checked request fields. Every text goes to engines on one protocol line: printable ASCII
// (`blanks`: spaces allowed).
bool PrintableAscii(std::string_view text, bool blanks);
std::string TextField(const nlohmann::json& body, const char* key, std::size_t max_length);
std::optional<std::string> OptionalTextField(const nlohmann::json& body, const char* key,
                                             std::size_t max_length);
std::vector<std::string> TokenList(const nlohmann::json& body, const char* key);
const BoardRules& RulesField(const nlohmann::json& body);

// GET /api/config: the games on the board and the engines a page may use.
nlohmann::json ConfigReply(std::span<const std::string> engine_names);
// POST /api/game {variant, fen?, moves[]} -> the replayed game (plies, status, order sets).
nlohmann::json GameReply(const nlohmann::json& body);
// POST /api/steps {variant, fen, steps[]} -> the next steps of a turn being built.
nlohmann::json StepsReply(const nlohmann::json& body);
// POST /api/record/parse {text} -> {games: [...]}; POST /api/record/format {...} -> {text}.
nlohmann::json ParseRecordReply(const nlohmann::json& body);
nlohmann::json FormatRecordReply(const nlohmann::json& body);
// GET /api/puzzles -> the puzzles of `path` (positions/<game>/puzzles.txt);
// POST /api/puzzle/parse {variant, line} -> one puzzle or 422; POST /api/puzzle/check.
nlohmann::json PuzzlesReply(const std::string& path);
nlohmann::json ParsePuzzleReply(const nlohmann::json& body);
// POST /api/puzzle/check {fen, side, stages, tactic, variant?}: the referee plays the tactic
// against every effective reply, an oracle from `oracles` (natively an engine process, in
// WebAssembly an engine in process) answers `go mate` for the stages left.
nlohmann::json CheckPuzzleReply(const nlohmann::json& body, const MateOracleFactory& oracles);
// POST /api/go {page, engine, variant, fen?, moves[], limits{}, id} on a page's engine.
nlohmann::json GoReply(Page& page, const nlohmann::json& body);
// POST /api/setoption {page, engine, name, value}: only options the engine announced.
nlohmann::json SetOptionReply(Page& page, const nlohmann::json& body);

}  // namespace melee::board
