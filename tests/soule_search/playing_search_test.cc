// The playing search: exploitability against the exact verifier on small instances,
// determinism, limits, the placement stage, the 11-a-side start.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>

#include "engine/soule/random_positions.h"
#include "solve/soule/soule_search.h"
#include "tests/soule/soule_test_util.h"
#include "tests/soule_search/brute_force.h"

namespace melee::soule {
namespace {

// How much the opponent gains over the game value by best-responding to `side`'s root mix
// when both continue optimally afterwards (0 for an equilibrium strategy).
double Exploitability(const Position& pos, Side side, const SouleStrategy& s,
                      soule_test::ExactValue& exact) {
  const double sign = side == Side::kP1 ? 1 : -1;
  const double value = sign * exact.Of(pos);
  double worst = 2;
  for (const Tactic& theirs : soule_test::AllTactics(pos, Opponent(side))) {
    double sum = 0;
    for (std::size_t k = 0; k < s.mix.actions.size(); ++k) {
      sum += s.mix.probabilities[k] * sign *
             exact.Of(soule_test::Play(pos, side, s.mix.actions[k], theirs));
    }
    worst = std::min(worst, sum);
  }
  return value - worst;
}

// The playing search with a depth and a stage limit (0: none).
SouleStrategy Search(const Position& pos, Side side, SouleSearchKind kind, int depth,
                     uint64_t nodes, bool ascent_only = false, bool shallow = false) {
  search::SearchSetup setup;
  if (depth > 0) setup.limits.depth = depth;
  if (nodes > 0) setup.limits.nodes = static_cast<int64_t>(nodes);
  SouleSearchConfig config;
  config.kind = kind;
  config.ascent_only = ascent_only;
  config.shallow_oracle_only = shallow;
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
                               bool ascent_only = false, bool shallow = false) {
  Rng rng(99);
  soule_test::ExactValue exact;
  Measured m;
  for (int k = 0; k < count; ++k) {
    const int stages = 1 + static_cast<int>(rng.Below(2));
    const Position pos = soule::RandomTurnPosition(rng, 1 + static_cast<int>(rng.Below(2)), stages);
    const Side side = k % 2 == 0 ? Side::kP1 : Side::kP2;
    const SouleStrategy s = Search(pos, side, kind, stages, nodes, ascent_only, shallow);
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
  const Measured m = MeasureExploitability(SouleSearchKind::kMcts, 20000, 60);
  std::printf("SM-MCTS (20000 stages) exploitability: mean %.4f max %.4f\n", m.mean, m.max);
  EXPECT_LT(m.mean, 0.5);
}

// Positions whose exact value lies strictly between the pure-strategy bounds (the best pure
// maximin and minimax): every equilibrium is mixed there, so a pure answer is exploitable. The
// double oracle must answer with a mix (two or more tactics) for both sides.
TEST(PlayingSearch, MixesWhereTheValueNeedsAMix) {
  Rng rng(17);
  soule_test::ExactValue exact;
  int mixed_positions = 0;
  for (int k = 0; k < 3000 && mixed_positions < 12; ++k) {
    const int stages = 1 + static_cast<int>(rng.Below(2));
    const Position pos = soule::RandomTurnPosition(rng, 2, stages);
    const double value = exact.Of(pos);
    double maximin = -2, minimax = 2;  // A's pure bounds
    const auto a_tactics = soule_test::AllTactics(pos, Side::kP1);
    const auto b_tactics = soule_test::AllTactics(pos, Side::kP2);
    for (const Tactic& a : a_tactics) {
      double worst = 2;
      for (const Tactic& b : b_tactics) {
        worst = std::min(worst, exact.Of(soule_test::Play(pos, Side::kP1, a, b)));
      }
      maximin = std::max(maximin, worst);
    }
    for (const Tactic& b : b_tactics) {
      double best = -2;
      for (const Tactic& a : a_tactics) {
        best = std::max(best, exact.Of(soule_test::Play(pos, Side::kP1, a, b)));
      }
      minimax = std::min(minimax, best);
    }
    if (!(maximin < value - 1e-6 && value < minimax - 1e-6)) continue;
    ++mixed_positions;
    for (Side side : {Side::kP1, Side::kP2}) {
      const SouleStrategy s = Search(pos, side, SouleSearchKind::kDoubleOracle, stages, 0);
      int support = 0;
      for (double p : s.mix.probabilities) support += p > 1e-6;
      EXPECT_GE(support, 2) << Soule::FormatPosition(pos) << " " << StrategyText(pos, side, s);
      EXPECT_LT(Exploitability(pos, side, s, exact), 1e-6) << Soule::FormatPosition(pos);
    }
  }
  std::printf("positions needing a mix: %d\n", mixed_positions);
  EXPECT_GE(mixed_positions, 12);
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
