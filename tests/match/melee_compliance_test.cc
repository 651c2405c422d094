// The protocol compliance check on the Melee engine, for every registered game (built once the
// game registry exists): the protocol steps, and each searcher's pv, limits and movetime use at
// the start position and the first opening of positions/<game>/openings.txt.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "match/compliance.h"
#include "match/openings.h"
#include "protocol/registry.h"

namespace melee::match {
namespace {

class MeleeCompliance : public ::testing::TestWithParam<std::string> {};

TEST_P(MeleeCompliance, EveryStepPasses) {
  EngineSpec melee;
  melee.name = "Melee";
  melee.process.command = MELEE_ENGINE;
  ComplianceOptions options;
  options.variant = GetParam();
  const auto openings =
      LoadOpenings(std::string(MELEE_SOURCE_DIR) + "/positions/" + GetParam() + "/openings.txt");
  ASSERT_TRUE(openings && !openings->empty());
  options.opening = openings->front();
  // Smaller limits than the command line's keep the test to a few seconds per game (Soule's
  // alpha-beta takes seconds at depth 3); the tolerance allows for a loaded test machine (the
  // window's lower end is unaffected by load).
  options.pv_depth = 2;
  options.pv_movetime_ms = 150;
  options.movetime_use_ms = {200, 400};
  options.movetime_tolerance = std::chrono::milliseconds(100);
  const std::vector<ComplianceStep> steps = RunCompliance(melee, RegisteredGames(), options);
  ASSERT_FALSE(steps.empty());
  for (const ComplianceStep& s : steps) EXPECT_TRUE(s.passed) << s.name << ": " << s.detail;
}

std::vector<std::string> VariantNames() {
  std::vector<std::string> names;
  for (const GameEntry& g : RegisteredGames()) names.emplace_back(g.name);
  return names;
}

INSTANTIATE_TEST_SUITE_P(EveryGame, MeleeCompliance, ::testing::ValuesIn(VariantNames()),
                         [](const auto& case_info) { return case_info.param; });

}  // namespace
}  // namespace melee::match
