// libFuzzer target of one game's position and move text: tests/fuzz/CMakeLists.txt builds it
// once per game of the build (<game>_notation_fuzz, the game named by MELEE_FUZZ_VARIANT).
// The input's first line is a position (the start position when it does not parse); every
// further line a move from there on: a whole turn of a turn game, or `A/B` (both sides' parts
// of a stage) of a simultaneous game, as the protocol's `moves` spell them. A line that does not
// parse is skipped. Positions are values and a copy is the undo (engine/core/game.h), so what
// "make/unmake" must keep is checked as: the parsed move is one of the generated turns, its
// canonical spelling parses back to the same successor, the incremental key equals the key
// computed from scratch, and every position reached prints to text that parses back to it.
// Any failed check aborts, which libFuzzer reports as a crash.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <optional>
#include <string>
#include <string_view>

#include "games/games.h"

namespace {

// Enough plies to reach deep into a game from any position; more would only slow each run.
constexpr int kMaxMoveLines = 48;

void Require(bool holds) {
  if (!holds) std::abort();
}

// The position must print to text that parses back to the same position and the same text.
template <class G>
void CheckPosition(const typename G::Position& pos, const melee::GameRules& rules) {
  Require(pos.key() == G::ComputeKey(pos));
  const std::string printed = G::FormatPosition(pos);
  std::string error;
  const auto again = G::ParsePosition(printed, rules, error);
  Require(again.has_value() && *again == pos && G::FormatPosition(*again) == printed);
  (void)G::Status(pos);
  (void)G::Diagram(pos);
}

template <class G>
typename G::Position Played(typename G::Position pos, const typename G::Move& move) {
  G::Play(pos, move);
  return pos;
}

// One turn of a turn game: true when `text` was a legal move (then `pos` is its successor).
template <class G>
bool PlayTurn(typename G::Position& pos, std::string_view text) {
  const auto move = G::ParseMove(pos, text);
  if (!move) return false;
  const typename G::Position child = Played<G>(pos, *move);
  typename G::TurnList turns;
  G::GenerateTurns(pos, turns);
  bool generated = false;
  for (const auto& turn : turns) generated = generated || Played<G>(pos, turn) == child;
  Require(generated);
  const std::string canonical = G::FormatMove(pos, *move);
  const auto again = G::ParseMove(pos, canonical);
  Require(again.has_value() && Played<G>(pos, *again) == child);
  Require(G::FormatMove(pos, *again) == canonical);
  (void)G::RepetitionKey(child);
  pos = child;
  return true;
}

// One side's part of a stage: parses, and its canonical text parses back to the same part.
template <class G>
std::optional<typename G::Tactic> ParsePart(const typename G::Position& pos, melee::Side side,
                                            std::string_view text) {
  const auto part = G::ParseTactic(pos, side, text);
  if (!part) return std::nullopt;
  const auto again = G::ParseTactic(pos, side, G::FormatTactic(pos, side, *part));
  Require(again.has_value() && *again == *part);
  return part;
}

// One stage of a simultaneous game, `A/B`: true when both parts parsed and the stage was played.
template <class G>
bool PlayStage(typename G::Position& pos, std::string_view text) {
  const std::size_t slash = text.find('/');
  if (slash == std::string_view::npos) return false;
  const auto a = ParsePart<G>(pos, melee::Side::kP1, text.substr(0, slash));
  const auto b = ParsePart<G>(pos, melee::Side::kP2, text.substr(slash + 1));
  if (!a || !b) return false;
  G::Resolve(pos, *a, *b);
  return true;
}

template <class G>
void CheckNotation(std::string_view input) {
  const melee::GameRules rules = melee::GameRules::Defaults(G::kOptions);
  const std::size_t first_end = input.find('\n');
  std::string error;
  auto pos = G::ParsePosition(input.substr(0, first_end), rules, error);
  if (!pos) pos = G::StartPosition(rules);
  CheckPosition<G>(*pos, rules);
  if (first_end == std::string_view::npos) return;
  input.remove_prefix(first_end + 1);
  for (int line = 0; line < kMaxMoveLines && !input.empty() && !G::Status(*pos).over(); ++line) {
    const std::size_t end = input.find('\n');
    bool played = false;
    if constexpr (melee::TurnGame<G>) {
      played = PlayTurn<G>(*pos, input.substr(0, end));
    } else {
      played = PlayStage<G>(*pos, input.substr(0, end));
    }
    if (played) CheckPosition<G>(*pos, rules);
    if (end == std::string_view::npos) break;
    input.remove_prefix(end + 1);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  const std::string_view input(reinterpret_cast<const char*>(data), size);
  bool found = false;
  melee::ForEachType(melee::games::All{}, [&]<class B>() {
    using G = typename B::Game;
    if (G::kName != std::string_view(MELEE_FUZZ_VARIANT)) return;
    found = true;
    CheckNotation<G>(input);
  });
  Require(found);
  return 0;
}
