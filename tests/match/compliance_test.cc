// The compliance check's search steps against the toy engine and misbehaving ones: each step
// passes for a correct answer and fails for the fault it is there to catch. Also the parsing of
// option and info lines they rely on.
#include <gtest/gtest.h>

#include <string>

#include "match/compliance_search.h"
#include "match/engine_output.h"
#include "tests/match/test_engines.h"
#include "tests/protocol/toy_registry.h"

namespace melee::match {
namespace {

using std::chrono::milliseconds;
using testing::BadEngine;
using testing::ToyEngine;

ComplianceOptions Options(const std::string& variant) {
  ComplianceOptions options;
  options.variant = variant;
  options.hang_deadline = milliseconds(3000);  // the toy engine answers in microseconds
  // Scheduling delays on a loaded machine only lengthen answers; the lower end stays exact.
  options.movetime_tolerance = milliseconds(300);
  return options;
}

// The last step recorded, after the handshake passed.
ComplianceStep LastStep(ComplianceContext& context) {
  EXPECT_TRUE(context.steps().front().passed) << context.steps().front().detail;
  return context.steps().back();
}

TEST(EngineOutput, OptionLines) {
  const auto search = ParseOptionLine(
      "option name Search type combo default alphabeta var alphabeta var mcts var greedy");
  ASSERT_TRUE(search);
  EXPECT_EQ(search->name, "Search");
  EXPECT_EQ(search->type, "combo");
  EXPECT_EQ(search->default_value, "alphabeta");
  EXPECT_EQ(search->vars, (std::vector<std::string>{"alphabeta", "mcts", "greedy"}));
  const auto overhead =
      ParseOptionLine("option name Move Overhead type spin default 30 min 0 max 5000");
  ASSERT_TRUE(overhead);
  EXPECT_EQ(overhead->name, "Move Overhead");
  EXPECT_EQ(overhead->default_value, "30");
  EXPECT_FALSE(ParseOptionLine("option name"));
  EXPECT_FALSE(ParseOptionLine("id name Melee"));
}

TEST(EngineOutput, PvHeadAndOwnPart) {
  EXPECT_EQ(PvHead("info depth 3 score cp 12 nodes 354 pv h3h7 h13h11 g2f1"), "h3h7");
  EXPECT_EQ(PvHead("info depth 3 multipv 1 score cp 1 pv a1"), "a1");
  EXPECT_FALSE(PvHead("info depth 3 multipv 2 score cp 1 pv a1"));
  EXPECT_FALSE(PvHead("info string the pv is a1"));
  EXPECT_FALSE(PvHead("info depth 3 nodes 5"));
  EXPECT_FALSE(PvHead("info depth 3 pv"));
  EXPECT_EQ(OwnPart("123/321", 0, true), "123");
  EXPECT_EQ(OwnPart("123/321", 1, true), "321");
  EXPECT_EQ(OwnPart("123", 1, true), "123");
  EXPECT_EQ(OwnPart("a/b", 1, false), "a/b");
}

TEST(ComplianceSearch, PvAgreementPassesForTheToyEngine) {
  for (const char* variant : {"nim", "pennies"}) {
    const ComplianceOptions options = Options(variant);
    ComplianceContext context(ToyEngine("toy"), melee::testing::ToyGames(), options);
    CheckPvAgreement(context, "", "go depth 3");
    const ComplianceStep step = LastStep(context);
    EXPECT_TRUE(step.passed) << variant << ": " << step.detail;
    // Pennies is simultaneous: B's side is asked too, with A's part hidden.
    if (std::string(variant) == "pennies") {
      EXPECT_NE(step.detail.find("B to move"), std::string::npos) << step.detail;
    }
  }
}

TEST(ComplianceSearch, PvAgreementFailsWithoutAPvOrWithAnotherMove) {
  for (const char* mode : {"nopv", "pvlie"}) {
    const ComplianceOptions options = Options("nim");
    ComplianceContext context(BadEngine(mode), melee::testing::ToyGames(), options);
    CheckPvAgreement(context, "", "go nodes 100");
    const ComplianceStep step = LastStep(context);
    EXPECT_FALSE(step.passed) << mode << ": " << step.detail;
  }
}

TEST(ComplianceSearch, LimitsEndWithALegalMove) {
  const ComplianceOptions options = Options("nim");
  ComplianceContext good(ToyEngine("toy"), melee::testing::ToyGames(), options);
  CheckLimitsEnd(good, "");
  EXPECT_TRUE(LastStep(good).passed) << LastStep(good).detail;
  ComplianceContext illegal(BadEngine("illegal"), melee::testing::ToyGames(), options);
  CheckLimitsEnd(illegal, "");
  EXPECT_FALSE(LastStep(illegal).passed);
  ComplianceOptions short_deadline = Options("nim");
  short_deadline.hang_deadline = milliseconds(300);
  ComplianceContext hung(BadEngine("hang"), melee::testing::ToyGames(), short_deadline);
  CheckLimitsEnd(hung, "");
  EXPECT_FALSE(LastStep(hung).passed);
}

TEST(ComplianceSearch, MovetimeMustBeUsedNotWastedNorOverstepped) {
  const ComplianceOptions options = Options("nim");
  // Move Overhead 30 (the default): the window is [873, 970 + 300] ms.
  ComplianceContext within(BadEngine("slowall", 1, 900), melee::testing::ToyGames(), options);
  CheckMovetimeUse(within, 1000);
  EXPECT_TRUE(LastStep(within).passed) << LastStep(within).detail;
  ComplianceContext early(ToyEngine("toy"), melee::testing::ToyGames(), options);
  CheckMovetimeUse(early, 1000);
  EXPECT_FALSE(LastStep(early).passed) << LastStep(early).detail;
  ComplianceContext late(BadEngine("slowall", 1, 1600), melee::testing::ToyGames(), options);
  CheckMovetimeUse(late, 1000);
  EXPECT_FALSE(LastStep(late).passed) << LastStep(late).detail;
}

TEST(ComplianceSearch, MovetimeWindowTakesOffTheConfiguredOverhead) {
  const ComplianceOptions options = Options("nim");
  EngineSpec spec = BadEngine("slowall", 1, 480);
  spec.options.emplace_back("Move Overhead", "500");
  // 480 ms is within [450, 500 + 300] only with the overhead taken off (else 0.9 x 970 = 873).
  ComplianceContext context(spec, melee::testing::ToyGames(), options);
  CheckMovetimeUse(context, 1000);
  EXPECT_TRUE(LastStep(context).passed) << LastStep(context).detail;
  EXPECT_NE(LastStep(context).detail.find("(1000 - 500 overhead)"), std::string::npos);
}

}  // namespace
}  // namespace melee::match
