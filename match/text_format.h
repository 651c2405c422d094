// Numbers and strings as the reports print them: fixed decimals in text, JSON's numbers and
// strings (shared by the match report and the rating list).
#pragma once

#include <cmath>
#include <cstdio>
#include <string>
#include <string_view>

namespace melee::match {

inline std::string Fixed(double x, int decimals) {
  if (std::isnan(x)) return "nan";
  if (std::isinf(x)) return x > 0 ? "inf" : "-inf";
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*f", decimals, x);
  return buf;
}

// JSON has no infinity: a perfect score's Elo is null.
inline std::string JsonNumber(double x) { return std::isfinite(x) ? Fixed(x, 4) : "null"; }

inline std::string JsonString(std::string_view s) {
  std::string out = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\') out += '\\';
    out += c >= 32 && c < 127 ? c : '?';
  }
  return out + "\"";
}

}  // namespace melee::match
