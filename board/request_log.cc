#include "board/request_log.h"

#include <unistd.h>

namespace melee::board {
namespace {

// A logged path is cut here: the line stays one write of bounded size.
constexpr std::size_t kMaxLogged = 1000;

void AppendEscaped(std::string_view text, std::string& out) {
  static constexpr char kHex[] = "0123456789ABCDEF";
  for (const char c : text.substr(0, kMaxLogged)) {
    const auto byte = static_cast<unsigned char>(c);
    if (byte > ' ' && byte < 127 && byte != '%') {
      out += c;
    } else {
      out += '%';
      out += kHex[byte >> 4];
      out += kHex[byte & 15];
    }
  }
  if (text.size() > kMaxLogged) out += "...";
}

}  // namespace

std::string LogLine(std::string_view method, std::string_view path, int status) {
  std::string line;
  AppendEscaped(method, line);
  line += ' ';
  AppendEscaped(path, line);
  line += ' ';
  line += std::to_string(status);
  line += '\n';
  return line;
}

void RequestLog::Write(std::string_view method, std::string_view path, int status) {
  const std::string line = LogLine(method, path, status);
  std::lock_guard lock(mutex_);
  std::string_view rest = line;
  // One write for a line of this size; the loop only covers an interrupted write.
  while (!rest.empty()) {
    const ssize_t n = write(fd_, rest.data(), rest.size());
    if (n <= 0) return;
    rest.remove_prefix(static_cast<std::size_t>(n));
  }
}

}  // namespace melee::board
