#include "board/board_rules.h"

#include <vector>

#include "board/soule_rules.h"
#include "board/turn_rules.h"
#include "engine/ball/ball.h"
#include "engine/bulltricker/bulltricker.h"
#include "engine/cannonball/cannonball.h"
#include "protocol/text.h"

namespace melee::board {
namespace {

// The registry stays the one table of games: each entry is matched to its rules by name.
std::vector<std::unique_ptr<BoardRules>> MakeAll() {
  std::vector<std::unique_ptr<BoardRules>> all;
  for (const GameEntry& entry : RegisteredGames()) {
    if (entry.name == Bulltricker::kName)
      all.push_back(std::make_unique<TurnRules<Bulltricker>>(entry));
    if (entry.name == Ball::kName) all.push_back(std::make_unique<TurnRules<Ball>>(entry));
    if (entry.name == CannonBall::kName)
      all.push_back(std::make_unique<TurnRules<CannonBall>>(entry));
    if (entry.name == "soule") all.push_back(MakeSouleRules(entry));
  }
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
