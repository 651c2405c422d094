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

GameClocks::GameClocks(const TimeControl& tc) : tc_(tc) {
  remaining_ms_.fill(tc.base_ms.value_or(0));
}

std::string GameClocks::GoLine(int side) const {
  (void)side;  // both clocks are sent; the engine knows whose turn it is
  std::string line = "go";
  if (tc_.base_ms) {
    line += " p1time " + std::to_string(std::max<int64_t>(remaining_ms_[0], 1));
    line += " p2time " + std::to_string(std::max<int64_t>(remaining_ms_[1], 1));
    if (tc_.inc_ms > 0) {
      line += " p1inc " + std::to_string(tc_.inc_ms) + " p2inc " + std::to_string(tc_.inc_ms);
    }
    if (tc_.movestogo) {
      line += " movestogo " + std::to_string(*tc_.movestogo - moves_made_[side] % *tc_.movestogo);
    }
  }
  if (tc_.movetime_ms) line += " movetime " + std::to_string(*tc_.movetime_ms);
  if (tc_.depth) line += " depth " + std::to_string(*tc_.depth);
  if (tc_.nodes) line += " nodes " + std::to_string(*tc_.nodes);
  return line;
}

std::chrono::milliseconds GameClocks::Allowance(int side) const {
  // The hang timeout stands in for a time limit only where there is none: a move under a clock
  // or a movetime may take all of it, however long that is.
  std::optional<int64_t> limit;
  const auto cap = [&](int64_t ms) { limit = std::min(limit.value_or(ms), ms); };
  if (tc_.base_ms) cap(remaining_ms_[side] + tc_.margin_ms);
  if (tc_.movetime_ms) cap(*tc_.movetime_ms + tc_.margin_ms);
  return std::chrono::milliseconds(std::max<int64_t>(limit.value_or(tc_.hang_timeout_ms), 0));
}

bool GameClocks::Charge(int side, std::chrono::milliseconds elapsed) {
  const bool in_time = elapsed <= Allowance(side);
  if (tc_.base_ms) {
    remaining_ms_[side] -= elapsed.count();
    remaining_ms_[side] += tc_.inc_ms;
    ++moves_made_[side];
    if (tc_.movestogo && moves_made_[side] % *tc_.movestogo == 0)
      remaining_ms_[side] += *tc_.base_ms;
  }
  return in_time;
}

}  // namespace melee::match
