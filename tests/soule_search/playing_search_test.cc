// The playing search: exploitability against the exact verifier on small instances,
// determinism, limits, the placement stage, the 11-a-side start.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <vector>

#include "engine/soule/random_positions.h"
#include "solve/soule/soule_search.h"
#include "tests/soule/soule_test_util.h"
#include "tests/soule_search/brute_force.h"

namespace melee::soule {
namespace {

double Exploitability(const Position& pos, Side side, const SouleStrategy& s,
                      soule_test::ExactValue& exact) {
  return soule_test::Exploitability(pos, side, s.mix, exact);
}

// The playing search with a depth and a stage limit (0: none).
SouleStrategy Search(const Position& pos, Side side, SouleSearchKind kind, int depth,
                     uint64_t nodes, bool ascent_only = false, bool shallow = false,
                     bool mcts_only = false) {
  search::SearchSetup setup;
  if (depth > 0) setup.limits.depth = depth;
  if (nodes > 0) setup.limits.nodes = static_cast<int64_t>(nodes);
  SouleSearchConfig config;
  config.kind = kind;
  config.ascent_only = ascent_only;
  config.shallow_oracle_only = shallow;
  config.mcts_only = mcts_only;
  return SearchSoule(pos, side, setup.request(), config);
}

std::string StrategyText(const Position& pos, Side side, const SouleStrategy& s) {
  std::string text;
  for (const search::WeightedMove& m : StrategyReport(pos, side, s.mix)) {
    if (!text.empty()) text.append(" ");
    text.append(std::to_string(m.probability).substr(0, 5)).append(":").append(m.token);
  }
  return text;
}

struct Measured {
  double mean = 0, max = 0;
};

Measured MeasureExploitability(SouleSearchKind kind, uint64_t nodes, int count,
                               bool ascent_only = false, bool shallow = false,
                               bool mcts_only = false) {
  Rng rng(99);
  soule_test::ExactValue exact;
  Measured m;
  for (int k = 0; k < count; ++k) {
    const int stages = 1 + static_cast<int>(rng.Below(2));
    const Position pos = soule::RandomTurnPosition(rng, 1 + static_cast<int>(rng.Below(2)), stages);
    const Side side = k % 2 == 0 ? Side::kP1 : Side::kP2;
    const SouleStrategy s = Search(pos, side, kind, stages, nodes, ascent_only, shallow, mcts_only);
    const double e = Exploitability(pos, side, s, exact);
    m.mean += e / count;
    m.max = std::max(m.max, e);
  }
  return m;
}

TEST(PlayingSearch, DoubleOracleIsAnEquilibriumOnSmallInstances) {
  const Measured m = MeasureExploitability(SouleSearchKind::kDoubleOracle, 0, 150);
  std::printf("double oracle exploitability: mean %.6f max %.6f\n", m.mean, m.max);
  EXPECT_LT(m.max, 1e-6);
}

TEST(PlayingSearch, CoordinateAscentExploitabilityIsMeasured) {
  const Measured m = MeasureExploitability(SouleSearchKind::kDoubleOracle, 0, 150, true);
  std::printf("double oracle, ascent oracle: exploitability mean %.4f max %.4f\n", m.mean, m.max);
  EXPECT_LT(m.mean, 0.1);
}

// The shallow oracle (the default on large nodes: candidates scored one stage deep) forced on
// small ones. It only differs from the ascent oracle at two stages or more.
TEST(PlayingSearch, ShallowOracleExploitabilityIsMeasured) {
  const Measured m = MeasureExploitability(SouleSearchKind::kDoubleOracle, 0, 150, false, true);
  std::printf("double oracle, shallow ascent oracle: exploitability mean %.4f max %.4f\n", m.mean,
              m.max);
  EXPECT_LT(m.mean, 0.2);
}

TEST(PlayingSearch, MctsExploitabilityIsMeasured) {
  const Measured m = MeasureExploitability(SouleSearchKind::kMcts, 20000, 60, false, false, true);
  std::printf("SM-MCTS (20000 stages) exploitability: mean %.4f max %.4f\n", m.mean, m.max);
  EXPECT_LT(m.mean, 0.05);
}

// The default search (SM-MCTS, exact double oracle where it solves the match) on small
// positions: the exact one.
TEST(PlayingSearch, DefaultSearchIsExactOnSmallInstances) {
  const Measured m = MeasureExploitability(SouleSearchKind::kMcts, 20000, 150);
  std::printf("default search exploitability: mean %.6f max %.6f\n", m.mean, m.max);
  EXPECT_LT(m.max, 1e-6);
}

int Support(const SouleStrategy& s) {
  int support = 0;
  for (double p : s.mix.probabilities) support += p > 1e-6;
  return support;
}

// Where the value needs a mix (soule_test::PositionsNeedingAMix), the double oracle answers
// with a mix (two or more tactics) for both sides, and an exact one.
// The 12 positions and their exact values, found once for both tests (the search for them
// is most of their time).
class NeedingAMix : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    exact_ = new soule_test::ExactValue;
    positions_ =
        new std::vector<soule_test::StagedPosition>(soule_test::PositionsNeedingAMix(*exact_, 12));
  }
  static void TearDownTestSuite() {
    delete positions_;
    delete exact_;
  }
  static soule_test::ExactValue* exact_;
  static std::vector<soule_test::StagedPosition>* positions_;
};
soule_test::ExactValue* NeedingAMix::exact_ = nullptr;
std::vector<soule_test::StagedPosition>* NeedingAMix::positions_ = nullptr;

