// The parts of melee-board's command line that are more than parsing, kept out of main() so the
// tests can call them: which engines the page offers, and what the server says when it starts
// (a usable URL, and a warning when it listens beyond loopback).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "match/engine_spec.h"

namespace melee::board {

// The engines of the page: Melee itself (`default_engine`, named "Melee") first unless
// `no_default`, then every --engine. nullopt with `error` set for two engines of one name or
// for no engine at all.
std::optional<std::vector<match::EngineSpec>> BoardEngines(match::EngineSpec default_engine,
                                                           std::vector<match::EngineSpec> added,
                                                           bool no_default, std::string& error);

struct StartupNotice {
  std::string url;      // what to open in a browser on this machine
  std::string warning;  // empty for a loopback address
};

// `host` as bound, the port listened on, the --allow-host names.
StartupNotice DescribeListening(std::string_view host, int port,
                                const std::vector<std::string>& allow_hosts);

}  // namespace melee::board
