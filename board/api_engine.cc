// The engine side of the API: searches on a page's engines. The browser names an engine by its
// configured name only; position and limits are rebuilt here from checked fields, never passed
// through as text.
#include <string>
#include <vector>

#include "board/api.h"
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

std::string PositionLine(const std::optional<std::string>& fen,
                         const std::vector<std::string>& moves) {
  std::string line = fen ? "position fen " + *fen : "position startpos";
  if (!moves.empty()) line += " moves";
  for (const std::string& m : moves) line += " " + m;
  return line;
}

}  // namespace

json GoReply(Page& page, const json& body) {
  EngineWorker& worker = EngineField(page, body);
  const BoardRules& rules = RulesField(body);
  const std::optional<std::string> fen = OptionalTextField(body, "fen", 512);
  const std::vector<std::string> moves = TokenList(body, "moves");
  // Soule: a trailing `?` is A's part, submitted and hidden, when the engine plays B blind.
  const bool hidden = rules.simultaneous() && !moves.empty() && moves.back() == "?";
  const std::vector<std::string> played(moves.begin(), moves.end() - (hidden ? 1 : 0));
  const Replay r = rules.Play(fen, played);
  if (!r.error.empty()) throw ApiError(422, r.error);
  if (r.status.over()) throw ApiError(422, "the game is over");
  if (hidden && !r.p1_turn) throw ApiError(422, "'?' stands for A's part only");

  GoRequest request;
  std::string error;
  request.go_line = GoLine(body.value("limits", json::object()), hidden ? false : r.p1_turn,
                           request.budget, error);
  if (!error.empty()) throw ApiError(400, error);
  if (body.contains("id") && !body["id"].is_number_integer())
    throw ApiError(400, "id must be an integer");
  request.id = body.value("id", int64_t{0});
  request.variant = std::string(rules.name());
  request.position_line = PositionLine(fen, moves);
  const BoardRules* rules_ptr = &rules;
  request.judge = [rules_ptr, fen, moves](const std::string& token) -> json {
    if (token == "(none)") return {{"legal", false}, {"detail", "the engine has no move"}};
    const std::unique_ptr<GameSession> session = rules_ptr->NewSession();
    const std::vector<std::string_view> views(moves.begin(), moves.end());
    if (!session->SetPosition(fen, views).error.empty())
      return {{"legal", false}, {"detail", "the position could not be replayed"}};
    if (session->IsLegal(token)) return {{"legal", true}};
    return {{"legal", false}, {"detail", "illegal move " + token}};
  };
  worker.Go(std::move(request));
  return {{"ok", true}, {"id", body.value("id", int64_t{0})}};
}

json SetOptionReply(Page& page, const json& body) {
  EngineWorker& worker = EngineField(page, body);
  const std::string name = TextField(body, "name", 64);
  const std::string value = OptionalTextField(body, "value", 256).value_or("");
  // The board owns the variant; a name containing " value " would split differently.
  if (name.empty() || name.find(" value ") != std::string::npos || name.find("UCI_Variant") == 0)
    throw ApiError(400, "this option cannot be set here");
  worker.SetOption(name, value);
  return {{"ok", true}};
}

}  // namespace melee::board
