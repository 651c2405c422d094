// The compliance check's search steps: what a runner relies on from every searcher an engine
// offers (each value of its `Search` combo), at each probe position:
//   * pv: the last `info ... pv` line before `bestmove` starts with the bestmove (a simultaneous
//     game's joint pv token is compared by the part of the side asked);
//   * limits: `go depth 2` and `go nodes 2000` end with a legal bestmove;
//   * movetime: `go movetime M` is used, neither wasted nor overstepped: the answer comes within
//     [0.9, 1] x (M - Move Overhead) + a tolerance.
#pragma once

#include <cstdint>
#include <string>

#include "match/compliance_context.h"

namespace melee::match {

// Records one step per searcher and limit, then one per movetime; the engine's Search option
// is back at its configured value afterwards.
void RunSearchSteps(ComplianceContext& context);

// The steps one by one, with the engine's current searcher; `label` prefixes the step's name.
void CheckLimitsEnd(ComplianceContext& context, const std::string& label);
void CheckPvAgreement(ComplianceContext& context, const std::string& label, const std::string& go);
void CheckMovetimeUse(ComplianceContext& context, int64_t movetime_ms);

}  // namespace melee::match
