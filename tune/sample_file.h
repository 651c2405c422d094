// The training file of the tuner: one position a line, `<result>\t<position>`, where result is
// p1's score in the game the position came from (1, 0.5 or 0) and position is the game's
// canonical text. Lines starting with '#' are comments (the sampling settings).
#pragma once

#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

namespace melee::tune {

struct LabelledPosition {
  double result = 0.5;
  std::string position;
  friend bool operator==(const LabelledPosition&, const LabelledPosition&) = default;
};

void WriteSamples(std::ostream& out, const std::vector<LabelledPosition>& samples);

// nullopt (and `error` set) on a malformed line.
std::optional<std::vector<LabelledPosition>> ReadSamples(std::istream& in, std::string& error);

}  // namespace melee::tune
