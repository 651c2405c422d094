// libFuzzer target: every game's position parser and move/tactic parser on arbitrary bytes.
// A position that parses must print back to text that parses to the same position.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "games/games.h"

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

// A move (turn game) or either side's part (simultaneous game) read at the start position.
template <class G>
void CheckMoveParser(std::string_view text) {
  const auto start = G::StartPosition(melee::GameRules::Defaults(G::kOptions));
  if constexpr (melee::TurnGame<G>) {
    if (auto move = G::ParseMove(start, text)) {
      auto child = start;
      G::Play(child, *move);
    }
  } else {
    (void)G::ParseTactic(start, melee::Side::kP1, text);
    (void)G::ParseTactic(start, melee::Side::kP2, text);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  // Every game of the build (games/games.h).
  melee::ForEachType(melee::games::All{}, [&]<class B>() {
    CheckPositionParser<typename B::Game>(text);
    CheckMoveParser<typename B::Game>(text);
  });
  return 0;
}
