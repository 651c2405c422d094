// The protocol compliance check on the Melee engine, for every registered game (built once the
// game registry exists).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "match/compliance.h"
#include "protocol/registry.h"

namespace melee::match {
namespace {

class MeleeCompliance : public ::testing::TestWithParam<std::string> {};

TEST_P(MeleeCompliance, EveryStepPasses) {
  EngineSpec melee;
  melee.name = "Melee";
  melee.process.command = MELEE_ENGINE;
  melee.options = {{"Search", "greedy"}};
  ComplianceOptions options;
  options.variant = GetParam();
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
                         [](const auto& info) { return info.param; });

}  // namespace
}  // namespace melee::match
