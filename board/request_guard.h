// RequestGuard: the browser-facing rules every request passes before any handler runs.
//  * DNS rebinding: a page on another site can make the browser send requests to 127.0.0.1
//    under the attacker's host name, so the Host header must name this server.
//  * Cross-site requests: a present Origin must be this server's own.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace melee::board {

// 127.0.0.1, localhost, ::1 (bracketed or not).
bool IsLoopbackHost(std::string_view host);
// 0.0.0.0 and :: (every interface, loopback included).
bool IsWildcardHost(std::string_view host);

class RequestGuard {
 public:
  // `host` is the address the server binds; `extra_hosts` are further names it may be
  // reached by (--allow-host). Loopback and wildcard addresses also accept `localhost` and the
  // loopback spellings (a wildcard bind listens on loopback too; a rebinding attacker's
  // page still names its own host).
  RequestGuard(std::string_view host, int port, const std::vector<std::string>& extra_hosts);

  // Empty when the request may go on; otherwise why it is refused (403).
  std::string Check(std::string_view host_header, std::optional<std::string_view> origin) const;

  const std::vector<std::string>& allowed_hosts() const { return hosts_; }

 private:
  std::vector<std::string> hosts_;  // "name:port", lower case
};

}  // namespace melee::board
