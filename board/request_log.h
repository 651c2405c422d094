// RequestLog: melee-board's --log, one line per request ("GET /path 200"). Each line is built
// whole and written with one write(2) under a mutex, so lines of concurrent requests never
// interleave; the path is escaped, so a request cannot end a line early or forge one.
#pragma once

#include <mutex>
#include <string>
#include <string_view>

namespace melee::board {

// `method path status`: bytes outside printable ASCII, blanks and `%` in `method` and `path`
// as %XX (the path is logged as decoded, so %0a in a URL would otherwise be a newline).
std::string LogLine(std::string_view method, std::string_view path, int status);

class RequestLog {
 public:
  explicit RequestLog(int fd) : fd_(fd) {}
  void Write(std::string_view method, std::string_view path, int status);

 private:
  std::mutex mutex_;
  const int fd_;
};

}  // namespace melee::board
