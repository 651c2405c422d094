// melee-rules for the static site (docs/wasm.md): Melee Board's rules API (board/api.h,
// board/engine_requests.h) without a server. The page calls `rules.call(route, bodyText)` with
// the server's route and JSON body and gets `{"status": ..., "body": ...}`, the status and
// reply the server would give; the searches themselves run in the engine's Worker (melee.js).
#include <emscripten.h>

#include <functional>
#include <map>
#include <string>
#include <string_view>

#include "board/api.h"
#include "board/engine_requests.h"
#include "board/inline_mate_oracle.h"

namespace {

using melee::board::ApiError;
using melee::board::ApiReply;
using nlohmann::json;

// Where --embed-file puts positions/soule/puzzles.txt: the folder names the game.
constexpr char kPuzzlesPath[] = "/positions/soule/puzzles.txt";

json Config() {
  const std::string engines[] = {melee::board::kMeleeEngineName};
  json reply = melee::board::ConfigReply(engines);
  // The page's transport: the engine in a Web Worker, so no engine but Melee (the picker of
  // other engines needs the server) and no page registration (/api/page).
  reply["transport"] = "worker";
  reply["foreign_engines"] = false;
  return reply;
}

json CheckPuzzle(const json& body) {
  const std::optional<std::string> engine = melee::board::OptionalTextField(body, "engine", 64);
  if (engine && !engine->empty() && *engine != melee::board::kMeleeEngineName)
    throw ApiError(404, "no such engine");
  return melee::board::CheckPuzzleReply(body, melee::board::InlineMateOracles());
}

json CheckOption(const json& body) {
  melee::board::CheckedOption(body);
  return {{"ok", true}};
}

json PlanGo(const json& body) { return melee::board::GoPlanJson(melee::board::PlanGo(body)); }

// The routes with a JSON body (POST on the server); the server's GETs take none.
const std::map<std::string_view, std::function<json(const json&)>>& PostRoutes() {
  static const std::map<std::string_view, std::function<json(const json&)>> routes = {
      {"/api/game", melee::board::GameReply},
      {"/api/steps", melee::board::StepsReply},
      {"/api/record/parse", melee::board::ParseRecordReply},
      {"/api/record/format", melee::board::FormatRecordReply},
      {"/api/puzzle/parse", melee::board::ParsePuzzleReply},
      {"/api/puzzle/check", CheckPuzzle},
      {"/api/go/plan", PlanGo},
      {"/api/go/judge", melee::board::JudgeBestmoveReply},
      {"/api/setoption/check", CheckOption},
  };
  return routes;
}

ApiReply Route(std::string_view route, std::string_view body_text) {
  if (body_text.size() > melee::board::kMaxRequestBody)
    return {413, {{"error", "HTTP 413"}}};  // as the server's size limit answers
  if (route == "/api/config") return {200, Config()};
  if (route == "/api/puzzles") {
    return melee::board::Answer(
        [](const json&) { return melee::board::PuzzlesReply(kPuzzlesPath); }, "{}");
  }
  const auto found = PostRoutes().find(route);
  if (found == PostRoutes().end()) return {404, {{"error", "HTTP 404"}}};
  return melee::board::Answer(found->second, body_text);
}

}  // namespace

// The JS side (rules_post.js) passes two NUL-terminated UTF-8 strings; the reply stays valid
// until the next call.
extern "C" EMSCRIPTEN_KEEPALIVE const char* melee_rules_call(const char* route, const char* body) {
  static std::string reply_text;
  const ApiReply reply = Route(route, body);
  reply_text = json{{"status", reply.status}, {"body", reply.body}}.dump(
      -1, ' ', false, json::error_handler_t::replace);
  return reply_text.c_str();
}
