// A BoardServer on a free loopback port with Melee as its engine, and a client that speaks to
// it with the right Host header, for the server tests.
#pragma once

#include <httplib.h>

#include <memory>
#include <nlohmann/json.hpp>
#include <string>

#include "board/server.h"

namespace melee::board::testing {

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

}  // namespace melee::board::testing
