// The Soule entry of the registry: the game's only instantiation of the session template.
#include <memory>

#include "engine/soule/soule.h"
#include "eval/soule/soule_eval.h"
#include "protocol/simultaneous_session.h"
#include "protocol/sessions/sessions.h"

namespace melee {

const GameEntry& SouleEntry() {
  static const GameEntry kEntry{Soule::kName,
                                {Soule::kOptions.data(), Soule::kOptions.size()},
                                []() -> std::unique_ptr<GameSession> {
                                  return std::make_unique<SimultaneousSession<Soule>>();
                                }};
  return kEntry;
}

}  // namespace melee
