// The protocol compliance check (`melee-match --compliance ENGINE`): drives one engine through
// the handshake, isready, every kind of `go`, the queries, each searcher's pv, limits and use
// of movetime (compliance_search.h), malformed input, `isready` during a search and the
// latency of `stop`, and reports pass or fail per step.
#pragma once

#include <chrono>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "match/engine_spec.h"
#include "match/referee.h"
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
  // The search steps ask at the variant's start position and, if given, at this opening.
  std::optional<Opening> opening;
  // Read deadline of a depth- or nodes-limited search: only a hang should miss it.
  std::chrono::milliseconds hang_deadline{30000};
  // The limits of the pv check (with every searcher, at every position).
  int pv_depth = 3;
  int64_t pv_nodes = 5000;
  int64_t pv_movetime_ms = 500;
  // Each answered within [0.9, 1] x (M - Move Overhead) + movetime_tolerance.
  std::vector<int64_t> movetime_use_ms = {500, 2000};
  std::chrono::milliseconds movetime_tolerance{50};
};

std::vector<ComplianceStep> RunCompliance(const EngineSpec& engine,
                                          std::span<const GameEntry> games,
                                          const ComplianceOptions& options);

// "PASS handshake: ..." lines, one per step.
std::string FormatCompliance(const std::vector<ComplianceStep>& steps);

}  // namespace melee::match
