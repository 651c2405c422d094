// The registry entry of a turn game: TurnSession over its binding's game and evaluator, with
// positions/<game>/bench.txt (embedded at build time) for `bench`.
#pragma once

#include <memory>
#include <string_view>

#include "protocol/sessions/sessions.h"
#include "protocol/turn_session.h"

namespace melee {

template <class Binding, const std::string_view& kBenchPositions>
const GameEntry& TurnGameEntry() {
  static const GameEntry kEntry = MakeGameEntry<Binding>([]() -> std::unique_ptr<GameSession> {
    return std::make_unique<TurnSession<typename Binding::Game, typename Binding::Evaluator>>(
        kBenchPositions);
  });
  return kEntry;
}

}  // namespace melee
