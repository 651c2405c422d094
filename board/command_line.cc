#include "board/command_line.h"

#include "board/api.h"
#include "board/request_guard.h"

namespace melee::board {

std::optional<std::vector<match::EngineSpec>> BoardEngines(match::EngineSpec default_engine,
                                                           std::vector<match::EngineSpec> added,
                                                           bool no_default, std::string& error) {
  std::vector<match::EngineSpec> engines;
  if (!no_default) {
    default_engine.name = kMeleeEngineName;
    engines.push_back(std::move(default_engine));
  }
  for (match::EngineSpec& spec : added) {
    for (const match::EngineSpec& other : engines) {
      if (other.name == spec.name) {
        error = "two engines are named '" + spec.name + "'";
        if (spec.name == kMeleeEngineName && !no_default)
          error += " (Melee is always offered; --no-default-engine leaves it out)";
        return std::nullopt;
      }
    }
    engines.push_back(std::move(spec));
  }
  if (engines.empty()) {
    error = "no engine: --no-default-engine needs at least one --engine";
    return std::nullopt;
  }
  return engines;
}

StartupNotice DescribeListening(std::string_view host, int port,
                                const std::vector<std::string>& allow_hosts) {
  StartupNotice notice;
  const std::string port_text = std::to_string(port);
  if (IsLoopbackHost(host) || IsWildcardHost(host)) {
    // A wildcard address is no address to browse to; this machine reaches it on loopback.
    notice.url = "http://127.0.0.1:" + port_text + "/";
  } else {
    const std::string name(host);
    notice.url = "http://" + (name.find(':') != std::string::npos ? "[" + name + "]" : name) + ":" +
                 port_text + "/";
  }
  if (IsLoopbackHost(host)) return notice;
  std::string names = IsWildcardHost(host) ? "127.0.0.1, localhost" : std::string(host);
  for (const std::string& extra : allow_hosts) names += ", " + extra;
  notice.warning =
      "warning: listening on " + std::string(host) +
      ", reachable from other machines: whoever reaches this port can use the board and run "
      "its engines. Requests must name the server in their Host header (DNS-rebinding "
      "protection); accepted names here: " +
      names + " (port " + port_text +
      "). To open the board from another machine, add --allow-host <the name or address typed "
      "in that browser>, e.g. --allow-host 192.168.1.20; other names get 403.";
  return notice;
}

}  // namespace melee::board
