// A BoardServer on a free loopback port with Melee as its engine, a client that speaks to it
// with the right Host header, and the helpers the board's tests share.
#pragma once

#include <httplib.h>

#include <chrono>
#include <functional>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "board/api.h"
#include "board/server.h"

namespace melee::board::testing {

// The HTTP status an API function answers `f`'s call with (200 when it throws nothing).
inline int StatusOf(const std::function<void()>& f) {
  try {
    f();
  } catch (const ApiError& e) {
    return e.status;
  }
  return 200;
}

inline ServerConfig TestConfig() {
  ServerConfig config;
  config.port = 0;
  config.puzzles_path = MELEE_PUZZLES;
  config.web_dir = MELEE_WEB_DIR;
  match::EngineSpec melee;
  melee.name = "Melee";
  melee.process.command = MELEE_ENGINE;
  config.engines.push_back(melee);
  config.limits.worker.stop = std::chrono::milliseconds(1500);
  return config;
}

class TestServer {
 public:
  explicit TestServer(ServerConfig config = TestConfig()) : server_(std::move(config)) {
    if (!server_.Bind()) throw std::runtime_error(server_.error());
    server_.Start();
    client_ = std::make_unique<httplib::Client>("127.0.0.1", server_.port());
    client_->set_read_timeout(30, 0);
  }
  BoardServer& server() { return server_; }
  httplib::Client& client() { return *client_; }
  std::string host() const { return "127.0.0.1:" + std::to_string(server_.port()); }

  // POST a JSON body; returns the status and the parsed reply.
  std::pair<int, nlohmann::json> PostText(const std::string& path, const std::string& body,
                                          httplib::Headers headers = {}) {
    auto res = client_->Post(path.c_str(), headers, body, "application/json");
    if (!res) return {0, nullptr};
    return {res->status, nlohmann::json::parse(res->body, nullptr, false)};
  }
  std::pair<int, nlohmann::json> Post(const std::string& path, const nlohmann::json& body) {
    return PostText(path, body.dump());
  }

 private:
  BoardServer server_;
  std::unique_ptr<httplib::Client> client_;
};

// The page's events, read as its open stream would, until `last` says so or `timeout` passes.
inline std::vector<nlohmann::json> ReadEvents(
    TestServer& t, const std::string& page, const std::function<bool(const nlohmann::json&)>& last,
    std::chrono::milliseconds timeout = std::chrono::seconds(60)) {
  std::vector<nlohmann::json> events;
  std::shared_ptr<Page> p = t.server().pages().Find(page);
  if (!p) return events;
  p->Attach();
  const auto deadline = std::chrono::steady_clock::now() + timeout;
  bool done = false;
  while (!done && std::chrono::steady_clock::now() < deadline) {
    const std::optional<std::string> text = p->Take(std::chrono::milliseconds(100));
    if (!text) break;
    std::size_t at = 0;
    while (!done && (at = text->find("data: ", at)) != std::string::npos) {
      const std::size_t end = text->find("\n\n", at);
      events.push_back(nlohmann::json::parse(text->substr(at + 6, end - at - 6)));
      at = end;
      done = last(events.back());
    }
  }
  p->Detach();
  return events;
}

// The first event of type `type` (for search `id` unless negative), or null after 60 s.
inline nlohmann::json WaitEvent(TestServer& t, const std::string& page, const std::string& type,
                                int64_t id = -1) {
  const std::vector<nlohmann::json> events = ReadEvents(t, page, [&](const nlohmann::json& e) {
    return e["type"] == type && (id < 0 || e.value("id", int64_t{-2}) == id);
  });
  if (events.empty()) return nullptr;
  const nlohmann::json& e = events.back();
  return e["type"] == type && (id < 0 || e.value("id", int64_t{-2}) == id) ? e : nullptr;
}

}  // namespace melee::board::testing
