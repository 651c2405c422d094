// melee-tune: Texel tuning of the turn games' linear evaluations (docs/tuning.md).
//   melee-tune sample --variant <game> --games N --seed S --out FILE [--nodes n]
//                     [--random-turns n] [--quiet-margin cp] [--label-next-score]
//   melee-tune fit --variant <game> --in FILE [--iterations n] [--rate r]
//                  [--prior p] [--holdout f] [--freeze a,b] [--ignore a,b]
#include <CLI/CLI.hpp>
#include <iostream>
#include <string>

#include "tune/commands.h"
#include "tune/tunable_games.h"

namespace {

using namespace melee;

// Calls f.template operator()<Binding>() for the game named `variant`; false if there is none.
template <class F>
bool WithGame(const std::string& variant, F&& f, int& status) {
  bool known = false;
  ForEachType(tune::TunableGames{}, [&]<class B>() {
    if (variant == B::Game::kName) known = true, status = f.template operator()<B>();
  });
  return known;
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"melee-tune: Texel tuning of the evaluation weights"};
  app.require_subcommand(1);
  std::string variant;

  CLI::App* sample = app.add_subcommand("sample", "self-play games -> labelled quiet positions");
  tune::SelfPlaySettings play;
  std::string out_path;
  sample->add_option("--variant", variant, tune::TunableNames())->required();
  sample->add_option("--games", play.games, "games to play")->check(CLI::PositiveNumber);
  sample->add_option("--seed", play.seed, "seed of the random opening turns");
  sample->add_option("--out", out_path, "the training file to write")->required();
  sample->add_option("--nodes", play.nodes, "nodes per searched turn")->check(CLI::PositiveNumber);
  sample->add_option("--random-turns", play.random_turns, "random turns opening each game");
  sample->add_flag("--label-next-score", play.label_next_score,
                   "label with the side scoring next, not the game's result (Cannon Ball)");
  sample->add_option("--quiet-margin", play.quiet_margin,
                     "keep a position if |search - static eval| <= this (centi-units)");

  CLI::App* fit = app.add_subcommand("fit", "labelled positions -> fitted weights table");
  tune::FitSettings fitting;
  fit->add_option("--variant", variant, tune::TunableNames())->required();
  fit->add_option("--in", fitting.in, "a file written by `sample`")->required();
  fit->add_option("--iterations", fitting.options.iterations, "Adam iterations");
  fit->add_option("--rate", fitting.options.learning_rate, "Adam step (centi-units)");
  fit->add_option("--prior", fitting.options.prior,
                  "pull toward the current weights (loss per 100 centi-units of change)");
  fit->add_option("--holdout", fitting.holdout, "the last fraction of the file, only measured")
      ->check(CLI::Range(0.0, 0.9));
  fit->add_option("--freeze", fitting.freeze, "features whose weights stay, e.g. 'tries'");
  fit->add_option("--ignore", fitting.ignore, "features left out of the model (weights stay)");

  CLI11_PARSE(app, argc, argv);
  int status = 0;
  const bool known = WithGame(
      variant,
      [&]<class B>() {
        return sample->parsed() ? tune::RunSample<B>(play, out_path) : tune::RunFit<B>(fitting);
      },
      status);
  if (!known) {
    std::cerr << "unknown variant '" << variant << "' (" << tune::TunableNames() << ")\n";
    return 1;
  }
  return status;
}
