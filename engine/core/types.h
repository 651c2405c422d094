// Side, Outcome and GameStatus: the vocabulary every game and the protocol share.
#pragma once

#include <cstdint>
#include <string_view>

namespace melee {

// p1 is the side named first in the game's spec (see the protocol's "Sides").
enum class Side : uint8_t { kP1 = 0, kP2 = 1 };

constexpr Side Opponent(Side s) { return s == Side::kP1 ? Side::kP2 : Side::kP1; }
constexpr int Index(Side s) { return static_cast<int>(s); }

enum class Outcome : uint8_t { kNone, kP1Win, kP2Win, kDraw };

constexpr Outcome WinFor(Side s) { return s == Side::kP1 ? Outcome::kP1Win : Outcome::kP2Win; }

// The protocol's `query result` word.
constexpr std::string_view OutcomeName(Outcome o) {
  switch (o) {
    case Outcome::kP1Win:
      return "p1win";
    case Outcome::kP2Win:
      return "p2win";
    case Outcome::kDraw:
      return "draw";
    case Outcome::kNone:
      break;
  }
  return "none";
}

// Whether a position is over, and why. `reason` is the protocol's `query reason` word
// ("mat", "goal", "tries", ...), "none" while the game goes on; it points to static storage.
struct GameStatus {
  Outcome outcome = Outcome::kNone;
  std::string_view reason = "none";

  constexpr bool over() const { return outcome != Outcome::kNone; }
  friend constexpr bool operator==(const GameStatus&, const GameStatus&) = default;
};

}  // namespace melee
