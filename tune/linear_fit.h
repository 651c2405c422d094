// The bridge between a game's linear evaluation (EvalFeatures<G>, eval/linear_eval.h) and the
// game-agnostic Texel fit: positions become rows of p1-minus-p2 feature values, and fitted
// weights become the table of <game>_weights.h.
//
// Each row ends with one more column, the side to move (+1 p1, -1 p2): a nuisance term fitted
// with the weights so that the mover's advantage (two action points, a double move) is not
// credited to the features it happens to go with. The evaluations stay symmetric, so it is
// reported but not part of the table.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/game.h"
#include "eval/linear_eval.h"
#include "tune/sample_file.h"
#include "tune/texel.h"

namespace melee::tune {

template <class G>
std::optional<TrainingSet> ExtractFeatures(const std::vector<LabelledPosition>& samples,
                                           std::string& error) {
  using Features = EvalFeatures<G>;
  const GameRules rules = GameRules::Defaults(G::kOptions);
  TrainingSet set;
  set.features = Features::kCount + 1;
  std::vector<double> row(set.features);
  for (const LabelledPosition& sample : samples) {
    std::string why;
    const std::optional<typename G::Position> pos = G::ParsePosition(sample.position, rules, why);
    if (!pos) {
      error = "bad position '" + sample.position + "': " + why;
      return std::nullopt;
    }
    const FeatureTable<Features::kCount> values = Features::Compute(*pos);
    for (std::size_t j = 0; j < Features::kCount; ++j) row[j] = values[0][j] - values[1][j];
    row[Features::kCount] = pos->side_to_move() == Side::kP1 ? 1 : -1;
    set.Add(row, sample.result);
  }
  return set;
}

// The game's weights and a zero side-to-move term: the training rows' columns.
template <class G>
std::vector<double> CurrentWeights() {
  const auto& weights = EvalFeatures<G>::kWeights;
  std::vector<double> columns(weights.begin(), weights.end());
  columns.push_back(0);
  return columns;
}

// The initializer of kWeights with the fitted values rounded (one per name; a further value,
// the side-to-move term, is left out), each line naming its feature and the weight it
// replaces (the reasons in <game>_weights.h are kept by hand when pasting).
std::string FormatWeightsTable(std::span<const std::string_view> names,
                               std::span<const double> fitted, std::span<const double> old);

// Feature indices named in a comma-separated list; nullopt (and `error`) for an unknown name.
std::optional<std::vector<bool>> FeatureMask(std::span<const std::string_view> names,
                                             std::string_view list, std::string& error);

}  // namespace melee::tune
