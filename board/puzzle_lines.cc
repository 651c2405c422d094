#include "board/puzzle_lines.h"

#include <vector>

#include "protocol/text.h"

namespace melee::board {
namespace {

std::string_view Trimmed(std::string_view text) {
  while (!text.empty() && (text.front() == ' ' || text.front() == '\t')) text.remove_prefix(1);
  while (!text.empty() && (text.back() == ' ' || text.back() == '\t' || text.back() == '\r'))
    text.remove_suffix(1);
  return text;
}

}  // namespace

std::optional<PuzzleLine> ParsePuzzleLine(const BoardRules& rules, std::string_view line,
                                          std::string& error) {
  std::vector<std::string_view> fields;
  for (std::size_t at = 0;;) {
    const std::size_t semicolon = line.find(';', at);
    fields.push_back(Trimmed(line.substr(at, semicolon - at)));
    if (semicolon == std::string_view::npos) break;
    at = semicolon + 1;
  }
  if (fields.size() < 3) {
    error = "a puzzle is <position> ; <side> ; <stages> [; <answer>]";
    return std::nullopt;
  }
  PuzzleLine p;
  if (fields[1] != "A" && fields[1] != "B") {
    error = "the side must be A or B";
    return std::nullopt;
  }
  p.side = std::string(fields[1]);
  const std::optional<int64_t> stages = ParseInt(fields[2]);
  if (!stages || *stages < 1 || *stages > kMaxPuzzleStages) {
    error = "the stages must be a number in 1.." + std::to_string(kMaxPuzzleStages);
    return std::nullopt;
  }
  p.stages = static_cast<int>(*stages);
  const Replay r = rules.Play(fields[0], {});
  if (!r.error.empty()) {
    error = r.error;
    return std::nullopt;
  }
  if (r.status.over()) {
    error = "the game is over in this position";
    return std::nullopt;
  }
  p.fen = r.fen;
  if (fields.size() > 3) p.answer = std::string(fields[3]);
  if (fields.size() > 4 && fields[4].starts_with("effort "))
    p.effort = static_cast<int>(ParseInt(Trimmed(fields[4].substr(7))).value_or(-1));
  if (fields.size() > 5) p.theme = std::string(fields[5]);
  p.players = static_cast<int>(SplitTokens(r.order_sets).size());
  return p;
}

}  // namespace melee::board
