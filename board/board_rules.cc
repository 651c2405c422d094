#include "board/board_rules.h"

#include <vector>

#include "board/simultaneous_rules.h"
#include "board/turn_rules.h"
#include "games/game_list.h"
#include "protocol/text.h"

namespace melee::board {
namespace {

// The registry's games, each with the rules its kind calls for; a stepped game without its
// ViewStep (engine/<game>/step_view.h) has none, and BoardCoverageTest says so.
template <class Binding>
void AddRules(std::vector<std::unique_ptr<BoardRules>>& all) {
  using G = typename Binding::Game;
  for (const GameEntry& entry : RegisteredGames()) {
    if (entry.name != G::kName) continue;
    if constexpr (SimultaneousGame<G>) {
      all.push_back(MakeSimultaneousRules(entry));
    } else if constexpr (BoardSteppedGame<G>) {
      all.push_back(std::make_unique<TurnRules<G>>(entry));
    }
  }
}

std::vector<std::unique_ptr<BoardRules>> MakeAll() {
  std::vector<std::unique_ptr<BoardRules>> all;
  [&all]<class... Bindings>(TypeList<Bindings...>) {
    (AddRules<Bindings>(all), ...);
  }(games::All{});
  return all;
}

}  // namespace

std::span<const std::unique_ptr<BoardRules>> AllBoardRules() {
  static const std::vector<std::unique_ptr<BoardRules>> all = MakeAll();
  return all;
}

const BoardRules* FindBoardRules(std::string_view name) {
  for (const auto& rules : AllBoardRules())
    if (EqualsIgnoreCase(rules->name(), name)) return rules.get();
  return nullptr;
}

}  // namespace melee::board
