#include "search/report.h"

namespace melee::search {

std::string FormatInfo(const IterationInfo& info) {
  std::string out = "depth " + std::to_string(info.depth) + " seldepth " +
                    std::to_string(info.seldepth) + " multipv " + std::to_string(info.multipv) +
                    " score " + (info.is_mate ? "mate " : "cp ") + std::to_string(info.score) +
                    " nodes " + std::to_string(info.nodes) + " nps " + std::to_string(info.nps) +
                    " hashfull " + std::to_string(info.hashfull) + " time " +
                    std::to_string(info.time_ms);
  if (!info.pv.empty()) {
    out += " pv";
    for (const std::string& token : info.pv) out += " " + token;
  }
  return out;
}

}  // namespace melee::search
