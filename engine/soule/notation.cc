// Position strings: `<A-cells>/<A-pp> <B-cells>/<B-pp> <ball> <turn> <initiative> <maxturns>`
// (spec "Notation"), with the validation described in soule.h.
#include <array>
#include <string>
#include <string_view>

#include "engine/soule/soule.h"

namespace melee {
namespace {

using soule::kCells;
using soule::kMaxPlayers;
using soule::kOffField;
using soule::kUnplaced;

// A decimal number without sign or leading zeros, at most 999,999,999: turn numbers and limits
// above are rejected (9 digits always fit in uint32_t).
std::optional<uint32_t> ParseNumber(std::string_view text) {
  if (text.empty() || text.size() > 9 || (text.size() > 1 && text[0] == '0')) return std::nullopt;
  uint32_t value = 0;
  for (char c : text) {
    if (c < '0' || c > '9') return std::nullopt;
    value = value * 10 + static_cast<uint32_t>(c - '0');
  }
  return value;
}

// Splits on single blanks; returns false if there are not exactly fields.size() non-empty ones.
template <std::size_t kFields>
bool SplitFields(std::string_view text, std::array<std::string_view, kFields>& fields) {
  std::size_t count = 0;
  while (true) {
    const std::size_t blank = text.find(' ');
    const std::string_view field = text.substr(0, blank);
    if (field.empty() || count == kFields) return false;
    fields[count++] = field;
    if (blank == std::string_view::npos) break;
    text.remove_prefix(blank + 1);
  }
  return count == kFields;
}

// One team's `<cells>/<pp>` field, decoded into codes; returns an error or "".
struct TeamText {
  std::array<int8_t, kMaxPlayers> cell{};
  std::array<int8_t, kMaxPlayers> pp{};
  int players = 0;
  int unplaced = 0;
};

std::string ParseTeam(std::string_view text, char name, TeamText& team) {
  const std::string side = std::string("team ") + name + ": ";
  const std::size_t slash = text.find('/');
  if (slash == std::string_view::npos) return side + "expected <cells>/<pp>";
  const std::string_view cells = text.substr(0, slash);
  const std::string_view pps = text.substr(slash + 1);
  if (cells.size() != pps.size()) return side + "cells and PP have different lengths";
  if (cells.empty() || cells.size() > kMaxPlayers) return side + "team size must be 1..22";
  team.players = static_cast<int>(cells.size());
  for (int i = 0; i < team.players; ++i) {
    const char c = cells[i];
    const char p = pps[i];
    if (c >= '0' && c <= '6') {
      team.cell[i] = static_cast<int8_t>(c - '0');
    } else if (c == 'x') {
      team.cell[i] = kOffField;
    } else if (c == '?') {
      team.cell[i] = kUnplaced;
      ++team.unplaced;
    } else {
      return side + "bad cell character (0..6, x or ?)";
    }
    if (p < '0' || p > '4') return side + "bad PP character (0..4)";
    team.pp[i] = static_cast<int8_t>(p - '0');
    if (team.cell[i] == kOffField && p != '0') return side + "a player off the field has PP 0";
  }
  if (team.unplaced != 0 && team.unplaced != team.players) {
    return side + "'?' mixed with placed players";
  }
  return "";
}

// Checks that need the whole position; returns an error or "".
std::string CheckConsistency(const std::array<TeamText, 2>& teams, int ball, uint32_t turn,
                             uint32_t max_turns) {
  const bool placement = turn == 0;
  const bool goal = ball == 0 || ball == kCells - 1;
  for (const TeamText& team : teams) {
    if (placement != (team.unplaced != 0)) {
      return placement ? "turn 0 (placement) needs every player '?'"
                       : "'?' (unplaced) only at turn 0";
    }
    for (int i = 0; i < team.players; ++i) {
      if (placement && team.pp[i] != soule::kStartPp) return "every player has 4 PP at turn 0";
      if (soule::OnField(team.cell[i]) && team.pp[i] == 0 && !goal) {
        return "PP 0 for a player on the field";
      }
    }
  }
  if (placement && ball != soule::kMiddle) return "the ball is on 3 at turn 0";
  if (max_turns != 0 && turn > max_turns + 1) return "turn beyond maxturns + 1";
  if (goal && max_turns != 0 && turn > max_turns) return "ball in a goal after the last turn";
  return "";
}

}  // namespace

std::optional<Soule::Position> Soule::ParsePosition(std::string_view text, const GameRules&,
                                                    std::string& error) {
  std::array<std::string_view, 6> fields;
  if (!SplitFields(text, fields)) {
    error = "expected 6 fields: <A> <B> <ball> <turn> <initiative> <maxturns>";
    return std::nullopt;
  }
  std::array<TeamText, 2> teams;
  for (int s = 0; s < 2; ++s) {
    error = ParseTeam(fields[s], s == 0 ? 'A' : 'B', teams[s]);
    if (!error.empty()) return std::nullopt;
  }
  if (teams[0].players != teams[1].players) {
    error = "teams have different sizes";
    return std::nullopt;
  }
  if (fields[2].size() != 1 || fields[2][0] < '0' || fields[2][0] > '6') {
    error = "ball must be a cell 0..6";
    return std::nullopt;
  }
  const int ball = fields[2][0] - '0';
  const std::optional<uint32_t> turn = ParseNumber(fields[3]);
  if (!turn) {
    error = "turn must be a number";
    return std::nullopt;
  }
  if (fields[4] != "A" && fields[4] != "B") {
    error = "initiative must be A or B";
    return std::nullopt;
  }
  const Side initiative = fields[4] == "A" ? Side::kP1 : Side::kP2;
  const std::optional<uint32_t> max_turns = ParseNumber(fields[5]);
  if (!max_turns) {
    error = "maxturns must be a number";
    return std::nullopt;
  }
  error = CheckConsistency(teams, ball, *turn, *max_turns);
  if (!error.empty()) return std::nullopt;

  Position pos(teams[0].players, *max_turns, initiative);
  for (Side s : {Side::kP1, Side::kP2}) {
    for (int i = 0; i < pos.players(); ++i) {
      pos.set_cell(s, i, teams[Index(s)].cell[i]);
      pos.set_pp(s, i, teams[Index(s)].pp[i]);
    }
  }
  pos.set_ball(ball);
  pos.set_turn(*turn);
  return pos;
}

std::string Soule::FormatPosition(const Position& pos) {
  static constexpr std::string_view kCellChars = "0123456x?";
  std::string out;
  for (Side s : {Side::kP1, Side::kP2}) {
    for (int i = 0; i < pos.players(); ++i) out += kCellChars[pos.cell(s, i)];
    out += '/';
    for (int i = 0; i < pos.players(); ++i) out += static_cast<char>('0' + pos.pp(s, i));
    out += ' ';
  }
  out += static_cast<char>('0' + pos.ball());
  out += ' ' + std::to_string(pos.turn());
  out += pos.initiative() == Side::kP1 ? " A " : " B ";
  out += std::to_string(pos.max_turns());
  return out;
}

}  // namespace melee
