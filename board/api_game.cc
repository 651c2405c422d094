// The rules side of the API: games, steps and records.
#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "board/api.h"
#include "board/game_settings.h"
#include "match/records.h"
#include "protocol/text.h"

namespace melee::board {
namespace {

using nlohmann::json;

constexpr std::size_t kMaxFen = 512;
constexpr std::size_t kMaxToken = 256;
constexpr std::size_t kMaxMoves = 4000;
constexpr std::size_t kMaxSteps = 64;

json StatusJson(const GameStatus& status) {
  return {{"over", status.over()},
          {"result", std::string(OutcomeName(status.outcome))},
          {"reason", std::string(status.reason)}};
}

}  // namespace

bool PrintableAscii(std::string_view text, bool blanks) {
  for (char c : text)
    if (c < 32 || c >= 127 || (!blanks && c == ' ')) return false;
  return true;
}

ApiReply Answer(const std::function<json(const json&)>& handler, std::string_view body_text) {
  const json body = json::parse(body_text, nullptr, false);
  if (body.is_discarded()) return {400, {{"error", "malformed JSON"}}};
  try {
    return {200, handler(body)};
  } catch (const ApiError& e) {
    return {e.status, {{"error", e.what()}}};
  } catch (const json::exception& e) {
    return {400, {{"error", std::string("bad request: ") + e.what()}}};
  } catch (const std::exception&) {  // a bug: reported, never an abort of the rules module
    return {500, {{"error", "internal error"}}};
  }
}

json ConfigReply(std::span<const std::string> engine_names) {
  json games = json::array();
  for (const auto& rules : AllBoardRules())
    games.push_back({{"name", std::string(rules->name())},
                     {"simultaneous", rules->simultaneous()},
                     {"settings", SettingsJson(*rules)},
                     {"rule_options", RuleOptionNames(*rules)},
                     {"session_options", SessionOptionNames(*rules)}});
  return {{"games", std::move(games)}, {"engines", engine_names}};
}

std::string TextField(const json& body, const char* key, std::size_t max_length) {
  std::optional<std::string> text = OptionalTextField(body, key, max_length);
  if (!text) throw ApiError(400, std::string("missing field '") + key + "'");
  return *text;
}

std::optional<std::string> OptionalTextField(const json& body, const char* key,
                                             std::size_t max_length) {
  if (!body.is_object()) throw ApiError(400, "the request must be a JSON object");
  if (!body.contains(key) || body[key].is_null()) return std::nullopt;
  if (!body[key].is_string())
    throw ApiError(400, std::string("field '") + key + "' must be a string");
  std::string text = body[key].get<std::string>();
  if (text.size() > max_length) throw ApiError(400, std::string("field '") + key + "' is too long");
  // Every text goes to engines on one protocol line: no control characters, ASCII only.
  if (!PrintableAscii(text, true))
    throw ApiError(400, std::string("field '") + key + "' is not printable ASCII");
  return text;
}

std::vector<std::string> TokenList(const json& body, const char* key) {
  std::vector<std::string> tokens;
  if (!body.is_object() || !body.contains(key)) return tokens;
  const json& list = body[key];
  if (!list.is_array()) throw ApiError(400, std::string("field '") + key + "' must be a list");
  if (list.size() > kMaxMoves) throw ApiError(400, "too many moves");
  for (const json& item : list) {
    if (!item.is_string()) throw ApiError(400, "a move must be a string");
    std::string token = item.get<std::string>();
    if (token.empty() || token.size() > kMaxToken || !PrintableAscii(token, false))
      throw ApiError(400, "a move must be one printable word");
    tokens.push_back(std::move(token));
  }
  return tokens;
}

const BoardRules& RulesField(const json& body) {
  const std::string variant = TextField(body, "variant", 32);
  const BoardRules* rules = FindBoardRules(variant);
  if (!rules) throw ApiError(400, "unknown variant '" + variant + "'");
  return *rules;
}

json GameReply(const json& body) {
  const BoardRules& rules = RulesField(body);
  std::optional<std::string> fen = OptionalTextField(body, "fen", kMaxFen);
  // A new game with settings starts from the position they give (board/game_settings.h).
  if (body.contains("settings") && !body["settings"].is_null()) {
    if (fen) throw ApiError(400, "settings are for a new game, not with a position");
    fen = SettingsStartFen(rules, body["settings"]);
  }
  const std::vector<std::string> moves = TokenList(body, "moves");
  const Replay r = rules.Play(fen, moves);
  if (!r.error.empty()) throw ApiError(422, r.error);
  json plies = json::array();
  for (const Ply& p : r.plies) plies.push_back({{"token", p.token}, {"fen", p.fen}});
  return {{"variant", std::string(rules.name())},
          {"root", r.root_fen},
          {"plies", std::move(plies)},
          {"fen", r.fen},
          {"p1turn", r.p1_turn},
          {"status", StatusJson(r.status)},
          {"orders", r.order_sets}};
}

json StepsReply(const json& body) {
  const BoardRules& rules = RulesField(body);
  const std::string fen = TextField(body, "fen", kMaxFen);
  std::vector<int> chosen;
  if (body.contains("steps")) {
    const json& list = body["steps"];
    if (!list.is_array() || list.size() > kMaxSteps)
      throw ApiError(400, "steps must be a short list");
    for (const json& s : list) {
      if (!s.is_number_integer()) throw ApiError(400, "a step is an index");
      const int64_t i = s.get<int64_t>();
      if (i < 0 || i > 100000) throw ApiError(400, "step index out of range");
      chosen.push_back(static_cast<int>(i));
    }
  }
  const TurnSteps t = rules.Steps(fen, chosen);
  if (!t.error.empty()) throw ApiError(422, t.error);
  json options = json::array();
  for (const StepOption& o : t.options) {
    options.push_back({{"text", o.text}, {"kind", o.kind}, {"cells", o.cells}, {"marks", o.marks}});
  }
  return {
      {"board", t.board}, {"done", t.done}, {"token", t.token}, {"options", std::move(options)}};
}

// The evaluations of a record's move comments (match/move_comment.h), from p1's view, for the
// page's evaluation graph: evals[k] is the position before move k as the mover's engine saw
// it (a Soule stage: p1's engine), null where that move has no score (the opening's moves);
// empty when the record has no scores at all (older records) or does not replay.
namespace {

json RecordEvals(const match::GameResult& r) {
  json evals = json::array();
  const auto scored = [](const std::vector<match::MoveComment>& move) {
    return !move.empty() && (move[0].score_cp || move[0].mate);
  };
  const BoardRules* rules = FindBoardRules(r.variant);
  if (!rules || std::none_of(r.comments.begin(), r.comments.end(), scored)) return evals;
  const std::optional<std::string_view> fen =
      r.root_fen.empty() ? std::nullopt : std::optional<std::string_view>(r.root_fen);
  const Replay replay = rules->Play(fen, r.moves);
  if (!replay.error.empty() || replay.plies.size() != r.moves.size()) return evals;
  for (std::size_t k = 0; k < r.moves.size(); ++k) {
    if (k >= r.comments.size() || !scored(r.comments[k])) {
      evals.push_back(nullptr);
      continue;
    }
    const match::MoveComment& c = r.comments[k][0];
    const int64_t sign = replay.plies[k].p1_moved ? 1 : -1;
    evals.push_back({{"kind", c.mate ? "mate" : "cp"},
                     {"value", sign * (c.mate ? *c.mate : *c.score_cp)},
                     {"depth", c.depth.value_or(0)}});
  }
  return evals;
}

}  // namespace

json ParseRecordReply(const json& body) {
  // A record file has several lines: only its size is checked here, its syntax by the reader.
  if (!body.is_object() || !body.contains("text") || !body["text"].is_string())
    throw ApiError(400, "missing field 'text'");
  std::string text = body["text"].get<std::string>();
  if (text.size() > 200'000) throw ApiError(400, "the record text is too long");
  // Pasted text: line ends of any system, the final one perhaps trimmed, games perhaps
  // unfinished (the board's own records of games in progress say [Result "*"]).
  std::erase(text, '\r');
  std::string error;
  const std::vector<match::GameResult> results =
      match::ParseRecords(text, error, {.unfinished = true, .any_layout = true});
  json games = json::array();
  for (const match::GameResult& r : results) {
    // No [FEN] (a person's record): the start position.
    games.push_back({{"variant", r.variant},
                     {"fen", r.root_fen.empty() ? json(nullptr) : json(r.root_fen)},
                     {"moves", r.moves},
                     {"p1", r.players[0]},
                     {"p2", r.players[1]},
                     {"result", std::string(match::ResultText(r.outcome))},
                     {"reason", r.reason},
                     {"evals", RecordEvals(r)}});
  }
  if (games.empty()) throw ApiError(422, error.empty() ? "no record found" : error);
  return {{"games", std::move(games)}, {"error", error}};
}

json FormatRecordReply(const json& body) {
  const BoardRules& rules = RulesField(body);
  const std::optional<std::string> fen = OptionalTextField(body, "fen", kMaxFen);
  const std::vector<std::string> moves = TokenList(body, "moves");
  const Replay r = rules.Play(fen, moves);
  if (!r.error.empty()) throw ApiError(422, r.error);
  match::GameResult g;
  g.variant = std::string(rules.name());
  g.players = {OptionalTextField(body, "p1", 64).value_or("p1"),
               OptionalTextField(body, "p2", 64).value_or("p2")};
  g.root_fen = r.root_fen;
  for (const Ply& p : r.plies) g.moves.push_back(p.token);
  g.outcome = r.status.outcome;
  g.reason = std::string(r.status.reason);
  const std::string time_control = OptionalTextField(body, "timecontrol", 64).value_or("");
  g.time_controls = {time_control, time_control};
  return {{"text", match::FormatRecord(g)}};
}

}  // namespace melee::board
