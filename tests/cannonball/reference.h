// A deliberately simple, slow Cannon Ball referee written straight from the spec's words, on a
// char array, sharing no code with engine/cannonball. It lists every legal spelling of a turn
// and keeps, per distinct successor position string, the canonical token (shortest, then
// byte-wise smallest). Tests compare it with the fast generator.
#pragma once

#include <map>
#include <string>

namespace melee::cannonball_reference {

struct Options {
  int no_try_turns = 100;
  int tries_to_win = 3;
};

// successor position string -> canonical token; empty when the game is over. `fen` must be a
// valid position string.
std::map<std::string, std::string> Turns(const std::string& fen, const Options& options);

}  // namespace melee::cannonball_reference
