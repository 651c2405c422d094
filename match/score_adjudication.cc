#include "match/score_adjudication.h"

#include <limits>

#include "protocol/text.h"

namespace melee::match {
namespace {

// The words `key=value` of one flag into `fields`; false (and `error`) on an unknown key or a
// value that is not a whole number in range.
bool ParseFields(std::span<const std::string> words, std::string_view flag,
                 std::span<const std::pair<std::string_view, int64_t*>> fields,
                 std::string& error) {
  for (const std::string& w : words) {
    const std::size_t eq = w.find('=');
    const std::string_view key = std::string_view(w).substr(0, eq);
    int64_t v = -1;  // no value or not a number: refused below, as a negative one is
    if (eq != std::string::npos) v = ParseInt(std::string_view(w).substr(eq + 1)).value_or(-1);
    bool found = false;
    for (const auto& [name, target] : fields) {
      if (name != key || v < 0 || v > 1'000'000'000) continue;
      *target = v;
      found = true;
    }
    if (!found) {
      error = std::string(flag);
      error.append(": expected");
      for (const auto& [name, target] : fields) error.append(" ").append(name).append("=N");
      error.append(", got '").append(w).append("'");
      return false;
    }
  }
  return true;
}

// A score as a number that any bound compares with: a mate lies beyond every centipawn value.
std::optional<int64_t> Value(const MoveComment& c) {
  if (c.mate)
    return *c.mate > 0 ? std::numeric_limits<int64_t>::max() : -std::numeric_limits<int64_t>::max();
  return c.score_cp;
}

}  // namespace

std::optional<ResignRule> ParseResignRule(std::span<const std::string> words, std::string& error) {
  int64_t movecount = 3, score = 1000, twosided = 0;
  std::vector<std::string> numeric;
  for (const std::string& w : words) {
    if (w == "twosided=true" || w == "twosided=false") {
      twosided = w == "twosided=true";
    } else {
      numeric.push_back(w);
    }
  }
  const std::pair<std::string_view, int64_t*> fields[] = {{"movecount", &movecount},
                                                          {"score", &score}};
  if (!ParseFields(numeric, "--resign", fields, error)) return std::nullopt;
  if (movecount < 1) return error = "--resign: movecount must be at least 1", std::nullopt;
  return ResignRule{static_cast<int>(movecount), score, twosided != 0};
}

std::optional<DrawRule> ParseDrawRule(std::span<const std::string> words, std::string& error) {
  int64_t movenumber = 0, movecount = 8, score = 10;
  const std::pair<std::string_view, int64_t*> fields[] = {
      {"movenumber", &movenumber}, {"movecount", &movecount}, {"score", &score}};
  if (!ParseFields(words, "--draw", fields, error)) return std::nullopt;
  if (movecount < 1) return error = "--draw: movecount must be at least 1", std::nullopt;
  return DrawRule{static_cast<int>(movenumber), static_cast<int>(movecount), score};
}

std::optional<ScoreVerdict> ScoreAdjudicator::Add(int side, const MoveComment& comment, int turns,
                                                  const std::array<std::string, 2>& names) {
  const std::optional<int64_t> v = Value(comment);
  const auto run = [&](std::array<int, 2>& count, bool holds) {
    count[side] = v && holds ? count[side] + 1 : 0;
  };
  if (rules_.resign) {
    run(losing_, v && *v <= -rules_.resign->score);
    run(winning_, v && *v >= rules_.resign->score);
    for (int loser = 0; loser < 2; ++loser) {
      const int n = rules_.resign->movecount;
      if (losing_[loser] < n || (rules_.resign->twosided && winning_[1 - loser] < n)) continue;
      return ScoreVerdict{WinFor(loser == 0 ? Side::kP2 : Side::kP1), Termination::kResign,
                          names[loser] + " resigns: " + std::to_string(n) + " scores at -" +
                              std::to_string(rules_.resign->score) + " or below" +
                              (rules_.resign->twosided ? ", the opponent's at + as many" : "")};
    }
  }
  if (rules_.draw) {
    run(level_, v && *v >= -rules_.draw->score && *v <= rules_.draw->score);
    const int n = rules_.draw->movecount;
    if (turns >= rules_.draw->movenumber && level_[0] >= n && level_[1] >= n) {
      return ScoreVerdict{Outcome::kDraw, Termination::kScoreDraw,
                          "scores within " + std::to_string(rules_.draw->score) + " for " +
                              std::to_string(n) + " moves of each side"};
    }
  }
  return std::nullopt;
}

}  // namespace melee::match
