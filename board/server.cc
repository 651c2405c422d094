#include "board/server.h"

#include <httplib.h>
#include <malloc.h>
#include <sys/socket.h>

#include <chrono>
#include <functional>
#include <nlohmann/json.hpp>

#include "board/api.h"
#include "board/board_rules.h"
#include "board/engine_mate_oracle.h"
#include "board/request_guard.h"
#include "board/request_log.h"

namespace melee::board {
namespace {

using nlohmann::json;

// A stream with nothing to say still writes a comment this often, so that a closed tab is
// noticed (the write fails) within seconds.
constexpr std::chrono::milliseconds kKeepAlive{3000};
// Every connection holds a thread until it is answered or times out, and every open page's
// event stream holds one for good: enough threads that 200 stalled connections plus a full
// house of pages leave room for real requests (threads cost stack address space, little RSS).
constexpr std::size_t kThreads = 320;
// Connections wait this long in the kernel's queue while every thread is busy (httplib's own
// backlog is 5: a burst of connections would see SYNs dropped and retried a second later).
constexpr int kBacklog = 512;
// A connection serves one request: after an error reply (an oversized or chunked body) the rest
// of what the client sends is never read, and an idle browser connection holds no thread.
// A connection that sends nothing for kIdleSeconds, or stalls for kReadSeconds within a
// request, is closed.
constexpr time_t kIdleSeconds = 2;
constexpr time_t kReadSeconds = 5;

// Why a request is refused before routing on its own form ("" if it is not): paths with control
// characters (a decoded %00 would cut the file name short, %0a would split a log line) and
// bodies without a length (httplib 0.11 reads a chunked body whole, past the size limit).
std::pair<int, std::string> MalformedRequest(const httplib::Request& req) {
  for (const char c : req.path) {
    if (static_cast<unsigned char>(c) < 32 || c == 127)
      return {400, "control characters in the path"};
  }
  if (req.has_header("Transfer-Encoding"))
    return {413, "request bodies must have a Content-Length (chunked bodies are refused)"};
  return {0, ""};
}

void Reply(httplib::Response& res, int status, const json& body) {
  res.status = status;
  res.set_content(body.dump(-1, ' ', false, json::error_handler_t::replace), "application/json");
}

}  // namespace

BoardServer::BoardServer(ServerConfig config)
    : config_(std::move(config)),
      pages_(std::make_unique<PageRegistry>(config_.engines, config_.limits)),
      http_(std::make_unique<httplib::Server>()) {}

BoardServer::~BoardServer() { Stop(); }

bool BoardServer::Bind() {
  // The listening socket, to give it a longer queue once bound.
  int listening = -1;
  http_->set_socket_options([&listening](socket_t sock) {
    httplib::default_socket_options(sock);
    listening = sock;
  });
  if (config_.port == 0) {
    port_ = http_->bind_to_any_port(config_.host);
  } else {
    port_ = http_->bind_to_port(config_.host, config_.port) ? config_.port : -1;
  }
  if (port_ <= 0) {
    error_ = "cannot listen on " + config_.host + ":" + std::to_string(config_.port);
    return false;
  }
  // Linux takes a second listen() on a listening socket as a new backlog.
  if (listening >= 0) ::listen(listening, kBacklog);
  http_->set_socket_options(httplib::default_socket_options);
  guard_ = std::make_unique<RequestGuard>(config_.host, port_, config_.allow_hosts);
  Routes();
  return true;
}

void BoardServer::Run() {
  reaper_ = std::thread([this] {
    for (int tick = 1; !stopping_; ++tick) {
      pages_->Reap();
      // Whole-turn lists of big requests are freed but kept by malloc: give them back.
      if (tick % 20 == 0) malloc_trim(0);
      std::this_thread::sleep_for(std::chrono::milliseconds(250));
    }
  });
  http_->listen_after_bind();
}

void BoardServer::Start() {
  runner_ = std::thread([this] { Run(); });
  while (!http_->is_running() && !stopping_)
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
}

void BoardServer::Stop() {
  if (stopping_.exchange(true)) return;
  pages_->CloseAll();  // ends the streams, which would otherwise hold their threads
  http_->stop();
  if (runner_.joinable()) runner_.join();
  if (reaper_.joinable()) reaper_.join();
}

void BoardServer::Routes() {
  httplib::Server& http = *http_;
  http.new_task_queue = [] { return new httplib::ThreadPool(kThreads); };
  http.set_payload_max_length(config_.max_body);
  http.set_keep_alive_max_count(1);
  http.set_keep_alive_timeout(kIdleSeconds);
  http.set_read_timeout(kReadSeconds, 0);
  http.set_default_headers({
      {"X-Content-Type-Options", "nosniff"},
      {"X-Frame-Options", "DENY"},
      {"Referrer-Policy", "same-origin"},
      {"Content-Security-Policy",
       "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:"},
  });
  if (config_.log_fd >= 0) {
    log_ = std::make_unique<RequestLog>(config_.log_fd);
    http.set_logger([this](const httplib::Request& req, const httplib::Response& res) {
      log_->Write(req.method, req.path, res.status);
    });
  }
  http.set_pre_routing_handler([this](const httplib::Request& req, httplib::Response& res) {
    if (const auto [status, why] = MalformedRequest(req); status != 0) {
      Reply(res, status, {{"error", why}});
      res.set_header("Connection", "close");
      return httplib::Server::HandlerResponse::Handled;
    }
    // get_header_value returns a copy: keep it alive while the guard looks at it.
    const std::string origin_text = req.get_header_value("Origin");
    std::optional<std::string_view> origin;
    if (req.has_header("Origin")) origin = origin_text;
    const std::string refused = guard_->Check(req.get_header_value("Host"), origin);
    if (refused.empty()) return httplib::Server::HandlerResponse::Unhandled;
    Reply(res, 403, {{"error", refused}});
    return httplib::Server::HandlerResponse::Handled;
  });
  http.set_exception_handler(
      [](const httplib::Request&, httplib::Response& res, std::exception_ptr) {
        Reply(res, 500, {{"error", "internal error"}});
      });
  http.set_error_handler([](const httplib::Request&, httplib::Response& res) {
    if (res.body.empty()) Reply(res, res.status, {{"error", "HTTP " + std::to_string(res.status)}});
  });

  // A POST with a JSON body: anything else is refused before the handler sees it (a form
  // post from another site cannot be JSON without a preflight, which the Origin check ends).
  const auto post = [&http](const char* path, std::function<json(const json&)> handler) {
    http.Post(path, [handler](const httplib::Request& req, httplib::Response& res) {
      if (req.get_header_value("Content-Type").rfind("application/json", 0) != 0)
        return Reply(res, 415, {{"error", "the body must be application/json"}});
      const ApiReply reply = Answer(handler, req.body);
      Reply(res, reply.status, reply.body);
    });
  };
  const auto page_of = [this](const json& body) {
    std::shared_ptr<Page> page = pages_->Find(TextField(body, "page", 64));
    if (!page) throw ApiError(404, "no such page (it expired: reload)");
    return page;
  };

  http.Get("/api/config", [this](const httplib::Request&, httplib::Response& res) {
    std::vector<std::string> engines;
    for (const match::EngineSpec& e : pages_->engines()) engines.push_back(e.name);
    Reply(res, 200, ConfigReply(engines));
  });
  // The page asks which transport it has (js/api.js): the static site answers "worker" from
  // its file, the server here (a 404 was a console error on every load).
  http.Get("/transport.json", [](const httplib::Request&, httplib::Response& res) {
    Reply(res, 200, {{"transport", "http"}});
  });
  http.Get("/api/puzzles", [this](const httplib::Request&, httplib::Response& res) {
    try {
      Reply(res, 200, PuzzlesReply(config_.puzzles_path));
    } catch (const ApiError& e) {
      Reply(res, e.status, {{"error", e.what()}});
    }
  });
  post("/api/page", [this](const json&) -> json {
    std::shared_ptr<Page> page = pages_->Create();
    if (!page) throw ApiError(503, "too many open pages");
    return {{"page", page->id()}};
  });
  post("/api/close", [this](const json& body) -> json {
    pages_->Close(TextField(body, "page", 64));
    return {{"ok", true}};
  });
  post("/api/game", GameReply);
  post("/api/steps", StepsReply);
  post("/api/record/parse", ParseRecordReply);
  post("/api/record/format", FormatRecordReply);
  post("/api/puzzle/parse", ParsePuzzleReply);
  post("/api/puzzle/check", [this](const json& body) {
    const std::string name = OptionalTextField(body, "engine", 64).value_or("");
    for (const match::EngineSpec& e : pages_->engines())
      if (name.empty() || e.name == name) return CheckPuzzleReply(body, EngineMateOracles(e));
    throw ApiError(404, "no such engine");
  });
  post("/api/go", [page_of](const json& body) { return GoReply(*page_of(body), body); });
  post("/api/setoption",
       [page_of](const json& body) { return SetOptionReply(*page_of(body), body); });
  post("/api/stop", [page_of](const json& body) -> json {
    std::shared_ptr<Page> page = page_of(body);
    const std::optional<std::string> engine = OptionalTextField(body, "engine", 64);
    if (!engine) {
      page->StopAll();
      return {{"ok", true}};
    }
    EngineWorker* worker = page->Engine(*engine);
    if (!worker) throw ApiError(404, "no such engine");
    if (body.contains("id") && !body["id"].is_number_integer())
      throw ApiError(400, "id must be an integer");
    worker->Stop(body.contains("id") ? std::optional(body["id"].get<int64_t>()) : std::nullopt);
    return {{"ok", true}};
  });
  post("/api/engine", [page_of](const json& body) -> json {
    std::shared_ptr<Page> page = page_of(body);
    EngineWorker* worker = page->Engine(TextField(body, "engine", 64));
    if (!worker) throw ApiError(404, "no such engine");
    worker->Describe();
    return {{"ok", true}};
  });

  http.Get("/api/events", [this](const httplib::Request& req, httplib::Response& res) {
    std::shared_ptr<Page> page = pages_->Find(req.get_param_value("page"));
    if (!page) return Reply(res, 404, {{"error", "no such page"}});
    page->Attach();
    page->Push({{"type", "hello"}});
    res.set_header("Cache-Control", "no-cache");
    res.set_chunked_content_provider(
        "text/event-stream",
        [page](size_t, httplib::DataSink& sink) {
          const std::optional<std::string> text = page->Take(kKeepAlive);
          if (!text) {
            sink.done();
            return true;
          }
          const std::string chunk = text->empty() ? ": keep-alive\n\n" : *text;
          return sink.write(chunk.data(), chunk.size());
        },
        [page](bool) { page->Detach(); });
  });

  if (!config_.web_dir.empty()) http.set_mount_point("/", config_.web_dir);
}

}  // namespace melee::board
