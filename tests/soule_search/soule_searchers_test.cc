// Soule's searchers under the search contract: what `go` and `go mate` report and answer.
#include "solve/soule/soule_searchers.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "tests/soule/soule_test_util.h"

namespace melee::soule {
namespace {

const char* const kExample = "22122112211/44444444444 44455665544/44444444444 3 1 A 7";

// One search with its `info string` texts collected.
struct SearchRun {
  search::SearchOutcome outcome;
  std::vector<std::string> texts;
};

template <class Searcher>
SearchRun Search(const Searcher& searcher, const SouleRoot& root, search::SearchSetup& setup) {
  SearchRun run;
  setup.callbacks.on_text = [&run](std::string_view t) { run.texts.emplace_back(t); };
  run.outcome = searcher.Search(root, setup.request());
  return run;
}

// The answer's own part of the report's joint token.
std::string OwnPart(const search::SearchOutcome& o, Side side) {
  const std::string& joint = o.last.pv.at(0);
  const std::size_t slash = joint.find('/');
  return side == Side::kP1 ? joint.substr(0, slash) : joint.substr(slash + 1);
}

TEST(SouleSearchers, MateFound) {
  const Position pos = soule_test::Pos("4/4 6/4 5 1 A 7");
  search::SearchSetup setup;
  setup.limits.mate = 2;
  const SearchRun r =
      Search(ForcedGoalSearcher(SouleSearchKind::kDoubleOracle), {pos, Side::kP1}, setup);
  EXPECT_EQ(r.outcome.best_move, "+");
  ASSERT_EQ(r.texts.size(), 1u);
  EXPECT_EQ(r.texts[0], "mate 1 proof 2");
  EXPECT_TRUE(r.outcome.last.is_mate);
  EXPECT_EQ(r.outcome.last.score, 1);
  EXPECT_EQ(r.outcome.last.depth, 1);
  EXPECT_EQ(OwnPart(r.outcome, Side::kP1), r.outcome.best_move);
}

TEST(SouleSearchers, MateNoneStillAnswers) {
  const Position pos = soule_test::Pos("1/4 5/4 3 7 A 7");
  search::SearchSetup setup;
  setup.limits.mate = 3;
  const SearchRun r =
      Search(ForcedGoalSearcher(SouleSearchKind::kDoubleOracle), {pos, Side::kP1}, setup);
  ASSERT_EQ(r.texts.size(), 1u);
  EXPECT_EQ(r.texts[0], "mate none");
  EXPECT_FALSE(r.outcome.last.strategy.empty());
  EXPECT_TRUE(Soule::ParseTactic(pos, Side::kP1, r.outcome.best_move));
}

// A solver ended by the node limit before an answer proves nothing: `mate unknown`, never
// `mate none` (a GUI would show "no forced goal"), and the playing search still answers.
TEST(SouleSearchers, MateUnknownWhenTheLimitEndsTheSolver) {
  // A dense mate in 2 (positions/soule/dense_bench.txt, line 46, B) that needs millions of slots.
  const Position pos = soule_test::Pos("34423353422/23224323134 14251434334/12113432342 3 3 A 5");
  search::SearchSetup setup;
  setup.limits.mate = 2;
  setup.limits.nodes = 1000;
  const SearchRun r =
      Search(ForcedGoalSearcher(SouleSearchKind::kDoubleOracle), {pos, Side::kP2}, setup);
  ASSERT_EQ(r.texts.size(), 1u);
  EXPECT_EQ(r.texts[0], "mate unknown");
  EXPECT_TRUE(Soule::ParseTactic(pos, Side::kP2, OwnPart(r.outcome, Side::kP2)));
}

// The pv is one joint token `A/B`: the answer's own part and a legal reply of the other side.
TEST(SouleSearchers, PvIsAJointTokenWhoseOwnPartIsTheAnswer) {
  const Position pos = soule_test::Pos(kExample);
  for (Side side : {Side::kP1, Side::kP2}) {
    for (SouleSearchKind kind : {SouleSearchKind::kDoubleOracle, SouleSearchKind::kMcts}) {
      search::SearchSetup setup;
      setup.limits.nodes = 5000;
      const SearchRun r = Search(SoulePlayingSearcher(kind), {pos, side}, setup);
      ASSERT_EQ(r.outcome.last.pv.size(), 1u);
      const std::string& joint = r.outcome.last.pv[0];
      const std::size_t slash = joint.find('/');
      ASSERT_NE(slash, std::string::npos) << joint;
      EXPECT_EQ(OwnPart(r.outcome, side), r.outcome.best_move);
      EXPECT_TRUE(Soule::ParseTactic(pos, Side::kP1, joint.substr(0, slash))) << joint;
      EXPECT_TRUE(Soule::ParseTactic(pos, Side::kP2, joint.substr(slash + 1))) << joint;
    }
  }
}

TEST(SouleSearchers, SeedAndSampleIndexDecideTheSampleAnalyseModeTheMostProbable) {
  const Position pos = soule_test::Pos(kExample);
  for (SouleSearchKind kind : {SouleSearchKind::kDoubleOracle, SouleSearchKind::kMcts}) {
    search::SearchSetup setup;
    setup.limits.nodes = 20000;
    setup.options.seed = 1;
    const SoulePlayingSearcher searcher(kind);
    const SearchRun x = Search(searcher, {pos, Side::kP2}, setup);
    const SearchRun y = Search(searcher, {pos, Side::kP2}, setup);
    EXPECT_EQ(x.outcome.best_move, y.outcome.best_move);
    EXPECT_EQ(x.outcome.last.strategy, y.outcome.last.strategy);
    // Later answers of a session draw further along the stream: over many, a mixed strategy
    // shows more than one of its tactics (the same index always gives the same one).
    if (x.outcome.last.strategy.size() > 1 && x.outcome.last.strategy[0].probability < 0.9) {
      std::vector<std::string> seen;
      for (uint64_t index = 0; index < 40; ++index) {
        setup.options.sample_index = index;
        const std::string move = Search(searcher, {pos, Side::kP2}, setup).outcome.best_move;
        if (std::find(seen.begin(), seen.end(), move) == seen.end()) seen.push_back(move);
      }
      EXPECT_GT(seen.size(), 1u) << "kind " << static_cast<int>(kind);
      setup.options.sample_index = 0;
    }
    setup.options.analyse_mode = true;
    const SearchRun z = Search(searcher, {pos, Side::kP2}, setup);
    ASSERT_FALSE(z.outcome.last.strategy.empty());
    EXPECT_EQ(z.outcome.last.strategy[0].token, z.outcome.best_move);
  }
}

TEST(SouleSearchers, KnownOpponentGetsABestReply) {
  // A1 (with the initiative) could push the ball away from cell 1; he waits, so B1's push
  // from cell 2 scores.
  const Position pos = soule_test::Pos("0/4 2/4 1 1 A 7");
  const Tactic a_waits = soule_test::Part(pos, Side::kP1, "0");
  search::SearchSetup setup;
  setup.limits.depth = 1;
  const SearchRun r = Search(SoulePlayingSearcher(SouleSearchKind::kDoubleOracle),
                             {pos, Side::kP2, &a_waits}, setup);
  EXPECT_EQ(r.outcome.best_move, "+");
  EXPECT_EQ(r.outcome.last.score, 100);
  EXPECT_EQ(r.outcome.last.pv[0], "0/+");
}

TEST(SouleSearchers, PlacementStage) {
  GameRules rules;
  rules.values = {11, 7};
  const Position pos = Soule::StartPosition(rules);
  search::SearchSetup setup;
  setup.limits.nodes = 5000;
  const SearchRun r =
      Search(SoulePlayingSearcher(SouleSearchKind::kDoubleOracle), {pos, Side::kP1}, setup);
  EXPECT_TRUE(Soule::ParseTactic(pos, Side::kP1, r.outcome.best_move));
}

// `stop` set before the search: every searcher still answers a legal tactic.
TEST(SouleSearchers, StoppedAtOnceStillAnswersALegalTactic) {
  const Position pos = soule_test::Pos(kExample);
  search::SearchSetup setup;
  setup.stop = true;
  setup.limits.mate = 3;
  EXPECT_TRUE(
      Soule::ParseTactic(pos, Side::kP1,
                         Search(ForcedGoalSearcher(SouleSearchKind::kMcts), {pos, Side::kP1}, setup)
                             .outcome.best_move));
  setup.limits.mate.reset();
  setup.limits.infinite = true;
  for (SouleSearchKind kind : {SouleSearchKind::kDoubleOracle, SouleSearchKind::kMcts}) {
    EXPECT_TRUE(Soule::ParseTactic(
        pos, Side::kP1,
        Search(SoulePlayingSearcher(kind), {pos, Side::kP1}, setup).outcome.best_move));
  }
}

}  // namespace
}  // namespace melee::soule
