// The Bulltricker entry of the registry: the game's only instantiation of the session template.
#include <memory>

#include "engine/bulltricker/bulltricker.h"
#include "eval/bulltricker/bulltricker_eval.h"
#include "eval/bulltricker/bulltricker_search_traits.h"
#include "protocol/turn_session.h"
#include "protocol/sessions/bulltricker_bench.h"
#include "protocol/sessions/sessions.h"

namespace melee {

const GameEntry& BulltrickerEntry() {
  static const GameEntry kEntry{Bulltricker::kName,
                                {Bulltricker::kOptions.data(), Bulltricker::kOptions.size()},
                                []() -> std::unique_ptr<GameSession> {
                                  return std::make_unique<TurnSession<Bulltricker>>(kbulltrickerBenchPositions);
                                }};
  return kEntry;
}

}  // namespace melee
