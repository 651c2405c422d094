// The protocol compliance check (`melee-match --compliance ENGINE`): drives one engine through
// the handshake, isready, every kind of `go`, the queries, malformed input, `isready` during a
// search and the latency of `stop`, and reports pass or fail per step.
#pragma once

#include <chrono>
#include <span>
#include <string>
#include <vector>

#include "match/engine_spec.h"
#include "protocol/registry.h"

namespace melee::match {

struct ComplianceStep {
  std::string name;
  bool passed = false;
  std::string detail;  // what was seen, or why it failed
};

struct ComplianceOptions {
  std::string variant;  // empty: the engine's default; bestmoves are checked when it is known
  std::chrono::milliseconds start_timeout{10000};
  std::chrono::milliseconds answer_timeout{2000};  // isready, queries, a fixed-depth search
  std::chrono::milliseconds max_stop_latency{200};
};

std::vector<ComplianceStep> RunCompliance(const EngineSpec& engine,
                                          std::span<const GameEntry> games,
                                          const ComplianceOptions& options);

// "PASS handshake: ..." lines, one per step.
std::string FormatCompliance(const std::vector<ComplianceStep>& steps);

}  // namespace melee::match
