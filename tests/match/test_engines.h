// Engine specs for the runner tests: the toy engine (Nim, Pennies) and the misbehaving one.
#pragma once

#include <string>
#include <vector>

#include "match/engine_spec.h"

namespace melee::match::testing {

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
