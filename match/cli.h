// The melee-match command line over any game registry (the executable passes Melee's games,
// the tests pass the toy games):
//   melee-match --variant V --engine name=A cmd=... [option.X=Y ...] --engine ... [options]
//   melee-match merge RECORDS... [--json FILE]
//   melee-match --compliance "cmd=... [option.X=Y]" [--variant V]
// Returns the process exit code.
#pragma once

#include <span>

#include "protocol/registry.h"

namespace melee::match {

int RunMatchCli(int argc, const char* const* argv, std::span<const GameEntry> games);

}  // namespace melee::match
