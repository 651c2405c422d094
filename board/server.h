// BoardServer: Melee Board's HTTP server (cpp-httplib). Serves the page's files, the JSON API
// (api.h) and one server-sent-event stream per page; every request first passes the
// RequestGuard (Host and Origin) and a size limit.
#pragma once

#include <atomic>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "board/api.h"
#include "board/pages.h"
#include "match/engine_spec.h"

namespace httplib {
class Server;
}

namespace melee::board {

class RequestGuard;
class RequestLog;

struct ServerConfig {
  std::string host = "127.0.0.1";
  int port = 8080;  // 0: any free port (tests)
  std::vector<std::string> allow_hosts;
  std::string web_dir;       // the page's files
  std::string puzzles_path;  // positions/soule/puzzles.txt
  std::vector<match::EngineSpec> engines;
  PageLimits limits;
  std::size_t max_body = kMaxRequestBody;
  int log_fd = -1;  // --log: where request lines go (-1: nowhere)
};

class BoardServer {
 public:
  explicit BoardServer(ServerConfig config);
  ~BoardServer();
  BoardServer(const BoardServer&) = delete;
  BoardServer& operator=(const BoardServer&) = delete;

  // Binds the address; false (and error()) if it cannot.
  bool Bind();
  int port() const { return port_; }
  const std::string& error() const { return error_; }
  // Serves until Stop(); Start() does it on a thread of its own.
  void Run();
  void Start();
  void Stop();

  PageRegistry& pages() { return *pages_; }

 private:
  void Routes();

  ServerConfig config_;
  int port_ = 0;
  std::string error_;
  std::unique_ptr<PageRegistry> pages_;
  std::unique_ptr<RequestGuard> guard_;
  std::unique_ptr<RequestLog> log_;
  std::unique_ptr<httplib::Server> http_;
  std::atomic<bool> stopping_{false};
  std::thread reaper_, runner_;
};

}  // namespace melee::board
