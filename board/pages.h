// Pages: one per open browser page. A page owns its event queue (the server-sent event
// stream reads it) and its engine processes, started on first use and ended with the page:
// when its stream has been gone for a grace period (the tab was closed), or when the page has
// been idle too long.
#pragma once

#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <deque>
#include <map>
#include <memory>
#include <mutex>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "board/engine_worker.h"
#include "match/engine_spec.h"

namespace melee::board {

struct PageLimits {
  std::size_t max_pages = 32;
  std::chrono::milliseconds detach_grace{10000};    // stream gone (EventSource reconnects fast)
  std::chrono::milliseconds never_attached{10000};  // created, stream never opened
  std::chrono::milliseconds idle{30 * 60 * 1000};   // no request and no stream
  std::size_t max_queued_events = 2000;             // older `info` events are dropped first
  WorkerTimeouts worker;
};

class Page {
 public:
  using Clock = std::chrono::steady_clock;
  Page(std::string id, const std::vector<match::EngineSpec>& engines, const PageLimits& limits);
  ~Page();  // ends the engines

  const std::string& id() const { return id_; }
  // The page's engine called `name`, started on first use; nullptr if no such engine exists.
  EngineWorker* Engine(const std::string& name);
  // Stops whatever the page's started engines are searching (a new game, another variant).
  void StopAll();

  void Push(nlohmann::json event);
  // Waits up to `timeout` for events and returns them as server-sent-event text ("" if none).
  // Returns nullopt once the page is closed.
  std::optional<std::string> Take(std::chrono::milliseconds timeout);

  void Touch();
  void Attach();
  void Detach();
  void Close();
  // Whether the page should be ended now.
  bool Expired(Clock::time_point now) const;
  // Created but its event stream never opened: when no page is free, such a page (a tab that
  // never loaded, or a flood of bare POSTs) makes room for a new one.
  bool Unopened() const;
  Clock::time_point created() const { return created_; }
  std::size_t engines_running() const;

 private:
  const std::string id_;
  const std::vector<match::EngineSpec>& specs_;
  const PageLimits& limits_;

  mutable std::mutex mutex_;
  std::condition_variable ready_;
  std::deque<std::string> events_;
  bool closed_ = false;
  int streams_ = 0;
  Clock::time_point created_, last_active_, detached_;
  bool ever_attached_ = false;

  // Declared last: destroyed first, while the queue they report into still exists.
  mutable std::mutex engines_mutex_;
  std::map<std::string, std::unique_ptr<EngineWorker>> engines_;
};

class PageRegistry {
 public:
  PageRegistry(std::vector<match::EngineSpec> engines, PageLimits limits);

  // nullptr when max_pages are open and each has opened its stream; otherwise, when full, the
  // oldest page that never opened its stream is ended to make room.
  std::shared_ptr<Page> Create();
  std::shared_ptr<Page> Find(const std::string& id);
  void Close(const std::string& id);
  // Ends expired pages; returns how many.
  int Reap();
  // Ends every page (server shutdown).
  void CloseAll();
  std::size_t size() const;
  const std::vector<match::EngineSpec>& engines() const { return engines_; }
  const PageLimits& limits() const { return limits_; }

 private:
  const std::vector<match::EngineSpec> engines_;
  const PageLimits limits_;
  mutable std::mutex mutex_;
  std::map<std::string, std::shared_ptr<Page>> pages_;
};

}  // namespace melee::board
