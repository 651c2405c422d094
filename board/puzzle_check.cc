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
#include "match/engine_client.h"
#include "protocol/text.h"

namespace melee::board {
namespace {

using nlohmann::json;
using Clock = std::chrono::steady_clock;

// Above this many replies the check would take too long for a page; *Show solution* (the
// engine's `go mate`) still answers.
constexpr uint64_t kMaxReplies = 50'000;
constexpr std::chrono::seconds kCheckBudget{10};
constexpr std::chrono::seconds kEngineStart{10};

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

// What the engine says about a forced goal for the side asked: `info string mate <k> ...`,
// `mate none`, `mate unknown` (or nothing in time).
enum class Mate { kGoal, kNone, kUnknown };

class MateOracle {
 public:
  MateOracle(const match::EngineSpec& spec, std::string_view variant, Clock::time_point deadline)
      : variant_(variant), deadline_(deadline) {
    client_ = std::make_unique<match::EngineClient>(spec, kEngineStart);
    if (client_->failure()) throw ApiError(503, "the engine could not start for the check");
    client_->Send("setoption name UCI_Variant value " + variant_);
  }

  // A forced goal for `side_b ? B : A` within `stages` from `fen` (a stage start).
  Mate Ask(const std::string& fen, bool side_b, int stages) {
    if (!client_ || !client_->Sync(kEngineStart)) return Mate::kUnknown;
    client_->Send("position fen " + fen + (side_b ? " moves ?" : ""));
    client_->Send("go mate " + std::to_string(stages));
    Mate answer = Mate::kUnknown;
    while (true) {
      const match::EngineProcess::ReadResult r = client_->ReadLine(deadline_);
      if (r.status != match::EngineProcess::ReadStatus::kLine) {
        client_.reset();  // out of time or gone: `quit`, then killed if it lingers
        return Mate::kUnknown;
      }
      if (r.line.starts_with("info string mate ")) {
        const std::string_view what = std::string_view(r.line).substr(17);
        answer = what.starts_with("none")      ? Mate::kNone
                 : what.starts_with("unknown") ? Mate::kUnknown
                                               : Mate::kGoal;
      }
      if (r.line.starts_with("bestmove")) return answer;
    }
  }

 private:
  std::string variant_;
  Clock::time_point deadline_;
  std::unique_ptr<match::EngineClient> client_;
};

}  // namespace

json CheckPuzzleReply(const json& body, const match::EngineSpec& engine) {
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
      if (!oracle) oracle = std::make_unique<MateOracle>(engine, rules->name(), deadline);
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
