#include "tune/sample_file.h"

#include <charconv>
#include <istream>
#include <ostream>

namespace melee::tune {

void WriteSamples(std::ostream& out, const std::vector<LabelledPosition>& samples) {
  for (const LabelledPosition& s : samples) out << s.result << '\t' << s.position << '\n';
}

std::optional<std::vector<LabelledPosition>> ReadSamples(std::istream& in, std::string& error) {
  std::vector<LabelledPosition> samples;
  std::string line;
  for (int number = 1; std::getline(in, line); ++number) {
    if (line.empty() || line.front() == '#') continue;
    const std::size_t tab = line.find('\t');
    LabelledPosition s;
    const auto [end, ec] =
        std::from_chars(line.data(), line.data() + (tab == std::string::npos ? 0 : tab), s.result);
    if (tab == std::string::npos || ec != std::errc() || end != line.data() + tab || s.result < 0 ||
        s.result > 1) {
      error = "line " + std::to_string(number) + ": expected <result 0..1><TAB><position>";
      return std::nullopt;
    }
    s.position = line.substr(tab + 1);
    samples.push_back(std::move(s));
  }
  return samples;
}

}  // namespace melee::tune
