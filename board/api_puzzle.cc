// Soule tactic puzzles: the list, and whether the user's tactic forces the goal. The check is
// the solver's own definition (spec "solving a tactic puzzle"): the tactic must score, or leave
// a forced goal within the remaining stages, against every effective reply.
#include <atomic>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>

#include "board/api.h"
#include "board/puzzle_lines.h"
#include "engine/soule/soule.h"
#include "solve/soule/forced_goal.h"
#include "solve/soule/puzzle.h"

namespace melee::board {
namespace {

using nlohmann::json;

// Above this many replies the check would take too long for a page; the engine's `go mate`
// still answers.
constexpr uint64_t kMaxReplies = 50'000;
constexpr std::chrono::seconds kCheckBudget{10};
constexpr std::size_t kMaxPuzzleLine = 1000;

}  // namespace

json PuzzleJson(const PuzzleLine& p) {
  return {{"fen", p.fen},
          {"side", p.side},
          {"stages", p.stages},
          {"players", p.players},
          {"answer", p.answer}};
}

json PuzzlesReply(const std::string& path) {
  // positions/<game>/puzzles.txt: the folder names the game.
  const BoardRules* rules =
      FindBoardRules(std::filesystem::path(path).parent_path().filename().string());
  std::ifstream in(path);
  if (!in || !rules) throw ApiError(404, "no puzzle file");
  json puzzles = json::array();
  int line_no = 0;
  for (std::string line; std::getline(in, line);) {
    ++line_no;
    const std::size_t first = line.find_first_not_of(" \t\r");
    if (first == std::string::npos || line[first] == '#') continue;
    std::string error;
    const std::optional<PuzzleLine> p = ParsePuzzleLine(*rules, line, error);
    if (!p) continue;
    json entry = PuzzleJson(*p);
    entry["line"] = line_no;
    entry["variant"] = std::string(rules->name());
    puzzles.push_back(std::move(entry));
  }
  return {{"puzzles", std::move(puzzles)}};
}

json ParsePuzzleReply(const json& body) {
  const BoardRules& rules = RulesField(body);
  std::string error;
  const std::optional<PuzzleLine> p =
      ParsePuzzleLine(rules, TextField(body, "line", kMaxPuzzleLine), error);
  if (!p) throw ApiError(422, "not a puzzle: " + error);
  json reply = PuzzleJson(*p);
  reply["variant"] = std::string(rules.name());
  return reply;
}

json CheckPuzzleReply(const json& body) {
  const std::string fen = TextField(body, "fen", 256);
  const std::string side_text = TextField(body, "side", 1);
  const std::string tactic_text = TextField(body, "tactic", 256);
  if (!body.contains("stages") || !body["stages"].is_number_integer())
    throw ApiError(400, "stages must be an integer");
  const int64_t stages = body["stages"].get<int64_t>();
  if (stages < 1 || stages > 6) throw ApiError(400, "stages must be 1..6");
  if (side_text != "A" && side_text != "B") throw ApiError(400, "side must be A or B");
  const Side side = side_text == "A" ? Side::kP1 : Side::kP2;

  std::string error;
  const std::optional<Soule::Position> pos =
      Soule::ParsePosition(fen, GameRules::Defaults(Soule::kOptions), error);
  if (!pos) throw ApiError(422, "invalid position: " + error);
  if (Soule::Status(*pos).over()) throw ApiError(422, "the game is over");
  const std::optional<Soule::Tactic> tactic = Soule::ParseTactic(*pos, side, tactic_text);
  if (!tactic) throw ApiError(422, "not a tactic of " + side_text + " here");
  const Side other = Opponent(side);
  const uint64_t replies = soule::CountTactics(*pos, other);
  if (replies > kMaxReplies) throw ApiError(422, "too many replies to check here; ask the engine");

  std::atomic<bool> stop{false};
  const auto deadline = std::chrono::steady_clock::now() + kCheckBudget;
  // The solver checks `stop` only; a watchdog turns the budget into it.
  std::jthread watchdog([&](std::stop_token st) {
    while (!st.stop_requested() && std::chrono::steady_clock::now() < deadline)
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
    if (!st.stop_requested()) stop = true;
  });
  std::string verdict = "goal", refutation;
  uint64_t checked = 0;
  Soule::ForEachTactic(*pos, other, [&](const Soule::Tactic& reply) {
    if (verdict != "goal") return;
    if (stop) {
      verdict = "unknown";
      return;
    }
    ++checked;
    Soule::Position next = *pos;
    if (side == Side::kP1)
      Soule::Resolve(next, *tactic, reply);
    else
      Soule::Resolve(next, reply, *tactic);
    const GameStatus status = Soule::Status(next);
    bool holds = status.outcome == WinFor(side);
    if (!status.over() && stages > 1) {
      const soule::ForcedGoal goal =
          soule::SolveForcedGoal(next, side, static_cast<int>(stages) - 1, &stop);
      if (goal.verdict == soule::ForcedGoal::Verdict::kUnknown) {
        verdict = "unknown";
        return;
      }
      holds = goal.verdict == soule::ForcedGoal::Verdict::kGoal;
    }
    if (!holds) {
      verdict = "refuted";
      refutation = Soule::FormatTactic(*pos, other, reply);
    }
  });
  const std::string canonical = Soule::FormatTactic(*pos, side, *tactic);
  return {{"verdict", verdict},
          {"tactic", canonical},
          {"refutation", refutation},
          {"replies", replies},
          {"checked", checked}};
}

}  // namespace melee::board
