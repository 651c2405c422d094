#include "match/records.h"

#include <algorithm>
#include <cstdint>
#include <optional>
#include <set>
#include <sstream>

#include "match/schedule.h"
#include "protocol/text.h"

namespace melee::match {
namespace {

std::string Tag(std::string_view name, std::string_view value) {
  std::string out(1, '[');
  out += name;
  out += " \"";
  for (char c : value) {
    if (c == '"' || c == '\\') out += '\\';
    out += c >= 32 && c < 127 ? c : '?';
  }
  return out + "\"]";
}

std::optional<Outcome> ParseResultText(std::string_view text, bool unfinished) {
  for (Outcome o : {Outcome::kP1Win, Outcome::kP2Win, Outcome::kDraw})
    if (ResultText(o) == text) return o;
  if (unfinished && text == ResultText(Outcome::kNone)) return Outcome::kNone;
  return std::nullopt;
}

// Reads `[Name "value"]` tags from a line; false on a malformed line.
bool ParseTags(std::string_view line, std::vector<std::pair<std::string, std::string>>& tags) {
  std::size_t i = 0;
  while (true) {
    while (i < line.size() && line[i] == ' ') ++i;
    if (i == line.size()) return true;
    if (line[i] != '[') return false;
    const std::size_t space = line.find(' ', i);
    if (space == std::string_view::npos || space + 1 >= line.size() || line[space + 1] != '"')
      return false;
    std::string name(line.substr(i + 1, space - i - 1)), value;
    std::size_t k = space + 2;
    for (; k < line.size() && line[k] != '"'; ++k) {
      if (line[k] == '\\' && k + 1 < line.size()) ++k;
      value += line[k];
    }
    if (k + 1 >= line.size() || line[k + 1] != ']') return false;
    tags.emplace_back(std::move(name), std::move(value));
    i = k + 2;
  }
}

// Fills `r` from one line of tags; returns what is wrong with it, or "".
std::string ParseTagLine(std::string_view line, GameResult& r, RecordReading reading) {
  std::vector<std::pair<std::string, std::string>> tags;
  if (!ParseTags(line, tags)) return "malformed tag line";
  std::set<std::string> seen;
  for (const auto& [name, value] : tags) {
    seen.insert(name);
    // An init-capture: Clang before 16 cannot capture a structured binding.
    const auto number = [&text = value](int& field) {
      const std::optional<int64_t> n = ParseInt(text);
      if (!n || *n < 0 || *n > INT32_MAX) return false;
      field = static_cast<int>(*n);
      return true;
    };
    bool ok = true;
    if (name == "Variant") r.variant = value;
    if (name == "Game") ok = number(r.game_index);
    if (name == "Round") ok = number(r.round);
    if (name == "Pair") ok = number(r.pair);
    if (name == "P1") r.players[0] = value;
    if (name == "P2") r.players[1] = value;
    if (name == "P1Id") r.engine_ids[0] = value;
    if (name == "P2Id") r.engine_ids[1] = value;
    if (name == "FEN") r.root_fen = value;
    if (name == "Reason") r.reason = value;
    if (name == "TimeControl") r.time_controls = {value, value};
    if (name == "P1TimeControl") r.time_controls[0] = value;
    if (name == "P2TimeControl") r.time_controls[1] = value;
    if (name == "Opening") ok = number(r.opening_plies);
    if (name == "Disagreement") r.disagreement = value;
    if (name == "Shard") {
      std::string ignored;
      const std::optional<Shard> shard = ParseShard(value, ignored);
      ok = shard.has_value();
      if (ok) r.shard = std::to_string(shard->index) + "/" + std::to_string(shard->count);
    }
    if (name == "ShardGames") ok = number(r.shard_games);
    if (name == "Result") {
      const std::optional<Outcome> o = ParseResultText(value, reading.unfinished);
      ok = o.has_value();
      r.outcome = o.value_or(Outcome::kNone);
    }
    if (name == "Termination") {
      const std::optional<Termination> t = ParseTermination(value);
      ok = t.has_value();
      r.termination = t.value_or(Termination::kRules);
    }
    if (!ok) return "bad value \"" + value + "\" of [" + name + "]";
  }
  // The tags the statistics and the merge rely on (a person's record: the game's name only).
  for (const char* name : {"Variant", "Game", "Round", "Pair", "P1", "P2", "Result", "Termination"})
    if (!seen.contains(name) && (!reading.any_layout || std::string_view(name) == "Variant"))
      return std::string("missing tag [") + name + "]";
  if (seen.contains("Shard") != seen.contains("ShardGames")) return "[Shard] without [ShardGames]";
  return "";
}

// A record of any layout (RecordReading::any_layout) rewritten as one line of tags and one
// line of moves per record; `lines` receives the line each record's tags start on.
std::string OneLinePerPart(std::string_view text, std::vector<int>& lines) {
  std::string out, tags, moves;
  bool in_moves = false;
  const auto flush = [&] {
    if (tags.empty() && moves.empty()) return;
    out += tags + "\n" + moves + "\n";
    tags.clear();
    moves.clear();
    in_moves = false;
  };
  std::istringstream in{std::string(text)};
  int line_no = 0;
  for (std::string line; std::getline(in, line);) {
    ++line_no;
    std::string_view trimmed = line;
    while (!trimmed.empty() && (trimmed.front() == ' ' || trimmed.front() == '\t'))
      trimmed.remove_prefix(1);
    while (!trimmed.empty() &&
           (trimmed.back() == ' ' || trimmed.back() == '\t' || trimmed.back() == '\r'))
      trimmed.remove_suffix(1);
    if (trimmed.empty()) {
      if (in_moves) flush();
      continue;
    }
    if (trimmed.starts_with('[')) {
      if (in_moves) flush();
      if (tags.empty()) lines.push_back(line_no);
      if (!tags.empty()) tags += ' ';
      tags += trimmed;
      continue;
    }
    if (tags.empty()) lines.push_back(line_no);  // moves with no tags: refused as a tag line
    in_moves = true;
    for (std::string_view m : SplitTokens(trimmed)) {
      if (!moves.empty()) moves += ' ';
      moves += m;
    }
  }
  flush();
  return out;
}

// Records in the tournament's layout: per record one line of tags, one line of moves.
std::vector<GameResult> ParseTwoLineRecords(std::string_view text, std::string& error,
                                            RecordReading reading, std::vector<int>* tag_lines);

// The PGN result word that ends a move list, if any, dropped.
void DropResultWord(std::vector<std::string>& moves) {
  if (moves.empty()) return;
  for (Outcome o : {Outcome::kP1Win, Outcome::kP2Win, Outcome::kDraw, Outcome::kNone})
    if (moves.back() == ResultText(o)) {
      moves.pop_back();
      return;
    }
}

}  // namespace

std::string_view ResultText(Outcome outcome) {
  switch (outcome) {
    case Outcome::kP1Win:
      return "1-0";
    case Outcome::kP2Win:
      return "0-1";
    case Outcome::kDraw:
      return "1/2-1/2";
    case Outcome::kNone:
      break;
  }
  return "*";
}

std::string FormatRecord(const GameResult& r) {
  const bool odds = r.time_controls[0] != r.time_controls[1];
  const std::string tag_list[] = {
      Tag("Variant", r.variant), Tag("Game", std::to_string(r.game_index)),
      Tag("Round", std::to_string(r.round)), Tag("Pair", std::to_string(r.pair)),
      Tag("P1", r.players[0]), Tag("P2", r.players[1]), Tag("FEN", r.root_fen),
      Tag("Result", ResultText(r.outcome)), Tag("Termination", TerminationName(r.termination)),
      Tag("Reason", r.reason),
      // Which build each engine was (its `id name`): two builds of one engine differ.
      r.engine_ids[0].empty() ? std::string() : Tag("P1Id", r.engine_ids[0]),
      r.engine_ids[1].empty() ? std::string() : Tag("P2Id", r.engine_ids[1]),
      // Time odds: each side's own limits, as cutechess's WhiteTimeControl/BlackTimeControl.
      odds ? Tag("P1TimeControl", r.time_controls[0]) : Tag("TimeControl", r.time_controls[0]),
      odds ? Tag("P2TimeControl", r.time_controls[1]) : std::string(),
      Tag("Opening", std::to_string(r.opening_plies)),
      r.disagreement.empty() ? std::string() : Tag("Disagreement", r.disagreement),
      r.shard.empty() ? std::string() : Tag("Shard", r.shard),
      r.shard.empty() ? std::string() : Tag("ShardGames", std::to_string(r.shard_games))};
  std::string tags;
  for (const std::string& tag : tag_list) {
    if (tag.empty()) continue;
    if (!tags.empty()) tags += ' ';
    tags += tag;
  }
  return tags + "\n" + FormatMoveList(r.moves, r.comments) + "\n";
}

std::vector<GameResult> ParseRecords(std::string_view text, std::string& error,
                                     RecordReading reading, std::vector<int>* tag_lines) {
  if (!reading.any_layout) return ParseTwoLineRecords(text, error, reading, tag_lines);
  std::vector<int> starts;
  const std::string two_lines = OneLinePerPart(text, starts);
  std::vector<GameResult> results = ParseTwoLineRecords(two_lines, error, reading, nullptr);
  // The errors and tag lines name the lines of the text as given.
  if (!error.empty()) {
    const std::size_t colon = error.find(':');
    const int64_t line = ParseInt(error.substr(5, colon - 5)).value_or(1);
    const std::size_t record = static_cast<std::size_t>((line - 1) / 2);
    if (record < starts.size())
      error = "line " + std::to_string(starts[record]) + error.substr(colon);
  }
  if (tag_lines) tag_lines->assign(starts.begin(), starts.begin() + results.size());
  for (GameResult& r : results) DropResultWord(r.moves);
  return results;
}

namespace {

std::vector<GameResult> ParseTwoLineRecords(std::string_view text, std::string& error,
                                            RecordReading reading, std::vector<int>* tag_lines) {
  std::vector<GameResult> results;
  // A file cut while a record was written (a killed shard) ends without its newline.
  if (!reading.final_newline_optional && !text.empty() && text.back() != '\n') {
    error = "line " + std::to_string(std::count(text.begin(), text.end(), '\n') + 1) +
            ": truncated (no newline at the end)";
    return results;
  }
  const auto fail = [&](int line_no, const std::string& what) {
    error = "line " + std::to_string(line_no) + ": " + what;
    return results;
  };
  std::istringstream in{std::string(text)};
  int line_no = 0;
  for (std::string line; std::getline(in, line);) {
    ++line_no;
    if (line.empty()) continue;  // blank lines between records (files joined by hand)
    GameResult r;
    if (const std::string why = ParseTagLine(line, r, reading); !why.empty())
      return fail(line_no, why);
    std::string moves;
    if (!std::getline(in, moves)) return fail(line_no, "truncated: no move list after the tags");
    ++line_no;
    // Tokens never start with '[': a tag line here means a move list is missing.
    if (moves.starts_with('[')) return fail(line_no, "expected the move list, found tags");
    std::string why;
    if (!ParseMoveList(moves, r.moves, r.comments, why)) return fail(line_no, why);
    results.push_back(std::move(r));
    if (tag_lines) tag_lines->push_back(line_no - 1);
  }
  return results;
}

}  // namespace

}  // namespace melee::match
