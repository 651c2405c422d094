// The evaluations the tuner fits: Evaluate must be exactly the dot product the fit assumes,
// Explain must show the same terms, and the training rows must reproduce Evaluate.
#include <gtest/gtest.h>

#include <memory>
#include <vector>

#include "engine/core/random_playout.h"
#include "tune/linear_fit.h"
#include "tune/tunable_games.h"

namespace melee::tune {
namespace {

// Positions along random playouts (every turn start), a few hundred per game.
template <class G>
std::vector<typename G::Position> PlayoutPositions(int games, int turns) {
  std::vector<typename G::Position> positions;
  Rng rng(7);
  auto list = std::make_unique<typename G::TurnList>();
  for (int game = 0; game < games; ++game) {
    typename G::Position pos = G::StartPosition(GameRules::Defaults(G::kOptions));
    for (int t = 0; t < turns && !G::Status(pos).over(); ++t) {
      positions.push_back(pos);
      PlayRandomTurn<G>(pos, rng, *list);
    }
  }
  return positions;
}

template <class G>
class LinearEvalTest : public testing::Test {};
using Games = RewrapTypes<testing::Types, MapTypes<games::GameOf, TunableGames>::type>::type;
TYPED_TEST_SUITE(LinearEvalTest, Games);

TYPED_TEST(LinearEvalTest, EvaluateIsTheDotProductAndExplainShowsItsTerms) {
  using G = TypeParam;
  using Features = EvalFeatures<G>;
  int nonzero = 0;
  for (const auto& pos : PlayoutPositions<G>(4, 60)) {
    const auto values = Features::Compute(pos);
    int p1_view = 0;
    for (std::size_t j = 0; j < Features::kCount; ++j) {
      p1_view += Features::kWeights[j] * (values[0][j] - values[1][j]);
    }
    const int eval = Eval<G>::Evaluate(pos);
    ASSERT_EQ(eval, pos.side_to_move() == Side::kP1 ? p1_view : -p1_view) << G::FormatPosition(pos);
    const std::vector<EvalTerm> terms = Eval<G>::Explain(pos);
    ASSERT_EQ(terms.size(), Features::kCount);
    int explained = 0;
    for (std::size_t j = 0; j < terms.size(); ++j) {
      EXPECT_EQ(terms[j].name, Features::kNames[j]);
      explained += terms[j].p1 - terms[j].p2;
    }
    EXPECT_EQ(explained, p1_view);
    nonzero += eval != 0;
  }
  EXPECT_GT(nonzero, 0);  // the features see something in real play
}

TYPED_TEST(LinearEvalTest, TrainingRowsReproduceTheEvaluationFromP1sView) {
  using G = TypeParam;
  std::vector<LabelledPosition> samples;
  const std::vector<typename G::Position> positions = PlayoutPositions<G>(2, 30);
  for (const auto& pos : positions) samples.push_back({0.5, G::FormatPosition(pos)});
  std::string error;
  const std::optional<TrainingSet> set = ExtractFeatures<G>(samples, error);
  ASSERT_TRUE(set) << error;
  ASSERT_EQ(set->size(), positions.size());
  const std::vector<double> weights = CurrentWeights<G>();
  ASSERT_EQ(set->features, EvalFeatures<G>::kCount + 1);
  ASSERT_EQ(weights.size(), set->features);
  EXPECT_EQ(weights.back(), 0);
  for (std::size_t i = 0; i < positions.size(); ++i) {
    const double mover = positions[i].side_to_move() == Side::kP1 ? 1 : -1;
    EXPECT_EQ(set->x[(i + 1) * set->features - 1], mover);
    double p1_view = 0;
    for (std::size_t j = 0; j < set->features; ++j) {
      p1_view += weights[j] * set->x[i * set->features + j];
    }
    const int eval = Eval<G>::Evaluate(positions[i]);
    EXPECT_EQ(p1_view, positions[i].side_to_move() == Side::kP1 ? eval : -eval);
  }
}

TEST(LinearFit, WeightsTableNamesEachFeatureAndRounds) {
  const std::vector<std::string_view> names = {"pawns", "queens"};
  const std::string table =
      FormatWeightsTable(names, std::vector<double>{101.6, -2.4}, std::vector<double>{100, 300});
  EXPECT_NE(table.find("    102,   // pawns (was 100)\n"), std::string::npos) << table;
  EXPECT_NE(table.find("    -2,    // queens (was 300)\n"), std::string::npos) << table;
}

TEST(LinearFit, FeatureMaskByName) {
  const std::vector<std::string_view> names = {"tries", "takers", "contact"};
  std::string error;
  EXPECT_EQ(FeatureMask(names, "contact,tries", error), (std::vector<bool>{true, false, true}));
  EXPECT_EQ(FeatureMask(names, "", error), (std::vector<bool>{false, false, false}));
  EXPECT_FALSE(FeatureMask(names, "goals", error));
  EXPECT_NE(error.find("goals"), std::string::npos);
}

}  // namespace
}  // namespace melee::tune
