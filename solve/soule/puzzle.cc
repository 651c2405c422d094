#include "solve/soule/puzzle.h"

#include <charconv>
#include <chrono>
#include <istream>
#include <ostream>
#include <string>
#include <vector>

namespace melee::soule {

std::string_view Trim(std::string_view text) {
  while (!text.empty() && (text.front() == ' ' || text.front() == '\t')) text.remove_prefix(1);
  while (!text.empty() && (text.back() == ' ' || text.back() == '\t' || text.back() == '\r')) {
    text.remove_suffix(1);
  }
  return text;
}

namespace {

std::vector<std::string_view> SplitFields(std::string_view line) {
  std::vector<std::string_view> fields;
  while (true) {
    const std::size_t semi = line.find(';');
    fields.push_back(Trim(line.substr(0, semi)));
    if (semi == std::string_view::npos) return fields;
    line.remove_prefix(semi + 1);
  }
}

}  // namespace

std::optional<Puzzle> ParsePuzzle(std::string_view line, std::string& error) {
  const std::vector<std::string_view> fields = SplitFields(line);
  if (fields.size() != 3 && fields.size() != 4) {
    error = "expected <position> ; <side> ; <n> [; <answer>]";
    return std::nullopt;
  }
  Puzzle puzzle;
  std::string why;
  GameRules rules;
  std::optional<Position> pos = Soule::ParsePosition(fields[0], rules, why);
  if (!pos) {
    error = "invalid position: " + why;
    return std::nullopt;
  }
  puzzle.position = *pos;
  if (fields[1] != "A" && fields[1] != "B") {
    error = "side must be A or B";
    return std::nullopt;
  }
  puzzle.side = fields[1] == "A" ? Side::kP1 : Side::kP2;
  const std::string_view n = fields[2];
  const auto [end, ec] = std::from_chars(n.data(), n.data() + n.size(), puzzle.max_stages);
  if (ec != std::errc{} || end != n.data() + n.size() || puzzle.max_stages < 1 ||
      puzzle.max_stages > 20) {
    error = "n must be 1..20";
    return std::nullopt;
  }
  if (Soule::Status(puzzle.position).over()) {
    error = "the match is over";
    return std::nullopt;
  }
  if (fields.size() == 4) puzzle.answer = std::string(fields[3]);
  return puzzle;
}

std::string AnswerText(const Position& pos, Side side, const ForcedGoal& result) {
  switch (result.verdict) {
    case ForcedGoal::Verdict::kGoal:
      return "mate " + std::to_string(result.stages) + " " +
             Soule::FormatTactic(pos, side, result.tactic) + " proof " +
             std::to_string(result.refuted);
    case ForcedGoal::Verdict::kNone:
      return "none";
    case ForcedGoal::Verdict::kUnknown:
      break;
  }
  return "unknown";
}

int SolvePuzzles(std::istream& in, std::ostream& out, const std::atomic<bool>* stop) {
  int failures = 0, solved = 0;
  std::string line;
  while (std::getline(in, line)) {
    const std::string_view text = Trim(line);
    if (text.empty() || text.front() == '#') continue;
    std::string error;
    const std::optional<Puzzle> puzzle = ParsePuzzle(text, error);
    if (!puzzle) {
      out << "error: " << error << " in: " << text << '\n';
      ++failures;
      continue;
    }
    const auto start = std::chrono::steady_clock::now();
    const ForcedGoal result =
        SolveForcedGoal(puzzle->position, puzzle->side, puzzle->max_stages, stop);
    const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(
                        std::chrono::steady_clock::now() - start)
                        .count();
    const std::string answer = AnswerText(puzzle->position, puzzle->side, result);
    out << answer;
    if (!puzzle->answer.empty()) {
      const bool ok = answer == puzzle->answer;
      failures += !ok;
      out << " ; expected " << puzzle->answer << " ; " << (ok ? "ok" : "MISMATCH");
    }
    out << " ; " << ms << " ms\n";
    ++solved;
  }
  out << "puzzles " << solved << " failures " << failures << '\n';
  return failures;
}

}  // namespace melee::soule
