// Game options ("house" rule parameters such as `BALL Turns`) as plain integers, so the
// protocol can list and set them for any game without knowing the game.
#pragma once

#include <array>
#include <string_view>

namespace melee {

enum class OptionKind { kSpin, kCheck };

struct OptionSpec {
  std::string_view name;  // as shown by `ugi`, e.g. "Bulltricker NoProgress"
  OptionKind kind;
  int default_value;
  int min;  // for kCheck: 0
  int max;  // for kCheck: 1
};

inline constexpr int kMaxGameOptions = 4;

// Values of one game's options, in the order of its kOptions table.
struct GameRules {
  std::array<int, kMaxGameOptions> values{};

  template <class Specs>
  static constexpr GameRules Defaults(const Specs& specs) {
    GameRules r;
    for (std::size_t i = 0; i < specs.size(); ++i) r.values[i] = specs[i].default_value;
    return r;
  }
};

}  // namespace melee
