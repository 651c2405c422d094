// The engine side of the API: searches on a page's engines. The browser names an engine by its
// configured name only; position and limits are rebuilt here from checked fields, never passed
// through as text.
#include <string>
#include <vector>

#include "board/api.h"
#include "board/engine_requests.h"
#include "board/pages.h"

namespace melee::board {
namespace {

using nlohmann::json;

EngineWorker& EngineField(Page& page, const json& body) {
  const std::string name = TextField(body, "engine", 64);
  EngineWorker* worker = page.Engine(name);
  if (!worker) throw ApiError(404, "no engine named '" + name + "'");
  return *worker;
}

}  // namespace

json GoReply(Page& page, const json& body) {
  EngineWorker& worker = EngineField(page, body);
  GoPlan plan = PlanGo(body);
  GoRequest request;
  request.id = plan.id;
  request.variant = plan.variant;
  request.position_line = plan.position_line;
  request.go_line = plan.go_line;
  request.budget = plan.budget;
  request.judge = [rules = plan.rules, fen = plan.fen,
                   moves = plan.moves](const std::string& token) {
    return JudgeBestmove(*rules, fen, moves, token);
  };
  worker.Go(std::move(request));
  return {{"ok", true}, {"id", plan.id}};
}

json SetOptionReply(Page& page, const json& body) {
  EngineWorker& worker = EngineField(page, body);
  const auto [name, value] = CheckedOption(body);
  worker.SetOption(name, value);
  return {{"ok", true}};
}

}  // namespace melee::board
