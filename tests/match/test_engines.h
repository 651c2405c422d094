// Engine specs for the runner tests (the toy engine for Nim and Pennies, the misbehaving one),
// with the start-up allowance and the file helpers they share.
#pragma once

#include <gtest/gtest.h>

#include <chrono>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "match/engine_spec.h"

namespace melee::match::testing {

// How long a test engine may take to start.
inline constexpr std::chrono::milliseconds kStart{5000};

// A file in the test's temporary directory; its name is unique across the match tests.
inline std::string TempFile(const std::string& name) {
  return ::testing::TempDir() + "match_" + name;
}

// A whole file ("" when it cannot be read).
inline std::string Slurp(const std::string& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

inline EngineSpec ToyEngine(const std::string& name, const std::string& search = "greedy",
                            int seed = 0) {
  EngineSpec spec;
  spec.name = name;
  spec.process.command = MELEE_TOY_ENGINE;
  spec.options = {{"Search", search}, {"Seed", std::to_string(seed)}};
  return spec;
}

inline EngineSpec BadEngine(const std::string& mode, int at = 1, int delay_ms = 0) {
  EngineSpec spec;
  spec.name = "bad-" + mode;
  spec.process.command = MELEE_BAD_ENGINE;
  spec.process.args = {"--mode",           mode,         "--at",
                       std::to_string(at), "--delay-ms", std::to_string(delay_ms)};
  return spec;
}

// The UCI_Variant option first, as the tournament sends it.
inline EngineSpec ForVariant(EngineSpec spec, const std::string& variant) {
  spec.options.insert(spec.options.begin(), {"UCI_Variant", variant});
  return spec;
}

}  // namespace melee::match::testing
