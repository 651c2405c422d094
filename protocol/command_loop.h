// CommandLoop: reads protocol lines and answers them; the input thread never waits for a
// search (docs/protocol.md, "Never deaf").
//
// Searches, perft and bench run on one worker thread. While one runs:
//  * `stop`, `ponderhit`, `quit` and `isready` act at once (`isready`: `readyok` at once; one
//    queued behind a `go` is answered as soon as that search starts);
//  * queries, `d`, `eval`, `help` and `ugi` are answered at once from the position being
//    searched, unless state changes are queued before them (then they queue too);
//  * every other command (position, setoption, uginewgame, go, perft, bench) is queued and
//    applied in order once the search ends; `stop` also ends every `go` queued before it (each
//    still answers its bestmove, at once).
// With no search running, commands run on the calling thread as they come.
//
// Every line written goes through one sink call (one whole line; the sink serialises). Every
// malformed line gets exactly one `info string error ...` and leaves the state unchanged.
#pragma once

#include <atomic>
#include <condition_variable>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <span>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "protocol/build_limits.h"
#include "protocol/option_table.h"
#include "protocol/registry.h"
#include "protocol/session.h"

namespace melee {

class CommandLoop {
 public:
  using Sink = std::function<void(std::string_view line)>;

  // Where searches, perft and bench run: on the loop's worker thread, or inline, for a build
  // with one thread (WebAssembly, docs/wasm.md). Inline, HandleLine returns once the job it
  // started and the commands queued behind it are done, and the lines sent meanwhile come back
  // into HandleLine through the searches' PollInput (engine/core/input_poll.h).
  enum class Jobs { kWorkerThread, kInline };
  // `games` must outlive the loop; the first one is the default variant.
  CommandLoop(std::span<const GameEntry> games, Sink sink, Jobs jobs = Jobs::kWorkerThread);
  ~CommandLoop();
  CommandLoop(const CommandLoop&) = delete;
  CommandLoop& operator=(const CommandLoop&) = delete;

  // Handles one line; false once the loop should end (`quit`). Never waits for a search.
  bool HandleLine(std::string_view line);
  // Waits until the worker is idle: the running search (if any) has printed its bestmove and
  // every queued command has been applied. An infinite or pondering search is not stopped:
  // call HandleLine("stop") first.
  void WaitForSearch();
  // Selects the game (as `setoption name UCI_Variant`); false if unknown. Only while idle.
  bool SelectVariant(std::string_view name);

  // `bench [variant] [depth <n>|nodes <n>]`, on the calling thread; returns the total nodes.
  uint64_t RunBench(std::span<const std::string_view> args);

 private:
  // A command that waits for the worker: its line and the `stop` count when it came.
  struct Queued {
    std::string line;
    uint64_t stops_before = 0;
    search::SearchClock::time_point received;  // a queued `go`'s clock runs from here
  };

  void Error(std::string_view what);
  void Say(std::string_view line) { sink_(line); }

  // Runs one command now (the caller holds execute_mutex_).
  void Execute(const Queued& command);
  void Ugi(std::string_view ok_word);
  void SetOption(std::span<const std::string_view> args);
  void Position(std::span<const std::string_view> args);
  void Go(std::span<const std::string_view> args, const Queued& command);
  void Query(std::span<const std::string_view> args);
  void Help();

  // The option table (command_loop_options.cc): declared once, at construction.
  void DeclareOptions();
  // `Search`: refused (error text) when the game lacks that searcher.
  std::string SetSearcher(const std::string& name);
  // Makes the selected searcher's table at `Hash`. When the memory cannot be had the session
  // keeps its table, `Hash` becomes (and `ugi` shows) that table's size, and the error text
  // says so ("...; keeping M MB"); empty on success.
  std::string Allocate();
  const GameEntry* FindGame(std::string_view name) const;
  void MakeSession(const GameEntry& game);
  search::SearchCallbacks Reporter(search::IterationInfo* last_printed);
  void PrintReport(const search::IterationInfo& info);

  // The worker: runs a job, then the commands queued meanwhile, in order.
  void StartJob(std::function<void()> job, uint64_t stops_before);
  void Bench(std::vector<std::string> args, uint64_t stops_before);
  void WorkerLoop();
  void RunInlineJobs();
  void Stop();

  std::span<const GameEntry> games_;
  Sink sink_;
  Jobs jobs_;
  bool in_inline_job_ = false;  // Jobs::kInline: a job runs further up this thread's stack
  const GameEntry* game_ = nullptr;
  std::unique_ptr<GameSession> session_;
  std::map<std::string_view, GameRules> rules_;           // per game, by name
  std::map<std::string_view, GameRules> session_values_;  // its session's options, by game
  EngineOptions options_;
  OptionTable table_;

  // One command runs at a time, on whichever thread runs it.
  std::mutex execute_mutex_;
  // Guards everything below; the worker waits on worker_cv_, WaitForSearch on idle_cv_.
  std::mutex mutex_;
  std::condition_variable worker_cv_;
  std::condition_variable idle_cv_;
  std::function<void()> job_;  // the next search, perft or bench to run
  std::deque<Queued> queue_;   // commands that came while the worker was busy
  bool busy_ = false;          // a job runs or queued commands remain
  // The worker has taken a queued command off the queue and not yet run it to its end: a
  // command that reads only must wait its turn behind it, not run first on the input thread.
  bool draining_ = false;
  bool quitting_ = false;
  uint64_t stops_ = 0;                  // `stop` commands so far
  std::atomic<bool> searching_{false};  // a job runs (cleared before its bestmove)
  std::atomic<bool> stop_{false};
  std::atomic<bool> ponderhit_{false};
  std::thread worker_;
};

}  // namespace melee
