// Tactic puzzles: the list of a puzzle file, and one pasted line. Each line is checked whole by
// the game's referee (board/puzzle_lines.h); the check of a tactic is board/puzzle_check.cc.
#include <filesystem>
#include <fstream>
#include <string>

#include "board/api.h"
#include "board/puzzle_lines.h"

namespace melee::board {
namespace {

using nlohmann::json;

constexpr std::size_t kMaxPuzzleLine = 1000;

}  // namespace

json PuzzleJson(const PuzzleLine& p) {
  return {{"fen", p.fen},       {"side", p.side},     {"stages", p.stages}, {"players", p.players},
          {"answer", p.answer}, {"effort", p.effort}, {"theme", p.theme}};
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
    entry["number"] = puzzles.size() + 1;  // its name: "Puzzle 12"
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

}  // namespace melee::board
