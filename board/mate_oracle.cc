#include "board/mate_oracle.h"

namespace melee::board {

std::optional<Mate> MateInfo(std::string_view line) {
  constexpr std::string_view kPrefix = "info string mate ";
  if (!line.starts_with(kPrefix)) return std::nullopt;
  const std::string_view what = line.substr(kPrefix.size());
  return what.starts_with("none")      ? Mate::kNone
         : what.starts_with("unknown") ? Mate::kUnknown
                                       : Mate::kGoal;
}

std::string MatePositionLine(const std::string& fen, bool side_b) {
  // B's question: A's part is hidden (`?`), so the engine answers for B to move.
  return "position fen " + fen + (side_b ? " moves ?" : "");
}

std::string MateGoLine(int stages) { return "go mate " + std::to_string(stages); }

}  // namespace melee::board
