#include "match/time_control.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

#include "protocol/text.h"

namespace melee::match {
namespace {

// Seconds as a decimal ("0.1", "60") to milliseconds.
std::optional<int64_t> ParseSeconds(std::string_view text) {
  if (text.empty() || text.size() > 20) return std::nullopt;
  std::string s(text);
  char* end = nullptr;
  const double seconds = std::strtod(s.c_str(), &end);
  if (end != s.c_str() + s.size() || !(seconds >= 0) || seconds > 1e7) return std::nullopt;
  return static_cast<int64_t>(std::llround(seconds * 1000));
}

std::string FormatSeconds(int64_t ms) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.3f", static_cast<double>(ms) / 1000);
  std::string out = buf;
  while (out.back() == '0') out.pop_back();
  if (out.back() == '.') out.pop_back();
  return out;
}

}  // namespace

bool TimeControl::ParseClock(std::string_view text, std::string& error) {
  std::string_view rest = text;
  std::optional<int> mtg;
  if (const std::size_t slash = rest.find('/'); slash != std::string_view::npos) {
    const std::optional<int64_t> n = ParseInt(rest.substr(0, slash));
    if (!n || *n <= 0 || *n > 10000)
      return error = "tc: bad moves-to-go in '" + std::string(text) + "'", false;
    mtg = static_cast<int>(*n);
    rest = rest.substr(slash + 1);
  }
  std::optional<int64_t> inc = 0;
  if (const std::size_t plus = rest.find('+'); plus != std::string_view::npos) {
    inc = ParseSeconds(rest.substr(plus + 1));
    rest = rest.substr(0, plus);
  }
  const std::optional<int64_t> base = ParseSeconds(rest);
  if (!base || !inc || *base <= 0) {
    error = "tc: expected [moves/]seconds[+increment], got '" + std::string(text) + "'";
    return false;
  }
  base_ms = *base;
  inc_ms = *inc;
  movestogo = mtg;
  return true;
}

bool TimeControl::IsLimitKey(std::string_view key) {
  return key == "tc" || key == "st" || key == "movetime" || key == "depth" || key == "nodes";
}

bool TimeControl::ApplyLimit(std::string_view key, std::string_view value, std::string& error) {
  const std::string word = std::string(key) + "=" + std::string(value);
  if (key == "tc") {
    if (!ParseClock(value, error)) return false;
    movetime_ms.reset();
    return true;
  }
  if (key == "st") {
    const std::optional<int64_t> ms = ParseSeconds(value);
    if (!ms || *ms <= 0) return error = "engine: bad time in '" + word + "'", false;
    movetime_ms = *ms;
    base_ms.reset();
    return true;
  }
  const std::optional<int64_t> n = ParseInt(value);
  if (!n || *n <= 0 || (key == "depth" && *n > 10000)) {
    error = "engine: expected a positive number in '" + word + "'";
    return false;
  }
  if (key == "movetime") {
    movetime_ms = *n;
    base_ms.reset();
  } else if (key == "depth") {
    depth = static_cast<int>(*n);
  } else if (key == "nodes") {
    nodes = *n;
  } else {
    error = "engine: '" + std::string(key) + "' is not a limit";
    return false;
  }
  return true;
}

std::string TimeControl::Describe() const {
  std::string out;
  const auto add = [&](const std::string& part) {
    if (!out.empty()) out += ' ';
    out += part;
  };
  if (base_ms) {
    std::string clock = movestogo ? std::to_string(*movestogo) + "/" : "";
    clock += FormatSeconds(*base_ms);
    if (inc_ms > 0) {
      clock += '+';
      clock += FormatSeconds(inc_ms);
    }
    add(clock);
  }
  if (movetime_ms) add("movetime=" + std::to_string(*movetime_ms));
  if (depth) add("depth=" + std::to_string(*depth));
  if (nodes) add("nodes=" + std::to_string(*nodes));
  return out.empty() ? "-" : out;
}

GameClocks::GameClocks(const TimeControl& p1, const TimeControl& p2) : tc_{p1, p2} {
  for (int side = 0; side < 2; ++side) remaining_ms_[side] = tc_[side].base_ms.value_or(0);
}

std::string GameClocks::GoLine(int side) const {
  const TimeControl& own = tc_[side];
  std::string line = "go";
  // Both clocks are sent (the engine knows whose turn it is), each with its own increment, but
  // only to a side that plays under a clock itself.
  if (own.base_ms) {
    for (int s = 0; s < 2; ++s) {
      if (tc_[s].base_ms) {
        line += " p" + std::to_string(s + 1) + "time " +
                std::to_string(std::max<int64_t>(remaining_ms_[s], 1));
      }
    }
    for (int s = 0; s < 2; ++s) {
      if (tc_[s].base_ms && tc_[s].inc_ms > 0)
        line += " p" + std::to_string(s + 1) + "inc " + std::to_string(tc_[s].inc_ms);
    }
    if (own.movestogo)
      line += " movestogo " + std::to_string(*own.movestogo - moves_made_[side] % *own.movestogo);
  }
  if (own.movetime_ms) line += " movetime " + std::to_string(*own.movetime_ms);
  if (own.depth) line += " depth " + std::to_string(*own.depth);
  if (own.nodes) line += " nodes " + std::to_string(*own.nodes);
  return line;
}

std::chrono::milliseconds GameClocks::Allowance(int side) const {
  // The hang timeout stands in for a time limit only where there is none: a move under a clock
  // or a movetime may take all of it, however long that is.
  const TimeControl& tc = tc_[side];
  std::optional<int64_t> limit;
  const auto cap = [&](int64_t ms) { limit = std::min(limit.value_or(ms), ms); };
  if (tc.base_ms) cap(remaining_ms_[side] + tc.margin_ms);
  if (tc.movetime_ms) cap(*tc.movetime_ms + tc.margin_ms);
  return std::chrono::milliseconds(std::max<int64_t>(limit.value_or(tc.hang_timeout_ms), 0));
}

bool GameClocks::Charge(int side, std::chrono::milliseconds elapsed) {
  const bool in_time = elapsed <= Allowance(side);
  const TimeControl& tc = tc_[side];
  if (tc.base_ms) {
    remaining_ms_[side] -= elapsed.count();
    remaining_ms_[side] += tc.inc_ms;
    ++moves_made_[side];
    if (tc.movestogo && moves_made_[side] % *tc.movestogo == 0) remaining_ms_[side] += *tc.base_ms;
  }
  return in_time;
}

}  // namespace melee::match
