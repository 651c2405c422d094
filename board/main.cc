// melee-board: the browser GUI's server. Prints its URL and serves until interrupted.
#include <malloc.h>
#include <signal.h>
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <iostream>
#include <string>
#include <vector>

#include "board/command_line.h"
#include "board/install_paths.h"
#include "board/server.h"
#include "match/engine_spec.h"
#include "protocol/build_info.h"

namespace {

melee::board::BoardServer* g_server = nullptr;

void OnSignal(int) {
  // Only an async-signal-safe write here; main() stops the server after listen returns.
  if (g_server) {
    static const char kMessage[] = "melee-board: stopping\n";
    [[maybe_unused]] const auto n = write(2, kMessage, sizeof kMessage - 1);
    std::_Exit(0);
  }
}

}  // namespace

int main(int argc, char** argv) {
  // Requests run on many pool threads; glibc would give each its own malloc arena and keep the
  // rules' large move lists in all of them. A few shared arenas keep the server small.
  mallopt(M_ARENA_MAX, 2);
  melee::board::ServerConfig config;
  const melee::board::BoardFiles files = melee::board::FindBoardFiles(
      melee::board::OwnBinary(), MELEE_BOARD_DATA_FROM_BIN, MELEE_BOARD_INSTALL_DATA);
  config.web_dir = files.web_dir;
  config.puzzles_path = files.puzzles;
  std::vector<std::vector<std::string>> engines;
  int idle_minutes = 30;

  CLI::App app{"melee-board: play, watch and analyse Melee's games in a browser"};
  app.set_version_flag("--version", melee::VersionText("melee-board"));
  app.add_option("--host", config.host, "the address to listen on")->capture_default_str();
  app.add_option("--port", config.port, "the port (0: any free port)")->capture_default_str();
  app.add_option("--engine", engines,
                 "an engine the page may use: name=N cmd=PROGRAM [arg=A ...] [dir=D] "
                 "[stderr=FILE] [option.NAME=VALUE ...] (repeatable; added to Melee)")
      ->expected(1, -1)
      ->allow_extra_args();
  bool no_default_engine = false;
  app.add_flag("--no-default-engine", no_default_engine,
               "offer only the --engine engines, not Melee itself");
  app.add_option("--allow-host", config.allow_hosts,
                 "another host name the server may be reached by (Host header check)");
  app.add_option("--web-root,--web-dir", config.web_dir, "the page's files")->capture_default_str();
  app.add_option("--puzzles", config.puzzles_path, "Soule puzzles file")->capture_default_str();
  app.add_option("--max-pages", config.limits.max_pages, "open pages at most")
      ->capture_default_str();
  app.add_option("--idle-minutes", idle_minutes, "end a page's engines after this idle time")
      ->capture_default_str();
  bool log = false;
  app.add_flag("--log", log, "log every request to stderr");
  CLI11_PARSE(app, argc, argv);
  config.limits.idle = std::chrono::minutes(idle_minutes);
  if (log) config.log_fd = 2;

  std::vector<melee::match::EngineSpec> added;
  for (const std::vector<std::string>& words : engines) {
    std::string error;
    std::optional<melee::match::EngineSpec> spec = melee::match::ParseEngineSpec(words, error);
    if (!spec) {
      std::cerr << "melee-board: --engine: " << error << '\n';
      return 2;
    }
    added.push_back(std::move(*spec));
  }
  melee::match::EngineSpec default_engine;
  default_engine.process.command = files.engine;
  std::string error;
  std::optional<std::vector<melee::match::EngineSpec>> all = melee::board::BoardEngines(
      std::move(default_engine), std::move(added), no_default_engine, error);
  if (!all) {
    std::cerr << "melee-board: " << error << '\n';
    return 2;
  }
  config.engines = std::move(*all);

  melee::board::BoardServer server(config);
  if (!server.Bind()) {
    std::cerr << "melee-board: " << server.error() << '\n';
    return 1;
  }
  g_server = &server;
  signal(SIGINT, OnSignal);
  signal(SIGTERM, OnSignal);
  signal(SIGPIPE, SIG_IGN);  // a closed tab must not kill the server mid-write
  const melee::board::StartupNotice notice =
      melee::board::DescribeListening(config.host, server.port(), config.allow_hosts);
  if (!notice.warning.empty()) std::cerr << "melee-board: " << notice.warning << std::endl;
  std::cout << "Melee Board: " << notice.url << std::endl;
  server.Run();
  return 0;
}
