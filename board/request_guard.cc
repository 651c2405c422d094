#include "board/request_guard.h"

#include <algorithm>

#include "protocol/text.h"

namespace melee::board {
namespace {

std::string Lower(std::string_view text) {
  std::string out(text);
  for (char& c : out) c = AsciiLower(c);
  return out;
}

std::string WithPort(std::string_view host, int port) {
  std::string name(host);
  if (name.find(':') != std::string::npos && !name.starts_with("[")) name = "[" + name + "]";
  return Lower(name) + ":" + std::to_string(port);
}

}  // namespace

bool IsLoopbackHost(std::string_view host) {
  return host == "127.0.0.1" || host == "localhost" || host == "::1" || host == "[::1]";
}

bool IsWildcardHost(std::string_view host) {
  return host == "0.0.0.0" || host == "::" || host == "[::]";
}

RequestGuard::RequestGuard(std::string_view host, int port,
                           const std::vector<std::string>& extra_hosts) {
  hosts_.push_back(WithPort(host, port));
  if (IsLoopbackHost(host) || IsWildcardHost(host)) {
    for (std::string_view name : {"127.0.0.1", "localhost", "[::1]"})
      hosts_.push_back(WithPort(name, port));
  }
  for (const std::string& name : extra_hosts) hosts_.push_back(WithPort(name, port));
  std::sort(hosts_.begin(), hosts_.end());
  hosts_.erase(std::unique(hosts_.begin(), hosts_.end()), hosts_.end());
}

std::string RequestGuard::Check(std::string_view host_header,
                                std::optional<std::string_view> origin) const {
  const std::string host = Lower(host_header);
  if (std::find(hosts_.begin(), hosts_.end(), host) == hosts_.end())
    return "the Host header does not name this server";
  if (origin) {
    const std::string o = Lower(*origin);
    const bool own = o.starts_with("http://") &&
                     std::find(hosts_.begin(), hosts_.end(), o.substr(7)) != hosts_.end();
    if (!own) return "cross-origin requests are refused";
  }
  return "";
}

}  // namespace melee::board
