// Whether the user's tactic solves a puzzle of a simultaneous game (Soule), by the solver's own
// definition (spec "solving a tactic puzzle"): the tactic must score, or leave a forced goal
// within the remaining stages, against every effective reply. The board knows no Soule code:
// the referee (the game's session) enumerates the replies from its effective order sets and
// plays each stage, and the engine answers `go mate <n>` for the stages left.
#include <algorithm>
#include <chrono>
#include <memory>
#include <string>
#include <vector>

#include "board/api.h"
#include "protocol/text.h"

namespace melee::board {
namespace {

using nlohmann::json;
using Clock = std::chrono::steady_clock;

// Above this many replies the check would take too long for a page; *Show solution* (the
// engine's `go mate`) still answers.
constexpr uint64_t kMaxReplies = 50'000;
constexpr std::chrono::seconds kCheckBudget{10};

// The effective order sets of `query moves` ("1:+,-,0 2:+,0"): per player, its orders.
std::vector<std::vector<std::string>> OrderSets(std::string_view text) {
  std::vector<std::vector<std::string>> sets;
  for (std::string_view player : SplitTokens(text)) {
    const std::size_t colon = player.find(':');
    std::vector<std::string> orders;
    for (std::string_view rest = player.substr(colon + 1); !rest.empty();) {
      const std::size_t comma = rest.find(',');
      orders.emplace_back(rest.substr(0, comma));
      rest = comma == std::string_view::npos ? "" : rest.substr(comma + 1);
    }
    sets.push_back(std::move(orders));
  }
  return sets;
}

}  // namespace

json CheckPuzzleReply(const json& body, const MateOracleFactory& oracles) {
  const BoardRules* rules = nullptr;
  if (OptionalTextField(body, "variant", 32)) {
    rules = &RulesField(body);
  } else {  // the page's puzzles are the simultaneous game's
    for (const auto& r : AllBoardRules())
      if (!rules && r->simultaneous()) rules = r.get();
  }
  if (!rules || !rules->simultaneous()) throw ApiError(400, "puzzles are simultaneous games'");
  const std::string fen = TextField(body, "fen", 256);
  const std::string side = TextField(body, "side", 1);
  const std::string tactic = TextField(body, "tactic", 256);
  if (!body.contains("stages") || !body["stages"].is_number_integer())
    throw ApiError(400, "stages must be an integer");
  const int64_t stages = body["stages"].get<int64_t>();
  if (stages < 1 || stages > 6) throw ApiError(400, "stages must be 1..6");
  if (side != "A" && side != "B") throw ApiError(400, "side must be A or B");
  const bool side_b = side == "B";

  const std::unique_ptr<GameSession> session = rules->NewSession();
  std::vector<std::string_view> moves;
  if (const std::string e = session->SetPosition(fen, moves).error; !e.empty())
    throw ApiError(422, e);
  if (session->status().over()) throw ApiError(422, "the game is over");
  const std::string start = session->fen();
  // The opponent's effective order sets: A's at the stage start, B's once A's part is in.
  std::string opponent_sets;
  if (side_b) {
    opponent_sets = session->legal_moves();
    moves = {"?"};
    session->SetPosition(start, moves);
    if (!session->IsLegal(tactic)) throw ApiError(422, "not a tactic of B here");
  } else {
    if (!session->IsLegal(tactic)) throw ApiError(422, "not a tactic of A here");
    moves = {tactic};
    session->SetPosition(start, moves);
    opponent_sets = session->legal_moves();
  }
  const std::vector<std::vector<std::string>> sets = OrderSets(opponent_sets);
  uint64_t replies = 1;
  for (const auto& orders : sets) {
    replies *= std::max<std::size_t>(orders.size(), 1);
    if (replies > kMaxReplies)
      throw ApiError(422, "too many replies to check here; ask the engine");
  }

  const Outcome goal = side_b ? Outcome::kP2Win : Outcome::kP1Win;
  const Clock::time_point deadline = Clock::now() + kCheckBudget;
  std::unique_ptr<MateOracle> oracle;
  std::string verdict = "goal", refutation;
  uint64_t checked = 0;
  // Every reply, as an odometer over the players' order sets.
  std::vector<std::size_t> pick(sets.size(), 0);
  for (bool more = true; more && verdict == "goal"; ++checked) {
    if (Clock::now() > deadline) {
      verdict = "unknown";
      break;
    }
    std::string reply;
    for (std::size_t i = 0; i < sets.size(); ++i)
      reply += (i ? "," : "") + (sets[i].empty() ? std::string("0") : sets[i][pick[i]]);
    const std::string joint = side_b ? reply + "/" + tactic : tactic + "/" + reply;
    moves = {joint};
    if (const std::string e = session->SetPosition(start, moves).error; !e.empty())
      throw ApiError(500, "the referee refused its own reply " + reply + ": " + e);
    const GameStatus status = session->status();
    bool holds = status.outcome == goal;
    if (!status.over() && stages > 1) {
      if (!oracle) oracle = oracles(std::string(rules->name()), deadline);
      const Mate m = oracle->Ask(session->fen(), side_b, static_cast<int>(stages) - 1);
      if (m == Mate::kUnknown) {
        verdict = "unknown";
        break;
      }
      holds = m == Mate::kGoal;
    }
    if (!holds) {
      verdict = "refuted";
      refutation = reply;
    }
    more = false;
    for (std::size_t i = 0; i < sets.size() && !more; ++i) {
      if (++pick[i] < sets[i].size()) {
        more = true;
      } else {
        pick[i] = 0;
      }
    }
  }
  return {{"verdict", verdict},
          {"tactic", tactic},
          {"refutation", refutation},
          {"replies", replies},
          {"checked", checked}};
}

}  // namespace melee::board
