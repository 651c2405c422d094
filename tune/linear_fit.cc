#include "tune/linear_fit.h"

#include <algorithm>
#include <cmath>
#include <sstream>

namespace melee::tune {

std::string FormatWeightsTable(std::span<const std::string_view> names,
                               std::span<const double> fitted, std::span<const double> old) {
  std::ostringstream out;
  out << "inline constexpr std::array<int, kFeatureCount> kWeights = {\n";
  for (std::size_t j = 0; j < names.size(); ++j) {
    const std::string value = std::to_string(std::lround(fitted[j])) + ",";
    out << "    " << value << std::string(value.size() < 7 ? 7 - value.size() : 1, ' ') << "// "
        << names[j] << " (was " << std::lround(old[j]) << ")\n";
  }
  out << "};\n";
  return out.str();
}

std::optional<std::vector<bool>> FeatureMask(std::span<const std::string_view> names,
                                             std::string_view list, std::string& error) {
  std::vector<bool> mask(names.size(), false);
  while (!list.empty()) {
    const std::size_t comma = list.find(',');
    const std::string_view name = list.substr(0, comma);
    list.remove_prefix(comma == std::string_view::npos ? list.size() : comma + 1);
    const auto it = std::find(names.begin(), names.end(), name);
    if (it == names.end()) {
      error = "unknown feature '" + std::string(name) + "'";
      return std::nullopt;
    }
    mask[static_cast<std::size_t>(it - names.begin())] = true;
  }
  return mask;
}

}  // namespace melee::tune