TEST_F(NeedingAMix, DoubleOracleMixes) {
  soule_test::ExactValue& exact = *exact_;
  const auto& positions = *positions_;
  ASSERT_EQ(positions.size(), 12u);
  for (const auto& [pos, stages] : positions) {
    for (Side side : {Side::kP1, Side::kP2}) {
      const SouleStrategy s = Search(pos, side, SouleSearchKind::kDoubleOracle, stages, 0);
      EXPECT_GE(Support(s), 2) << Soule::FormatPosition(pos) << " " << StrategyText(pos, side, s);
      EXPECT_LT(Exploitability(pos, side, s, exact), 1e-6) << Soule::FormatPosition(pos);
    }
  }
}

// So does the default search (exactly: the double oracle solves these), and so does SM-MCTS
// alone, whose answer drops the rare tactics of its average strategy (kMctsRootThreshold):
// the threshold must not make it pure where a mix is needed.
TEST_F(NeedingAMix, DefaultAndMctsMix) {
  soule_test::ExactValue& exact = *exact_;
  const auto& positions = *positions_;
  ASSERT_EQ(positions.size(), 12u);
  for (bool mcts_only : {false, true}) {
    Measured m;
    for (const soule_test::StagedPosition& staged : positions) {
      const Position& pos = staged.pos;
      for (Side side : {Side::kP1, Side::kP2}) {
        const SouleStrategy s =
            Search(pos, side, SouleSearchKind::kMcts, 0, 20000, false, false, mcts_only);
        EXPECT_GE(Support(s), 2) << Soule::FormatPosition(pos) << " " << StrategyText(pos, side, s);
        if (mcts_only) {
          for (double p : s.mix.probabilities) EXPECT_GE(p, kMctsRootThreshold);
        }
        const double e = Exploitability(pos, side, s, exact);
        m.mean += e / 24;
        m.max = std::max(m.max, e);
      }
    }
    std::printf("%s on positions needing a mix: exploitability mean %.4f max %.4f\n",
                mcts_only ? "SM-MCTS alone" : "default search", m.mean, m.max);
    EXPECT_LT(m.mean, mcts_only ? 0.35 : 1e-6);
  }
}

TEST(PlayingSearch, ValueMatchesTheExactValueWhenSearchedToTheEnd) {
  Rng rng(5);
  soule_test::ExactValue exact;
  for (int k = 0; k < 60; ++k) {
    const Position pos = soule::RandomTurnPosition(rng, 2, 2);
    const SouleStrategy s = Search(pos, Side::kP2, SouleSearchKind::kDoubleOracle, 2, 0);
    EXPECT_NEAR(s.value, -exact.Of(pos), 1e-6) << Soule::FormatPosition(pos);
  }
}

TEST(PlayingSearch, SameSeedSameAnswer) {
  const Position pos = soule_test::Pos("22122112211/44444444444 44455665544/44444444444 3 1 A 7");
  constexpr uint64_t kNodes = 30000;
  for (SouleSearchKind kind : {SouleSearchKind::kDoubleOracle, SouleSearchKind::kMcts}) {
    const SouleStrategy x = Search(pos, Side::kP1, kind, 0, kNodes);
    const SouleStrategy y = Search(pos, Side::kP1, kind, 0, kNodes);
    ASSERT_FALSE(x.mix.actions.empty());
    EXPECT_EQ(StrategyText(pos, Side::kP1, x), StrategyText(pos, Side::kP1, y));
    EXPECT_EQ(SampleTactic(x, 3, 0, pos.key()), SampleTactic(y, 3, 0, pos.key()));
    EXPECT_LE(x.nodes, kNodes + 20000);  // checked between chunks
    double total = 0;
    for (double p : x.mix.probabilities) total += p;
    EXPECT_NEAR(total, 1, 1e-9);
    // Every tactic of the mix is a legal one.
    for (const Tactic& t : x.mix.actions) {
      EXPECT_TRUE(Soule::ParseTactic(pos, Side::kP1, Soule::FormatTactic(pos, Side::kP1, t)));
    }
  }
}

TEST(PlayingSearch, PlacementStage) {
  const Position pos = soule_test::Pos("??/44 ??/44 3 0 A 2");
  const SouleStrategy s = Search(pos, Side::kP1, SouleSearchKind::kDoubleOracle, 3, 0);
  soule_test::ExactValue exact;
  EXPECT_NEAR(s.value, exact.Of(pos), 1e-6);
  const Tactic t = MostProbableTactic(s);
  EXPECT_TRUE(Soule::ParseTactic(pos, Side::kP1, Soule::FormatTactic(pos, Side::kP1, t)));
}

TEST(PlayingSearch, TakesAGoalInOne) {
  const Position pos = soule_test::Pos("4/4 6/4 5 1 A 7");
  const SouleStrategy s = Search(pos, Side::kP1, SouleSearchKind::kDoubleOracle, 1, 0);
  EXPECT_EQ(ScoreCp(s), 100);
  EXPECT_EQ(StrategyText(pos, Side::kP1, s), "1.000:+");
}

}  // namespace
}  // namespace melee::soule
