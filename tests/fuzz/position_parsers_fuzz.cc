// libFuzzer target: every game's position parser and move/tactic parser on arbitrary bytes.
// A position that parses must print back to text that parses to the same position.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "engine/ball/ball.h"
#include "engine/bulltricker/bulltricker.h"
#include "engine/cannonball/cannonball.h"
#include "engine/soule/soule.h"

namespace {

template <class G>
void CheckPositionParser(std::string_view text) {
  const melee::GameRules rules = melee::GameRules::Defaults(G::kOptions);
  std::string error;
  const auto pos = G::ParsePosition(text, rules, error);
  if (!pos) return;
  const std::string printed = G::FormatPosition(*pos);
  const auto again = G::ParsePosition(printed, rules, error);
  if (!again || G::FormatPosition(*again) != printed) std::abort();
}

template <class G>
void CheckMoveParser(std::string_view text) {
  const auto start = G::StartPosition(melee::GameRules::Defaults(G::kOptions));
  if (auto move = G::ParseMove(start, text)) {
    auto child = start;
    G::Play(child, *move);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  CheckPositionParser<melee::Soule>(text);
  CheckPositionParser<melee::Bulltricker>(text);
  CheckPositionParser<melee::Ball>(text);
  CheckPositionParser<melee::CannonBall>(text);
  CheckMoveParser<melee::Bulltricker>(text);
  CheckMoveParser<melee::Ball>(text);
  CheckMoveParser<melee::CannonBall>(text);
  const auto soule = melee::Soule::StartPosition(melee::GameRules::Defaults(melee::Soule::kOptions));
  (void)melee::Soule::ParseTactic(soule, melee::Side::kP1, text);
  return 0;
}
