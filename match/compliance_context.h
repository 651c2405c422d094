// ComplianceContext: what the steps of the compliance check share: the engine under test, the
// referee's game, the positions probed, a `go` that checks its answer, and the steps recorded.
#pragma once

#include <chrono>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "match/compliance.h"
#include "match/engine_client.h"
#include "match/engine_output.h"
#include "match/referee.h"

namespace melee::match {

// A position a search step asks about: the start position or the opening, and in a
// simultaneous game also the same with A's part played and hidden, so that B's side is asked.
struct ProbePosition {
  std::string label;
  Opening opening;
  std::optional<std::string> a_part;
};

// One `go` and what came of it.
struct Probe {
  MoveReply reply;
  int mover = 0;        // the side asked: 0 = p1
  bool legal = false;   // the referee accepts the bestmove (true when the game is unknown)
  bool single = false;  // no second bestmove before the next readyok
  // "bestmove X in N ms", with what is wrong; or the failure.
  std::string detail;
  bool ok() const { return reply.token && legal && single; }
};

class ComplianceContext {
 public:
  // Starts the engine (with UCI_Variant first when the variant is known) and records the
  // handshake step.
  ComplianceContext(const EngineSpec& spec, std::span<const GameEntry> games,
                    const ComplianceOptions& options);

  EngineClient& engine() { return *engine_; }
  const ComplianceOptions& options() const { return options_; }
  bool simultaneous() const { return simultaneous_; }
  const std::vector<ComplianceStep>& steps() const { return steps_; }

  void Record(std::string name, bool passed, std::string detail);
  // Record, with the engine's failure as the detail when there is none.
  void Check(std::string name, bool passed, std::string detail);

  // The start position, then the opening if any; in a simultaneous game each is followed by
  // the same position with A's part (the engine's own `go depth 1` answer) hidden.
  const std::vector<ProbePosition>& positions();
  // `position ...` for `at`, then `go`, the bestmove checked by the referee, then `isready`.
  Probe Go(const ProbePosition& at, const std::string& go, std::chrono::milliseconds limit);
  // `isready` until `readyok`; false if a bestmove comes first (a duplicated answer).
  bool NoStrayBestmove();

  // The value of an engine option as configured: the engine spec's, else the default of the
  // option line, else nullopt.
  std::optional<std::string> OptionValue(std::string_view name) const;
  std::optional<EngineOption> Option(std::string_view name) const;

 private:
  std::unique_ptr<Referee> RefereeAt(const ProbePosition& at) const;

  const ComplianceOptions& options_;
  EngineSpec spec_;
  const GameEntry* game_ = nullptr;
  bool simultaneous_ = false;
  std::unique_ptr<EngineClient> engine_;
  std::vector<ComplianceStep> steps_;
  std::optional<std::vector<ProbePosition>> positions_;
};

}  // namespace melee::match
