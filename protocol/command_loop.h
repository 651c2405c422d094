// CommandLoop: reads protocol lines, answers them, and runs searches on a worker thread so
// that `isready`, `stop`, `quit` and every `query` are answered during a search.
//
// Every line written goes through one sink call (one whole line; the sink serialises). Every
// malformed line gets exactly one `info string error ...` and leaves the state unchanged.
#pragma once

#include <atomic>
#include <condition_variable>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <span>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "protocol/option_def.h"
#include "protocol/registry.h"
#include "protocol/session.h"

namespace melee {

class CommandLoop {
 public:
  using Sink = std::function<void(std::string_view line)>;

  // `games` must outlive the loop; the first one is the default variant.
  CommandLoop(std::span<const GameEntry> games, Sink sink);
  ~CommandLoop();
  CommandLoop(const CommandLoop&) = delete;
  CommandLoop& operator=(const CommandLoop&) = delete;

  // Handles one line; false once the loop should end (`quit`).
  bool HandleLine(std::string_view line);
  // Waits until the running search (if any) has printed its bestmove. An infinite or
  // pondering search is not stopped: call HandleLine("stop") first.
  void WaitForSearch();
  // Selects the game (as `setoption name UCI_Variant`); false if unknown.
  bool SelectVariant(std::string_view name);

  // `bench [variant] [depth <n>|nodes <n>]`, synchronously; returns the total nodes.
  uint64_t RunBench(std::span<const std::string_view> args);

 private:
  void Error(std::string_view what);
  void Say(std::string_view line) { sink_(line); }

  void Ugi(std::string_view ok_word);
  void SetOption(std::span<const std::string_view> args);
  void Position(std::span<const std::string_view> args);
  void Go(std::span<const std::string_view> args);
  void Query(std::span<const std::string_view> args);
  void Help();

  std::vector<OptionDef> OptionDefs() const;
  void ApplyOption(const OptionDef& def, const std::string& value);
  const GameEntry* FindGame(std::string_view name) const;
  SearchReporter Reporter();

  // Search thread control.
  void StartWorker(std::function<void()> job);
  void StopSearch();  // stops and joins; the search prints its bestmove
  // Before a command that changes the state: lets a bounded search finish, stops one that
  // only ends on `stop` (infinite, ponder).
  void FinishSearch();
  bool searching() const { return searching_.load(); }
  void WaitUntilReleased(bool infinite, bool ponder);
  // A command that needs the worker: waits for a bounded search to finish (as a script of
  // `go` lines expects); false, with an error, if the running search only ends on `stop`.
  bool WaitForWorker(std::string_view command);

  std::span<const GameEntry> games_;
  Sink sink_;
  const GameEntry* game_ = nullptr;
  std::unique_ptr<GameSession> session_;
  std::map<std::string_view, GameRules> rules_;  // per game, by name
  EngineOptions options_;

  std::thread worker_;
  std::atomic<bool> stop_{false};
  std::atomic<bool> searching_{false};
  bool unbounded_ = false;  // the running search waits for `stop` (infinite or ponder)
  std::mutex release_mutex_;
  std::condition_variable release_cv_;
  std::atomic<bool> ponderhit_{false};  // written under release_mutex_; the search polls it
};

}  // namespace melee
