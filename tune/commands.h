// The two commands of melee-tune, templated over the game (main.cc picks the game by name).
//   sample: self-play games -> labelled quiet positions (sample_file.h)
//   fit:    labelled positions -> K, the loss before and after, the new weights table
#pragma once

#include <cmath>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <string>

#include "tune/linear_fit.h"
#include "tune/self_play.h"

namespace melee::tune {

struct FitSettings {
  std::string in;
  std::string freeze;  // comma-separated feature names whose weights stay
  // Feature names left out of the model (their weights stay): a feature the labels cannot
  // see, such as the tries when labelling with the next score.
  std::string ignore;
  // The last fraction of the file is held out and only measured: the games of a file are
  // written one after the other, so this keeps whole games (but one) out of the fit.
  double holdout = 0.2;
  FitOptions options;
};

// Binding: a games/<game>.h binding of a stepped game with a linear evaluation.
template <class Binding>
int RunSample(const SelfPlaySettings& settings, const std::string& out_path) {
  using G = typename Binding::Game;
  std::ofstream out(out_path);
  if (!out) {
    std::cerr << "cannot write " << out_path << "\n";
    return 1;
  }
  const std::vector<LabelledPosition> samples = SelfPlay<G, typename Binding::Evaluator>(settings);
  out << "# melee-tune sample --variant " << G::kName << " --games " << settings.games << " --seed "
      << settings.seed << " --nodes " << settings.nodes << " --random-turns "
      << settings.random_turns << " --quiet-margin " << settings.quiet_margin
      << (settings.label_next_score ? " --label-next-score" : "") << "\n";
  WriteSamples(out, samples);
  std::cout << samples.size() << " positions from " << settings.games << " games -> " << out_path
            << "\n";
  return 0;
}

template <class Binding>
int RunFit(FitSettings settings) {
  using G = typename Binding::Game;
  std::ifstream in(settings.in);
  std::string error;
  std::optional<std::vector<LabelledPosition>> samples;
  if (in) samples = ReadSamples(in, error);
  if (!in && error.empty()) error = "cannot read " + settings.in;
  std::optional<TrainingSet> set;
  std::optional<TrainingSet> held_out;
  if (samples) {
    const auto split =
        samples->end() -
        static_cast<std::ptrdiff_t>(settings.holdout * static_cast<double>(samples->size()));
    held_out = ExtractFeatures<G>({split, samples->end()}, error);
    samples->erase(split, samples->end());
    if (held_out) set = ExtractFeatures<G>(*samples, error);
  }
  const auto& names = EvalFeatures<G>::kNames;
  if (set) {
    const std::optional<std::vector<bool>> frozen = FeatureMask(names, settings.freeze, error);
    const std::optional<std::vector<bool>> ignored =
        frozen ? FeatureMask(names, settings.ignore, error) : std::nullopt;
    if (ignored) {
      settings.options.frozen = *frozen;
      settings.options.frozen.push_back(false);  // the side-to-move term
      for (std::size_t j = 0; j < names.size(); ++j) {
        if (!(*ignored)[j]) continue;
        settings.options.frozen[j] = true;
        set->DropFeature(j);
        held_out->DropFeature(j);
      }
    } else {
      set.reset();
    }
  }
  if (!set) {
    std::cerr << error << "\n";
    return 1;
  }
  const std::vector<double> old = CurrentWeights<G>();
  const double k = FitK(*set, old);
  const double before = MeanSquaredError(*set, old, k);
  const std::vector<double> fitted = FitWeights(*set, old, k, settings.options);
  // The losses of the weights as pasted: rounded, without the side-to-move term.
  std::vector<double> rounded(fitted.size());
  for (std::size_t j = 0; j < fitted.size(); ++j) rounded[j] = std::round(fitted[j]);
  rounded.back() = 0;
  const double after = MeanSquaredError(*set, rounded, k);
  std::printf("fit on %zu positions: K %.6g, loss before %.6f, after %.6f (rounded weights)\n",
              set->size(), k, before, after);
  std::printf("held out %zu positions: loss before %.6f, after %.6f\n", held_out->size(),
              MeanSquaredError(*held_out, old, k), MeanSquaredError(*held_out, rounded, k));
  std::printf("side-to-move term (fitted, not in the evaluation): %.0f\n", fitted.back());
  std::cout << FormatWeightsTable(names, fitted, old);
  return 0;
}

}  // namespace melee::tune
