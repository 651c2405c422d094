// Melee itself as a tournament's engine (MELEE_ENGINE: the build's melee), with its options.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "match/engine_spec.h"

namespace melee::match {

inline EngineSpec MeleeEngine(const std::string& name,
                              std::vector<std::pair<std::string, std::string>> options) {
  EngineSpec spec;
  spec.name = name;
  spec.process.command = MELEE_ENGINE;
  spec.options = std::move(options);
  return spec;
}

}  // namespace melee::match
