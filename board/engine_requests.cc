#include "board/engine_requests.h"

#include <array>
#include <memory>

#include "board/api.h"
#include "board/game_settings.h"

namespace melee::board {
namespace {

using nlohmann::json;

constexpr std::size_t kMaxFen = 512;
constexpr std::size_t kMaxToken = 256;

std::string PositionLine(const std::optional<std::string>& fen,
                         const std::vector<std::string>& moves) {
  std::string line = fen ? "position fen " + *fen : "position startpos";
  if (!moves.empty()) line += " moves";
  for (const std::string& m : moves) line += " " + m;
  return line;
}

}  // namespace

GoPlan PlanGo(const json& body) {
  GoPlan plan;
  plan.rules = &RulesField(body);
  plan.fen = OptionalTextField(body, "fen", kMaxFen);
  plan.moves = TokenList(body, "moves");
  // Soule: a trailing `?` is A's part, submitted and hidden, when the engine plays B blind.
  const bool hidden = plan.rules->simultaneous() && !plan.moves.empty() && plan.moves.back() == "?";
  const std::vector<std::string> played(plan.moves.begin(), plan.moves.end() - (hidden ? 1 : 0));
  const Replay r = plan.rules->Play(plan.fen, played);
  if (!r.error.empty()) throw ApiError(422, r.error);
  if (r.status.over()) throw ApiError(422, "the game is over");
  if (hidden && !r.p1_turn) throw ApiError(422, "'?' stands for A's part only");

  std::string error;
  plan.go_line =
      GoLine(body.value("limits", json::object()), hidden ? false : r.p1_turn, plan.budget, error);
  if (!error.empty()) throw ApiError(400, error);
  if (body.contains("id") && !body["id"].is_number_integer())
    throw ApiError(400, "id must be an integer");
  plan.id = body.value("id", int64_t{0});
  plan.variant = std::string(plan.rules->name());
  plan.position_line = PositionLine(plan.fen, plan.moves);
  return plan;
}

json GoPlanJson(const GoPlan& plan) {
  return {{"variant", plan.variant},
          {"position_line", plan.position_line},
          {"go_line", plan.go_line},
          {"budget_ms", plan.budget.count()},
          {"id", plan.id}};
}

json JudgeBestmove(const BoardRules& rules, const std::optional<std::string>& fen,
                   const std::vector<std::string>& moves, const std::string& token) {
  if (token == "(none)") return {{"legal", false}, {"detail", "the engine has no move"}};
  const std::unique_ptr<GameSession> session = rules.NewSession();
  const std::vector<std::string_view> views(moves.begin(), moves.end());
  if (!session->SetPosition(fen, views).error.empty())
    return {{"legal", false}, {"detail", "the position could not be replayed"}};
  if (session->IsLegal(token)) return {{"legal", true}};
  return {{"legal", false}, {"detail", "illegal move " + token}};
}

json JudgeBestmoveReply(const json& body) {
  const BoardRules& rules = RulesField(body);
  const std::optional<std::string> fen = OptionalTextField(body, "fen", kMaxFen);
  const std::vector<std::string> moves = TokenList(body, "moves");
  const std::string token = TextField(body, "token", kMaxToken);
  return JudgeBestmove(rules, fen, moves, token);
}

std::pair<std::string, std::string> CheckedOption(const json& body) {
  std::string name = TextField(body, "name", 64);
  std::string value = OptionalTextField(body, "value", 256).value_or("");
  // The board owns the variant; a name containing " value " would split differently.
  if (name.empty() || name.find(" value ") != std::string::npos || name.find("UCI_Variant") == 0)
    throw ApiError(400, "this option cannot be set here");
  // A game's rule on one engine alone would disagree with the referee: it is a game setting.
  if (const std::optional<std::string_view> game = RuleOptionOwner(name))
    throw ApiError(400, "'" + name + "' is a rule of " + std::string(*game) +
                            ": choose it in the game settings before a new game");
  return {std::move(name), std::move(value)};
}

std::string GoLine(const json& limits, bool p1_to_move, std::chrono::milliseconds& budget,
                   std::string& error) {
  struct Limit {
    const char* key;
    int64_t max;
  };
  static constexpr std::array<Limit, 9> kLimits{{{"movetime", 86'400'000},
                                                 {"depth", 1000},
                                                 {"nodes", 1'000'000'000'000},
                                                 {"mate", 100},
                                                 {"p1time", 86'400'000},
                                                 {"p2time", 86'400'000},
                                                 {"p1inc", 3'600'000},
                                                 {"p2inc", 3'600'000},
                                                 {"movestogo", 1000}}};
  budget = std::chrono::milliseconds(0);
  if (!limits.is_object()) {
    error = "limits must be an object";
    return "";
  }
  std::string line = "go";
  bool infinite = false;
  for (const auto& [key, value] : limits.items()) {
    if (key == "infinite") {
      if (!value.is_boolean()) {
        error = "infinite must be true or false";
        return "";
      }
      infinite = value.get<bool>();
      continue;
    }
    const Limit* limit = nullptr;
    for (const Limit& l : kLimits)
      if (key == l.key) limit = &l;
    if (!limit) {
      // The key is echoed only when it is short and printable (the reply goes to a log too).
      error = key.size() <= 20 && PrintableAscii(key, false) ? "unknown limit '" + key + "'"
                                                             : "unknown limit";
      return "";
    }
    if (!value.is_number_integer() || value.get<int64_t>() < 0 ||
        value.get<int64_t>() > limit->max) {
      error = "limit " + key + " must be an integer in 0.." + std::to_string(limit->max);
      return "";
    }
    line += " " + key + " " + std::to_string(value.get<int64_t>());
  }
  if (infinite) {
    line += " infinite";
    return line;
  }
  if (limits.contains("movetime")) {
    budget = std::chrono::milliseconds(limits["movetime"].get<int64_t>());
  } else if (const char* clock = p1_to_move ? "p1time" : "p2time"; limits.contains(clock)) {
    const char* inc = p1_to_move ? "p1inc" : "p2inc";
    budget = std::chrono::milliseconds(limits[clock].get<int64_t>() +
                                       (limits.contains(inc) ? limits[inc].get<int64_t>() : 0));
  }
  return line;
}

}  // namespace melee::board
