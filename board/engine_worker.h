// EngineWorker: one engine process for one page, driven from its own thread. All I/O with the
// engine happens on that thread (EngineClient is not thread-safe); the HTTP handlers only
// queue commands. Everything the engine says comes back as JSON events for the page's stream,
// so a live search shows its `info` lines as they come (EngineClient::Go would block until
// `bestmove`). A crashed or hung engine is reported and restarted at the next `go`; the game on
// the board is the page's and is never touched.
#pragma once

#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "match/engine_client.h"
#include "match/engine_spec.h"

namespace melee::board {

// One search the page asked for.
struct GoRequest {
  int64_t id = 0;             // the page's number for it, echoed in every event
  std::string variant;        // UCI_Variant value
  std::string position_line;  // "position startpos moves ..."
  std::string go_line;        // "go depth 3"
  // Expected end of a bounded search (zero: none, e.g. depth/nodes/infinite); past it plus a
  // grace the engine counts as hung.
  std::chrono::milliseconds budget{0};
  // Judges the engine's bestmove with the in-process rules: the JSON fields added to the
  // `bestmove` event ({"legal": true, ...}).
  std::function<nlohmann::json(const std::string& token)> judge;
};

struct WorkerTimeouts {
  std::chrono::milliseconds start{10000};  // handshake
  std::chrono::milliseconds stop{5000};    // from `stop` (or the budget's end) to bestmove
  // From a setoption to readyok: Hash faults its new table in before it answers (seconds a
  // gigabyte, docs/search.md), time the next search's handshake must not count as a hang.
  std::chrono::milliseconds option{120000};
};

class EngineWorker {
 public:
  using Emit = std::function<void(nlohmann::json event)>;

  EngineWorker(match::EngineSpec spec, WorkerTimeouts timeouts, Emit emit);
  ~EngineWorker();  // quits the engine and joins the thread
  EngineWorker(const EngineWorker&) = delete;
  EngineWorker& operator=(const EngineWorker&) = delete;

  const std::string& name() const { return spec_.name; }
  // A running search is stopped (its bestmove dropped, an `aborted` event sent) before this
  // one starts.
  void Go(GoRequest request);
  // Stops the running search if it is search `id` (any search when nullopt); its bestmove is
  // delivered with `"stopped": true`. A stop for a search that already ended does nothing.
  void Stop(std::optional<int64_t> id = std::nullopt);
  void SetOption(std::string name, std::string value);
  // Asks for an `engine` event with the option lines and the options' current values
  // (starting the engine if needed).
  void Describe();

 private:
  struct Command {
    enum class Kind { kGo, kStop, kSetOption, kDescribe, kQuit } kind;
    GoRequest go;
    std::string name, value;
    std::optional<int64_t> id;  // kStop: the search it is meant for
  };

  void Push(Command command);
  void Run();
  bool EnsureStarted();
  void Handle(Command& command);
  void StartSearch(GoRequest& request);
  void SyncAfterOptions();        // waits for readyok once options are set (timeouts_.option)
  void Poll();                    // reads what the engine said during a search
  void AbortSearch(bool report);  // stop and drop the running search's answer
  void Fail(const std::string& detail);  // the engine is gone or hung: report and drop it
  nlohmann::json Event(std::string_view type) const;
  nlohmann::json ReadyEvent() const;  // `engine` ready: option lines and current values

  const match::EngineSpec spec_;
  const WorkerTimeouts timeouts_;
  const Emit emit_;

  std::mutex mutex_;
  std::condition_variable wake_;
  std::deque<Command> queue_;

  // Owned by the worker thread.
  std::unique_ptr<match::EngineClient> client_;
  std::string variant_;  // the engine's current UCI_Variant
  bool searching_ = false;
  GoRequest current_;
  match::SteadyClock::time_point started_, stop_sent_;
  bool stop_sent_flag_ = false;
  bool stopped_by_page_ = false;  // the running search got the page's `stop`
  // The options the page set (in order; re-sent to a restarted engine): with the spec's own,
  // the values the page's options panel shows.
  std::vector<std::pair<std::string, std::string>> page_options_;

  std::thread thread_;  // last: starts after every member above is ready
};

}  // namespace melee::board
