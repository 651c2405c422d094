// The games melee-tune can tune: stepped games (self-play searches them) whose evaluation is
// linear (EvalFeatures<G>, eval/linear_eval.h), taken from the build's list of games.
#pragma once

#include <string>
#include <type_traits>

#include "engine/core/type_list.h"
#include "eval/linear_eval.h"
#include "games/games.h"

namespace melee::tune {

template <class B>
    struct IsTunable : std::bool_constant < SteppedGame<typename B::Game>&& requires {
  EvalFeatures<typename B::Game>::kCount;
} > {};
using TunableGames = FilterTypes<IsTunable, games::All>::type;

// "bulltricker, ball, cannonball": the names `--variant` accepts.
inline std::string TunableNames() {
  std::string names;
  ForEachType(TunableGames{}, [&]<class B>() {
    if (!names.empty()) names += ", ";
    names += B::Game::kName;
  });
  return names;
}

}  // namespace melee::tune
