// The board's server against hostile or careless clients: oversized chunked bodies, control
// characters in paths, stalled connections, pages that never open their stream, forged log
// lines (docs/board.md "Security").
#include <arpa/inet.h>
#include <gtest/gtest.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "test_server.h"

namespace melee::board {
namespace {

using nlohmann::json;
using testing::TestServer;

// A connected loopback socket (-1 on failure); sends time out after `send_timeout`.
int Connect(int port, std::chrono::seconds send_timeout = std::chrono::seconds(10)) {
  const int fd = socket(AF_INET, SOCK_STREAM, 0);
  if (fd < 0) return -1;
  sockaddr_in addr{};
  addr.sin_family = AF_INET;
  addr.sin_port = htons(static_cast<uint16_t>(port));
  addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  timeval tv{static_cast<time_t>(send_timeout.count()), 0};
  setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &tv, sizeof tv);
  setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
  if (connect(fd, reinterpret_cast<sockaddr*>(&addr), sizeof addr) != 0) {
    close(fd);
    return -1;
  }
  return fd;
}

bool SendAll(int fd, std::string_view text) {
  while (!text.empty()) {
    const ssize_t n = send(fd, text.data(), text.size(), MSG_NOSIGNAL);
    if (n <= 0) return false;
    text.remove_prefix(static_cast<std::size_t>(n));
  }
  return true;
}

// Everything the server sends until it closes (or 10 s of silence).
std::string ReadAll(int fd) {
  std::string out;
  char buffer[4096];
  for (ssize_t n; (n = recv(fd, buffer, sizeof buffer, 0)) > 0;) out.append(buffer, n);
  return out;
}

// One raw HTTP request (the path exactly as written); the whole response text.
std::string RawGet(TestServer& t, const std::string& path) {
  const int fd = Connect(t.server().port());
  if (fd < 0) return "";
  SendAll(fd, "GET " + path + " HTTP/1.1\r\nHost: " + t.host() + "\r\nConnection: close\r\n\r\n");
  std::string reply = ReadAll(fd);
  close(fd);
  return reply;
}

TEST(BoardSecurityTest, ChunkedBodyIsRefusedBeforeItIsRead) {
  TestServer t;
  const int fd = Connect(t.server().port());
  ASSERT_GE(fd, 0);
  ASSERT_TRUE(SendAll(fd, "POST /api/game HTTP/1.1\r\nHost: " + t.host() +
                              "\r\nContent-Type: application/json\r\n"
                              "Transfer-Encoding: chunked\r\n\r\n"));
  // The reply is read while the body is still being sent: it must come before the body ends.
  std::string reply;
  std::thread reader([&] { reply = ReadAll(fd); });
  const std::string chunk = "10000\r\n" + std::string(0x10000, 'x') + "\r\n";
  constexpr std::size_t kBody = 50u << 20;
  std::size_t sent = 0;
  while (sent < kBody && SendAll(fd, chunk)) sent += 0x10000;
  shutdown(fd, SHUT_WR);
  reader.join();
  close(fd);
  // Loopback socket buffers hold a few MB; a server that read the body took all 50.
  EXPECT_LT(sent, 16u << 20) << "the server read " << (sent >> 20) << " MB of a chunked body";
  EXPECT_TRUE(reply.starts_with("HTTP/1.1 413")) << reply.substr(0, 200);
  // A small JSON body with a length still works.
  EXPECT_EQ(t.Post("/api/game", json{{"variant", "ball"}}).first, 200);
}

TEST(BoardSecurityTest, ControlCharactersInPathsAreRefused) {
  TestServer t;
  for (const char* path :
       {"/index.html%00.js", "/index.html%0a", "/%01", "/api/config%00", "/js/app.js%7f"}) {
    const std::string reply = RawGet(t, path);
    EXPECT_TRUE(reply.starts_with("HTTP/1.1 400") || reply.starts_with("HTTP/1.1 404"))
        << path << ": " << reply.substr(0, 100);
    EXPECT_EQ(reply.find("text/javascript"), std::string::npos) << path;
    EXPECT_EQ(reply.find("<html"), std::string::npos) << path;
  }
  EXPECT_TRUE(RawGet(t, "/index.html").starts_with("HTTP/1.1 200"));
}

TEST(BoardSecurityTest, StalledConnectionsDoNotDelayRequests) {
  TestServer t;
  // From the first stalled connection: a server short of threads or of backlog is slow to
  // accept them, or slow to answer after them.
  const auto start = std::chrono::steady_clock::now();
  std::vector<int> stalled;
  for (int i = 0; i < 200; ++i) {
    const int fd = Connect(t.server().port());
    ASSERT_GE(fd, 0);
    // Some say nothing, some stop in the middle of their headers.
    if (i % 2) SendAll(fd, "GET /api/config HTTP/1.1\r\nHost: ");
    stalled.push_back(fd);
  }
  std::this_thread::sleep_for(std::chrono::milliseconds(200));
  auto res = t.client().Get("/api/config");
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  for (int fd : stalled) close(fd);
  ASSERT_TRUE(res);
  EXPECT_EQ(res->status, 200);
  // A generous bound (the machine is shared): unprotected, this took 10 to 20 s.
  EXPECT_LT(seconds, 5.0);
}

TEST(BoardSecurityTest, PagesThatNeverOpenTheirStreamDoNotLockUsersOut) {
  ServerConfig config = testing::TestConfig();
  config.limits.max_pages = 4;
  TestServer t(config);
  std::vector<std::string> pages;
  for (int i = 0; i < 4; ++i) {
    auto [status, body] = t.Post("/api/page", json::object());
    ASSERT_EQ(status, 200);
    pages.push_back(body["page"]);
  }
  // The pages above never opened their stream: a user arriving now still gets a page, and the
  // oldest unopened page makes room.
  auto [status, body] = t.Post("/api/page", json::object());
  ASSERT_EQ(status, 200) << body.dump();
  EXPECT_EQ(t.server().pages().size(), 4u);
  EXPECT_EQ(t.server().pages().Find(pages[0]), nullptr);
  pages.erase(pages.begin());
  pages.push_back(body["page"]);
  // Pages with an open stream are never pushed out: with every page in use the server is full.
  for (const std::string& id : pages) t.server().pages().Find(id)->Attach();
  EXPECT_EQ(t.Post("/api/page", json::object()).first, 503);
  for (const std::string& id : pages) EXPECT_NE(t.server().pages().Find(id), nullptr);
}

TEST(BoardSecurityTest, LogLinesAreWholeAndEscaped) {
  char name[] = "/tmp/board_log_XXXXXX";
  const int fd = mkstemp(name);
  ASSERT_GE(fd, 0);
  ServerConfig config = testing::TestConfig();
  config.log_fd = fd;
  constexpr int kThreads = 8, kEach = 10;
  {
    TestServer t(config);
    std::vector<std::thread> threads;
    for (int k = 0; k < kThreads; ++k) {
      threads.emplace_back([&t, k] {
        for (int i = 0; i < kEach; ++i) {
          // %0a would end the line and forge another one if written raw.
          RawGet(t, "/x" + std::to_string(k) + "%0aGET%20/forged%20200%0d%1b[31m" +
                        std::string(300, 'a' + k));
        }
      });
    }
    for (std::thread& th : threads) th.join();
  }
  close(fd);
  std::ifstream in(name);
  std::remove(name);
  const std::regex line_form(R"(GET /x[0-7]%0AGET%20/forged%20200%0D%1B\[31m[a-h]{300} 40[04])");
  int lines = 0;
  for (std::string line; std::getline(in, line); ++lines)
    EXPECT_TRUE(std::regex_match(line, line_form)) << line;
  EXPECT_EQ(lines, kThreads * kEach);
}

}  // namespace
}  // namespace melee::board
