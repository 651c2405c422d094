// EngineClient: the runner's side of the protocol with one engine: the handshake, new games,
// `go` with a read deadline, and queries. It never trusts what the engine says about the game;
// the referee does that. Every failure names its Termination so the game can be adjudicated.
#pragma once

#include <chrono>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "match/engine_process.h"
#include "match/engine_spec.h"
#include "match/move_comment.h"
#include "match/termination.h"

namespace melee::match {

struct EngineFailure {
  Termination kind;  // kTimeout, kCrash or kGarbage
  std::string detail;
};

// The reply to one `go`.
struct MoveReply {
  std::optional<std::string> token;      // set on success
  std::optional<EngineFailure> failure;  // set otherwise
  std::chrono::milliseconds elapsed{0};
  std::string last_info;     // the last `info` line before bestmove, for the record's comments
  std::string last_pv_info;  // the last `info` line with the main line's pv (see PvHead)
  MoveComment report;        // score, depth, nodes of the `info` lines (for the records)
};

class EngineClient {
 public:
  // Starts the process, runs the handshake (`ugi` ... `ugiok`), sends the options and waits for
  // `readyok`, all within `start_timeout` (slow starters are fine within it).
  EngineClient(const EngineSpec& spec, std::chrono::milliseconds start_timeout);
  ~EngineClient();
  EngineClient(const EngineClient&) = delete;
  EngineClient& operator=(const EngineClient&) = delete;

  // Empty while the engine is usable.
  const std::optional<EngineFailure>& failure() const { return failure_; }
  const std::string& name() const { return spec_.name; }
  const EngineSpec& spec() const { return spec_; }
  const std::vector<std::string>& option_lines() const { return option_lines_; }
  // The handshake's `id name` ("Melee 0.1.0+abc1234"), empty if the engine gave none.
  const std::string& id_name() const { return id_name_; }

  // `uginewgame` then `isready`; false (and failure() set) if the engine does not answer.
  bool NewGame(std::chrono::milliseconds timeout);
  // `isready`, then every line up to `readyok` is discarded: whatever an engine printed that
  // nobody asked for (a duplicated `bestmove`, say) cannot be taken for the next answer. False
  // (and failure() set) if `readyok` does not come in time.
  bool Sync(std::chrono::milliseconds timeout);
  // `bestmove` lines Sync discarded so far: an engine bug the compliance check also reports.
  int stale_bestmoves() const { return stale_bestmoves_; }
  // Sends `position ...` and `go ...`, then reads until `bestmove` or the deadline.
  MoveReply Go(std::string_view position_line, std::string_view go_line,
               SteadyClock::time_point deadline);
  // `query <what>` -> the text after `response`, or nullopt (no answer in time). A late answer
  // is recognised as such when it comes and never taken for the answer to a later query.
  std::optional<std::string> Query(std::string_view what, std::chrono::milliseconds timeout);
  // Sends one raw line (the compliance check's probes).
  bool Send(std::string_view line);
  // Reads lines until one starts with `prefix`; returns it, or nullopt at EOF or the deadline.
  std::optional<std::string> WaitFor(std::string_view prefix, SteadyClock::time_point deadline);
  // Reads one line (the compliance check's expected single answers).
  EngineProcess::ReadResult ReadLine(SteadyClock::time_point deadline);

  // `quit`, then the process ends (killed after a short grace if it lingers).
  void Quit();

 private:
  void Handshake(std::chrono::milliseconds start_timeout);
  void Fail(Termination kind, std::string detail);

  EngineSpec spec_;
  std::unique_ptr<EngineProcess> process_;
  std::optional<EngineFailure> failure_;
  std::vector<std::string> option_lines_;  // the `option ...` lines of the handshake
  std::string id_name_;
  int late_responses_ = 0;  // queries that timed out and may still be answered
  int stale_bestmoves_ = 0;
};

// A bestmove token must be one blank-free word of printable ASCII (protocol: move tokens).
bool IsWellFormedToken(std::string_view token);

}  // namespace melee::match
