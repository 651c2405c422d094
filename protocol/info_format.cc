#include "protocol/info_format.h"

#include <cstdio>

namespace melee {

std::string FormatInfo(const search::IterationInfo& info) {
  std::string out =
      "depth " + std::to_string(info.depth) + " seldepth " + std::to_string(info.seldepth);
  if (!info.progress) {
    out += " multipv " + std::to_string(info.multipv) + " score " +
           (info.is_mate ? "mate " : "cp ") + std::to_string(info.score);
  }
  out += " nodes " + std::to_string(info.nodes) + " nps " + std::to_string(info.nps);
  if (info.hashfull >= 0) out += " hashfull " + std::to_string(info.hashfull);
  out += " time " + std::to_string(info.time_ms);
  if (info.currmovenumber > 0) {
    out += " currmove " + info.currmove + " currmovenumber " + std::to_string(info.currmovenumber);
  }
  if (!info.pv.empty()) {
    out += " pv";
    for (const std::string& token : info.pv) out += " " + token;
  }
  return out;
}

std::string FormatStrategy(const search::IterationInfo& info) {
  if (info.strategy.empty()) return "";
  std::string out = "strategy";
  for (const search::WeightedMove& move : info.strategy) {
    char probability[16];
    std::snprintf(probability, sizeof probability, "%.3f", move.probability);
    out.append(" ").append(probability).append(":").append(move.token);
  }
  return out;
}

}  // namespace melee
