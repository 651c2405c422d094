#include "board/pages.h"

#include <random>
#include <utility>

namespace melee::board {
namespace {

// 128 random bits: a page id is what lets a request act on a page's engines.
std::string NewPageId() {
  std::random_device device;
  static constexpr char kHex[] = "0123456789abcdef";
  std::string id;
  for (int i = 0; i < 4; ++i) {
    uint32_t word = device();
    for (int k = 0; k < 8; ++k, word >>= 4) id += kHex[word & 15];
  }
  return id;
}

}  // namespace

Page::Page(std::string id, const std::vector<match::EngineSpec>& engines, const PageLimits& limits)
    : id_(std::move(id)),
      specs_(engines),
      limits_(limits),
      created_(Clock::now()),
      last_active_(created_) {}

Page::~Page() {
  Close();
  std::lock_guard lock(engines_mutex_);
  engines_.clear();
}

EngineWorker* Page::Engine(const std::string& name) {
  std::lock_guard lock(engines_mutex_);
  if (auto it = engines_.find(name); it != engines_.end()) return it->second.get();
  for (const match::EngineSpec& spec : specs_) {
    if (spec.name != name) continue;
    auto worker = std::make_unique<EngineWorker>(
        spec, limits_.worker, [this](nlohmann::json event) { Push(std::move(event)); });
    return engines_.emplace(name, std::move(worker)).first->second.get();
  }
  return nullptr;
}

void Page::StopAll() {
  std::lock_guard lock(engines_mutex_);
  for (auto& [name, worker] : engines_) worker->Stop();
}

std::size_t Page::engines_running() const {
  std::lock_guard lock(engines_mutex_);
  return engines_.size();
}

void Page::Push(nlohmann::json event) {
  std::string text =
      "data: " + event.dump(-1, ' ', true, nlohmann::json::error_handler_t::replace) + "\n\n";
  {
    std::lock_guard lock(mutex_);
    if (closed_) return;
    // A page that stopped reading must not grow the server without bound.
    if (events_.size() >= limits_.max_queued_events) events_.pop_front();
    events_.push_back(std::move(text));
    last_active_ = Clock::now();
  }
  ready_.notify_all();
}

std::optional<std::string> Page::Take(std::chrono::milliseconds timeout) {
  std::unique_lock lock(mutex_);
  ready_.wait_for(lock, timeout, [&] { return closed_ || !events_.empty(); });
  if (closed_) return std::nullopt;
  std::string out;
  while (!events_.empty()) {
    out += events_.front();
    events_.pop_front();
  }
  return out;
}

void Page::Touch() {
  std::lock_guard lock(mutex_);
  last_active_ = Clock::now();
}

void Page::Attach() {
  std::lock_guard lock(mutex_);
  ++streams_;
  ever_attached_ = true;
  last_active_ = Clock::now();
}

void Page::Detach() {
  std::lock_guard lock(mutex_);
  --streams_;
  detached_ = last_active_ = Clock::now();
}

void Page::Close() {
  {
    std::lock_guard lock(mutex_);
    closed_ = true;
  }
  ready_.notify_all();
}

bool Page::Expired(Clock::time_point now) const {
  std::lock_guard lock(mutex_);
  if (closed_) return true;
  if (streams_ > 0) return false;
  if (!ever_attached_) return now - created_ > limits_.never_attached;
  return now - detached_ > limits_.detach_grace || now - last_active_ > limits_.idle;
}

bool Page::Unopened() const {
  std::lock_guard lock(mutex_);
  return !ever_attached_ && !closed_;
}

PageRegistry::PageRegistry(std::vector<match::EngineSpec> engines, PageLimits limits)
    : engines_(std::move(engines)), limits_(limits) {}

std::shared_ptr<Page> PageRegistry::Create() {
  std::shared_ptr<Page> evicted;
  std::shared_ptr<Page> page;
  {
    std::lock_guard lock(mutex_);
    if (pages_.size() >= limits_.max_pages) {
      auto oldest = pages_.end();
      for (auto it = pages_.begin(); it != pages_.end(); ++it) {
        if (it->second->Unopened() &&
            (oldest == pages_.end() || it->second->created() < oldest->second->created()))
          oldest = it;
      }
      if (oldest == pages_.end()) return nullptr;
      evicted = std::move(oldest->second);
      pages_.erase(oldest);
    }
    page = std::make_shared<Page>(NewPageId(), engines_, limits_);
    pages_.emplace(page->id(), page);
  }
  if (evicted) evicted->Close();  // its engines end outside the registry's lock
  return page;
}

std::shared_ptr<Page> PageRegistry::Find(const std::string& id) {
  std::lock_guard lock(mutex_);
  auto it = pages_.find(id);
  if (it == pages_.end()) return nullptr;
  it->second->Touch();
  return it->second;
}

void PageRegistry::Close(const std::string& id) {
  std::shared_ptr<Page> page;
  {
    std::lock_guard lock(mutex_);
    auto it = pages_.find(id);
    if (it == pages_.end()) return;
    page = std::move(it->second);
    pages_.erase(it);
  }
  page->Close();  // the engines end when the last holder (a stream, a request) lets go
}

int PageRegistry::Reap() {
  std::vector<std::shared_ptr<Page>> expired;
  const auto now = Page::Clock::now();
  {
    std::lock_guard lock(mutex_);
    for (auto it = pages_.begin(); it != pages_.end();) {
      if (it->second->Expired(now)) {
        expired.push_back(std::move(it->second));
        it = pages_.erase(it);
      } else {
        ++it;
      }
    }
  }
  for (auto& page : expired) page->Close();
  return static_cast<int>(expired.size());  // engines end here, outside the registry's lock
}

void PageRegistry::CloseAll() {
  std::map<std::string, std::shared_ptr<Page>> pages;
  {
    std::lock_guard lock(mutex_);
    pages.swap(pages_);
  }
  for (auto& [id, page] : pages) page->Close();
}

std::size_t PageRegistry::size() const {
  std::lock_guard lock(mutex_);
  return pages_.size();
}

}  // namespace melee::board
